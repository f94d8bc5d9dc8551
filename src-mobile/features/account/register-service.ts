import { call } from '#shared/api/client';
import { sessionOf } from '#shared/auth/member-login';
import type { LoginInfo } from '#shared/auth/login-info';
import * as m from '#shared/contract/account';
import { invitationCode as invitationCodeRule, type WORK_FUNCTIONS } from '#shared/rules/fields';
import { hasText } from '#shared/rules/texts';

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

/** The text key of the first broken rule per field (`bySms`: a person without a password). */
export function checkRegister(kind: RegisterKind, v: RegisterValues, bySms = false): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = {};
  if (bySms) {
    const { password: _p, ...params } = paramsOf(kind, v);
    const result = m.personalRegisterBySms.params.safeParse(params);
    if (!result.success) for (const issue of result.error.issues) addIssue(errors, String(issue.path[0]) as RegisterField, issue.message);
    if (!v.smsCode.trim()) errors.smsCode = 'rule.register.code.required';
    return errors;
  }
  const schema = kind === 'enterprise' ? m.companyRegister.params : m.personalRegister.params;
  const result = schema.safeParse(paramsOf(kind, v));
  if (!result.success) for (const issue of result.error.issues) addIssue(errors, String(issue.path[0]) as RegisterField, issue.message);
  if (!v.smsCode.trim()) errors.smsCode = 'rule.register.code.required';
  if (!v.password) errors.password = 'rule.register.password.required';
  if (!errors.password && v.confirmPassword !== v.password) errors.confirmPassword = 'rule.register.password.confirm';
  return errors;
}

function addIssue(errors: Partial<Record<RegisterField, string>>, field: RegisterField, message: string) {
  if (errors[field]) return;
  errors[field] = hasText(message) ? message : field === 'workFunction' ? 'rule.register.workFunction.required' : 'rule.general.required.enter';
}

export function checkMobile(mobile: string): string | null {
  const r = m.smsMobile.safeParse({ mobile, nationCode: NATION_CODE });
  if (r.success) return null;
  const msg = r.error.issues[0]?.message ?? '';
  return hasText(msg) ? msg : 'rule.register.mobile.format';
}

/** After the picture captcha (webMember/getSmsCodeByImageVerify); refusals are shown by SmsCodeButton. */
export const sendRegisterCode = (mobile: string, captcha: { captchaId: string; captchaCode: string }) => call(m.getSmsCodeByImageVerify, { mobile, nationCode: NATION_CODE, purpose: 'register', ...captcha });

export const workFunctions = () => call(m.getWorkFunctionSelect, {});

/** `invitationCode`: a salesman's code from a shared link (?invitationCode=); dropped when malformed. */
export async function registerAndLogin(kind: RegisterKind, v: RegisterValues, invitationCode?: string | null): Promise<LoginInfo> {
  const opts = { showError: true };
  const code = invitationCode && invitationCodeRule.safeParse(invitationCode).success ? { invitationCode } : {};
  if (kind === 'enterprise') {
    const r = await call(m.companyRegister, { ...paramsOf(kind, v), companyName: v.companyName, ...code }, opts);
    return sessionOf(await call(m.companyLogin, { mobile: v.mobile, password: v.password, companyCode: r.companyCode }, opts));
  }
  const { mobile, nationCode, smsCode, name, workFunction, password, agree } = paramsOf(kind, v);
  await call(m.personalRegister, { mobile, nationCode, smsCode, name, workFunction, password, agree, ...code }, opts);
  return sessionOf(await call(m.personLogin, { mobile: v.mobile, password: v.password }, opts));
}

/** A person without a password: the gateway signs them in at once (the code proved the phone). */
export async function registerBySms(v: RegisterValues, invitationCode?: string | null): Promise<LoginInfo> {
  const code = invitationCode && invitationCodeRule.safeParse(invitationCode).success ? { invitationCode } : {};
  const { password: _p, ...params } = paramsOf('personal', v);
  const r = await call(m.personalRegisterBySms, { ...params, ...code }, { showError: true });
  return r.login;
}
