import { getCookie } from '#shared/utils/cookies';

/**
 * The WeChat identity of this browser. The gateway's OAuth callback leaves the open id and
 * union id in cookies (spec section 3) and the WeChat ticket in an HttpOnly cookie that pages
 * cannot read (decision 0006): the gateway reads it for the WeChat commands, and
 * memberWechat/getTicketState tells what a page may know of it.
 *
 * True when the OAuth ran in this browser (its open id cookie): only then can there be a
 * ticket worth asking the gateway about, so other visitors make no call for it.
 */
export const weChatAuthorisedHere = (): boolean => Boolean(getCookie('openid'));

/** Where the OAuth starts: the gateway sends the browser to WeChat and back to `redirect`. */
export function oauthStartUrl(redirect: string, scope: 'base' | 'userinfo' = 'base'): string {
  return `/auth/wx/start?redirect=${encodeURIComponent(redirect)}${scope === 'userinfo' ? '&scope=userinfo' : ''}`;
}

/** /wx/openid, the page that starts the authorisation and explains failures. */
export function openidPageUrl(redirect: string, scope: 'base' | 'userinfo' = 'base'): string {
  return `/wx/openid?redirect=${encodeURIComponent(redirect)}${scope === 'userinfo' ? '&scope=userinfo' : ''}`;
}
