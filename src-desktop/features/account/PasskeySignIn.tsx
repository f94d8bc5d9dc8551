import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { LoginInfo } from '#shared/auth/login-info';
import { passkeyLogin, passkeyLoginOptions } from '#shared/contract/refs/passkey';
import { assertPasskey, passkeyErrorText, passkeysSupported } from '../../components/passkey-browser';

/**
 * "Sign in with a passkey" under the login form (decision 0054), only where the browser has
 * WebAuthn. Usernameless: the browser offers this site's passkeys. A passkey with user
 * verification is both factors, so the session comes straight back. On the enterprise tab with a
 * company chosen, the session is that company's (as the password login's); otherwise personal.
 */
export function PasskeySignIn({ companyCode, onDone }: { companyCode: () => string | undefined; onDone: (info: LoginInfo) => void }) {
  const { t } = useTranslation('account');
  const { t: td } = useTranslation('desktop');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!passkeysSupported()) return null;
  const signIn = async () => {
    setError(null);
    setBusy(true);
    try {
      const options = await call(passkeyLoginOptions, {});
      const response = await assertPasskey(options);
      const code = companyCode();
      onDone(await call(passkeyLogin, { response, ...(code ? { companyCode: code } : {}) }));
    } catch (err) {
      setError(passkeyErrorText(err, td));
      setBusy(false);
    }
  };
  return (
    <div style={{ marginBottom: 12 }}>
      <Button block size="large" loading={busy} onClick={() => void signIn()} data-testid="passkey-sign-in">
        {t('login.passkey')}
      </Button>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 8 }} data-testid="passkey-sign-in-error" />}
    </div>
  );
}
