import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prompt } from './SecondFactorPrompt';

/** The code dialog of useSecondFactorPrompt (decision 0051). */
export default function CodeDialog({ prompt }: { prompt: Prompt }) {
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
