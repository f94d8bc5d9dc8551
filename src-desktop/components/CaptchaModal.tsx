import { Button, Input, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptchaImage } from '#shared/hooks/useCaptchaImage';
import styles from './CaptchaDialog.module.css';

import type { Attempt } from './CaptchaDialog';

/**
 * The picture captcha in a dialog (webMember/getImage): shown before an SMS code is sent and when
 * a mobile look-up answers "captcha required". `onAnswer` makes the call with the answer; a
 * refused answer ('retry' with the server's text) shows a new picture (captchas are single use).
 */
export default function CaptchaModal({ open, onCancel, onAnswer, afterClose }: { open: boolean; onCancel: () => void; onAnswer: Attempt; afterClose?: () => void }) {
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
