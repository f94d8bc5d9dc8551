import { call } from '../api/client';
import { GatewayError } from '../api/gateway-error';
import { crossSystemAccess } from '../contract/refs/account';
import { validateAuthCode } from '../contract/refs/sso';
import { effectiveCompany } from './login-info';
import { useSession } from './session';

/** Where another site of the portal leaves a token for this tab (spec section 4). */
export const SESSION_TOKEN_KEY = 'token';

function takeStoredToken(): string | null {
  try {
    const token = sessionStorage.getItem(SESSION_TOKEN_KEY);
    sessionStorage.removeItem(SESSION_TOKEN_KEY);
    return token && /^[\w.-]{16,512}$/.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** The page's URL without the code and source parameters (they are single use). */
function withoutCode(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('source');
  return url.pathname + url.search + url.hash;
}

/**
 * Spec section 4, "logged-out to logged-in": a signed-out visitor who arrives with a token in
 * session storage, or with `?code=&source=` on any page (an auth code issued for that app), is
 * signed in and the page reloads signed in (without the code). A refused token or code leaves the
 * visitor signed out on the same page. /authorize has its own page with the outcome shown.
 * Answers whether a reload is under way.
 */
export async function signInOnArrival(loc: Location = window.location): Promise<boolean> {
  if (useSession.getState().token || loc.pathname === '/authorize') return false;
  const stored = takeStoredToken();
  if (stored) {
    useSession.getState().setTokens(stored, '');
    try {
      const p = await call(crossSystemAccess, {});
      useSession.getState().setProfile({ ...p, companyName: effectiveCompany(p.companyName) });
      loc.reload();
      return true;
    } catch (err) {
      if (!(err instanceof GatewayError) || !err.isNetwork) useSession.getState().clear();
      return false;
    }
  }
  const params = new URLSearchParams(loc.search);
  const code = params.get('code');
  const source = params.get('source');
  if (!code || !source) return false;
  try {
    useSession.getState().setLogin(await call(validateAuthCode, { source, code }));
    loc.replace(withoutCode(loc.href));
    return true;
  } catch {
    useSession.getState().clear();
    window.history.replaceState(window.history.state, '', withoutCode(loc.href));
    return false;
  }
}
