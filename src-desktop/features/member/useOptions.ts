import { useCommand } from '#shared/api/useCommand';
import { getCompanySizeSelect, getEnterpriseNatureSelect, getIndustrySelect } from '#shared/contract/refs/enterprise';

/** The enterprise option lists (nature, industry, size) in the current language. */
export function useEnterpriseOptions() {
  const nature = useCommand(getEnterpriseNatureSelect, {});
  const industry = useCommand(getIndustrySelect, {});
  const size = useCommand(getCompanySizeSelect, {});
  const label = (list: { value: string; label: string }[] | undefined, v: string) => list?.find((o) => o.value === v)?.label ?? v;
  return {
    nature: nature.data ?? [],
    industry: industry.data ?? [],
    size: size.data ?? [],
    loading: nature.loading || industry.loading || size.loading,
    labelOf: (kind: 'nature' | 'industry' | 'size', v: string) => label(kind === 'nature' ? nature.data : kind === 'industry' ? industry.data : size.data, v),
  };
}
