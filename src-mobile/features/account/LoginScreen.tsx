import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '#shared/auth/session';
import { ensureAreas } from '#shared/i18n/i18n';
import { isWeChat } from '#shared/utils/device';
import { maskPhone } from '#shared/utils/phone-mask';
import { showToast } from '../../components/feedback';
import { PageLoading } from '../../components/PageLoading';
import { SegmentTabs } from '../../components/SegmentTabs';
import { SubmitButton } from '../../components/SubmitButton';
import { ACTIVITY_REGISTER_PATH, PERSONAL_REGISTER_PATH, REGISTER_PATH } from '../../app/route-paths';
import { openidPageUrl } from '../../app/wechat/identity';
import { LoginFields } from './LoginFields';
import { useLoginTarget } from './login-target';
import { OidcProviderLinks } from './OidcProviderLinks';
import { useLoginForm } from './useLoginForm';
import { useWeChatSignIn } from './useWeChatSignIn';
import { loadWeChatAccount, WeChatPanel } from './WeChatPanel';
import './wx-login.css';

// The second step of a member with two-step verification (decision 0051), loaded when asked for,
// with its texts (the WeChat account's namespace: none of /wx/login's first load).
const TwoStepLoginStep = lazy(() => ensureAreas(['wxAccount']).then(() => import('./TwoStepLoginStep')));

// Shown only on /wx/bind to a signed-in member whose WeChat the gateway answered for.
const BindCurrentButton = lazy(async () => {
  const texts = ensureAreas(['wxAccount']);
  const { BindCurrentButton: Button } = await import('./BindCurrentButton');
  await texts;
  return { default: Button };
});

/**
 * The login screen's variants: /wx/login, /wx/bind (log in to bind this WeChat),
 * /wx/activityLogin (entered from an activity, back to it) and /mobile/login.
 */
export type LoginVariant = 'login' | 'bind' | 'activity' | 'mobile';

/**
 * The H5 and WeChat login, also where an invalid token sends a phone user (with ?redirect= back).
 * Enterprise or personal; password or SMS code; an enterprise login picks the company from those
 * the mobile number belongs to. With a WeChat authorisation (HttpOnly ticket from the OAuth) a
 * bound WeChat user is signed in at once; otherwise the account the user logs in with is bound to
 * the WeChat. The form's state is useLoginForm's, its rows LoginFields'.
 */
export function LoginScreen({ variant }: { variant: LoginVariant }) {
  const { t } = useTranslation('wx');
  const profile = useSession((s) => s.profile);
  const signedIn = useSession((s) => s.token !== null);
  const { redirectParam, target, finish } = useLoginTarget();
  // The WeChat account's texts (wxAccount) load with its views; asked for here too in case they are not in yet.
  const accountToast = (key: 'signedInByWeChat' | 'boundNow') =>
    void ensureAreas(['wxAccount']).then(
      () => showToast(t(`wxAccount:${key}`), 'success'),
      () => undefined,
    );

  const form = useLoginForm(async (info) => {
    // Logged in with a WeChat authorisation: this account is now bound to that WeChat.
    if (wx.hasWeChat) {
      const bound = await wx.bindNow();
      if (bound) accountToast('boundNow');
      else if (variant === 'bind') return;
    } else showToast(t('form.success'), 'success');
    finish(info);
  });

  // A bound WeChat of a member with two-step verification goes on to the form's code step.
  // A bound WeChat of a member with two-step verification is not signed in quickly: the form asks (decision 0051).
  const wx = useWeChatSignIn(variant === 'bind' ? 'peek' : 'signIn', variant !== 'mobile', (info) => {
    accountToast('signedInByWeChat');
    finish(info);
  });

  // The authorised WeChat's views load while the gateway is asked about it.
  useEffect(() => {
    if (wx.state.kind === 'checking') void loadWeChatAccount();
  }, [wx.state.kind]);

  const registerPath = variant === 'mobile' ? undefined : variant === 'activity' ? ACTIVITY_REGISTER_PATH : form.enterprise ? REGISTER_PATH : PERSONAL_REGISTER_PATH;
  const registerLink = registerPath ? `${registerPath}${redirectParam ? `?redirect=${encodeURIComponent(redirectParam)}` : ''}` : '';
  const intro = variant === 'login' ? { title: t('form.title'), lead: t('form.lead') } : { title: t(`wxVariant:${variant}.title`), lead: t(`wxVariant:${variant}.lead`) };
  const who = profile ? profile.fullName || maskPhone(profile.mobile) : '';

  // A WeChat sign-in is being tried: no form flashes before a bound user moves on.
  if (wx.state.kind === 'checking') return <PageLoading />;

  return (
    <div className="h5-login">
      <header className="h5-login__intro">
        <h1 className="h5-login__title">{intro.title}</h1>
        <p className="h5-login__lead">{intro.lead}</p>
      </header>

      <WeChatPanel state={wx.state} variant={variant} inWeChat={isWeChat()} authoriseUrl={openidPageUrl(window.location.pathname + window.location.search)} onPick={(code) => void wx.pick(code)} />

      {signedIn && profile ? <p className="h5-login__notice">{t('form.signedInAs', { name: who })}</p> : redirectParam ? <p className="h5-login__notice">{t('form.redirectHint')}</p> : null}
      {variant === 'bind' && signedIn && profile && (wx.state.kind === 'unbound' || wx.state.kind === 'bound') ? (
        <Suspense fallback={null}>
          <BindCurrentButton name={who} bindNow={wx.bindNow} target={target} />
        </Suspense>
      ) : null}

      {form.challenge ? (
        // Suspends to the route's loading state while the step loads (the form's state is kept).
        <TwoStepLoginStep challenge={form.challenge} onDone={form.finishSignIn} onBack={form.setChallenge} />
      ) : (
        <div className="h5-login__card">
          <SegmentTabs
            label={t('form.tab.label')}
            value={form.memberType}
            onChange={form.switchMemberType}
            options={[
              { value: 'enterprise', label: t('form.tab.enterprise') },
              { value: 'personal', label: t('form.tab.personal') },
            ]}
          />

          <form ref={form.formRef} className="h5-login__form" onSubmit={(e) => void form.onSubmit(e)} onFocus={form.onFocus} noValidate>
            <LoginFields form={form} />
            <SubmitButton className="h5-login__submit" loading={form.submitting} loadingText={t('form.submitting')}>
              {t('form.submit')}
            </SubmitButton>
            <div className="h5-login__switch">
              <button type="button" className="h5-login__text-btn" onClick={form.switchMethod}>
                {form.method === 'password' ? t('form.useSms') : t('form.usePassword')}
              </button>
            </div>
          </form>
        </div>
      )}

      {variant === 'login' ? <OidcProviderLinks target={target} /> : null}

      <p className="h5-login__footer">
        {registerPath ? (
          <>
            {t('form.noAccountShort')} <Link to={registerLink}>{t('common:action.register')}</Link>
          </>
        ) : (
          t('form.noAccount')
        )}
      </p>
    </div>
  );
}

/**
 * /wx/login itself. The route imports this module directly rather than through a page module of its
 * own: on the WeChat menu's first load that was one more file (with its import glue) for one line.
 */
export default function WxLoginPage() {
  return <LoginScreen variant="login" />;
}
