import type { CommandDef, ParamsOf, ResponseOf } from '../contract/command';
import { useSession } from '../auth/session';
import { text, type Lang } from '../rules/texts';
import { GatewayError } from './gateway-error';
import { takePreloaded } from './preloaded';
import { apiBase } from './hosts';
import { recoverSession, refreshCommand } from './session-recovery';
import { onLoginRequired, presentError } from './ui-hooks';
import { ErrorCode } from '../contract/errors';

export interface CallOptions {
  page?: number;
  rows?: number;
  /** Show the error to the user (closable message / toast) as well as rejecting. */
  showError?: boolean;
  signal?: AbortSignal;
  /** A passed token (the H5 variant with a token from the URL) instead of the session's. */
  token?: string;
  /** Internal: this call is the retry after a session recovery, or the refresh itself. */
  noRecovery?: boolean;
}

let currentLang: Lang = 'zh-CN';
// axios is loaded on the first call, once, so it stays out of the first paint.
let transport: Promise<typeof import('./transport')> | null = null;
/** The i18n module keeps this in step with the UI language. */
export function setClientLang(lang: Lang) {
  currentLang = lang;
}
export const clientLang = (): Lang => currentLang;

/** Commands exempt from the token-invalid redirect (spec section 8). */
const NO_LOGIN_REDIRECT = new Set(['webMember/crossSystemAccess']);

/**
 * Calls one gateway command: the envelope, `lang`, the session token, one
 * attempt. Resolves with `response`; rejects with a GatewayError. On 14/15 the
 * login is cleared and the build's login-required handler runs.
 */
export async function call<C extends CommandDef>(def: C, params: ParamsOf<C>, opts: CallOptions = {}): Promise<ResponseOf<C>> {
  const token = opts.token ?? useSession.getState().token;
  const body: Record<string, unknown> = { cmd: def.cmd, parameters: params ?? {} };
  if (def.paged || opts.page !== undefined) {
    body.page = opts.page ?? 1;
    body.rows = opts.rows ?? 20;
  }
  if (token) body.token = token;

  // A public read the server put into the page (preloaded.ts) answers its first call: the page's
  // first load then needs no HTTP client (the store-driven pages call here, not through useCommand).
  if (!opts.noRecovery) {
    const hit = takePreloaded(def.cmd, params ?? {}, currentLang, opts.page, opts.rows);
    if (hit) return hit.response as ResponseOf<C>;
  }

  let result;
  try {
    const { post } = await (transport ??= import('./transport'));
    result = await post(`${apiBase()}/api/?lang=${encodeURIComponent(currentLang)}`, body, opts.signal);
  } catch (e) {
    const err = new GatewayError(0, text('network.error', currentLang), undefined, 0, (e as Error)?.message ?? 'Network Error');
    if (opts.showError) presentError(err.info);
    throw err;
  }

  const data = result.body as { response?: unknown; error?: { errorCode: number; errorInfo: string; field?: string } } | null;
  if (data && typeof data === 'object' && data.error && typeof data.error.errorCode === 'number') {
    const { errorCode, errorInfo, field } = data.error;
    const err = new GatewayError(errorCode, errorInfo, field, result.status, result.statusText);
    if (errorCode === ErrorCode.tokenInvalid || errorCode === ErrorCode.tokenExpired) {
      // The command was refused before it ran (the token is checked first), so one retry is safe.
      if (token && !opts.token && !opts.noRecovery) {
        const fresh = await recoverSession(token, errorCode, (refreshToken) => call(refreshCommand, { refreshToken }, { token: '', noRecovery: true }));
        if (fresh) return call(def, params, { ...opts, noRecovery: true });
      }
      if (opts.noRecovery && def.cmd === refreshCommand.cmd) throw err;
      // A passed token (an app's H5 page) is not the session: its refusal logs nobody out.
      if (opts.token) throw err;
      // Ask for the login before dropping the session: a members-only page re-renders as the
      // session clears, and its guard sends to /login unless the expired-login dialog already asks.
      if (!NO_LOGIN_REDIRECT.has(def.cmd)) onLoginRequired({ code: errorCode, cmd: def.cmd });
      useSession.getState().clear();
    } else if (opts.showError) {
      // With the refusal's field: a build may act on it (the desktop leads a missing second factor to its setup).
      presentError(errorInfo, field);
    }
    throw err;
  }
  if (result.status < 200 || result.status >= 300 || !data || typeof data !== 'object' || !('response' in data)) {
    const err = new GatewayError(result.status || 0, text('network.error', currentLang), undefined, result.status, result.statusText);
    if (opts.showError) presentError(err.info);
    throw err;
  }
  return data.response as ResponseOf<C>;
}
