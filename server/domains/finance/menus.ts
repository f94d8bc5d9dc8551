import * as f from '#shared/rules/finance-fields';
import type { Lang } from '#shared/rules/texts';
import { industryOptions, natureOptions, optionLabel, sizeOptions } from '../enterprise/options';

/**
 * The webFinance option menus, configured here in both languages ([zh-CN, en]). Values are the
 * keys the forms send (src-shared/rules/finance-fields.ts); the server labels them per request.
 */
type Labels<K extends string> = Record<K, [string, string]>;

const goodLinkTimes: Labels<(typeof f.GOOD_LINK_TIMES)[number]> = {
  workdayMorning: ['工作日上午（9:00-12:00）', 'Working days, morning (9:00-12:00)'],
  workdayAfternoon: ['工作日下午（13:30-17:00）', 'Working days, afternoon (13:30-17:00)'],
  workdayEvening: ['工作日晚间（18:00-20:00）', 'Working days, evening (18:00-20:00)'],
  weekend: ['周末', 'Weekends'],
  anytime: ['任何时间', 'Any time'],
};
const costs: Labels<(typeof f.FINANCE_COSTS)[number]> = {
  lt6: ['年化6%以下', 'Below 6% a year'],
  '6to8': ['年化6%-8%', '6%-8% a year'],
  '8to10': ['年化8%-10%', '8%-10% a year'],
  '10to12': ['年化10%-12%', '10%-12% a year'],
  gt12: ['年化12%以上', 'Above 12% a year'],
};
const guarantees: Labels<(typeof f.GUARANTEE_METHODS)[number]> = {
  credit: ['信用', 'Credit (unsecured)'],
  mortgage: ['抵押', 'Mortgage'],
  pledge: ['质押', 'Pledge'],
  thirdParty: ['第三方保证', 'Third-party guarantee'],
  equipment: ['设备抵押', 'Equipment as collateral'],
  other: ['其他', 'Other'],
};
const deviceTypes: Labels<(typeof f.RENT_DEVICE_TYPES)[number]> = {
  cnc: ['数控机床', 'CNC machine tools'],
  injection: ['注塑机', 'Injection moulding machines'],
  laser: ['激光加工设备', 'Laser processing equipment'],
  press: ['冲压设备', 'Presses'],
  robot: ['工业机器人', 'Industrial robots'],
  testing: ['检测设备', 'Testing equipment'],
  other: ['其他设备', 'Other equipment'],
};
const deviceCounts: Labels<(typeof f.RENT_DEVICE_COUNTS)[number]> = {
  '1': ['1台', '1 unit'],
  '2to5': ['2-5台', '2-5 units'],
  '6to10': ['6-10台', '6-10 units'],
  gt10: ['10台以上', 'More than 10 units'],
};
const rentTypes: Labels<(typeof f.RENT_TYPES)[number]> = {
  directLease: ['直接租赁', 'Direct lease'],
  saleLeaseback: ['售后回租', 'Sale and leaseback'],
  operatingLease: ['经营性租赁', 'Operating lease'],
};
const capitals: Labels<(typeof f.RENT_CAPITALS)[number]> = {
  lt100: ['100万元以下', 'Below CNY 1 million'],
  '100to500': ['100万-500万元', 'CNY 1-5 million'],
  '500to1000': ['500万-1000万元', 'CNY 5-10 million'],
  '1000to5000': ['1000万-5000万元', 'CNY 10-50 million'],
  gt5000: ['5000万元以上', 'Above CNY 50 million'],
};
const areas: Labels<(typeof f.RENT_FACTORY_AREAS)[number]> = {
  lt1000: ['1000㎡以下', 'Below 1,000 m²'],
  '1000to5000': ['1000-5000㎡', '1,000-5,000 m²'],
  '5000to10000': ['5000-10000㎡', '5,000-10,000 m²'],
  gt10000: ['10000㎡以上', 'Above 10,000 m²'],
};
const sales: Labels<(typeof f.RENT_SALES)[number]> = {
  lt1000: ['年销售额1000万元以下', 'Annual sales below CNY 10 million'],
  '1000to5000': ['年销售额1000万-5000万元', 'Annual sales CNY 10-50 million'],
  '5000to10000': ['年销售额5000万-1亿元', 'Annual sales CNY 50-100 million'],
  '10000to50000': ['年销售额1亿-5亿元', 'Annual sales CNY 100-500 million'],
  gt50000: ['年销售额5亿元以上', 'Annual sales above CNY 500 million'],
};
const cooperations: Labels<(typeof f.RENT_COOPERATIONS)[number]> = {
  none: ['尚无融资租赁合作', 'No lease financing so far'],
  once: ['成功合作过1次', 'One successful cooperation'],
  twoToFive: ['成功合作过2-5次', '2-5 successful cooperations'],
  moreThanFive: ['成功合作过5次以上', 'More than 5 successful cooperations'],
};
const requirements: Labels<(typeof f.REQUIREMENTS)[number]> = {
  newEquipment: ['采购新设备', 'Buy new equipment'],
  upgrade: ['设备升级改造', 'Upgrade existing equipment'],
  spareParts: ['备品备件', 'Spare parts'],
  automation: ['自动化产线', 'Automated production line'],
  other: ['其他', 'Other'],
};
const brands: Labels<f.Brand> = {
  fanuc: ['发那科 FANUC', 'FANUC'],
  siemens: ['西门子 Siemens', 'Siemens'],
  mazak: ['马扎克 Mazak', 'Mazak'],
  haas: ['哈斯 Haas', 'Haas'],
  haitian: ['海天 Haitian', 'Haitian'],
  other: ['其他品牌', 'Other brand'],
};

const i = (lang: Lang) => (lang === 'en' ? 1 : 0);
const list = <K extends string>(labels: Labels<K>, lang: Lang) => (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value][i(lang)] }));

/** 50 → "50万元" / "CNY 500K"; 300 → "300万元" / "CNY 3 million". */
export function scaleLabel(tenK: number, lang: Lang) {
  if (lang !== 'en') return `${tenK}万元`;
  return tenK >= 100 ? `CNY ${tenK / 100} million` : `CNY ${tenK * 10}K`;
}
const scales = (lang: Lang) => f.FINANCE_SCALES.map((value) => ({ value, label: scaleLabel(value, lang) }));

export const menus = {
  industry: industryOptions,
  goodLinkTime: (lang: Lang) => list(goodLinkTimes, lang),
  scale: scales,
  cost: (lang: Lang) => list(costs, lang),
  guarantee: (lang: Lang) => list(guarantees, lang),
  deviceType: (lang: Lang) => list(deviceTypes, lang),
  deviceCount: (lang: Lang) => list(deviceCounts, lang),
  rentType: (lang: Lang) => list(rentTypes, lang),
  capital: (lang: Lang) => list(capitals, lang),
  nature: natureOptions,
  employeeCount: sizeOptions,
  factoryArea: (lang: Lang) => list(areas, lang),
  sales: (lang: Lang) => list(sales, lang),
  cooperation: (lang: Lang) => list(cooperations, lang),
  requirement: (lang: Lang) => list(requirements, lang),
  brand: (lang: Lang) => list(brands, lang),
  model: (brand: f.Brand, lang: Lang) => f.BRAND_MODELS[brand].map((value) => ({ value, label: value === 'other' ? (lang === 'en' ? 'Other model' : '其他型号') : value })),
};

/** Which menu labels each form field (for the operator's view of a submission). */
const fieldMenu: Record<string, (v: string, lang: Lang) => string> = {
  industry: (v, lang) => optionLabel('industry', v, lang),
  enterpriseNature: (v, lang) => optionLabel('nature', v, lang),
  // The lease form's employee count is a size key; the finance form's a number (labels fall back to it).
  employeeCount: (v, lang) => optionLabel('size', v, lang),
  goodLinkTime: (v, lang) => goodLinkTimes[v as keyof typeof goodLinkTimes]?.[i(lang)] ?? v,
  acceptCost: (v, lang) => costs[v as keyof typeof costs]?.[i(lang)] ?? v,
  acceptRate: (v, lang) => costs[v as keyof typeof costs]?.[i(lang)] ?? v,
  guaranteeMethod: (v, lang) => guarantees[v as keyof typeof guarantees]?.[i(lang)] ?? v,
  deviceType: (v, lang) => deviceTypes[v as keyof typeof deviceTypes]?.[i(lang)] ?? v,
  deviceCount: (v, lang) => deviceCounts[v as keyof typeof deviceCounts]?.[i(lang)] ?? v,
  rentType: (v, lang) => rentTypes[v as keyof typeof rentTypes]?.[i(lang)] ?? v,
  registeredCapital: (v, lang) => capitals[v as keyof typeof capitals]?.[i(lang)] ?? v,
  factoryArea: (v, lang) => areas[v as keyof typeof areas]?.[i(lang)] ?? v,
  salesCount: (v, lang) => sales[v as keyof typeof sales]?.[i(lang)] ?? v,
  successfulCooperation: (v, lang) => cooperations[v as keyof typeof cooperations]?.[i(lang)] ?? v,
  requirement: (v, lang) => requirements[v as keyof typeof requirements]?.[i(lang)] ?? v,
  brand: (v, lang) => brands[v as keyof typeof brands]?.[i(lang)] ?? v,
  plannedScale: (v, lang) => scaleLabel(Number(v), lang),
  financeMoney: (v, lang) => scaleLabel(Number(v), lang),
};

/** A submitted value as the operator reads it: menu keys labelled, 10K-yuan amounts spelled out. */
export function fieldValue(key: string, value: unknown, lang: Lang): string {
  if (value === undefined || value === null) return '';
  if (key === 'annualSales') return scaleLabel(Number(value), lang);
  if (key === 'plantArea') return `${Number(value).toLocaleString('en-US')} m²`;
  const label = Object.prototype.hasOwnProperty.call(fieldMenu, key) ? fieldMenu[key] : null;
  return label && (typeof value === 'string' || typeof value === 'number') ? label(String(value), lang) : String(value);
}
