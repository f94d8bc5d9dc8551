import { getCookie } from '../../../src-shared/utils/cookies';

/**
 * The WeChat identity of this browser, as the gateway's OAuth callback left it in
 * cookies (openid, unionid and the signed wxTicket, spec section 3). Commands acting for
 * the WeChat user take the ticket as a parameter; the union id alone proves nothing.
 */
export const wxTicket = (): string | null => getCookie('wxTicket') || null;

/** Where the OAuth starts: the gateway sends the browser to WeChat and back to `redirect`. */
export function oauthStartUrl(redirect: string, scope: 'base' | 'userinfo' = 'base'): string {
  return `/auth/wx/start?redirect=${encodeURIComponent(redirect)}${scope === 'userinfo' ? '&scope=userinfo' : ''}`;
}

/** /wx/openid, the page that starts the authorisation and explains failures. */
export function openidPageUrl(redirect: string, scope: 'base' | 'userinfo' = 'base'): string {
  return `/wx/openid?redirect=${encodeURIComponent(redirect)}${scope === 'userinfo' ? '&scope=userinfo' : ''}`;
}
