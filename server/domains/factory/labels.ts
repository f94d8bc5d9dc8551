import type { Lang } from '#shared/rules/texts';

/**
 * Labels only the server shows (option lists, the console's fields, "platform" in check records).
 * They stay out of src-shared/rules/texts.json, which every page of both builds loads.
 */
const LABELS: Record<string, Record<Lang, string>> = {
  platform: { en: 'Platform', 'zh-CN': '平台' },
  'field.name': { en: 'Factory name', 'zh-CN': '工厂名称' },
  'field.address': { en: 'Address', 'zh-CN': '地址' },
  'field.deviceCount': { en: 'Devices', 'zh-CN': '设备数量' },
  'field.area': { en: 'Floor area (m²)', 'zh-CN': '厂房面积（平方米）' },
  'field.contactName': { en: 'Contact person', 'zh-CN': '联系人' },
  'field.contactMobile': { en: 'Contact mobile', 'zh-CN': '联系人手机' },
  'material.carbonSteel': { en: 'Carbon steel', 'zh-CN': '碳钢' },
  'material.stainlessSteel': { en: 'Stainless steel', 'zh-CN': '不锈钢' },
  'material.aluminium': { en: 'Aluminium alloy', 'zh-CN': '铝合金' },
  'material.copper': { en: 'Copper', 'zh-CN': '铜材' },
  'material.castIron': { en: 'Cast iron', 'zh-CN': '铸铁' },
  'material.engineeringPlastics': { en: 'Engineering plastics', 'zh-CN': '工程塑料' },
  'material.rubber': { en: 'Rubber', 'zh-CN': '橡胶' },
  'material.composites': { en: 'Composites', 'zh-CN': '复合材料' },
  'productField.machining': { en: 'CNC machining', 'zh-CN': '数控加工' },
  'productField.sheetMetal': { en: 'Sheet metal', 'zh-CN': '钣金加工' },
  'productField.injectionMoulding': { en: 'Injection moulding', 'zh-CN': '注塑成型' },
  'productField.casting': { en: 'Casting', 'zh-CN': '铸造' },
  'productField.forging': { en: 'Forging', 'zh-CN': '锻造' },
  'productField.welding': { en: 'Welding', 'zh-CN': '焊接' },
  'productField.assembly': { en: 'Assembly', 'zh-CN': '装配' },
  'productField.electronics': { en: 'Electronics (PCBA)', 'zh-CN': '电子组装（PCBA）' },
  'productField.surfaceTreatment': { en: 'Surface treatment', 'zh-CN': '表面处理' },
};

/** The label of `group.value` (e.g. material.aluminium) in the language; the key itself when unknown. */
export const label = (lang: Lang, key: string): string => LABELS[key]?.[lang] ?? key;
