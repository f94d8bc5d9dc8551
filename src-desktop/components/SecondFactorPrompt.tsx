import { Alert, Input, Modal } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '#shared/api/gateway-error';
import { isSecondFactorCodeAsked } from '#shared/contract/errors';

/** The member closed the code dialog: the page drops the submission quietly. */
export class SecondFactorCancelled extends Error {
  constructor() {
    super('second factor cancelled');
    this.name = 'SecondFactorCancelled';
  }
}

interface Prompt {
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
  return { withCode, dialog: prompt ? <CodeDialog prompt={prompt} /> : null };
}

function CodeDialog({ prompt }: { prompt: Prompt }) {
  const { t } = useTranslation('desktop');
  const [code, setCode] = useState('');
  const ok = /^\d{6}$/.test(code);
  return (
    <Modal
      open
      title={t('twoStepPrompt.title')}
      okText={t('twoStepPrompt.submit')}
      cancelText={t('twoStepPrompt.cancel')}
      okButtonProps={{ disabled: !ok, loading: prompt.busy }}
      onOk={() => ok && prompt.submit(code)}
      onCancel={prompt.cancel}
      destroyOnHidden
      data-testid="two-step-prompt"
    >
      <p>{t('twoStepPrompt.lead')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) prompt.submit(code);
        }}
      >
        <label htmlFor="two-step-prompt-code" style={{ display: 'block', marginBottom: 6 }}>
          {t('twoStepPrompt.label')}
        </label>
        <Input
          id="two-step-prompt-code"
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          value={code}
          status={prompt.error ? 'error' : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          style={{ letterSpacing: 6 }}
        />
      </form>
      {prompt.error && <Alert type="error" showIcon role="alert" title={prompt.error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
