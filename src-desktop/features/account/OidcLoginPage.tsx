import { Button, Skeleton, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { enterSignedIn, finishLinkedSignIn, oidcErrorReason, oidcStartUrl, type OidcChallenge, type OidcErrorReason } from '#shared/auth/oidc-login';
import { providers } from '#shared/contract/refs/oidc-login';
import { useLang } from '../../components/useLang';
import { loginTarget } from './account-calls';
import { AuthHeading, AuthShell, authStyles } from './AuthShell';
import { ErrorBlock } from './ErrorBlock';

// The linking form (antd Form, the mobile and code fields) is one step of a few visits: loaded when reached.
const OidcLinkForm = lazy(() => import('./OidcLinkForm').then((m) => ({ default: m.OidcLinkForm })));
const SecondFactorStep = lazy(() => import('./SecondFactorStep'));

/**
 * /hwAuthorize, the unified third-party login (OpenID Connect, decision 0022). Without a step it
 * lists the providers; the gateway's callback comes back with `?step=finish` (a linked account:
 * signed in at once), `?step=link` (first time: prove a mobile) or `?oidcError=<reason>`. A member
 * with two-step verification then gives the code, as after a password (decision 0051).
 */
export default function OidcLoginPage() {
  const [params] = useSearchParams();
  const redirect = loginTarget(params.get('redirect'));
  const error = params.get('oidcError');
  const step = params.get('step');
  const [second, setSecond] = useState<OidcChallenge | null>(null);
  return (
    <AuthShell>
      {second ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <SecondFactorStep challenge={second.challenge} methods={second.methods} onDone={(info) => enterSignedIn(info, loginTarget(second.redirect))} onBack={() => window.location.assign('/hwAuthorize')} />
        </Suspense>
      ) : error !== null ? (
        <Failed reason={oidcErrorReason(error) ?? 'provider'} redirect={redirect} />
      ) : step === 'finish' ? (
        <Finish onChallenge={setSecond} />
      ) : step === 'link' ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <OidcLinkForm onChallenge={setSecond} />
        </Suspense>
      ) : (
        <Providers redirect={redirect} />
      )}
    </AuthShell>
  );
}

function Providers({ redirect }: { redirect: string }) {
  const { t } = useTranslation('oidc');
  const lang = useLang();
  const list = useCommand(providers, {});
  const mobileLogin = `/login?redirect=${encodeURIComponent(redirect)}`;
  return (
    <>
      <AuthHeading title={t('title')} lead={t('lead')} />
      {list.loading && !list.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.error ? (
        <ErrorBlock title={t('error.title')} body={list.error.info}>
          <Button onClick={list.reload}>{t('common:state.retry')}</Button>
        </ErrorBlock>
      ) : list.data && list.data.length > 0 ? (
        <nav aria-label={t('title')} style={{ display: 'grid', gap: 12 }}>
          {list.data.map((p) => (
            // A full navigation: the gateway sends the browser on to the provider.
            <Button key={p.id} size="large" block href={oidcStartUrl(p.id, redirect, lang)}>
              {t('continueWith', { name: p.name })}
            </Button>
          ))}
        </nav>
      ) : (
        <div role="status">
          <p style={{ fontWeight: 600 }}>{t('none')}</p>
          <p>{t('noneHint')}</p>
        </div>
      )}
      <p className={authStyles.footNote}>
        <Link to={mobileLogin}>{t('orMobile')}</Link>
      </p>
    </>
  );
}

function Finish({ onChallenge }: { onChallenge: (c: OidcChallenge) => void }) {
  const { t } = useTranslation('oidc');
  const [error, setError] = useState<GatewayError | null>(null);
  useEffect(() => {
    finishLinkedSignIn().then(({ answer, redirect }) => ('challenge' in answer ? onChallenge({ challenge: answer.challenge, methods: answer.methods, redirect }) : enterSignedIn(answer, loginTarget(redirect))), setError);
  }, [onChallenge]);
  if (error)
    return (
      <ErrorBlock title={t('error.title')} body={error.info}>
        <Button type="primary" href="/hwAuthorize">
          {t('error.retry')}
        </Button>
      </ErrorBlock>
    );
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 420, textAlign: 'center' }} role="status">
      <div>
        <Spin size="large" />
        <h1 style={{ marginTop: 20, fontSize: 20, fontWeight: 600 }}>{t('working')}</h1>
      </div>
    </div>
  );
}

function Failed({ reason, redirect }: { reason: OidcErrorReason; redirect: string }) {
  const { t } = useTranslation('oidc');
  return (
    <ErrorBlock title={t('error.title')} body={t(`error.${reason}`)}>
      <Button type="primary" size="large" href={`/hwAuthorize?redirect=${encodeURIComponent(redirect)}`}>
        {t('error.retry')}
      </Button>
      <Button type="link" size="large" href={`/login?redirect=${encodeURIComponent(redirect)}`}>
        {t('orMobile')}
      </Button>
    </ErrorBlock>
  );
}
