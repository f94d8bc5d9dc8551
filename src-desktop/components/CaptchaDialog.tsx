import { Button, Input, Modal, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '#shared/api/gateway-error';
import { useCaptchaImage } from '#shared/hooks/useCaptchaImage';
import styles from './CaptchaDialog.module.css';

/** A solved picture captcha, as the commands that need one take it. */
export interface CaptchaAnswer {
  captchaId: string;
  captchaCode: string;
}

type Attempt = (answer: CaptchaAnswer) => Promise<'done' | { retry: string }>;

/**
 * The picture captcha in a dialog (webMember/getImage): shown before an SMS code is sent and when
 * a mobile look-up answers "captcha required". `onAnswer` makes the call with the answer; a
 * refused answer ('retry' with the server's text) shows a new picture (captchas are single use).
 */
export function CaptchaDialog({ open, onCancel, onAnswer, afterClose }: { open: boolean; onCancel: () => void; onAnswer: Attempt; afterClose?: () => void }) {
  const { t } = useTranslation('common');
  const { captcha, loadError, code, setCode, input, load } = useCaptchaImage(t('state.error'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setError(null);
      void load();
    }
  }, [open, load]);

  const submit = async () => {
    if (!captcha || busy) return;
    const answer = code.trim();
    if (!answer) return setError(t('captcha.required'));
    setBusy(true);
    setError(null);
    const outcome = await onAnswer({ captchaId: captcha.captchaId, captchaCode: answer });
    setBusy(false);
    if (outcome !== 'done') {
      setError(outcome.retry);
      await load();
    }
  };

  return (
    <Modal
      open={open}
      title={t('captcha.title')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('captcha.confirm')}
      cancelText={t('action.cancel')}
      okButtonProps={{ loading: busy, disabled: !captcha }}
      width={380}
      destroyOnHidden
      afterClose={afterClose}
      maskClosable={false}
      // The caller moves the focus on (to the code input once sent); useCaptchaGate restores it on cancel.
      focusTriggerAfterClose={false}
    >
      <p className={styles.hint} id="captcha-dialog-hint">
        {t('captcha.hint')}
      </p>
      <div className={styles.row}>
        <Input
          ref={(el) => {
            input.current = el?.input ?? null;
          }}
          id="captcha-dialog-code"
          name="captchaDialogCode"
          className={styles.grow}
          maxLength={8}
          autoComplete="off"
          autoFocus
          aria-label={t('captcha.label')}
          aria-describedby="captcha-dialog-hint"
          aria-invalid={!!error}
          placeholder={t('captcha.placeholder')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={() => void submit()}
        />
        {captcha ? (
          <button type="button" className={styles.picture} onClick={() => void load()} title={t('captcha.refresh')}>
            <img src={'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(captcha.svg)} alt={t('captcha.alt')} data-captcha-id={captcha.captchaId} />
          </button>
        ) : loadError ? (
          <Button onClick={() => void load()} title={loadError} style={{ width: 120 }}>
            {t('state.retry')}
          </Button>
        ) : (
          <span className={styles.picture} aria-busy="true">
            <Spin size="small" style={{ margin: 10 }} />
          </span>
        )}
      </div>
      {(error ?? loadError) && (
        <p className={styles.error} role="alert">
          {error ?? loadError}
        </p>
      )}
      <Button type="link" size="small" style={{ paddingLeft: 0, marginTop: 4 }} onClick={() => void load()} disabled={busy}>
        {t('captcha.refresh')}
      </Button>
    </Modal>
  );
}

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
  );
  return { run, dialog };
}
