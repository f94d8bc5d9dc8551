import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import type { LoginInfo } from '#shared/auth/login-info';
import { secondFactorVerify } from '#shared/contract/refs/security';
import { Field } from '../../components/form-kit';
import { SubmitButton } from '../../components/SubmitButton';

const TOTP = /^\d{6}$/;
const RECOVERY = /^[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}$/;

/**
 * The H5 sign-in's second step for a member with two-step verification (decision 0051): the
 * 6-digit code of the authenticator app (on a phone usually the same device: switch apps and
 * back), or a recovery code. An expired challenge sends the member back to the form.
 */
export default function TwoStepLoginStep({ challenge, onDone, onBack }: { challenge: string; onDone: (info: LoginInfo) => Promise<void> | void; onBack: (challenge: null) => void }) {
  const { t } = useTranslation('wxAccount');
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = code.trim();
    if (!v) return setError(t('twoStep.required'));
    if (!(recovery ? RECOVERY : TOTP).test(v)) return setError(t(recovery ? 'twoStep.recoveryFormat' : 'twoStep.codeFormat'));
    setBusy(true);
    setError(null);
    try {
      await onDone(await call(secondFactorVerify, { challenge, code: v }));
    } catch (err) {
      const g = err instanceof GatewayError ? err : null;
      setError(g?.info ?? String(err));
      if (g?.field === 'challenge') setExpired(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="h5-login__card" data-testid="h5-two-step">
      <form className="h5-login__form" onSubmit={(e) => void submit(e)} noValidate>
        <h2 className="h5-login__title" style={{ fontSize: 18 }}>
          {t('twoStep.title')}
        </h2>
        <p className="h5-login__lead">{t(recovery ? 'twoStep.leadRecovery' : 'twoStep.lead')}</p>
        <Field htmlFor="h5-two-step-code" label={t(recovery ? 'twoStep.recoveryLabel' : 'twoStep.codeLabel')} invalid={!!error}>
          <input
            id="h5-two-step-code"
            name="code"
            className="h5-field__input"
            autoFocus
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 11 : 6}
            placeholder={recovery ? 'xxxxx-xxxxx' : '000000'}
            value={code}
            disabled={expired}
            aria-invalid={!!error}
            aria-describedby={error ? 'h5-two-step-error' : undefined}
            onChange={(e) => {
              setCode(recovery ? e.target.value : e.target.value.replace(/\D/g, ''));
              setError(null);
            }}
          />
        </Field>
        {error && (
          <p className="h5-login__error" id="h5-two-step-error" role="alert">
            {error}
          </p>
        )}
        {expired ? (
          <button type="button" className="adm-button adm-button-primary adm-button-block adm-button-large h5-login__submit" onClick={() => onBack(null)}>
            {t('twoStep.again')}
          </button>
        ) : (
          <SubmitButton className="h5-login__submit" loading={busy}>
            {t('twoStep.submit')}
          </SubmitButton>
        )}
        <div className="h5-login__switch">
          <button
            type="button"
            className="h5-login__text-btn"
            onClick={() => {
              setRecovery((r) => !r);
              setCode('');
              setError(null);
            }}
          >
            {t(recovery ? 'twoStep.useApp' : 'twoStep.useRecovery')}
          </button>{' '}
          <button type="button" className="h5-login__text-btn" onClick={() => onBack(null)}>
            {t('twoStep.back')}
          </button>
        </div>
      </form>
    </div>
  );
}
