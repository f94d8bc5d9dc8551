import { z } from 'zod';
import { MOBILE_ANY, PASSWORD_REGISTER, WORK_FUNCTIONS } from './patterns';

/**
 * Field rules shared by the client's forms and the server's schemas. Each
 * failure message is a key of rules/texts.json, localized where it is shown.
 * The bare patterns live in ./patterns (no zod), re-exported here for the server and the contract.
 */
export { MOBILE_CN, MOBILE_ANY, PASSWORD_REGISTER, PASSWORD_GENERAL, WORK_FUNCTIONS, type WorkFunction } from './patterns';

export const mobile = z.string().trim().min(1, 'rule.register.mobile.required').max(15).regex(MOBILE_ANY, 'rule.register.mobile.format');
export const nationCode = z.string().regex(/^\d{1,4}$/, 'rule.register.countryCode.required');
export const smsCode = z
  .string()
  .trim()
  .min(1, 'rule.register.code.required')
  .regex(/^\d{6}$/, 'rule.register.code.incorrect');
export const personName = z.string().trim().min(1, 'rule.register.name.required').max(30);
export const companyName = z.string().trim().min(1, 'rule.register.companyName.required').max(49, 'rule.register.companyName.maxLength');
/** Registration password: letters plus digits, 6-20. */
export const newPassword = z
  .string()
  .min(1, 'rule.register.password.required')
  .min(6, 'rule.register.password.minLength')
  .max(20, 'rule.register.password.format')
  .regex(PASSWORD_REGISTER, 'rule.register.password.format');
/** A password being checked (login, old password): only bounded, never pattern-checked. */
export const anyPassword = z.string().min(1, 'rule.login.password.required').max(64);
export const workFunction = z.enum(WORK_FUNCTIONS, { message: 'rule.register.workFunction.required' });
export const invitationCode = z
  .string()
  .trim()
  .max(20)
  .regex(/^[A-Za-z0-9]*$/, 'rule.general.code');
export const captchaId = z.string().min(8).max(64);
export const captchaCode = z.string().trim().min(1, 'rule.forget.imageCode.required').max(8);
export const companyCode = z.string().min(1, 'rule.login.company.required').max(32);
export const email = z
  .string()
  .trim()
  .max(46)
  .email('rule.general.email.format')
  .refine((v) => {
    const [local, domain] = v.split('@');
    return (local?.length ?? 0) <= 25 && (domain?.length ?? 0) <= 20;
  }, 'rule.general.email.length');
export const idempotencyKey = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
