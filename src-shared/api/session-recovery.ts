import { useSession } from '../auth/session';
import { ref } from '../contract/command-ref';
import type * as member from '../contract/account';
import { getCookie } from '../utils/cookies';
import { ErrorCode } from '../contract/errors';

/**
 * Keeps a signed-in member signed in across the 2-hour access token (spec:
 * webMember/updateTime). Called when a command answers 14 or 15 for the
 * session's token; resolves with a token to retry with, or null.
 *
 * The cookies are the truth shared by every tab and site on the top domain:
 * - another tab may already have rotated the tokens (our token then reads as
 *   revoked, 14), so a different token in the cookie is adopted first;
 * - only an expired token (15) is refreshed, once per tab at a time, and
 *   across tabs under a Web Lock where the browser has one: the server treats
 *   a second use of a rotated refresh token as theft and revokes the family.
 */
type Refresh = (refreshToken: string) => Promise<{ token: string; refreshToken: string }>;

let inFlight: Promise<string | null> | null = null;

export function recoverSession(failedToken: string, code: number, refresh: Refresh): Promise<string | null> {
  const adopted = adoptCookieToken(failedToken);
  if (adopted) return Promise.resolve(adopted);
  if (code !== ErrorCode.tokenExpired) return Promise.resolve(null);
  inFlight ??= withCrossTabLock(() => rotate(failedToken, refresh)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The command every refresh goes through (kept here so the client has one import). Its own ref
 * rather than refs/account's: that module (every member command's ref) would otherwise sit in the
 * client's chunk on every first load; a unit test keeps the two equal.
 */
export const refreshCommand = ref<typeof member.updateTime>('webMember/updateTime', 'public', false);

async function rotate(failedToken: string, refresh: Refresh): Promise<string | null> {
  // Inside the lock: a tab that held it before us may have rotated already.
  const adopted = adoptCookieToken(failedToken);
  if (adopted) return adopted;
  const refreshToken = getCookie('refreshToken') ?? useSession.getState().refreshToken;
  if (!refreshToken) return null;
  try {
    const next = await refresh(refreshToken);
    useSession.getState().setTokens(next.token, next.refreshToken);
    return next.token;
  } catch {
    return null;
  }
}

function adoptCookieToken(failedToken: string): string | null {
  const token = getCookie('token');
  if (!token || token === failedToken) return null;
  useSession.getState().setTokens(token, getCookie('refreshToken') ?? '');
  return token;
}

function withCrossTabLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: Partial<LockManager> }).locks : undefined;
  return typeof locks?.request === 'function' ? (locks.request('portal.session-refresh', fn) as Promise<T>) : fn();
}
