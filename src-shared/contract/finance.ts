import { z } from 'zod';
import * as f from '../rules/finance-fields';
import { smsCode } from '../rules/fields';
import { command, noParams } from './command';

/**
 * Finance, lease, purchase and productivity applications (spec sections 2-8, webFinance).
 * Visitors submit with a mobile verified by an SMS code (purpose 'finance'); members submit as
 * their certified company. Menus are public and labelled in the request's language.
 */

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

export type { FinanceKind, FinanceStatus } from '../rules/finance-fields';

/** Whether the caller may submit as a member, and why not (the page says where to go). */
export type FinanceEligibility = 'ok' | 'personal' | 'uncertified';

export interface FinanceApplication {
  applyNo: string;
  kind: f.FinanceKind;
  status: f.FinanceStatus;
  rejectReason: string | null;
  /** How often it was resubmitted after "not passed". */
  resubmits: number;
  submittedAt: string;
  reviewedAt: string | null;
  /** The submitted form (for resubmission); absent for visitors' look-ups. */
  form?: Record<string, unknown>;
}

export interface ApplyDetail {
  eligibility: FinanceEligibility;
  /** The company's latest application of the kind, or null. */
  application: FinanceApplication | null;
}

const menu = (cmd: string) => command(cmd, { access: 'public', params: noParams }).returns<Option[]>();

export const getIndustrySelect = menu('webFinance/getIndustrySelect');
export const getGoodLinkTime = menu('webFinance/getGoodLinkTime');
/** Values are integer counts of 10K yuan. */
export const getPlannedFinanceSize = command('webFinance/getPlannedFinanceSize', { access: 'public', params: noParams }).returns<Option<number>[]>();
export const getAcceptFinanceCost = menu('webFinance/getAcceptFinanceCost');
export const getGuaranteeMethod = menu('webFinance/getGuaranteeMethod');
export const getRentDeviceType = menu('webFinance/getRentDeviceType');
export const getRentDeviceCount = menu('webFinance/getRentDeviceCount');
export const getRentIndustry = menu('webFinance/getRentIndustry');
/** Values are integer counts of 10K yuan. */
export const getRentFinanceMoney = command('webFinance/getRentFinanceMoney', { access: 'public', params: noParams }).returns<Option<number>[]>();
export const getRentType = menu('webFinance/getRentType');
export const getRentAcceptMoneyRates = menu('webFinance/getRentAcceptMoneyRates');
export const getRentRegisteredCapital = menu('webFinance/getRentRegisteredCapital');
export const getRentEnterpriseNature = menu('webFinance/getRentEnterpriseNature');
export const getRentEmployeeCount = menu('webFinance/getRentEmployeeCount');
export const getRentGuaranteeMethod = menu('webFinance/getRentGuaranteeMethod');
export const getRentFactoryArea = menu('webFinance/getRentFactoryArea');
export const getRentSalesCount = menu('webFinance/getRentSalesCount');
export const getRentSuccessfulCooperation = menu('webFinance/getRentSuccessfulCooperation');
export const getRequirementMenu = menu('webFinance/getRequirementMenu');
export const getBrandMenu = menu('webFinance/getBrandMenu');
/** The models of one brand. */
export const getModelMenu = command('webFinance/getModelMenu', {
  access: 'public',
  params: z.object({ brand: z.enum(f.BRANDS as [f.Brand, ...f.Brand[]], { message: 'rule.finance.choose' }) }).strict(),
}).returns<Option[]>();

const kind = z.enum(f.FINANCE_KINDS).default('finance');

/** The calling member's latest application of a kind (default finance) with its eligibility. */
export const applyDetail = command('webFinance/applyDetail', { access: 'member', params: z.object({ kind }).strict() }).returns<ApplyDetail>();

/** A visitor's look-up of one application by its number and the verified mobile (status and reason only). */
export const detailWeb = command('webFinance/detailWeb', {
  access: 'public',
  params: z
    .object({
      applyNo: z
        .string()
        .trim()
        .regex(/^F[A-Z]\d{8}[0-9A-F]{6}$/, 'rule.finance.applyNo'),
      mobile: f.mobileCn,
    })
    .strict(),
}).returns<FinanceApplication>();

/** Members (certified enterprise) submit, or resubmit after "not passed". */
export const submitApply = command('webFinance/submitApply', { access: 'member', needs: { button: 'finance.apply' }, params: f.financeForm }).returns<FinanceApplication>();
export const loginSubmitApply = command('webFinance/loginSubmitApply', { access: 'member', needs: { button: 'finance.apply' }, params: f.leaseForm }).returns<FinanceApplication>();
export const purchaseSubmitApply = command('webFinance/purchaseSubmitApply', { access: 'member', needs: { button: 'finance.apply' }, params: f.purchaseForm }).returns<FinanceApplication>();
export const productivitySubmitApply = command('webFinance/productivitySubmitApply', { access: 'member', needs: { button: 'finance.apply' }, params: f.financeForm }).returns<FinanceApplication>();

/** What a visitor adds to any form: the company and the SMS code sent to contactMobile. */
const visitor = { companyName: f.companyName, smsCode };
export const touristSubmitApply = command('webFinance/touristSubmitApply', {
  access: 'public',
  params: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('finance'), ...f.financeFields, ...visitor }).strict(),
    z.object({ kind: z.literal('lease'), ...f.leaseFields, ...visitor }).strict(),
    z
      .object({ kind: z.literal('purchase'), ...f.purchaseFields, ...visitor })
      .strict()
      .superRefine(f.modelOfBrand),
  ]),
}).returns<FinanceApplication>();
