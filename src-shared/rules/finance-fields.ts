import { z } from 'zod';
import { numberInput } from './general-rules';
import { INDUSTRIES, MOBILE_CN, mobileOrTelephone, NATURES, SIZES } from './centre-fields';
import { email as emailRule } from './fields';

/**
 * Field rules of the finance applications (spec sections 3 and 5), shared by the forms and the
 * server. Menu values are keys; their labels (both languages) come from the webFinance menus.
 * Amounts "in 10K yuan" (spec section 9) are integer counts of 10K yuan.
 */

export const FINANCE_KINDS = ['finance', 'lease', 'purchase', 'productivity'] as const;
export type FinanceKind = (typeof FINANCE_KINDS)[number];
/** The spec's state names (states.json financeApplication); notSubmitted is "no row". */
export const FINANCE_STATUSES = ['submitted', 'notPassed', 'passed'] as const;
export type FinanceStatus = (typeof FINANCE_STATUSES)[number];

export { INDUSTRIES as FINANCE_INDUSTRIES, NATURES as RENT_NATURES, SIZES as RENT_EMPLOYEE_COUNTS };
export const GOOD_LINK_TIMES = ['workdayMorning', 'workdayAfternoon', 'workdayEvening', 'weekend', 'anytime'] as const;
/** Planned financing scale and lease finance amount: integer counts of 10K yuan. */
export const FINANCE_SCALES = [50, 100, 300, 500, 1000, 3000, 5000] as const;
export const FINANCE_COSTS = ['lt6', '6to8', '8to10', '10to12', 'gt12'] as const;
export const GUARANTEE_METHODS = ['credit', 'mortgage', 'pledge', 'thirdParty', 'equipment', 'other'] as const;
export const RENT_DEVICE_TYPES = ['cnc', 'injection', 'laser', 'press', 'robot', 'testing', 'other'] as const;
export const RENT_DEVICE_COUNTS = ['1', '2to5', '6to10', 'gt10'] as const;
export const RENT_TYPES = ['directLease', 'saleLeaseback', 'operatingLease'] as const;
export const RENT_CAPITALS = ['lt100', '100to500', '500to1000', '1000to5000', 'gt5000'] as const;
export const RENT_FACTORY_AREAS = ['lt1000', '1000to5000', '5000to10000', 'gt10000'] as const;
export const RENT_SALES = ['lt1000', '1000to5000', '5000to10000', '10000to50000', 'gt50000'] as const;
export const RENT_COOPERATIONS = ['none', 'once', 'twoToFive', 'moreThanFive'] as const;
export const REQUIREMENTS = ['newEquipment', 'upgrade', 'spareParts', 'automation', 'other'] as const;
/** Purchase finance: brands and their models (the model menu is asked per brand). */
export const BRAND_MODELS = {
  fanuc: ['ROBODRILL α-DiB', 'ROBOSHOT α-SiB', 'M-20iD'],
  siemens: ['SINUMERIK 828D', 'SINUMERIK 840D sl', 'SIMATIC S7-1500'],
  mazak: ['VARIAXIS i-600', 'QUICK TURN 250MSY', 'VCN-530C'],
  haas: ['VF-2', 'ST-20', 'UMC-750'],
  haitian: ['MA 1600 III', 'JU 5500', 'VE 2500'],
  other: ['other'],
} as const;
export type Brand = keyof typeof BRAND_MODELS;
export const BRANDS = Object.keys(BRAND_MODELS) as Brand[];

const enter = 'rule.finance.enter';
const choose = 'rule.finance.choose';
const text = (max: number) => z.string().trim().min(1, enter).max(max);
const pick = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { message: choose });
/** A whole number within bounds (counts, areas, 10K-yuan amounts). */
const count = (min: number, max: number) => numberInput(enter).int('rule.general.integer').min(min, 'rule.general.positiveInteger').max(max, 'rule.general.max');

export const mobileCn = z.string().trim().min(1, enter).regex(MOBILE_CN, 'rule.general.mobile');
export const phone = mobileOrTelephone(enter);
/** The spec's finance email texts (rules.json finance.*Email.format), with the general length limits. */
const financeEmail = (formatKey: string) => z.string().trim().min(1, enter).pipe(z.string().email(formatKey).pipe(emailRule));
export const personInChargeEmail = financeEmail('rule.finance.personInChargeEmail.format');
export const contactEmail = financeEmail('rule.finance.contactEmail.format');
export const scale = z.number({ message: choose }).refine((v) => (FINANCE_SCALES as readonly number[]).includes(v), choose);
export const remark = z.string().trim().max(200, 'rule.trueName.remark.maxLength').optional();
export const personName = text(30);
export const companyName = text(49).max(49, 'rule.register.companyName.maxLength');

/** Section 3: the financial service application (also the productivity application). */
export const financeFields = {
  industry: pick(INDUSTRIES),
  equipmentCount: count(0, 1_000_000),
  /** 10K yuan. */
  annualSales: count(0, 100_000_000),
  employeeCount: count(1, 10_000_000),
  /** Square metres. */
  plantArea: count(0, 100_000_000),
  personInCharge: personName,
  personInChargePhone: phone,
  personInChargeEmail,
  contactName: personName,
  contactMobile: mobileCn,
  contactEmail,
  goodLinkTime: pick(GOOD_LINK_TIMES),
  /** 10K yuan, one of FINANCE_SCALES. */
  plannedScale: scale,
  acceptCost: pick(FINANCE_COSTS),
  guaranteeMethod: pick(GUARANTEE_METHODS),
};

/** The equipment lease application: contact plus every rent menu. */
export const leaseFields = {
  contactName: personName,
  contactMobile: mobileCn,
  deviceType: pick(RENT_DEVICE_TYPES),
  deviceCount: pick(RENT_DEVICE_COUNTS),
  industry: pick(INDUSTRIES),
  /** 10K yuan, one of FINANCE_SCALES. */
  financeMoney: scale,
  rentType: pick(RENT_TYPES),
  acceptRate: pick(FINANCE_COSTS),
  registeredCapital: pick(RENT_CAPITALS),
  enterpriseNature: pick(NATURES),
  employeeCount: pick(SIZES),
  guaranteeMethod: pick(GUARANTEE_METHODS),
  factoryArea: pick(RENT_FACTORY_AREAS),
  salesCount: pick(RENT_SALES),
  successfulCooperation: pick(RENT_COOPERATIONS),
  remark,
};

/** Purchase finance: what is bought (requirement, brand, model, quantity) and how it is financed. */
export const purchaseFields = {
  contactName: personName,
  contactMobile: mobileCn,
  contactEmail,
  requirement: pick(REQUIREMENTS),
  brand: pick(BRANDS as [Brand, ...Brand[]]),
  model: text(60),
  quantity: count(1, 100_000),
  /** 10K yuan, one of FINANCE_SCALES. */
  plannedScale: scale,
  guaranteeMethod: pick(GUARANTEE_METHODS),
  remark,
};

/** The model must belong to the brand (the model menu is per brand). */
export function modelOfBrand(v: { brand: string; model: string }, ctx: z.RefinementCtx) {
  const models = (BRAND_MODELS as Record<string, readonly string[]>)[v.brand] ?? [];
  if (!models.includes(v.model)) ctx.addIssue({ code: 'custom', path: ['model'], message: choose });
}

export const financeForm = z.object(financeFields).strict();
export const leaseForm = z.object(leaseFields).strict();
export const purchaseForm = z.object(purchaseFields).strict().superRefine(modelOfBrand);
