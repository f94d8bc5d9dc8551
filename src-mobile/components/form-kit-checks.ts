import { useCallback, useRef } from 'react';
import { clientLang } from '#shared/api/client';
import { ensureAllTexts } from '#shared/i18n/i18n';
import { text } from '#shared/rules/texts';
import { showToast } from './feedback';
import { preloadSubmitButton } from './SubmitButton';

/**
 * The H5 form kit's lazy checks: a form's rules (a module bringing zod through the contract's
 * schemas or the rules files, ~24 kB gzip) and the rule texts their messages show (the rest of
 * rules/texts.json, ~10 kB) load on the form's first focus, not to paint it. A submit (or any
 * check) before a focus waits for the same load, so the checks, their messages and the moment they
 * show stay what they were; only the bytes move.
 *
 * Declare one per module (`const checks = lazyChecks(() => import('./x-rules'))`), await
 * `checks.load()` where the form checks, and give the form `onFocus={checks.preload}` (focus
 * bubbles from its inputs, so the first touch of any field starts the load). A failed load is
 * forgotten, so the next attempt asks again; when a check waited for it, the network error is
 * shown (as the gateway client shows a failed call) and the check rejects.
 */
export interface LazyChecks<M> {
  /** The rules module, with the rule texts loaded (a failure is shown as a network error, then rethrown). */
  load(): Promise<M>;
  /** Starts the load (and antd-mobile's Button for SubmitButton's loading state): a form's onFocus. */
  preload(): void;
}

/** `coreTexts`: the messages are all first-paint texts (the login form's, scripts/texts-split.mjs CORE), so the rest is not asked for. */
export function lazyChecks<M>(loadModule: () => Promise<M>, { coreTexts = false }: { coreTexts?: boolean } = {}): LazyChecks<M> {
  let loading: Promise<M> | null = null;
  const get = () =>
    (loading ??= Promise.all([loadModule(), coreTexts ? null : ensureAllTexts()]).then(
      ([m]) => m,
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  return {
    load: () =>
      get().catch((err: unknown) => {
        showToast(text('network.error', clientLang()));
        throw err;
      }),
    preload: () => {
      get().catch(() => undefined);
      preloadSubmitButton();
    },
  };
}

/**
 * One submit at a time: a form's submit handler, its default prevented at once and dropped while
 * the previous submit runs. A submit before any focus waits for the checks, and iOS does not focus
 * a tapped button, so a second tap could otherwise start a second submit before the first has
 * marked the form busy (two registrations, two reports).
 */
export function useSubmitOnce() {
  const running = useRef(false);
  return useCallback(
    <E extends { preventDefault(): void }, A extends unknown[]>(handler: (e: E, ...rest: A) => Promise<unknown>) =>
      (e: E, ...rest: A): void => {
        e.preventDefault();
        if (running.current) return;
        running.current = true;
        void handler(e, ...rest).finally(() => (running.current = false));
      },
    [],
  );
}
