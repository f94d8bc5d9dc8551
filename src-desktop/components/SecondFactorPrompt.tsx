import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { GatewayError } from '#shared/api/gateway-error';
import { isSecondFactorCodeAsked } from '#shared/contract/errors';

// The dialog (antd's Modal, Input, Alert) loads when the gateway first asks for a code, not with the page.
const CodeDialog = lazy(() => import('./SecondFactorDialog'));

/** The member closed the code dialog: the page drops the submission quietly. */
export class SecondFactorCancelled extends Error {
  constructor() {
    super('second factor cancelled');
    this.name = 'SecondFactorCancelled';
  }
}

export interface Prompt {
  error: string | null;
  busy: boolean;
  submit: (code: string) => void;
  cancel: () => void;
}

/**
 * Money commands of a member with two-step verification ask for a code (1006 on `otpCode`,
 * decision 0051). `withCode(fn)` runs `fn()`; when the gateway asks, it shows a dialog for the
 * 6-digit code and runs `fn(code)` until it passes (a wrong code stays in the dialog with the
 * gateway's text; a lockout or any other refusal closes it and rejects as usual; cancel rejects
 * with SecondFactorCancelled). Render `dialog` once in the page.
 */
export function useSecondFactorPrompt(): { withCode: <T>(fn: (otpCode?: string) => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const withCode = useCallback(async <T,>(fn: (otpCode?: string) => Promise<T>): Promise<T> => {
    try {
      return await fn(undefined);
    } catch (first) {
      if (!isSecondFactorCodeAsked(first as GatewayError)) throw first;
      return new Promise<T>((resolve, reject) => {
        const submit = (code: string) => {
          setPrompt((p) => (p ? { ...p, busy: true, error: null } : p));
          fn(code).then(
            (r) => {
              setPrompt(null);
              resolve(r);
            },
            (e: unknown) => {
              if (e instanceof GatewayError && isSecondFactorCodeAsked(e)) setPrompt((p) => (p ? { ...p, busy: false, error: e.info } : p));
              else {
                setPrompt(null);
                reject(e);
              }
            },
          );
        };
        setPrompt({
          error: null,
          busy: false,
          submit,
          cancel: () => {
            setPrompt(null);
            reject(new SecondFactorCancelled());
          },
        });
      });
    }
  }, []);
  return {
    withCode,
    dialog: prompt ? (
      <Suspense fallback={null}>
        <CodeDialog prompt={prompt} />
      </Suspense>
    ) : null,
  };
}
