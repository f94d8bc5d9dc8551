import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { shownScopes, type AuthorizeRequest } from '#shared/auth/authorize-request';
import { useSession } from '#shared/auth/session';
import { useConsent, useConsentGate } from '#shared/auth/useConsent';
import type { AppInfo } from '#shared/contract/sso';
import { normalizeLang } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import { HOME_PATH, LOGIN_PATH } from '../../app/route-paths';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import './consent.css';

/**
 * /h5/oauth/authorize: the OpenID Connect consent step on a phone (decision 0035). The gateway
 * sends a phone's /oauth/authorize here with the same query; the rules are the desktop page's
 * (decision 0023, shared in src-shared/auth/authorize-request.ts): a bad app or redirect URI ends
 * here, anything else answers the app at its registered URI; a remembered consent skips the screen
 * unless prompt=consent; prompt=none never shows it.
 */
const loginAt = (here: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;

export default function OAuthAuthorizePage() {
  const { t, i18n } = useTranslation('sso');
  const navigate = useNavigate();
  const gate = useConsentGate('oidc', loginAt, t, normalizeLang(i18n.language));

  if (gate.show === 'loading') return <PageLoading />;
  if (gate.show === 'failed')
    return (
      <StateBlock title={t('consent.failed')} description={gate.body}>
        {gate.retry ? <Button onClick={gate.retry}>{t('common:state.retry')}</Button> : null}
        <Button onClick={() => navigate(HOME_PATH)}>{t('consent.backHome')}</Button>
      </StateBlock>
    );
  return <Consent req={gate.req} info={gate.info} redirectUri={gate.redirectUri} />;
}

function Consent({ req, info, redirectUri }: { req: AuthorizeRequest; info: AppInfo; redirectUri: string }) {
  const { t } = useTranslation('sso');
  const profile = useSession((s) => s.profile);
  const { busy, error, automatic, allow, refuse } = useConsent('oidc', req, info, redirectUri);

  if (automatic && !error)
    return (
      <div className="h5-state h5-state--loading" role="status" aria-live="polite">
        <span className="h5-spinner" aria-hidden="true" />
        <span className="h5-state__text">{t('consent.returning', { app: info.name })}</span>
      </div>
    );

  const scopes = shownScopes('oidc', req.scope);
  return (
    <div className="h5-consent">
      <header>
        <h1 className="h5-consent__title">{t('consent.title', { app: info.name })}</h1>
        <p className="h5-consent__lead">{t('consent.lead', { app: info.name })}</p>
      </header>
      <dl className="h5-consent__facts">
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
          <dd className="h5-consent__uri">{new URL(redirectUri).origin}</dd>
        </div>
      </dl>
      <p className="h5-consent__asks">{t('consent.asks', { app: info.name })}</p>
      <ul className="h5-consent__scopes">
        {(scopes.length ? scopes : ['login']).map((s) => (
          <li key={s}>{t(`scope.${s}`)}</li>
        ))}
      </ul>
      {error ? (
        <p className="h5-consent__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="h5-consent__actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => void allow()}>
          {t('consent.allow')}
        </Button>
        <Button block size="large" disabled={busy} onClick={() => refuse('access_denied')}>
          {t('consent.deny')}
        </Button>
      </div>
      <p className="h5-consent__remember">{t('consent.remember')}</p>
    </div>
  );
}
