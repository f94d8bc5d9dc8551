import { z } from 'zod';
import * as r from '../rules/centre-fields';
import { command, noParams } from './command';
import type { FileView } from './file';
import { CERTIFICATE_TYPES, requiredRoles, type CertificateType, type FileRole } from './certification-values';

/**
 * Real-name certification: business registration info with scans, the corporate bank
 * account verified by a micro-deposit, changes of business info or bank account reviewed again.
 * States follow the spec's "realName", "bankCertification" and "bankAccountChange" machines.
 */

// The certificate types and their scans are listed for pages in certification-values.ts (no zod).
export { CERTIFICATE_TYPES, FILE_ROLES, requiredRoles, type CertificateType, type FileRole } from './certification-values';

const fileId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'rule.general.required.upload');

export const businessFields = {
  companyName: z.string().trim().min(1, 'rule.register.companyName.required').max(49, 'rule.register.companyName.maxLength'),
  certificateType: z.enum(CERTIFICATE_TYPES, { message: 'rule.general.required.select' }),
  /** Unified social credit code (15 or 18), or the business licence number for separate certificates. */
  creditCode: r.creditCode,
  legalName: z.string().trim().min(1, 'rule.general.required.enter').max(30),
  legalIdNumber: r.idCard,
  nature: r.enterpriseInfoFields.nature,
  industry: r.enterpriseInfoFields.industry,
  size: r.enterpriseInfoFields.size,
  provinceCode: r.division,
  cityCode: r.division,
  areaCode: r.division,
  files: z
    .object({
      businessLicence: fileId,
      taxRegistration: fileId.optional(),
      organisationCode: fileId.optional(),
      idFront: fileId,
      idBack: fileId,
    })
    .strict(),
};
const checkFiles = (v: { certificateType: CertificateType; files: Partial<Record<FileRole, string>> }, ctx: z.RefinementCtx) => {
  for (const role of requiredRoles(v.certificateType)) {
    if (!v.files[role]) ctx.addIssue({ code: 'custom', path: ['files', role], message: 'rule.centre.certificateFiles' });
  }
};
export const businessParams = z.object(businessFields).strict().superRefine(checkFiles);
export type BusinessInput = z.input<typeof businessParams>;

export const bankFields = {
  accountName: z.string().trim().min(1, 'rule.general.required.enter').max(49),
  bank: z.string().trim().min(1, 'rule.general.required.enter').max(50),
  provinceCode: r.division,
  cityCode: r.division,
  branch: z.string().trim().min(1, 'rule.general.required.enter').max(60),
  account: r.bankAccount,
  contactPhone: r.phoneOrTelephone,
  remark: r.remark.optional(),
};
export const bankParams = z.object(bankFields).strict();
export type BankInput = z.input<typeof bankParams>;

const agree = z.literal(true, { message: 'rule.trueName.agreement.accepted' });
/**
 * The submitter's word that a credit code failing its GB 32100 check character is exactly the one
 * on the licence (a few pilot-era codes are); without it such a code is refused, with it an
 * operator must accept it with a reason (docs/decisions/0018-rules-against-real-data.md).
 */
const creditCodeConfirmed = z.boolean().optional();

export type RealNameStatus = 'notSubmitted' | 'underReview' | 'approved' | 'rejected' | 'changeUnderReview';
export type BankStatus = 'verificationPaymentSent' | 'bankReview' | 'bound' | 'bindingFailed' | 'awaitingPlatformTransfer';
export type ApplicationKind = 'initial' | 'changeInfo' | 'changeBank';

export interface BusinessView extends Omit<z.output<typeof businessParams>, 'files'> {
  provinceName: string;
  cityName: string;
  areaName: string;
}
export interface BankView extends z.output<typeof bankParams> {
  /** Shown in groups of 4 digits. */
  accountGrouped: string;
  provinceName: string;
  cityName: string;
}
export interface Application {
  id: number;
  kind: ApplicationKind;
  status: 'underReview' | 'approved' | 'rejected' | 'abandoned';
  business: BusinessView | null;
  bank: BankView | null;
  files: (FileView & { role: string })[];
  bankStatus: BankStatus | null;
  triesLeft: number;
  /** The note the platform's verification payment carries (null before a payment is sent). */
  transferNote: string | null;
  rejectReason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
}
export interface RealNameState {
  status: RealNameStatus;
  certified: boolean;
  /** The current first certification (null when none or abandoned). */
  application: Application | null;
  /** The latest change of business info or bank account, if any. */
  change: Application | null;
  /** What the platform certified (null until approved). */
  approved: { business: BusinessView; bank: BankView; approvedAt: string } | null;
}

/** Submits business registration and bank account info: notSubmitted | rejected → underReview. */
export const submitAudit = command('facInfo/submitAudit', {
  access: 'enterprise',
  needs: { button: 'trueName.apply' },
  params: z.object({ business: businessParams, bank: bankParams, agree, creditCodeConfirmed }).strict(),
}).returns<RealNameState>();

export const getApplyStatus = command('facInfo/getApplyStatus', { access: 'enterprise', params: noParams }).returns<RealNameState>();

/** Abandons the first certification while under review or rejected: → notSubmitted. */
export const abandonApply = command('facInfo/abandonApply', { access: 'enterprise', needs: { button: 'trueName.apply' }, params: noParams }).returns<RealNameState>();

export const facDetailApproved = command('facInfo/facDetailApproved', { access: 'enterprise', params: noParams }).returns<RealNameState['approved']>();
/** The certified data with the certified documents. */
export const facDetailApprovedV2 = command('facInfo/facDetailApprovedV2', { access: 'enterprise', params: noParams }).returns<(NonNullable<RealNameState['approved']> & { files: Application['files'] }) | null>();

/** Whether a credit code is already certified by another company. */
export const findCreditCode = command('facInfo/findCreditCode', { access: 'enterprise', needs: { button: 'trueName.apply' }, params: z.object({ creditCode: r.creditCode }).strict() }).returns<{
  taken: boolean;
}>();

/** The micro-deposit typed back (ours: bankCard/checkMoney is the withdrawal card's). At most 5 tries. */
export const checkCorporateAmount = command('facInfo/checkCorporateAmount', {
  access: 'enterprise',
  needs: { button: 'trueName.apply' },
  params: z.object({ amount: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'rule.general.positiveDecimal2') }).strict(),
}).returns<{ bankStatus: BankStatus; triesLeft: number; state: RealNameState }>();

/** Change of business info with a change voucher: approved → changeUnderReview. */
export const applyChangeInfo = command('facInfo/applyChangeInfo', {
  access: 'certified',
  needs: { button: 'trueName.change' },
  params: z.object({ business: businessParams, changeVoucher: fileId, agree, creditCodeConfirmed }).strict(),
}).returns<RealNameState>();

/** Change of bank account: reviewed, then a platform transfer to the new account is confirmed. */
export const applyChangeBank = command('facInfo/applyChangeBank', {
  access: 'certified',
  needs: { button: 'trueName.change' },
  params: z.object({ bank: bankParams, agree }).strict(),
}).returns<RealNameState>();

/** This module's commands that are ours, not the spec's. */
export const certificationExtensions: string[] = ['facInfo/checkCorporateAmount', 'facInfo/applyChangeInfo', 'facInfo/applyChangeBank'];
