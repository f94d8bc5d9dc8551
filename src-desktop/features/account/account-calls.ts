import { call } from '../../../src-shared/api/client';
import type { LoginInfo } from '../../../src-shared/auth/login-info';
import { useSession } from '../../../src-shared/auth/session';
import { companyLogin, companySmsLogin, personLogin, personSmsLogin } from '../../../src-shared/contract/member';
import { safeRedirect } from '../../../src-shared/utils/safe-redirect';

/** The four member logins behind one call. Errors are placed by the form (not shown by the client). */
export interface LoginValues {
  memberType: 'enterprise' | 'personal';
  method: 'password' | 'sms';
  nationCode: string;
  mobile: string;
  password?: string;
  smsCode?: string;
  companyCode?: string;
}

export function login(v: LoginValues): Promise<LoginInfo> {
  const base = { mobile: v.mobile.trim(), nationCode: v.nationCode };
  if (v.memberType === 'enterprise') {
    return v.method === 'password'
      ? call(companyLogin, { ...base, password: v.password ?? '', companyCode: v.companyCode ?? '' })
      : call(companySmsLogin, { ...base, smsCode: v.smsCode ?? '', companyCode: v.companyCode ?? '' });
  }
  return v.method === 'password' ? call(personLogin, { ...base, password: v.password ?? '' }) : call(personSmsLogin, { ...base, smsCode: v.smsCode ?? '' });
}

/** Pages a login must not return to (they would show the form again). */
const ACCOUNT_PAGES = ['/login', '/Login-blue', '/ish-login', '/register', '/registerSuccess', '/forget', '/ish-forget', '/authorize'];

/** Where to go after logging in: `?redirect=` when it is a same-origin path, else the member centre. */
export function loginTarget(redirect: string | null): string {
  const to = safeRedirect(redirect, '/memberCenter');
  const path = to.split(/[?#]/)[0];
  return ACCOUNT_PAGES.includes(path) ? '/memberCenter' : to;
}

/**
 * Keeps the login (token cookies on the top domain + profile) and loads the target as a fresh
 * document, so nothing of a previous visitor stays in memory.
 */
export function finishLogin(info: LoginInfo, target: string) {
  useSession.getState().setLogin(info);
  window.location.assign(target);
}
