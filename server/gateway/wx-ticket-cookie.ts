import { cookieOf } from '../http/cookies';

/**
 * The one cookie the gateway reads: the WeChat ticket the OAuth callback sets HttpOnly
 * (decision 0006), read only for the commands declared with handleWeChat (handler.ts). Every
 * other credential travels in the body or the Authorization header.
 *
 * Why this stays CSRF-safe: the gateway accepts only `application/json` bodies (415 otherwise).
 * A cross-site page cannot send that content type without a CORS preflight, which the gateway
 * never approves (no CORS headers, no OPTIONS route), and forms can send only urlencoded,
 * multipart or text/plain. On top of that the cookie is SameSite=Lax, so browsers leave it off
 * cross-site POSTs. A WeChat command answers only the caller's own page (same origin).
 */
export const WX_TICKET_COOKIE = 'wx_ticket';

export const wxTicketCookie = (cookieHeader: string | undefined): string | null => cookieOf(cookieHeader, WX_TICKET_COOKIE);
