import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { LoginInfo } from '#shared/auth/login-info';
import { useSession } from '#shared/auth/session';
import { validateAuthCode } from '#shared/contract/refs/sso';
import { loginTarget } from './account-calls';
import { AuthShell } from './AuthShell';
import { ErrorBlock } from './ErrorBlock';

/** Codes already being exchanged: a code is single use, and effects may run twice. */
const started = new Map<string, Promise<LoginInfo>>();

/**
 * /authorize?code=&source=&redirect=: exchanges a one-use auth code for a session
 * (sso/validate/authcode), then reloads to the target. A failed exchange leaves the visitor
 * logged out (any previous login is cleared) with the reason and a way to log in.
 */
export default function AuthorizePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const source = params.get('source') ?? '';
  const target = loginTarget(params.get('redirect'));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!code || !source) {
      useSession.getState().clear();
      setError(t('authorize.incomplete'));
      return;
    }
    const key = `${source}:${code}`;
    let exchange = started.get(key);
    if (!exchange) {
      exchange = call(validateAuthCode, { source, code });
      started.set(key, exchange);
    }
    let live = true;
    exchange.then(
      (info) => {
        useSession.getState().setLogin(info);
        window.location.replace(target);
      },
      (err: Error) => {
        useSession.getState().clear();
        if (live) setError(err.message);
      },
    );
    return () => {
      live = false;
    };
  }, [code, source, target, t]);

  return (
    <AuthShell>
      {error ? (
        <ErrorBlock title={t('authorize.failed')} body={error}>
          <Button type="primary" size="large" onClick={() => navigate(`/login?redirect=${encodeURIComponent(target)}`)}>
            {t('authorize.login')}
          </Button>
          <Button size="large" onClick={() => navigate('/')}>
            {t('common:action.backHome')}
          </Button>
        </ErrorBlock>
      ) : (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: 420, textAlign: 'center' }} role="status">
          <div>
            <Spin size="large" />
            <h1 style={{ marginTop: 20, fontSize: 20, fontWeight: 600 }}>{t('authorize.working')}</h1>
          </div>
        </div>
      )}
    </AuthShell>
  );
}
