import { useEffect, useState } from 'react';
import { call, type CallOptions } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { clearSalesmanLogin, salesmanLogin } from '#shared/auth/salesman-session';
import type { CommandDef, ParamsOf, ResponseOf } from '#shared/contract/command';
import { ErrorCode } from '#shared/contract/errors';

/**
 * The salesman tool's calls: with the salesman token (its own cookie, not the member session).
 * A refused token (14/15) ends the salesman login and the pages show the login prompt.
 */
export function salesmanCall<C extends CommandDef>(def: C, params: ParamsOf<C>, opts: CallOptions = {}): Promise<ResponseOf<C>> {
  const login = salesmanLogin();
  if (!login) return Promise.reject(new GatewayError(14, '', undefined, 0, 'no salesman login'));
  return call(def, params, { ...opts, token: login.token }).catch((e: unknown) => {
    if (e instanceof GatewayError && (e.code === ErrorCode.tokenInvalid || e.code === ErrorCode.tokenExpired)) clearSalesmanLogin();
    throw e;
  });
}

/** One salesman command's data, with loading, error and reload (like useCommand, with the salesman token). */
export function useSalesmanCommand<C extends CommandDef>(def: C, params: ParamsOf<C>) {
  const [state, setState] = useState<{ data?: ResponseOf<C>; error?: GatewayError; loading: boolean }>({ loading: true });
  const [nonce, setNonce] = useState(0);
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    salesmanCall(def, params)
      .then((data) => live && setState({ data, loading: false }))
      .catch((error: GatewayError) => live && setState({ error, loading: false }));
    return () => {
      live = false;
    };
  }, [key, nonce]);
  return { ...state, reload: () => setNonce((n) => n + 1) };
}
