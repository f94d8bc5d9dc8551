import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '../api/client';
import { GatewayError } from '../api/gateway-error';
import { useCommand } from '../api/useCommand';
import { ErrorCode } from '../contract/errors';
import { getAppInfo, getCode, iamAuthorize } from '../contract/refs/sso';
import type { AppInfo } from '../contract/sso';
import { text, type Lang } from '../rules/texts';
import { answerUrl, readAuthorizeRequest, type AuthorizeRequest, type Mode, type OAuthErrorCode } from './authorize-request';
import { useSession } from './session';

/**
 * The consent step's behaviour, one for both builds (each draws its own screens): what the page
 * shows before the consent (`gate`) and what the consent does (`useConsent`). The rules are
 * authorize-request.ts's; the gateway checks the app, the redirect URI and PKCE again.
 */

/** Before the consent: an error page (with a retry for a network error), a wait, or the app and its checked redirect URI. */
export type ConsentGate = { show: 'failed'; body: string; retry?: () => void } | { show: 'loading' } | { show: 'consent'; req: AuthorizeRequest; info: AppInfo; redirectUri: string };

/**
 * Reads the request from the query and the app from the gateway; sends a signed-out member to the
 * login page (`loginHref` of this page) unless the app asked prompt=none. `t` reads the sso namespace.
 */
export function useConsentGate(mode: Mode, loginHref: (here: string) => string, t: (key: string) => string, lang: Lang): ConsentGate {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const req = useMemo(() => readAuthorizeRequest(mode, params), [mode, params]);
  const token = useSession((s) => s.token);
  const app = useCommand(getAppInfo, { appId: req.appId, ...(req.scope !== undefined ? { scope: req.scope } : {}) }, { enabled: req.appId !== '' && token !== null });
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (token === null && req.appId !== '' && !req.prompt.has('none')) navigate(loginHref(here), { replace: true });
  }, [token, req, here, navigate, loginHref]);

  if (!req.appId) return { show: 'failed', body: t('consent.noApp') };
  if (token === null) return req.prompt.has('none') ? { show: 'failed', body: t('consent.needLogin') } : { show: 'loading' };
  if (app.error && !app.loading) return { show: 'failed', body: app.error.info, ...(app.error.isNetwork ? { retry: app.reload } : {}) };
  if (!app.data) return { show: 'loading' };
  const info = app.data;
  const redirectUri = req.redirectUri ?? (mode === 'industry' ? info.redirectUris[0] : undefined);
  if (!redirectUri || !info.redirectUris.includes(redirectUri)) return { show: 'failed', body: text('member.app.redirectNotAllowed', lang) };
  return { show: 'consent', req, info, redirectUri };
}

/**
 * The consent: `allow` asks the gateway for the code and goes back to the app with it, `refuse`
 * goes back with an OAuth error. `automatic` is the one answer given without the screen, decided
 * once per visit: a request error, a remembered consent (unless prompt=consent), or prompt=none
 * without one.
 */
export function useConsent(mode: Mode, req: AuthorizeRequest, info: AppInfo, redirectUri: string) {
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

  const automatic = req.problem ?? (info.consented && !req.prompt.has('consent') ? 'allow' : req.prompt.has('none') ? 'consent_required' : null);
  useEffect(() => {
    if (!automatic || started.current) return;
    started.current = true;
    if (automatic === 'allow') void allow();
    else refuse(automatic);
  }, [automatic]);

  return { busy, error, automatic, allow, refuse };
}
