import type { LoginInfo } from '#shared/auth/login-info';
import { useSession } from '#shared/auth/session';
import { safeRedirect } from '#shared/utils/safe-redirect';

/** The member logins are one call for both builds; errors are placed by the form (not shown by the client). */
export { memberLogin as login, type LoginValues } from '#shared/auth/member-login';

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
