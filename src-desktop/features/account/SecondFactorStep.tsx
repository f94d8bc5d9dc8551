import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import type { LoginInfo, SecondFactorMethod } from '#shared/auth/login-info';
import { passkeySecondFactorOptions } from '#shared/contract/refs/passkey';
import { secondFactorVerify } from '#shared/contract/refs/security';
import { assertPasskey, passkeyErrorText, passkeysSupported } from '../../components/passkey-browser';
import { Input } from '../../components/form-inputs';
import { authStyles } from './AuthShell';

const TOTP = /^\d{6}$/;
const RECOVERY = /^[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}$/;

/**
 * The sign-in's second step for a member with two-step verification (decision 0051): the 6-digit
 * code from the authenticator app, or one of the recovery codes. The challenge the first step
 * answered is single use and lasts 5 minutes; when it has expired the member starts again. A
 * member with a passkey (decision 0054) may use it instead, where the browser has WebAuthn and the
 * first step said so (`methods`).
 */
export default function SecondFactorStep({ challenge, methods = ['totp'], onDone, onBack }: { challenge: string; methods?: SecondFactorMethod[]; onDone: (info: LoginInfo) => void; onBack: () => void }) {
  const { t } = useTranslation('account');
  const { t: td } = useTranslation('desktop');
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);

  const submit = async () => {
    const v = code.trim();
    if (!v) return setError(t('twoStep.required'));
    if (!(recovery ? RECOVERY : TOTP).test(v)) return setError(t(recovery ? 'twoStep.recoveryFormat' : 'twoStep.codeFormat'));
    setError(null);
    setBusy(true);
    try {
      onDone(await call(secondFactorVerify, { challenge, code: v }));
    } catch (err) {
      const e = err instanceof GatewayError ? err : null;
      setError(e?.info ?? String(err));
      if (e?.field === 'challenge') setExpired(true);
      setBusy(false);
    }
  };

  const withPasskey = async () => {
    setError(null);
    setBusy(true);
    try {
      const options = await call(passkeySecondFactorOptions, { challenge });
      onDone(await call(secondFactorVerify, { challenge, passkey: await assertPasskey(options) }));
    } catch (err) {
      setError(passkeyErrorText(err, td));
      if (err instanceof GatewayError && err.field === 'challenge') setExpired(true);
      setBusy(false);
    }
  };

  return (
    <form
      data-testid="two-step-login"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{t('twoStep.title')}</h2>
      <p className={authStyles.lead}>{t(recovery ? 'twoStep.leadRecovery' : 'twoStep.lead')}</p>
      <label htmlFor="two-step-code" style={{ display: 'block', marginBottom: 6 }}>
        {t(recovery ? 'twoStep.recoveryLabel' : 'twoStep.codeLabel')}
      </label>
      <Input
        id="two-step-code"
        name="code"
        size="large"
        autoFocus
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 11 : 6}
        placeholder={recovery ? 'xxxxx-xxxxx' : '000000'}
        value={code}
        disabled={expired}
        status={error ? 'error' : undefined}
        aria-invalid={!!error}
        aria-describedby={error ? 'two-step-error' : undefined}
        onChange={(e) => {
          setCode(recovery ? e.target.value : e.target.value.replace(/\D/g, ''));
          setError(null);
        }}
        style={{ letterSpacing: recovery ? 1 : 6, marginBottom: 12 }}
      />
      {error && <Alert id="two-step-error" type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} />}
      {expired ? (
        <Button type="primary" block size="large" onClick={onBack}>
          {t('twoStep.again')}
        </Button>
      ) : (
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('twoStep.submit')}
        </Button>
      )}
      {methods.includes('passkey') && passkeysSupported() && !expired && (
        <Button block size="large" style={{ marginTop: 12 }} disabled={busy} onClick={() => void withPasskey()} data-testid="two-step-passkey">
          {t('twoStep.usePasskey')}
        </Button>
      )}
      <div className={authStyles.links} style={{ marginTop: 12 }}>
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setError(null);
          }}
        >
          {t(recovery ? 'twoStep.useApp' : 'twoStep.useRecovery')}
        </Button>
        <Button type="link" style={{ padding: 0 }} onClick={onBack}>
          {t('twoStep.back')}
        </Button>
      </div>
    </form>
  );
}
