import { z } from 'zod';
import { numberInput } from './general-rules';
import { MOBILE_CN } from './fields';
import { FAC_SN, normalizeFacSn } from './factory-sn';

export { FAC_SN, FACTORY_MAX_PHOTOS, normalizeFacSn } from './factory-sn';

/**
 * Factory approval rules, shared by the H5 forms and the server (server/domains/factory).
 * Failure messages are keys of rules/texts.json.
 */

export const facSn = z.string().transform(normalizeFacSn).pipe(z.string().min(1, 'rule.factory.facSn.required').regex(FAC_SN, 'rule.factory.facSn.format'));

/** Materials a plant works (supplier/getComponentMaterialList labels them). */
export const MATERIALS = ['carbonSteel', 'stainlessSteel', 'aluminium', 'copper', 'castIron', 'engineeringPlastics', 'rubber', 'composites'] as const;
/** Product fields a plant serves (supplier/getProductFieldList labels them). */
export const PRODUCT_FIELDS = ['machining', 'sheetMetal', 'injectionMoulding', 'casting', 'forging', 'welding', 'assembly', 'electronics', 'surfaceTreatment'] as const;

export const DEVICE_COUNT_MAX = 100_000;
export const AREA_MAX = 10_000_000;

export const factoryName = z.string().trim().min(1, 'rule.factory.name.required').max(60, 'rule.factory.name.maxLength');
export const factoryCompanyName = z.string().trim().min(1, 'rule.factory.companyName.required').max(49, 'rule.register.companyName.maxLength');
export const factoryAddress = z.string().trim().min(1, 'rule.factory.address.required').max(120, 'rule.factory.address.maxLength');
export const contactName = z.string().trim().min(1, 'rule.factory.contactName.required').max(30);
export const contactMobile = z.string().trim().min(1, 'rule.factory.contactMobile.required').regex(MOBILE_CN, 'rule.register.mobile.format');
export const deviceCount = numberInput('rule.factory.deviceCount.required').int('rule.general.positiveInteger').min(1, 'rule.general.positiveInteger').max(DEVICE_COUNT_MAX, 'rule.factory.deviceCount.max');
export const area = numberInput('rule.general.number').int('rule.general.positiveInteger').min(1, 'rule.general.positiveInteger').max(AREA_MAX, 'rule.factory.area.max');
export const remark = z.string().trim().max(200, 'rule.trueName.remark.maxLength');
export const note = z.string().trim().min(1, 'rule.factory.note.required').max(200, 'rule.trueName.remark.maxLength');
export const reason = z.string().trim().min(1, 'rule.factory.reason.required').max(200, 'rule.trueName.remark.maxLength');

/** What a factory needs before it can be pushed for approval. */
export interface CompletableFactory {
  address: string | null;
  contactName: string | null;
  contactMobile: string | null;
  deviceCount: number | null;
  materials: readonly string[];
  productFields: readonly string[];
  photos: readonly unknown[];
}
export const COMPLETE_FIELDS = ['address', 'contactName', 'contactMobile', 'deviceCount', 'materials', 'productFields', 'photos'] as const;
export type CompleteField = (typeof COMPLETE_FIELDS)[number];

/** The fields still missing, in form order (empty: the info is complete). */
export function missingFields(f: CompletableFactory): CompleteField[] {
  return COMPLETE_FIELDS.filter((k) => {
    const v = f[k];
    return Array.isArray(v) ? v.length === 0 : v === null || v === '' || (k === 'deviceCount' && !((v as number) > 0));
  });
}
