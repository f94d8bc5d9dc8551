import { call } from '../../../src-shared/api/client';
import type { LoginInfo } from '../../../src-shared/auth/login-info';
import * as m from '../../../src-shared/contract/member';
import { invitationCode as invitationCodeRule, type WORK_FUNCTIONS } from '../../../src-shared/rules/fields';
import { hasText } from '../../../src-shared/rules/texts';

/**
 * The H5 registration's checks and calls. Field checks run the contract's own schema
 * (the gateway runs the same), so messages are the spec's texts; the confirmation of the
 * password is the client's alone. Registration is followed by a password login, so the
 * new member is signed in (and can be bound to the WeChat) at once.
 */
export type RegisterKind = 'enterprise' | 'personal';
export type RegisterField = 'mobile' | 'smsCode' | 'name' | 'companyName' | 'workFunction' | 'password' | 'confirmPassword' | 'agree';

export interface RegisterValues {
  mobile: string;
  smsCode: string;
  name: string;
  companyName: string;
  workFunction: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

const NATION_CODE = '86';

const paramsOf = (kind: RegisterKind, v: RegisterValues) => ({
  mobile: v.mobile,
  nationCode: NATION_CODE,
  smsCode: v.smsCode,
  name: v.name,
  // Checked by the schema before any call.
  workFunction: v.workFunction as (typeof WORK_FUNCTIONS)[number],
  password: v.password,
  agree: v.agree as true,
  ...(kind === 'enterprise' ? { companyName: v.companyName } : {}),
});

/** The text key of the first broken rule per field. */
export function checkRegister(kind: RegisterKind, v: RegisterValues): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = {};
  const schema = kind === 'enterprise' ? m.companyRegister.params : m.personalRegister.params;
  const result = schema.safeParse(paramsOf(kind, v));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as RegisterField;
      if (errors[field]) continue;
      errors[field] = hasText(issue.message) ? issue.message : field === 'workFunction' ? 'rule.register.workFunction.required' : 'rule.general.required.enter';
    }
  }
  if (!v.smsCode.trim()) errors.smsCode = 'rule.register.code.required';
  if (!v.password) errors.password = 'rule.register.password.required';
  if (!errors.password && v.confirmPassword !== v.password) errors.confirmPassword = 'rule.register.password.confirm';
  return errors;
}

export function checkMobile(mobile: string): string | null {
  const r = m.smsMobile.safeParse({ mobile, nationCode: NATION_CODE });
  if (r.success) return null;
  const msg = r.error.issues[0]?.message ?? '';
  return hasText(msg) ? msg : 'rule.register.mobile.format';
}

/** With the picture captcha's answer; refusals are shown by SmsCodeButton. */
export const sendRegisterCode = (mobile: string, captcha: { captchaId: string; captchaCode: string }) =>
  call(m.getSmsCode, { mobile, nationCode: NATION_CODE, purpose: 'register', ...captcha });

export const workFunctions = () => call(m.getWorkFunctionSelect, {});

/** `invitationCode`: a salesman's code from a shared link (?invitationCode=); dropped when malformed. */
export async function registerAndLogin(kind: RegisterKind, v: RegisterValues, invitationCode?: string | null): Promise<LoginInfo> {
  const opts = { showError: true };
  const code = invitationCode && invitationCodeRule.safeParse(invitationCode).success ? { invitationCode } : {};
  if (kind === 'enterprise') {
    const r = await call(m.companyRegister, { ...paramsOf(kind, v), companyName: v.companyName, ...code }, opts);
    return call(m.companyLogin, { mobile: v.mobile, password: v.password, companyCode: r.companyCode }, opts);
  }
  const { mobile, nationCode, smsCode, name, workFunction, password, agree } = paramsOf(kind, v);
  await call(m.personalRegister, { mobile, nationCode, smsCode, name, workFunction, password, agree, ...code }, opts);
  return call(m.personLogin, { mobile: v.mobile, password: v.password }, opts);
}
