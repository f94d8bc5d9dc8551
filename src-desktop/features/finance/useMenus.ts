import { useEffect, useState } from 'react';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { CommandDef } from '#shared/contract/command';
import type { Option } from '#shared/contract/finance';
import { useLang } from '../../components/useLang';

export type MenuDefs = Record<string, CommandDef>;

/** Loads several webFinance menus at once (again when the language changes); one error for all. */
export function useMenus<M extends MenuDefs>(defs: M) {
  const lang = useLang();
  const [state, setState] = useState<{ menus?: Record<keyof M, Option<string | number>[]>; error?: GatewayError }>({});
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ menus: s.menus }));
    const keys = Object.keys(defs) as (keyof M)[];
    Promise.all(keys.map((k) => call(defs[k], {} as never) as Promise<Option<string | number>[]>))
      .then((lists) => live && setState({ menus: Object.fromEntries(keys.map((k, i) => [k, lists[i]])) as Record<keyof M, Option<string | number>[]> }))
      .catch((error: GatewayError) => live && setState({ error }));
    return () => {
      live = false;
    };
    // The menu set of a page is fixed; the language and retries reload it.
  }, [lang, nonce]);
  return { ...state, loading: !state.menus && !state.error, reload: () => setNonce((n) => n + 1) };
}
