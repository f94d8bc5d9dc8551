import { call } from '../../../src-shared/api/client';
import type { LoginInfo } from '../../../src-shared/auth/login-info';
import { companyLogin, companySmsLogin, getCompanySelect, getSmsCode, personLogin, personSmsLogin } from '../../../src-shared/contract/refs/member';

export { checkAll, checkField, checkSmsMobile, type LoginField } from './login-rules';

/**
 * The login form's gateway calls and field rules. WxLoginPage loads this module
 * when the user first touches the form: the contract and the rules bring zod
 * (~22 kB gzip), which the page does not need to appear (the /wx/login budget).
 * Errors are shown by the client (showError) and rethrown.
 */

/** Login has no country code: numbers are mainland (+86), which is also the server's default. */
const NATION_CODE = '86';

/** A captcha's answer (see components/captcha-sheet). */
type Captcha = { captchaId: string; captchaCode: string };

/** Past the free look-ups of the hour the gateway asks for a picture captcha (isCaptchaRequired): the page shows it and calls again with the answer. */
export const companiesOf = (mobile: string, captcha?: Captcha) => call(getCompanySelect, { mobile, ...captcha });

/** Refusals are shown by SmsCodeButton. */
export const sendLoginCode = (mobile: string, captcha: Captcha) => call(getSmsCode, { mobile, nationCode: NATION_CODE, purpose: 'login', ...captcha });

export interface LoginValues {
  memberType: 'enterprise' | 'personal';
  method: 'password' | 'sms';
  mobile: string;
  password: string;
  smsCode: string;
  companyCode: string;
}

export function login(v: LoginValues): Promise<LoginInfo> {
  const opts = { showError: true };
  if (v.memberType === 'enterprise') {
    return v.method === 'password'
      ? call(companyLogin, { mobile: v.mobile, password: v.password, companyCode: v.companyCode }, opts)
      : call(companySmsLogin, { mobile: v.mobile, smsCode: v.smsCode, companyCode: v.companyCode }, opts);
  }
  return v.method === 'password'
    ? call(personLogin, { mobile: v.mobile, password: v.password }, opts)
    : call(personSmsLogin, { mobile: v.mobile, smsCode: v.smsCode }, opts);
}
