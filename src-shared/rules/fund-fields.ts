import { z } from 'zod';
import { exactLength } from './general-rules';
import { MOBILE_CN } from './fields';

/**
 * Field rules of the fund account, shared by the forms and the server.
 * Messages are keys of rules/texts.json.
 */

export const PAY_KEY = /^\d{8}$/;
/** Personal bank cards carry 16-19 digits; longer or shorter numbers are corporate accounts or typos. */
export const PERSONAL_CARD = /^\d{16,19}$/;
export const MONEY = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** Decimal string, at most 2 decimals, above 0 (checked after parsing into cents by the server). */
export const amount = z
  .string()
  .min(1, 'rule.recharge.amount.required')
  .regex(MONEY, 'rule.general.positiveDecimal2')
  .refine((v) => /[1-9]/.test(v), 'rule.recharge.amount.positive');
/** A decimal string, at most 2 decimals, 0 allowed (a threshold: "0" turns it off). */
export const amountOrZero = z.string().min(1, 'rule.recharge.amount.required').regex(MONEY, 'rule.general.positiveDecimal2');
/** Why a second member refuses a withdrawal: told to the requester. */
export const refuseReason = z.string().trim().min(1, 'rule.fund.refuseReason.required').max(200, 'rule.trueName.remark.maxLength');
/** 8 digits: a wrong length is told as such (general.length), anything else as the pay key text. */
export const payPassword = exactLength(8).regex(PAY_KEY, 'rule.fund.payKey.format');
export const holderName = z.string().trim().min(1, 'rule.fund.holderName.required').max(30);
/** GB 11643 (id-number.ts): check character, real birth date, province code; stored with X upper-case. */
export { idNumber } from './id-number';
export const reservedMobile = z.string().trim().min(1, 'rule.register.mobile.required').regex(MOBILE_CN, 'rule.general.mobile');
export const personalCardNo = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'rule.fund.cardNo.required').regex(PERSONAL_CARD, 'rule.withdrawCard.personalCard'));
export const bankCode = z.string().min(1, 'rule.withdrawCard.bank.required').max(16);
export const branchCode = z.string().min(1, 'rule.withdrawCard.branch.required').max(32);
export const remark = z.string().trim().max(200, 'rule.trueName.remark.maxLength');
