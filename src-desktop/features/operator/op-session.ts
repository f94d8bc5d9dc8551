import { useCallback, useEffect, useRef, useState } from 'react';
import { create } from 'zustand';
import type { CommandDef, ParamsOf, ResponseOf } from '#shared/contract/command';
import { GatewayError } from '#shared/api/gateway-error';
import { currentLang } from '#shared/i18n/i18n';
import { text } from '#shared/rules/texts';
import { ErrorCode } from '#shared/contract/errors';

/**
 * The operator's session, apart from the member's: kept in sessionStorage (one tab, gone when
 * it closes) and sent as the envelope's token by this console's own caller, so an expired
 * operator login brings back the console's login form rather than the member login dialog.
 */
const KEY = 'portal.operator';

interface OpState {
  token: string | null;
  name: string | null;
  set(token: string, name: string): void;
  clear(): void;
}

const read = (): { token: string; name: string } | null => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
};

export const useOperator = create<OpState>((set) => ({
  token: read()?.token ?? null,
  name: read()?.name ?? null,
  set(token, name) {
    sessionStorage.setItem(KEY, JSON.stringify({ token, name }));
    set({ token, name });
  },
  clear() {
    sessionStorage.removeItem(KEY);
    set({ token: null, name: null });
  },
}));

export async function opCall<C extends CommandDef>(def: C, params: ParamsOf<C>, page?: { page: number; rows: number }): Promise<ResponseOf<C>> {
  const lang = currentLang();
  const token = useOperator.getState().token;
  const { post } = await import('#shared/api/transport');
  let res;
  try {
    res = await post(`/api/?lang=${lang}`, { cmd: def.cmd, parameters: params ?? {}, ...(page ?? {}), ...(token ? { token } : {}) });
  } catch {
    throw new GatewayError(0, text('network.error', lang));
  }
  const body = res.body as { response?: unknown; error?: { errorCode: number; errorInfo: string; field?: string } } | null;
  if (body?.error) {
    if (body.error.errorCode === ErrorCode.tokenInvalid || body.error.errorCode === ErrorCode.tokenExpired) useOperator.getState().clear();
    throw new GatewayError(body.error.errorCode, body.error.errorInfo, body.error.field, res.status);
  }
  if (!body || !('response' in body)) throw new GatewayError(res.status || 0, text('network.error', lang));
  return body.response as ResponseOf<C>;
}

/** useCommand for the console: reloads on params/page/language changes. */
export function useOpCommand<C extends CommandDef>(def: C, params: ParamsOf<C>, opts: { page?: number; rows?: number; enabled?: boolean; lang?: string } = {}) {
  const [state, setState] = useState<{ data?: ResponseOf<C>; error?: GatewayError; loading: boolean }>({ loading: opts.enabled !== false });
  const [nonce, setNonce] = useState(0);
  const key = JSON.stringify([def.cmd, params, opts.page, opts.rows, opts.lang]);
  const live = useRef(0);
  useEffect(() => {
    if (opts.enabled === false) return;
    const mine = ++live.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    opCall(def, params, opts.page ? { page: opts.page, rows: opts.rows ?? 10 } : undefined)
      .then((data) => mine === live.current && setState({ data, loading: false }))
      .catch((error: GatewayError) => mine === live.current && setState({ error, loading: false }));
  }, [key, nonce, opts.enabled]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
