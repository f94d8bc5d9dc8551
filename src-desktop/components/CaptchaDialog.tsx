import { lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import { GatewayError } from '#shared/api/gateway-error';
import { WhenOpened } from './WhenOpened';

/** A solved picture captcha, as the commands that need one take it. */
export interface CaptchaAnswer {
  captchaId: string;
  captchaCode: string;
}

export type Attempt = (answer: CaptchaAnswer) => Promise<'done' | { retry: string }>;

// The dialog (antd Modal, Input, Spin) loads the first time a captcha is asked for.
const CaptchaDialog = lazy(() => import('./CaptchaModal'));

/**
 * Runs a call that needs a solved picture captcha: `run(attempt)` opens the dialog and answers the
 * call's result, or null when the user cancels. A refusal of the answer itself (field
 * captchaCode) keeps the dialog open with a new picture; any other error closes it and rejects.
 * The promise settles once the dialog has closed, so the caller can move the focus (the modal
 * holds it while it is open).
 */
export function useCaptchaGate(): { run: <T>(attempt: (answer: CaptchaAnswer) => Promise<T>) => Promise<T | null>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ attempt: (a: CaptchaAnswer) => Promise<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void } | null>(null);

  const opener = useRef<HTMLElement | null>(null);
  const settle = useRef<(() => void) | null>(null);
  const close = (then: () => void) => {
    settle.current = then;
    setPending(null);
  };
  const run = useCallback(<T,>(attempt: (answer: CaptchaAnswer) => Promise<T>) => {
    opener.current = document.activeElement as HTMLElement | null;
    return new Promise<T | null>((resolve, reject) => setPending({ attempt, resolve: resolve as (v: unknown) => void, reject }));
  }, []);

  const onAnswer: Attempt = async (answer) => {
    if (!pending) return 'done';
    const { attempt, resolve, reject } = pending;
    try {
      const value = await attempt(answer);
      close(() => resolve(value));
    } catch (err) {
      if (err instanceof GatewayError && err.field === 'captchaCode') return { retry: err.info };
      close(() => reject(err));
    }
    return 'done';
  };

  const dialog = (
    <WhenOpened open={!!pending}>
      <CaptchaDialog
        open={!!pending}
        onAnswer={onAnswer}
        onCancel={() =>
          close(() => {
            pending?.resolve(null);
            opener.current?.focus();
          })
        }
        afterClose={() => {
          settle.current?.();
          settle.current = null;
        }}
      />
    </WhenOpened>
  );
  return { run, dialog };
}
