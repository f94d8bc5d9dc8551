import type { CommandDef, ParamsOf } from '../contract/command';
import { useSession } from '../auth/session';
import { call, clientLang } from './client';
import { apiBase } from './hosts';

/**
 * Fire-and-forget reports (the page view): the same envelope as `call`, sent with
 * navigator.sendBeacon. The browser sends it in the background, even as the page
 * unloads, and the page never waits for an answer it does not use: no HTTP client to
 * load and run on the first page, which on a slow phone is a long task of its own.
 * Without sendBeacon (or when the browser refuses to queue it) it goes through `call`.
 */
export function report<C extends CommandDef>(def: C, params: ParamsOf<C>): void {
  const token = useSession.getState().token;
  const body = JSON.stringify({ cmd: def.cmd, parameters: params ?? {}, ...(token ? { token } : {}) });
  const url = `${apiBase()}/api/?lang=${encodeURIComponent(clientLang())}`;
  // A beacon of JSON to another origin would need a preflight that beacons do not make: then `call`.
  const sameOrigin = apiBase() === '';
  const queued = sameOrigin && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  if (!queued) call(def, params).catch(() => undefined);
}
