import { Form } from '../../components/Form';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import { getCities, getProvinces, getTowns } from '#shared/contract/refs/enterprise';
import { text } from '#shared/rules/texts';
import { LazySelect } from '../../components/LazySelect';
import { useLang } from '../../components/useLang';

/**
 * Province → city → area selects fed by location/getProvinces|getCities|getTowns. Choosing a
 * province clears the city and area; `prefix` nests the fields (e.g. ['bank']). Each is a LazySelect:
 * antd Select loads when the pointer or focus comes near, not with the certification forms.
 */
export function LocationFields({ prefix = [], withArea = true, labels }: { prefix?: string[]; withArea?: boolean; labels?: { province: string; city: string; area: string } }) {
  const { t } = useTranslation('member');
  const lang = useLang();
  const form = Form.useFormInstance();
  const n = (k: string): NamePath => [...prefix, k];
  const province = Form.useWatch(n('provinceCode'), form) as string | undefined;
  const city = Form.useWatch(n('cityCode'), form) as string | undefined;
  const provinces = useCommand(getProvinces, {});
  const cities = useCommand(getCities, { provinceCode: province ?? '' }, { enabled: !!province });
  const towns = useCommand(getTowns, { cityCode: city ?? '' }, { enabled: !!city && withArea });
  const opts = (list?: { code: string; name: string }[]) => (list ?? []).map((d) => ({ value: d.code, label: d.name }));
  const l = labels ?? { province: t('location.province'), city: t('location.city'), area: t('location.area') };
  const pick = (k: string) => text('rule.general.required.select', lang, { label: k });

  return (
    <div style={{ display: 'grid', gridTemplateColumns: withArea ? '1fr 1fr 1fr' : '1fr 1fr', gap: 12 }}>
      <Form.Item name={n('provinceCode')} label={l.province} rules={[{ required: true, message: pick(l.province) }]}>
        <LazySelect
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('location.pickProvince')}
          loading={provinces.loading}
          options={opts(provinces.data)}
          onChange={() => {
            form.setFieldValue(n('cityCode'), undefined);
            form.setFieldValue(n('areaCode'), undefined);
          }}
          aria-label={l.province}
          name={[...prefix, 'provinceCode'].join('.')}
          data-testid={`${prefix.join('.')}provinceCode`}
        />
      </Form.Item>
      <Form.Item name={n('cityCode')} label={l.city} rules={[{ required: true, message: pick(l.city) }]}>
        <LazySelect
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('location.pickCity')}
          disabled={!province}
          loading={cities.loading && !!province}
          options={opts(province ? cities.data : [])}
          onChange={() => form.setFieldValue(n('areaCode'), undefined)}
          aria-label={l.city}
          name={[...prefix, 'cityCode'].join('.')}
          data-testid={`${prefix.join('.')}cityCode`}
        />
      </Form.Item>
      {withArea && (
        <Form.Item name={n('areaCode')} label={l.area} rules={[{ required: true, message: pick(l.area) }]}>
          <LazySelect
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('location.pickArea')}
            disabled={!city}
            loading={towns.loading && !!city}
            options={opts(city ? towns.data : [])}
            aria-label={l.area}
            name={[...prefix, 'areaCode'].join('.')}
            data-testid={`${prefix.join('.')}areaCode`}
          />
        </Form.Item>
      )}
    </div>
  );
}
