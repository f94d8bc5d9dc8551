import { z } from 'zod';
import { creditCodeProblem, normalizeCreditCode } from './credit-code';
import { email as emailRule } from './fields';
import { idNumber } from './id-number';
import { normalizeTelephone, telephoneOf } from './telephone';

/**
 * Field rules of the member centre (enterprise info, real-name certification, bank account),
 * shared by the forms and the server. Messages are keys of rules/texts.json.
 */

export const MOBILE_CN = /^1[3-9]\d{9}$/;
/** 6 digits; towns of cities without districts (Dongguan, Zhongshan ...) have 9. */
export const DIVISION_CODE = /^\d{6}(\d{3})?$/;

const req = (key: string, max = 100) => z.string().trim().min(1, key).max(max);

/** Company telephone, stored normalised (telephone.ts: 010-23456789-8001, 400-123-4567). */
export const telephone = telephoneOf('rule.businessInfo.telphone.required', 'rule.centre.telephone');
export const mobileCn = (requiredKey: string) => z.string().trim().min(1, requiredKey).regex(MOBILE_CN, 'rule.general.mobile');
/** Email with the spec's length limits; the format text is the enterprise form's. */
export const businessEmail = z.string().trim().min(1, 'rule.businessInfo.email.required').pipe(z.string().email('rule.businessInfo.email.format').pipe(emailRule));
export const division = z.string().regex(DIVISION_CODE, 'rule.centre.location');
/** YYYY-MM-DD, not in the future (checked against the server clock by the handler). */
export const establishmentTime = z
  .string()
  .min(1, 'rule.businessInfo.establishmentTime.required')
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'rule.centre.establishmentTime');

export const NATURES = ['stateOwned', 'private', 'foreign', 'jointVenture', 'collective', 'other'] as const;
export const INDUSTRIES = ['machinery', 'electronics', 'automotive', 'metal', 'chemical', 'textile', 'food', 'medical', 'energy', 'building', 'aerospace', 'other'] as const;
export const SIZES = ['lt20', '20to99', '100to499', '500to999', 'gte1000'] as const;

export const enterpriseInfoFields = {
  name: req('rule.businessInfo.name.required', 49).max(49, 'rule.register.companyName.maxLength'),
  introduction: req('rule.businessInfo.introduction.required', 2000),
  establishmentTime,
  nature: z.enum(NATURES, { message: 'rule.businessInfo.nature.required' }),
  industry: z.enum(INDUSTRIES, { message: 'rule.businessInfo.industry.required' }),
  size: z.enum(SIZES, { message: 'rule.businessInfo.size.required' }),
  contacts: req('rule.businessInfo.contacts.required', 30),
  mobile: mobileCn('rule.businessInfo.mobile.required'),
  telphone: telephone,
  email: businessEmail,
  provinceCode: division,
  cityCode: division,
  areaCode: division,
  address: req('rule.businessInfo.address.required', 200),
};

/** GB 32100 structure; the check character is judged by the server (credit-code.ts). */
/**
 * The shared field rule: everything but the check character. A wrong check character is a
 * separate judgement (a few real pilot-era codes have one): the server refuses it unless the
 * submitter confirms the code is the licence's, and then an operator must accept it with a
 * reason (docs/decisions/0018-rules-against-real-data.md).
 */
export const creditCode = z
  .string()
  .transform(normalizeCreditCode)
  .pipe(
    z
      .string()
      .min(1, 'rule.general.required.enter')
      .refine((v) => {
        const p = creditCodeProblem(v);
        return p === null || p === 'checkCharacter';
      }, 'rule.general.creditCode'),
  );
/** GB 11643: check character, real birth date, province code. */
export const idCard = idNumber;
export const bankAccount = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'rule.general.required.enter').max(30, 'rule.trueName.bankAccount.maxLength').regex(/^\d+$/, 'rule.centre.bankAccount.digits'));
export const remark = z.string().trim().max(200, 'rule.trueName.remark.maxLength');
/** A mobile as typed, or a telephone in its stored form. */
export const mobileOrTelephone = (requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .transform((v, ctx) => {
      if (MOBILE_CN.test(v)) return v;
      const n = normalizeTelephone(v);
      if (n === null) ctx.addIssue({ code: 'custom', message: 'rule.general.mobileOrTelephone' });
      return n ?? v;
    });
export const phoneOrTelephone = mobileOrTelephone('rule.general.mobileOrTelephone');
