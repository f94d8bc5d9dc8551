import { getCookie, removeCookie, setCookie } from '../utils/cookies';

/**
 * The salesman tool's login (spec: "token and member code in browser cookies after salesman
 * login"). Kept apart from the member session's `token` cookie: a salesman session is not a member
 * login, and the sales tool (/spread, H5 build) reads these. 8 hours, like the server's session.
 */
export const SALESMAN_TOKEN_COOKIE = 'salesmanToken';
export const SALESMAN_CODE_COOKIE = 'salesmanMemberCode';
const MAX_AGE = 8 * 3600;

export function saveSalesmanLogin(token: string, memberCode: string) {
  setCookie(SALESMAN_TOKEN_COOKIE, token, MAX_AGE);
  setCookie(SALESMAN_CODE_COOKIE, memberCode, MAX_AGE);
}

export function salesmanLogin(): { token: string; memberCode: string } | null {
  const token = getCookie(SALESMAN_TOKEN_COOKIE);
  const memberCode = getCookie(SALESMAN_CODE_COOKIE);
  return token && memberCode ? { token, memberCode } : null;
}

export function clearSalesmanLogin() {
  removeCookie(SALESMAN_TOKEN_COOKIE);
  removeCookie(SALESMAN_CODE_COOKIE);
}
