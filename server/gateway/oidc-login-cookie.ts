import { cookieOf } from '../http/cookies';

/**
 * The HttpOnly cookie binding a third-party sign-in attempt to the browser that started it
 * (oidc-login). Read only for the commands declared with handleOidcLogin, for the same reasons
 * the WeChat ticket cookie is CSRF-safe (wx-ticket-cookie.ts): JSON-only bodies, no CORS,
 * SameSite=Lax.
 */
export const OIDC_LOGIN_COOKIE = 'oidc_login';

export const oidcLoginCookie = (cookieHeader: string | undefined): string | null => cookieOf(cookieHeader, OIDC_LOGIN_COOKIE);
