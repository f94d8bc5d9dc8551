import { call, type CallOptions } from '../api/client';
import { companyLogin, companySmsLogin, personLogin, personSmsLogin } from '../contract/refs/account';
import type { LoginAnswer, LoginInfo } from './login-info';

/** What a member login form collects, on either build. */
export interface LoginValues {
  memberType: 'enterprise' | 'personal';
  method: 'password' | 'sms';
  /** Absent on H5, where numbers are mainland (+86, the server's default). */
  nationCode?: string;
  mobile: string;
  password?: string;
  smsCode?: string;
  companyCode?: string;
}

/**
 * The four member logins behind one call, for both builds; `opts` says whether the client shows
 * refusals. A member with a second factor gets `secondFactorRequired` and a challenge instead of
 * the session: the page asks the code and calls security/secondFactorVerify (decision 0051).
 */
export function memberLogin(v: LoginValues, opts?: CallOptions): Promise<LoginAnswer> {
  const base = { mobile: v.mobile.trim(), ...(v.nationCode ? { nationCode: v.nationCode } : {}) };
  if (v.memberType === 'enterprise') {
    return v.method === 'password'
      ? call(companyLogin, { ...base, password: v.password ?? '', companyCode: v.companyCode ?? '' }, opts)
      : call(companySmsLogin, { ...base, smsCode: v.smsCode ?? '', companyCode: v.companyCode ?? '' }, opts);
  }
  return v.method === 'password' ? call(personLogin, { ...base, password: v.password ?? '' }, opts) : call(personSmsLogin, { ...base, smsCode: v.smsCode ?? '' }, opts);
}

/** A login that cannot meet a second factor (right after registering): its session. */
export function sessionOf(a: LoginAnswer): LoginInfo {
  // Narrowed by its challenge: a helper in login-info would sit in every H5 page's first load.
  if ('challenge' in a) throw new Error('a new account has no second factor');
  return a;
}
