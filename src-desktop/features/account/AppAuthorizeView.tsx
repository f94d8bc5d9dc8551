import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { getAppInfo, getCode, iamAuthorize } from '#shared/contract/refs/sso';
import { text } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import { useLang } from '../../components/useLang';
import { AuthHeading, AuthShell } from './AuthShell';
import { ErrorBlock } from './ErrorBlock';
import styles from '../../components/ConsentCard.module.css';

/** Where the code goes: the app's registered URI with code, state and source (the appId) added. */
function withCode(uri: string, code: string, appId: string, state: string | null) {
  const url = new URL(uri);
  url.searchParams.set('code', code);
  url.searchParams.set('source', appId);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

/**
 * The portal as identity provider for a registered app (/appAuthorize: memberAuth/getAppInfo then
 * memberAuth/getCode; /industryApp/auth: the same with iam/authValidate/authorize). The signed-in
 * member sees which app asks and where they will be sent; on consent a one-use code goes to one of
 * the app's registered redirect URIs only (?redirectUri= must be one of them; none given: the first).
 */
export function AppAuthorizeView({ kind }: { kind: 'hw' | 'industry' }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const appId = params.get('appId') ?? params.get('client_id') ?? '';
  const asked = params.get('redirectUri') ?? params.get('redirect_uri');
  const state = params.get('state');
  const profile = useSession((s) => s.profile);
  const app = useCommand(getAppInfo, { appId }, { enabled: appId !== '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!appId)
    return (
      <Shell kind={kind}>
        <ErrorBlock title={t('hw.failed')} body={t('hw.noApp')} />
      </Shell>
    );
  if (app.loading && !app.data)
    return (
      <Shell kind={kind}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Shell>
    );
  if (app.error || !app.data)
    return (
      <Shell kind={kind}>
        <ErrorBlock title={t('hw.failed')} body={app.error?.info ?? t('hw.noApp')}>
          {app.error?.isNetwork && <Button onClick={app.reload}>{t('common:state.retry')}</Button>}
          <Button onClick={() => navigate('/')}>{t('common:action.backHome')}</Button>
        </ErrorBlock>
      </Shell>
    );

  const info = app.data;
  const redirectUri = asked ?? info.redirectUris[0];
  if (!redirectUri || !info.redirectUris.includes(redirectUri))
    return (
      <Shell kind={kind}>
        <ErrorBlock title={t('hw.failed')} body={text('member.app.redirectNotAllowed', lang)}>
          <Button onClick={() => navigate('/')}>{t('common:action.backHome')}</Button>
        </ErrorBlock>
      </Shell>
    );

  const allow = async () => {
    setBusy(true);
    setError(null);
    try {
      const def = kind === 'hw' ? getCode : iamAuthorize;
      const r = await call(def, { appId: info.appId, redirectUri });
      window.location.assign(withCode(r.redirectUri, r.code, info.appId, state));
    } catch (err) {
      setError(err instanceof GatewayError ? err.info : String(err));
      setBusy(false);
    }
  };

  return (
    <Shell kind={kind}>
      <AuthHeading title={t('hw.title', { app: info.name })} lead={t('hw.lead', { app: info.name })} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('hw.account')}</dt>
          <dd>{profile ? `${profile.fullName} · ${maskPhone(profile.mobile)}` : '—'}</dd>
        </div>
        <div>
          <dt>{t('hw.company')}</dt>
          <dd>{profile?.companyName ?? t('desktop:switch.personal')}</dd>
        </div>
        <div>
          <dt>{t('hw.target')}</dt>
          <dd className={styles.uri}>{new URL(redirectUri).origin}</dd>
        </div>
      </dl>
      <ul className={styles.scopes}>
        <li>{t('hw.scope.profile')}</li>
        <li>{t('hw.scope.company')}</li>
      </ul>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <div className={styles.actions}>
        <Button type="primary" size="large" loading={busy} onClick={() => void allow()}>
          {t('hw.allow')}
        </Button>
        <Button size="large" disabled={busy} onClick={() => navigate('/')}>
          {t('hw.cancel')}
        </Button>
      </div>
    </Shell>
  );
}

function Shell({ kind, children }: { kind: 'hw' | 'industry'; children: React.ReactNode }) {
  return <AuthShell skin={kind === 'industry' ? 'ish' : 'default'}>{children}</AuthShell>;
}
