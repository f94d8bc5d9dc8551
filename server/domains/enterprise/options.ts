import { INDUSTRIES, NATURES, SIZES } from '#shared/rules/centre-fields';
import type { Lang } from '#shared/rules/texts';

/** Labels of the enterprise option lists (facInfo/get*Select), in both languages. */
const natures: Record<(typeof NATURES)[number], [string, string]> = {
  stateOwned: ['国有企业', 'State-owned enterprise'],
  private: ['民营企业', 'Private enterprise'],
  foreign: ['外资企业', 'Foreign-funded enterprise'],
  jointVenture: ['合资企业', 'Joint venture'],
  collective: ['集体企业', 'Collective enterprise'],
  other: ['其他', 'Other'],
};
const industries: Record<(typeof INDUSTRIES)[number], [string, string]> = {
  machinery: ['机械制造', 'Machinery manufacturing'],
  electronics: ['电子电气', 'Electronics and electrical'],
  automotive: ['汽车及零部件', 'Automotive and parts'],
  metal: ['金属加工', 'Metal processing'],
  chemical: ['化工', 'Chemicals'],
  textile: ['纺织服装', 'Textiles and apparel'],
  food: ['食品饮料', 'Food and beverages'],
  medical: ['医药医疗', 'Pharmaceuticals and medical'],
  energy: ['能源电力', 'Energy and power'],
  building: ['建材', 'Building materials'],
  aerospace: ['航空航天', 'Aerospace'],
  other: ['其他', 'Other'],
};
const sizes: Record<(typeof SIZES)[number], [string, string]> = {
  lt20: ['20人以下', 'Fewer than 20 employees'],
  '20to99': ['20-99人', '20-99 employees'],
  '100to499': ['100-499人', '100-499 employees'],
  '500to999': ['500-999人', '500-999 employees'],
  gte1000: ['1000人及以上', '1,000 employees or more'],
};

const list = <K extends string>(keys: readonly K[], labels: Record<K, [string, string]>, lang: Lang) => keys.map((value) => ({ value, label: labels[value][lang === 'en' ? 1 : 0] }));

export const natureOptions = (lang: Lang) => list(NATURES, natures, lang);
export const industryOptions = (lang: Lang) => list(INDUSTRIES, industries, lang);
export const sizeOptions = (lang: Lang) => list(SIZES, sizes, lang);
export const optionLabel = (kind: 'nature' | 'industry' | 'size', value: string, lang: Lang) => {
  const table = (kind === 'nature' ? natures : kind === 'industry' ? industries : sizes) as Record<string, [string, string]>;
  return table[value]?.[lang === 'en' ? 1 : 0] ?? value;
};
