import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommandDef, ParamsOf, ResponseOf } from '../contract/command';
import { call, clientLang, type CallOptions } from './client';
import { takePreloaded } from './preloaded';
import type { GatewayError } from './gateway-error';

export interface CommandState<R> {
  data: R | undefined;
  error: GatewayError | undefined;
  loading: boolean;
  reload(): void;
}

/**
 * One hook over the one client: loads a command's response and re-runs when
 * the params (compared as JSON), the page or the language change.
 * Pass `enabled: false` to wait (e.g. until a login is known).
 */
export function useCommand<C extends CommandDef>(def: C, params: ParamsOf<C>, opts: CallOptions & { enabled?: boolean; deps?: unknown[] } = {}): CommandState<ResponseOf<C>> {
  const key = JSON.stringify([def.cmd, params, opts.page, opts.rows, opts.deps ?? []]);
  // A response the server put into the page (preloaded.ts) stands for the first load.
  const preloadedKey = useRef<string | null>(null);
  const [state, setState] = useState<{ data?: ResponseOf<C>; error?: GatewayError; loading: boolean }>(() => {
    const hit = opts.enabled !== false ? takePreloaded(def.cmd, params, clientLang(), opts.page, opts.rows) : undefined;
    if (!hit) return { loading: opts.enabled !== false };
    preloadedKey.current = key;
    return { data: hit.response as ResponseOf<C>, loading: false };
  });
  const [nonce, setNonce] = useState(0);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  useEffect(() => {
    if (opts.enabled === false) return;
    if (preloadedKey.current === key && nonce === 0) {
      preloadedKey.current = null;
      return;
    }
    const ctl = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    call(def, params, { ...optsRef.current, signal: ctl.signal })
      .then((data) => !ctl.signal.aborted && setState({ data, loading: false }))
      .catch((error: GatewayError) => !ctl.signal.aborted && setState({ error, loading: false }));
    return () => ctl.abort();
  }, [key, nonce, opts.enabled]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
