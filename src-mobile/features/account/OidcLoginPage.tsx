import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { enterSignedIn, finishLinkedSignIn, linkAndSignIn, oidcErrorReason, oidcStartUrl, type OidcChallenge } from '#shared/auth/oidc-login';
import { pending, providers } from '#shared/contract/refs/oidc-login';
import { ensureAreas } from '#shared/i18n/i18n';
import { normalizeLang } from '#shared/rules/texts';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { ErrorLine, errorIdOf, useFieldErrors } from '../../components/form-kit';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import { LazyButton } from '../../components/LazyButton';
import { useSubmitOnce } from '../../components/form-kit-checks';
import { SubmitButton } from '../../components/SubmitButton';
import { loginChecks } from './login-checks';
import { MobileSmsFields } from './MobileSmsFields';
import './wx-login.css';

const HOME = '/mobile';
const PAGE = '/h5/hwAuthorize';

// Declared here and in LoginScreen, not shared: a shared module would be one more chunk in /wx/login's first load.
const TwoStepLoginStep = lazy(() => ensureAreas(['wxAccount']).then(() => import('./TwoStepLoginStep')));

/**
 * /h5/hwAuthorize: the H5 side of the unified third-party login (decision 0022), the same steps as
 * the desktop /hwAuthorize: the providers; `?step=finish` signs a linked account in; `?step=link`
 * proves a mobile first; `?oidcError=` explains what went wrong.
 */
export default function OidcLoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), HOME);
  const error = params.get('oidcError');
  const step = params.get('step');
  // A member with two-step verification gives the code after the provider, as after a password (decision 0051).
  const [second, setSecond] = useState<OidcChallenge | null>(null);
  if (second)
    return (
      <Suspense fallback={<PageLoading />}>
        <div className="h5-login">
          <TwoStepLoginStep challenge={second.challenge} onDone={(info) => enterSignedIn(info, safeRedirect(second.redirect, HOME))} onBack={() => window.location.assign(PAGE)} />
        </div>
      </Suspense>
    );
  if (error !== null) return <Failed reason={oidcErrorReason(error) ?? 'provider'} redirect={redirect} />;
  if (step === 'finish') return <Finish onChallenge={setSecond} />;
  if (step === 'link') return <LinkForm onChallenge={setSecond} />;
  return <Providers redirect={redirect} />;
}

function Providers({ redirect }: { redirect: string }) {
  const { t, i18n } = useTranslation('oidc');
  const list = useCommand(providers, {});
  if (list.loading && !list.data) return <PageLoading />;
  if (list.error)
    return (
      <StateBlock title={t('error.title')} description={list.error.info}>
        <LazyButton onClick={list.reload}>{t('common:state.retry')}</LazyButton>
      </StateBlock>
    );
  return (
    <div className="h5-login">
      <header className="h5-login__intro">
        <h1 className="h5-login__title">{t('title')}</h1>
        <p className="h5-login__lead">{t('lead')}</p>
      </header>
      <div className="h5-login__card">
        {list.data && list.data.length > 0 ? (
          <nav aria-label={t('title')} style={{ display: 'grid', gap: 12 }}>
            {list.data.map((p) => (
              <a key={p.id} className="adm-button adm-button-default adm-button-block adm-button-large" href={oidcStartUrl(p.id, redirect, normalizeLang(i18n.language))}>
                {t('continueWith', { name: p.name })}
              </a>
            ))}
          </nav>
        ) : (
          <div role="status">
            <p style={{ fontWeight: 600 }}>{t('none')}</p>
            <p>{t('noneHint')}</p>
          </div>
        )}
      </div>
      <p className="h5-login__footer">
        <Link to={`/wx/login?redirect=${encodeURIComponent(redirect)}`}>{t('orMobile')}</Link>
      </p>
    </div>
  );
}

function Finish({ onChallenge }: { onChallenge: (c: OidcChallenge) => void }) {
  const { t } = useTranslation('oidc');
  const [error, setError] = useState<GatewayError | null>(null);
  useEffect(() => {
    finishLinkedSignIn().then(
      ({ answer, redirect }) => ('challenge' in answer ? onChallenge({ challenge: answer.challenge, methods: answer.methods, redirect }) : enterSignedIn(answer, safeRedirect(redirect, HOME))),
      setError,
    );
  }, [onChallenge]);
  if (error)
    return (
      <StateBlock title={t('error.title')} description={error.info}>
        <a href={PAGE}>{t('error.retry')}</a>
      </StateBlock>
    );
  return (
    <div className="h5-state h5-state--loading" role="status" aria-live="polite">
      <span className="h5-spinner" aria-hidden="true" />
      <h1 className="h5-state__text">{t('working')}</h1>
    </div>
  );
}

function Failed({ reason, redirect }: { reason: string; redirect: string }) {
  const { t } = useTranslation('oidc');
  return (
    <div role="alert">
      <StateBlock title={t('error.title')} description={t(`error.${reason}`)}>
        <a className="adm-button adm-button-primary adm-button-block adm-button-large" href={`${PAGE}?redirect=${encodeURIComponent(redirect)}`}>
          {t('error.retry')}
        </a>
        <Link to={`/wx/login?redirect=${encodeURIComponent(redirect)}`}>{t('orMobile')}</Link>
      </StateBlock>
    </div>
  );
}

type Field = 'mobile' | 'smsCode';

function LinkForm({ onChallenge }: { onChallenge: (c: OidcChallenge) => void }) {
  const { t, i18n } = useTranslation('oidc');
  const lang = normalizeLang(i18n.language);
  const attempt = useCommand(pending, {});
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const { errors, setErrors, setError } = useFieldErrors<Field | 'form'>('link');
  const [busy, setBusy] = useState(false);
  const once = useSubmitOnce();
  const formRef = useRef<HTMLFormElement>(null);

  if (attempt.loading && !attempt.data) return <PageLoading />;
  if (attempt.error || !attempt.data)
    return (
      <StateBlock title={t('error.title')} description={attempt.error?.info}>
        <a href={PAGE}>{t('link.restart')}</a>
      </StateBlock>
    );
  const { provider, account, redirect } = attempt.data;

  const onSubmit = once(async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const { checkField, checkSmsMobile } = await loginChecks.load();
    const found: Partial<Record<Field, string>> = {};
    const m = checkSmsMobile(mobile);
    const c = checkField('smsCode', smsCode);
    if (m) found.mobile = m;
    if (c) found.smsCode = c;
    setErrors(found);
    if (m || c) return formRef.current?.querySelector<HTMLElement>(`[name="${m ? 'mobile' : 'smsCode'}"]`)?.focus();
    setBusy(true);
    try {
      const answer = await linkAndSignIn({ nationCode: '86', mobile, smsCode });
      if ('challenge' in answer) onChallenge({ challenge: answer.challenge, methods: answer.methods, redirect });
      else enterSignedIn(answer, safeRedirect(redirect, HOME));
    } catch (err) {
      const info = err instanceof GatewayError ? err.info : String(err);
      const field = err instanceof GatewayError && (err.field === 'mobile' || err.field === 'smsCode') ? err.field : 'form';
      setErrors({ [field]: info });
      setBusy(false);
    }
  });
  const error = (f: Field | 'form') => <ErrorLine id={errorIdOf('link', f)} error={errors[f]} lang={lang} />;

  return (
    <div className="h5-login">
      <header className="h5-login__intro">
        <h1 className="h5-login__title">{t('link.title', { provider })}</h1>
        <p className="h5-login__lead">{t('link.lead')}</p>
        {account && <p className="h5-login__notice">{t('link.account', { provider, account })}</p>}
      </header>
      <div className="h5-login__card">
        <form ref={formRef} className="h5-login__form" onSubmit={onSubmit} onFocus={loginChecks.preload} noValidate>
          <MobileSmsFields
            idPrefix="link"
            purpose="oidcLink"
            mobile={mobile}
            smsCode={smsCode}
            onMobile={(v) => {
              setMobile(v);
              setError('mobile', null);
            }}
            onSmsCode={(v) => {
              setSmsCode(v);
              setError('smsCode', null);
            }}
            errors={errors}
            onMobileError={(info) => setError('mobile', info)}
          />
          {error('form')}
          <SubmitButton className="h5-login__submit" loading={busy}>
            {t('link.submit')}
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
