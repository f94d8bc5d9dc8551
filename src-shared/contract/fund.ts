import { z } from 'zod';
import { idempotencyKey, smsCode } from '../rules/fields';
import * as f from '../rules/fund-fields';
import { otpCode } from './security';
import { command, keysetParams, noParams, oneCursor, type Keyset, type Paged } from './command';
import { FUND_STATUSES, RECORD_KINDS, WITHDRAW_STATUSES, HOLD_REASONS, type Direction, type FundStatus, type HoldReason, type RecordKind, type WithdrawStatus } from './fund-values';

/**
 * The company fund account. Amounts travel as decimal strings with 2 decimals ("100.00");
 * the server keeps integer cents. Every command is for a signed-in member of a certified company
 * (access 'member' plus the fund guard, so a personal member hears "personal accounts cannot use the
 * capital account" and an uncertified company "apply for real-name certification first", both 1003).
 * Money commands take a client-generated idempotencyKey: a replay answers the first result.
 */

// The value lists live in fund-values.ts (no zod), so pages can name them without loading the schemas.
export { FUND_STATUSES, RECORD_KINDS, WITHDRAW_STATUSES, HOLD_REASONS, type Direction, type FundStatus, type HoldReason, type RecordKind, type WithdrawStatus };

export interface MyCapital {
  status: FundStatus;
  available: string;
  frozen: string;
  reviewing: string;
  payKeySet: boolean;
  accountNo: string | null;
}

/** Status, the rejection reason, and when the automatic review decides (ISO). */
export const accountStatus = command('capitalAccount/accountStatus', { access: 'member', params: noParams }).returns<{
  status: FundStatus;
  rejectReason: string | null;
  reviewDueAt: string | null;
}>();

export const myCapital = command('capitalAccount/myCapital', { access: 'member', params: noParams }).returns<MyCapital>();

/** Whether the account can take money in (opened and not abnormal). */
export const isIncomeAcount = command('capitalAccount/isIncomeAcount', { access: 'member', params: noParams }).returns<{ income: boolean }>();

export const getAccountBasicInfo = command('capitalAccount/getAccountBasicInfo', { access: 'member', params: noParams }).returns<{
  accountNo: string;
  companyName: string;
  contactName: string;
  /** Masked: 138****0001. */
  mobile: string;
  status: FundStatus;
  appliedAt: string;
  openedAt: string | null;
}>();

/**
 * Step 1 of opening: the signed-in member's mobile (masked) that receives the opening code; `send`
 * sends it, which needs capital.open like openAccount (checked by the handler: the read needs nothing).
 */
export const getOpenAccountMobile = command('capitalAccount/getOpenAccountMobile', {
  access: 'member',
  params: z.object({ send: z.boolean().optional() }).strict(),
}).returns<{ mobile: string; sent: boolean; resendAfter: number }>();

/** Step 2: the application; reviewed about 1 minute later (automatic job or the operator). Re-entry after a rejection. */
export const openAccount = command('capitalAccount/openAccount', {
  access: 'member',
  needs: { button: 'capital.open' },
  params: z.object({ contactName: f.holderName, idNumber: f.idNumber, smsCode }).strict(),
}).returns<{ status: FundStatus; reviewDueAt: string }>();

export const ifSetPayKey = command('capitalAccount/ifSetPayKey', { access: 'member', params: noParams }).returns<{ set: boolean }>();

const newPayKey = z
  .object({ payPassword: f.payPassword, confirmPassword: z.string(), otpCode })
  .strict()
  .refine((v) => v.payPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'rule.fund.payKey.confirm' });

/** First setting of the payment password (8 digits); once set it changes only through the SMS flow. */
export const setPayKey = command('capitalAccount/setPayKey', { access: 'member', needs: { button: 'capital.setPayKey' }, params: newPayKey }).returns<{ set: true }>();

/** Sends the change code to the account's mobile. */
export const sendModiPayKeySms = command('capitalAccount/sendModiPayKeySms', { access: 'member', needs: { button: 'capital.setPayKey' }, params: noParams }).returns<{
  mobile: string;
  sent: true;
  resendAfter: number;
}>();

/** Spends the code; answers a ticket valid 10 minutes for the second step. */
export const modiPayKeyFirst = command('capitalAccount/modiPayKeyFirst', { access: 'member', needs: { button: 'capital.setPayKey' }, params: z.object({ smsCode }).strict() }).returns<{
  ticket: string;
}>();

export const modiPayKeySecond = command('capitalAccount/modiPayKeySecond', {
  access: 'member',
  needs: { button: 'capital.setPayKey' },
  params: z
    .object({ ticket: z.string().min(16).max(128), payPassword: f.payPassword, confirmPassword: z.string(), otpCode })
    .strict()
    .refine((v) => v.payPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'rule.fund.payKey.confirm' }),
}).returns<{ changed: true }>();

/** A calendar day YYYY-MM-DD that exists (2026-02-30 does not). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'rule.fund.date')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'rule.fund.date');
const range = { start: isoDay.optional(), end: isoDay.optional() };

export interface TransRecord {
  id: number;
  kind: RecordKind;
  direction: Direction;
  purpose: string;
  /** ISO time. */
  time: string;
  amount: string;
  /** Available balance after the movement. */
  balance: string;
}

/**
 * Records of the available balance, newest first. start/end are Beijing calendar days (inclusive).
 * Pages by the envelope's page/rows (the spec does not mark it paged, so the client passes them);
 * or, for next/previous, by the answer's `next`/`prev` cursor passed back as `after`/`before`
 * with the same filters and rows (page is then not used).
 */
export const getTransInfoList = command('capitalAccount/getTransInfoList', {
  access: 'member',
  params: z
    .object({ kind: z.enum(RECORD_KINDS).optional(), direction: z.enum(['income', 'expense']).optional(), ...range, ...keysetParams })
    .strict()
    .superRefine(oneCursor),
}).returns<{ list: TransRecord[]; total: number } & Keyset>();

/** Income and expense totals of the same filter (without direction). */
export const getTransInfoListMoney = command('capitalAccount/getTransInfoListMoney', {
  access: 'member',
  params: z.object({ kind: z.enum(RECORD_KINDS).optional(), ...range }).strict(),
}).returns<{ income: string; expense: string; count: number }>();

/* ---- recharge ---- */

export type RechargeStatus = 'processing' | 'success' | 'failed';

/** Our addition: the bank sends the recharge code to the card's reserved mobile (the spec only names the check). */
export const sendRechargeSms = command('rechargeCard/sendRechargeSms', {
  access: 'member',
  needs: { button: 'capital.recharge' },
  params: z.object({ cardId: z.number().int().positive() }).strict(),
}).returns<{ mobile: string; sent: true; resendAfter: number }>();

/** Spends the code and allows one recharge on that card within 10 minutes with the same code. */
export const validRechargeSms = command('rechargeCard/validRechargeSms', {
  access: 'member',
  needs: { button: 'capital.recharge' },
  params: z.object({ cardId: z.number().int().positive(), smsCode }).strict(),
}).returns<{ valid: true }>();

export const recharge = command('rechargeCard/recharge', {
  access: 'member',
  needs: { button: 'capital.recharge' },
  params: z.object({ cardId: z.number().int().positive(), amount: f.amount, smsCode, idempotencyKey }).strict(),
}).returns<{ rechargeId: number; status: RechargeStatus }>();

export const queryRechargeStatus = command('rechargeCard/queryRechargeStatus', {
  access: 'member',
  params: z.object({ rechargeId: z.number().int().positive() }).strict(),
}).returns<{ rechargeId: number; status: RechargeStatus; amount: string; time: string }>();

/** The recharge card used last (the spec's "last used internet bank"), to preselect it. */
export const getLastInternetBankId = command('rechargeCard/getLastInternetBankId', { access: 'member', params: noParams }).returns<{
  cardId: number | null;
}>();

/* ---- withdrawal and repayment ---- */

/**
 * Above the company's approval threshold a withdrawal answers `awaitingApproval` (funds frozen) until a
 * second member approves it (then `processing`, T+1), refuses it (`refused`) or 24 hours pass
 * (`expired`); both release the money. While a withdrawal hold runs (decision 0052) it is refused with
 * `fund.withdrawalHeld` saying when the hold lifts and why.
 */
export const sumbitApply = command('extract/sumbitApply', {
  access: 'member',
  needs: { button: 'capital.withdraw' },
  // otpCode: asked of a member with a second factor (decision 0051).
  params: z.object({ amount: f.amount, payPassword: f.payPassword, idempotencyKey, otpCode }).strict(),
}).returns<{ applyId: number; status: WithdrawStatus; arrivalDate: string }>();

export const getResult = command('extract/getResult', {
  access: 'member',
  params: z.object({ applyId: z.number().int().positive() }).strict(),
}).returns<{
  applyId: number;
  status: WithdrawStatus;
  amount: string;
  cardNo: string;
  bankName: string;
  time: string;
  /** The expected arrival day (Beijing); while awaiting approval, the day it would arrive if approved now. */
  arrivalDate: string;
  /** While awaiting approval: when the approval expires (ISO). */
  approvalDueAt: string | null;
  /** A refused withdrawal's reason. */
  refuseReason: string | null;
}>();

/** Whether withdrawals are paused for the caller (the company's account or the caller's own change), until when and why. */
export const withdrawalHold = command('capitalAccount/withdrawalHold', { access: 'member', params: noParams }).returns<{
  held: boolean;
  reason: HoldReason | null;
  /** ISO time the hold lifts. */
  until: string | null;
}>();

/* ---- dual approval (decision 0052) ---- */

/** Withdrawals above `amount` (yuan, like the other amounts) need a second member's approval; "0" turns it off. */
export const setThreshold = command('fundApproval/setThreshold', {
  access: 'member',
  needs: 'companyAdmin',
  params: z.object({ amount: f.amountOrZero }).strict(),
}).returns<{ amount: string }>();

/** The company's threshold ("0.00" = off), for every member who may withdraw or approve. */
export const getThreshold = command('fundApproval/getThreshold', { access: 'member', params: noParams }).returns<{ amount: string }>();

export interface ApprovalItem {
  applyId: number;
  amount: string;
  status: WithdrawStatus;
  requester: string;
  /** The caller requested it (cannot approve it). */
  mine: boolean;
  /** ISO times. */
  requestedAt: string;
  approvalDueAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  refuseReason: string | null;
}

/** The company's withdrawals that went to approval, newest first; `status` filters. */
export const approvalPage = command('fundApproval/queryPage', {
  access: 'member',
  needs: { button: 'capital.approve' },
  paged: true,
  params: z.object({ status: z.enum(WITHDRAW_STATUSES).optional() }).strict(),
}).returns<Paged<ApprovalItem>>();

/** A second member approves: awaitingApproval -> processing (T+1 from now). Once; never one's own. */
export const approve = command('fundApproval/approve', {
  access: 'member',
  needs: { button: 'capital.approve' },
  params: z.object({ applyId: z.number().int().positive() }).strict(),
}).returns<{ applyId: number; status: WithdrawStatus; arrivalDate: string }>();

/** A second member refuses with a reason: awaitingApproval -> refused, the frozen money back to available. */
export const refuse = command('fundApproval/refuse', {
  access: 'member',
  needs: { button: 'capital.approve' },
  params: z.object({ applyId: z.number().int().positive(), reason: f.refuseReason }).strict(),
}).returns<{ applyId: number; status: WithdrawStatus }>();

export type RepaymentStatus = 'reviewing' | 'success' | 'failed';

export const applyRepayment = command('repayment/applyRepayment', {
  access: 'member',
  needs: { button: 'capital.repay' },
  params: z.object({ amount: f.amount, payPassword: f.payPassword, idempotencyKey, remark: f.remark.optional() }).strict(),
}).returns<{ repaymentId: number; status: RepaymentStatus }>();

export const getRepaymentResult = command('repayment/getResult', {
  access: 'member',
  params: z.object({ repaymentId: z.number().int().positive() }).strict(),
}).returns<{ repaymentId: number; status: RepaymentStatus; amount: string; remark: string | null; time: string }>();

export const fundExtensions = [
  'rechargeCard/sendRechargeSms',
  // Withdrawal holds and dual approval (decision 0052): ours, the spec has neither.
  'capitalAccount/withdrawalHold',
  'fundApproval/setThreshold',
  'fundApproval/getThreshold',
  'fundApproval/queryPage',
  'fundApproval/approve',
  'fundApproval/refuse',
];
