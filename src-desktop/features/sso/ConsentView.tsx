import { Alert, Button, Skeleton, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '#shared/auth/session';
import type { AppInfo } from '#shared/contract/sso';
import { maskPhone } from '#shared/utils/phone-mask';
import { loginHref } from '../../app/guards';
import { useLang } from '../../components/useLang';
import { AuthHeading, AuthShell } from '../account/AuthShell';
import { ErrorBlock } from '../account/ErrorBlock';
import card from '../../components/ConsentCard.module.css';
import own from './Consent.module.css';
import { shownScopes, type AuthorizeRequest, type Mode } from '#shared/auth/authorize-request';
import { useConsent, useConsentGate } from '#shared/auth/useConsent';

const styles = { ...card, ...own };

/**
 * The consent step of the portal as authorisation server (decision 0023): /oauth/authorize (OpenID
 * Connect) and /industryApp/auth (the spec's form, iam/authValidate/authorize). A bad app or
 * redirect URI ends here on an error page; anything else answers the app at its registered URI.
 * An app the member allowed before (covering every scope asked) gets its code without the screen,
 * unless it asks prompt=consent; prompt=none never shows it.
 */
export function ConsentView({ mode }: { mode: Mode }) {
  const { t } = useTranslation('sso');
  const navigate = useNavigate();
  const gate = useConsentGate(mode, loginHref, t, useLang());

  const shell = (body: React.ReactNode) => <AuthShell skin={mode === 'industry' ? 'ish' : 'default'}>{body}</AuthShell>;
  if (gate.show === 'loading') return shell(<Skeleton active paragraph={{ rows: 5 }} />);
  if (gate.show === 'failed')
    return shell(
      <ErrorBlock title={t('consent.failed')} body={gate.body}>
        {gate.retry && <Button onClick={gate.retry}>{t('common:state.retry')}</Button>}
        <Button onClick={() => navigate('/')}>{t('consent.backHome')}</Button>
      </ErrorBlock>,
    );
  return shell(<Consent mode={mode} req={gate.req} info={gate.info} redirectUri={gate.redirectUri} />);
}

function Consent({ mode, req, info, redirectUri }: { mode: Mode; req: AuthorizeRequest; info: AppInfo; redirectUri: string }) {
  const { t } = useTranslation('sso');
  const navigate = useNavigate();
  const profile = useSession((s) => s.profile);
  const { busy, error, automatic, allow, refuse } = useConsent(mode, req, info, redirectUri);

  if (automatic && !error)
    return (
      <div className={styles.returning} role="status">
        <Spin size="large" />
        <h1>{t('consent.returning', { app: info.name })}</h1>
      </div>
    );

  const scopes = shownScopes(mode, req.scope);
  return (
    <>
      <AuthHeading title={t('consent.title', { app: info.name })} lead={t('consent.lead', { app: info.name })} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('consent.account')}</dt>
          <dd>{profile ? `${profile.fullName} · ${maskPhone(profile.mobile)}` : '—'}</dd>
        </div>
        <div>
          <dt>{t('consent.company')}</dt>
          <dd>{profile?.companyName ?? t('consent.personal')}</dd>
        </div>
        <div>
          <dt>{t('consent.target')}</dt>
          <dd className={styles.uri}>{new URL(redirectUri).origin}</dd>
        </div>
      </dl>
      <p className={styles.asks}>{t('consent.asks', { app: info.name })}</p>
      <ul className={styles.scopes}>
        {(scopes.length ? scopes : ['login']).map((s) => (
          <li key={s}>{t(`scope.${s}`)}</li>
        ))}
      </ul>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <div className={styles.actions}>
        <Button type="primary" size="large" loading={busy} onClick={() => void allow()}>
          {t('consent.allow')}
        </Button>
        <Button size="large" disabled={busy} onClick={() => (mode === 'oidc' ? refuse('access_denied') : navigate('/'))}>
          {t('consent.deny')}
        </Button>
      </div>
      <p className={styles.remember}>{t('consent.remember')}</p>
    </>
  );
}
