import { Alert, Button, Skeleton, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import type { AppInfo } from '#shared/contract/sso';
import { getAppInfo, getCode, iamAuthorize } from '#shared/contract/refs/sso';
import { text } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import { loginHref } from '../../app/guards';
import { useLang } from '../../components/useLang';
import { AuthHeading, AuthShell } from '../account/AuthShell';
import { ErrorBlock } from '../account/ErrorBlock';
import card from '../../components/ConsentCard.module.css';
import own from './Consent.module.css';
import { answerUrl, readAuthorizeRequest, shownScopes, type AuthorizeRequest, type Mode, type OAuthErrorCode } from '#shared/auth/authorize-request';
import { ErrorCode } from '#shared/contract/errors';

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
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const req = useMemo(() => readAuthorizeRequest(mode, params), [mode, params]);
  const token = useSession((s) => s.token);
  const app = useCommand(getAppInfo, { appId: req.appId, ...(req.scope !== undefined ? { scope: req.scope } : {}) }, { enabled: req.appId !== '' && token !== null });
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (token === null && req.appId !== '' && !req.prompt.has('none')) navigate(loginHref(here), { replace: true });
  }, [token, req, here, navigate]);

  const shell = (body: React.ReactNode) => <AuthShell skin={mode === 'industry' ? 'ish' : 'default'}>{body}</AuthShell>;
  const failed = (body: string, retry?: () => void) =>
    shell(
      <ErrorBlock title={t('consent.failed')} body={body}>
        {retry && <Button onClick={retry}>{t('common:state.retry')}</Button>}
        <Button onClick={() => navigate('/')}>{t('consent.backHome')}</Button>
      </ErrorBlock>,
    );

  if (!req.appId) return failed(t('consent.noApp'));
  if (token === null) return req.prompt.has('none') ? failed(t('consent.needLogin')) : shell(<Skeleton active paragraph={{ rows: 5 }} />);
  if (app.error && !app.loading) return failed(app.error.info, app.error.isNetwork ? app.reload : undefined);
  if (!app.data) return shell(<Skeleton active paragraph={{ rows: 5 }} />);

  const info = app.data;
  const redirectUri = req.redirectUri ?? (mode === 'industry' ? info.redirectUris[0] : undefined);
  if (!redirectUri || !info.redirectUris.includes(redirectUri)) return failed(text('member.app.redirectNotAllowed', lang));
  return shell(<Consent mode={mode} req={req} info={info} redirectUri={redirectUri} />);
}

function Consent({ mode, req, info, redirectUri }: { mode: Mode; req: AuthorizeRequest; info: AppInfo; redirectUri: string }) {
  const { t } = useTranslation('sso');
  const navigate = useNavigate();
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
      const def = mode === 'industry' ? iamAuthorize : getCode;
      const r = await call(def, {
        appId: info.appId,
        redirectUri,
        ...(req.scope !== undefined ? { scope: req.scope } : {}),
        ...(req.codeChallenge ? { codeChallenge: req.codeChallenge, codeChallengeMethod: req.codeChallengeMethod } : {}),
        ...(req.nonce ? { nonce: req.nonce } : {}),
      });
      leave(answerUrl(r.redirectUri, mode === 'industry' ? { code: r.code, source: info.appId, state: req.state } : { code: r.code, state: req.state }));
    } catch (err) {
      // The gateway refused the request itself (say PKCE a public app must send): the app hears why.
      if (mode === 'oidc' && err instanceof GatewayError && err.code === ErrorCode.invalidParams) return refuse('invalid_request');
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
