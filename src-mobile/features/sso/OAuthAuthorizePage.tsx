import Button from 'antd-mobile/es/components/button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { answerUrl, readAuthorizeRequest, shownScopes, type AuthorizeRequest, type OAuthErrorCode } from '#shared/auth/authorize-request';
import { useSession } from '#shared/auth/session';
import type { AppInfo } from '#shared/contract/sso';
import { getAppInfo, getCode } from '#shared/contract/refs/sso';
import { normalizeLang, text } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import { HOME_PATH, LOGIN_PATH } from '../../app/routes';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import { ErrorCode } from '#shared/contract/errors';
import './consent.css';

/**
 * /h5/oauth/authorize: the OpenID Connect consent step on a phone (decision 0035). The gateway
 * sends a phone's /oauth/authorize here with the same query; the rules are the desktop page's
 * (decision 0023, shared in src-shared/auth/authorize-request.ts): a bad app or redirect URI ends
 * here, anything else answers the app at its registered URI; a remembered consent skips the screen
 * unless prompt=consent; prompt=none never shows it.
 */
export default function OAuthAuthorizePage() {
  const { t, i18n } = useTranslation('sso');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const req = useMemo(() => readAuthorizeRequest('oidc', params), [params]);
  const token = useSession((s) => s.token);
  const app = useCommand(getAppInfo, { appId: req.appId, ...(req.scope !== undefined ? { scope: req.scope } : {}) }, { enabled: req.appId !== '' && token !== null });
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (token === null && req.appId !== '' && !req.prompt.has('none')) navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`, { replace: true });
  }, [token, req, here, navigate]);

  const failed = (body: string, retry?: () => void) => (
    <StateBlock title={t('consent.failed')} description={body}>
      {retry ? <Button onClick={retry}>{t('common:state.retry')}</Button> : null}
      <Button onClick={() => navigate(HOME_PATH)}>{t('consent.backHome')}</Button>
    </StateBlock>
  );

  if (!req.appId) return failed(t('consent.noApp'));
  if (token === null) return req.prompt.has('none') ? failed(t('consent.needLogin')) : <PageLoading />;
  if (app.error && !app.loading) return failed(app.error.info, app.error.isNetwork ? app.reload : undefined);
  if (!app.data) return <PageLoading />;
  const redirectUri = req.redirectUri ?? undefined;
  if (!redirectUri || !app.data.redirectUris.includes(redirectUri)) return failed(text('member.app.redirectNotAllowed', normalizeLang(i18n.language)));
  return <Consent req={req} info={app.data} redirectUri={redirectUri} />;
}

function Consent({ req, info, redirectUri }: { req: AuthorizeRequest; info: AppInfo; redirectUri: string }) {
  const { t } = useTranslation('sso');
  const profile = useSession((s) => s.profile);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const leave = (url: string) => {
    setBusy(true);
    window.location.assign(url);
  };
  const refuse = (code: OAuthErrorCode) => leave(answerUrl(redirectUri, { error: code, state: req.state }));

  const allow = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await call(getCode, {
        appId: info.appId,
        redirectUri,
        ...(req.scope !== undefined ? { scope: req.scope } : {}),
        ...(req.codeChallenge ? { codeChallenge: req.codeChallenge, codeChallengeMethod: req.codeChallengeMethod } : {}),
        ...(req.nonce ? { nonce: req.nonce } : {}),
      });
      leave(answerUrl(r.redirectUri, { code: r.code, state: req.state }));
    } catch (err) {
      // The gateway refused the request itself (say PKCE a public app must send): the app hears why.
      if (err instanceof GatewayError && err.code === ErrorCode.invalidParams) return refuse('invalid_request');
      setError(err instanceof GatewayError ? err.info : String(err));
      setBusy(false);
    }
  };

  // Decided once per visit: a request error, a remembered consent, or prompt=none without one.
  const automatic = req.problem ?? (info.consented && !req.prompt.has('consent') ? 'allow' : req.prompt.has('none') ? 'consent_required' : null);
  useEffect(() => {
    if (!automatic || started.current) return;
    started.current = true;
    if (automatic === 'allow') void allow();
    else refuse(automatic);
  }, [automatic]);

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
