import { Alert, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { passkeyStepUp, passkeyStepUpOptions } from '#shared/contract/refs/passkey';
import { assertPasskey, passkeyErrorText, passkeysSupported } from './passkey-browser';
import type { Prompt } from './SecondFactorPrompt';

/**
 * The code dialog of useSecondFactorPrompt (decision 0051). "Use a passkey" (decision 0054) turns
 * an assertion into a single-use proof and submits it in the code's place.
 */
export default function CodeDialog({ prompt }: { prompt: Prompt }) {
  const { t } = useTranslation('desktop');
  const [code, setCode] = useState('');
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const ok = /^\d{6}$/.test(code);
  const withPasskey = async () => {
    setPasskeyError(null);
    setAsking(true);
    try {
      const { proof } = await call(passkeyStepUp, { response: await assertPasskey(await call(passkeyStepUpOptions, {})) });
      prompt.submit(proof);
    } catch (err) {
      setPasskeyError(passkeyErrorText(err, t));
    } finally {
      setAsking(false);
    }
  };
  const error = passkeyError ?? prompt.error;
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
          status={error ? 'error' : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          style={{ letterSpacing: 6 }}
        />
      </form>
      {passkeysSupported() && (
        <Button block style={{ marginTop: 12 }} loading={asking} disabled={prompt.busy} onClick={() => void withPasskey()} data-testid="two-step-prompt-passkey">
          {t('twoStepPrompt.usePasskey')}
        </Button>
      )}
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
