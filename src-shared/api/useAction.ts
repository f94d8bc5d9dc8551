import { useCallback, useRef, useState } from 'react';
import type { CommandDef, ParamsOf, ResponseOf } from '../contract/command';
import { call, type CallOptions } from './client';
import { GatewayError } from './gateway-error';

export interface ActionState<C extends CommandDef> {
  /** A run is on its way (the button's `loading`). */
  busy: boolean;
  /** The last run's refusal, cleared when the next run starts (placeFieldErrors / ErrorLine read it). */
  error: GatewayError | undefined;
  /** Runs the command; resolves with its response, rejects with the refusal (also kept in `error`). */
  run(params: ParamsOf<C>, more?: CallOptions): Promise<ResponseOf<C>>;
  reset(): void;
}

/**
 * The change-side twin of useCommand: one command run on demand, with its busy flag and refusal in
 * one place, so a page keeps no hand-rolled `sending` state. A second run while one is on its way
 * is refused locally (a double click sends once).
 */
export function useAction<C extends CommandDef>(def: C, opts: CallOptions = {}): ActionState<C> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<GatewayError | undefined>(undefined);
  const running = useRef<Promise<ResponseOf<C>> | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const run = useCallback(
    (params: ParamsOf<C>, more?: CallOptions) => {
      if (running.current) return running.current;
      setBusy(true);
      setError(undefined);
      const p = call(def, params, { ...optsRef.current, ...more })
        .catch((e: unknown) => {
          setError(e instanceof GatewayError ? e : new GatewayError(0, e instanceof Error ? e.message : String(e)));
          throw e;
        })
        .finally(() => {
          running.current = null;
          setBusy(false);
        });
      running.current = p;
      return p;
    },
    [def],
  );
  const reset = useCallback(() => setError(undefined), []);
  return { busy, error, run, reset };
}
