import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { GatewayError } from '#shared/api/gateway-error';
import { isCaptchaRequired } from '#shared/contract/errors';
import { useSession } from '#shared/auth/session';
import { normalizeLang } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { showToast } from '../../components/feedback';
import { ErrorLine, errorIdOf, useFieldErrors } from '../../components/form-kit';
import { PageLoading } from '../../components/PageLoading';
import { EyeIcon, EyeOffIcon } from '../../components/icons/eye';
import { SegmentTabs } from '../../components/SegmentTabs';
import { HOME_PATH, isH5Path, LOGIN_PATH, routeByName } from '../../app/routes';
import { openidPageUrl } from '../../app/wechat/identity';
import { isWeChat } from '#shared/utils/device';
import type { LoginInfo } from '#shared/auth/login-info';
import { useWeChatSignIn } from './useWeChatSignIn';
import { OidcProviderLinks } from './OidcProviderLinks';
import { WeChatPanel } from './WeChatPanel';
import type { LoginField } from './login-rules';
import './wx-login.css';

// The SMS method is a switch away from the password form the page opens with: its send button loads then.
const SmsCodeButton = lazy(() => import('./SmsCodeButton').then((m) => ({ default: m.SmsCodeButton })));

type MemberType = 'enterprise' | 'personal';
type Method = 'password' | 'sms';
type Company = { companyCode: string; companyName: string };

/** Calls and rules, loaded when the form is first touched (they bring zod; see login-service.ts). */
const service = () => import('./login-service');

/** A field error is a text key (client rule, shown in the current language) or a server's errorInfo as sent. */
/**
 * The login screen's variants: /wx/login, /wx/bind (log in to bind this WeChat),
 * /wx/activityLogin (entered from an activity, back to it) and /mobile/login.
 */
export type LoginVariant = 'login' | 'bind' | 'activity' | 'mobile';

/**
 * /wx/login: the H5 and WeChat login, also where an invalid token sends a phone
 * user (with ?redirect= back). Enterprise or personal; password or SMS code;
 * an enterprise login picks the company from those the mobile number belongs to.
 * With a WeChat authorisation (HttpOnly ticket from the OAuth) a bound WeChat user is signed
 * in at once; otherwise the account the user logs in with is bound to the WeChat.
 */
export default function WxLoginPage() {
  return <LoginScreen variant="login" />;
}

export function LoginScreen({ variant }: { variant: LoginVariant }) {
  const { t, i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const profile = useSession((s) => s.profile);
  const signedIn = useSession((s) => s.token !== null);

  const [memberType, setMemberType] = useState<MemberType>('enterprise');
  const [method, setMethod] = useState<Method>('password');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [companyCode, setCompanyCode] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const { errors, setErrors, setError: setFieldError, aria: invalid, placeGatewayError } = useFieldErrors<LoginField>('login');
  const [submitting, setSubmitting] = useState(false);
  const [companies, setCompanies] = useState<{ mobile: string; list: Company[] | null; loading: boolean }>({ mobile: '', list: null, loading: false });
  const formRef = useRef<HTMLFormElement>(null);

  const redirectParam = params.get('redirect');
  const target = (() => {
    const to = safeRedirect(redirectParam, HOME_PATH);
    return to === LOGIN_PATH || to.startsWith(`${LOGIN_PATH}?`) ? HOME_PATH : to;
  })();

  /** Signed in (by the form or by WeChat): on to the redirect target. */
  const finish = (info: LoginInfo) => {
    useSession.getState().setLogin(info);
    const path = target.split(/[?#]/)[0];
    if (isH5Path(path)) navigate(target, { replace: true });
    else window.location.assign(target);
  };
  const wx = useWeChatSignIn(variant === 'bind' ? 'peek' : 'signIn', variant !== 'mobile', (info) => {
    showToast(t('wx:login.signedInByWeChat'), 'success');
    finish(info);
  });

  const enterprise = memberType === 'enterprise';
  const fields: LoginField[] = ['mobile', ...(enterprise ? (['companyCode'] as const) : []), method === 'password' ? 'password' : 'smsCode'];

  // The companies a mobile number belongs to, looked up once the number is complete. Past the free
  // look-ups of the hour the gateway asks for a picture captcha first (cancelled: no list).
  const lookupCompanies = async (value: string) => {
    if (!enterprise || companies.mobile === value) return;
    const svc = await service();
    if (svc.checkField('mobile', value)) return;
    setCompanies({ mobile: value, list: null, loading: true });
    svc
      .companiesOf(value)
      .catch(async (err: unknown) => {
        if (!isCaptchaRequired(err as GatewayError)) {
          if (err instanceof GatewayError) showToast(err.info);
          throw err;
        }
        const { withCaptcha } = await import('../../components/captcha-sheet');
        const list = await withCaptcha((captcha) => svc.companiesOf(value, captcha));
        if (!list) throw err;
        return list;
      })
      .then((list) => {
        setCompanies((c) => (c.mobile === value ? { mobile: value, list, loading: false } : c));
        setCompanyCode((current) => (list.some((co) => co.companyCode === current) ? current : list.length === 1 ? list[0].companyCode : ''));
      })
      .catch(() => setCompanies((c) => (c.mobile === value ? { mobile: '', list: null, loading: false } : c)));
  };

  useEffect(() => {
    // A complete mainland number (11 digits) is looked up as it is typed; others on blur.
    if (enterprise && mobile.length === 11) void lookupCompanies(mobile);
  }, [mobile, enterprise]);

  const companyList = companies.mobile === mobile ? companies.list : null;

  const onMobileChange = (raw: string) => {
    const value = raw.replace(/\D/g, '').slice(0, 15);
    setMobile(value);
    setFieldError('mobile', null);
    if (value !== companies.mobile) setCompanyCode('');
  };

  // Leaving the field looks the companies up but shows no error yet: an error
  // appearing on blur moves the form under the finger of a user tapping the next control.
  const onMobileBlur = () => {
    if (mobile) void lookupCompanies(mobile);
  };

  const busy = useRef(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const svc = await service();
      const values: Partial<Record<LoginField, string>> = { mobile, companyCode, password, smsCode };
      const found = svc.checkAll(Object.fromEntries(fields.map((f) => [f, values[f] ?? ''])));
      setErrors(found);
      const first = fields.find((f) => found[f]);
      if (first) {
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setSubmitting(true);
      const info = await svc.login({ memberType, method, mobile, password, smsCode, companyCode });
      useSession.getState().setLogin(info);
      // Logged in with a WeChat authorisation: this account is now bound to that WeChat.
      if (wx.hasWeChat) {
        const bound = await wx.bindNow();
        if (bound) showToast(t('wx:login.boundNow'), 'success');
        else if (variant === 'bind') return;
      } else showToast(t('wx:form.success'), 'success');
      finish(info);
    } catch (err) {
      // The client has shown errorInfo as a Toast; a field the server names is marked too.
      placeGatewayError(err, fields);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const switchMemberType = (key: MemberType) => {
    setMemberType(key);
    setErrors({});
  };
  const switchMethod = () => {
    setMethod((m) => (m === 'password' ? 'sms' : 'password'));
    setErrors({});
  };

  const fieldError = (field: LoginField) => <ErrorLine id={errorIdOf('login', field)} error={errors[field]} lang={lang} />;

  const registerRoute = variant === 'mobile' ? undefined : routeByName(variant === 'activity' ? 'wxActivityPersonalRegister' : enterprise ? 'wxRegister' : 'wxPersonalRegister');
  const registerLink = registerRoute ? `${registerRoute.path}${redirectParam ? `?redirect=${encodeURIComponent(redirectParam)}` : ''}` : '';
  const intro = variant === 'login' ? { title: t('wx:form.title'), lead: t('wx:form.lead') } : { title: t(`wx:variant.${variant}.title`), lead: t(`wx:variant.${variant}.lead`) };

  // A WeChat sign-in is being tried: no form flashes before a bound user moves on.
  if (wx.state.kind === 'checking') return <PageLoading />;

  return (
    <div className="h5-login">
      <header className="h5-login__intro">
        <h1 className="h5-login__title">{intro.title}</h1>
        <p className="h5-login__lead">{intro.lead}</p>
      </header>

      <WeChatPanel state={wx.state} variant={variant} inWeChat={isWeChat()} authoriseUrl={openidPageUrl(window.location.pathname + window.location.search)} onPick={(code) => void wx.pick(code)} />

      {signedIn && profile ? (
        <p className="h5-login__notice">{t('wx:form.signedInAs', { name: profile.fullName || maskPhone(profile.mobile) })}</p>
      ) : redirectParam ? (
        <p className="h5-login__notice">{t('wx:form.redirectHint')}</p>
      ) : null}
      {variant === 'bind' && signedIn && profile && (wx.state.kind === 'unbound' || wx.state.kind === 'bound') ? (
        <Button
          className="h5-login__bind-current"
          block
          color="success"
          onClick={() =>
            void wx.bindNow().then((ok) => {
              if (!ok) return;
              showToast(t('wx:login.boundCurrent'), 'success');
              navigate(target, { replace: true });
            })
          }
        >
          {t('wx:login.bindCurrent', { name: profile.fullName || maskPhone(profile.mobile) })}
        </Button>
      ) : null}

      <div className="h5-login__card">
        <SegmentTabs
          label={t('wx:form.tab.label')}
          value={memberType}
          onChange={switchMemberType}
          options={[
            { value: 'enterprise', label: t('wx:form.tab.enterprise') },
            { value: 'personal', label: t('wx:form.tab.personal') },
          ]}
        />

        <form ref={formRef} className="h5-login__form" onSubmit={(e) => void onSubmit(e)} onFocus={() => void service()} noValidate>
          <div className={errors.mobile ? 'h5-field h5-field--error' : 'h5-field'}>
            <label className="h5-field__label" htmlFor="login-mobile">
              {t('wx:form.mobile.label')}
            </label>
            <input
              id="login-mobile"
              className="h5-field__input"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              maxLength={15}
              placeholder={t('wx:form.mobile.placeholder')}
              value={mobile}
              onChange={(e) => onMobileChange(e.target.value)}
              onBlur={onMobileBlur}
              {...invalid('mobile')}
            />
          </div>
          {fieldError('mobile')}

          {enterprise ? (
            <>
              <div className={errors.companyCode ? 'h5-field h5-field--error' : 'h5-field'}>
                <label className="h5-field__label" htmlFor="login-company">
                  {t('wx:form.company.label')}
                </label>
                <select
                  id="login-company"
                  className="h5-field__input h5-field__select"
                  name="companyCode"
                  value={companyCode}
                  disabled={!companyList || companyList.length === 0}
                  onChange={(e) => {
                    setCompanyCode(e.target.value);
                    setFieldError('companyCode', null);
                  }}
                  {...invalid('companyCode')}
                >
                  <option value="">
                    {companies.loading && companies.mobile === mobile
                      ? t('wx:form.company.loading')
                      : companyList
                        ? companyList.length
                          ? t('wx:form.company.placeholder')
                          : t('wx:form.company.none')
                        : t('wx:form.company.needMobile')}
                  </option>
                  {(companyList ?? []).map((co) => (
                    <option key={co.companyCode} value={co.companyCode}>
                      {co.companyName}
                    </option>
                  ))}
                </select>
              </div>
              {fieldError('companyCode')}
              {companyList && companyList.length === 0 ? (
                <p className="h5-login__hint">
                  {t('wx:form.company.noneHint')}{' '}
                  <button type="button" className="h5-login__text-btn" onClick={() => switchMemberType('personal')}>
                    {t('wx:form.company.usePersonal')}
                  </button>
                </p>
              ) : null}
            </>
          ) : null}

          {method === 'password' ? (
            <>
              <div className={errors.password ? 'h5-field h5-field--error' : 'h5-field'}>
                <label className="h5-field__label" htmlFor="login-password">
                  {t('wx:form.password.label')}
                </label>
                <input
                  id="login-password"
                  className="h5-field__input"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  maxLength={64}
                  placeholder={t('wx:form.password.placeholder')}
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    setFieldError('password', null);
                  }}
                  {...invalid('password')}
                />
                <button
                  type="button"
                  className="h5-field__icon-btn"
                  aria-label={showPassword ? t('wx:form.password.hide') : t('wx:form.password.show')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? <EyeIcon size={20} /> : <EyeOffIcon size={20} />}
                </button>
              </div>
              {fieldError('password')}
            </>
          ) : (
            <>
              <div className={errors.smsCode ? 'h5-field h5-field--error' : 'h5-field'}>
                <label className="h5-field__label" htmlFor="login-sms">
                  {t('wx:form.smsCode.label')}
                </label>
                <input
                  id="login-sms"
                  className="h5-field__input"
                  name="smsCode"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t('wx:form.smsCode.placeholder')}
                  value={smsCode}
                  onChange={(e) => {
                    setSmsCode(e.target.value.replace(/\D/g, '').slice(0, 6));
                    setFieldError('smsCode', null);
                  }}
                  {...invalid('smsCode')}
                />
                <Suspense fallback={null}>
                  <SmsCodeButton
                    check={async () => (await service()).checkSmsMobile(mobile)}
                    send={async (captcha) => (await service()).sendLoginCode(mobile, captcha)}
                    onMobileError={(info, from) => from === 'check' && setFieldError('mobile', info)}
                  />
                </Suspense>
              </div>
              {fieldError('smsCode')}
            </>
          )}

          <Button className="h5-login__submit" type="submit" block color="primary" size="large" loading={submitting} loadingText={t('wx:form.submitting')}>
            {t('wx:form.submit')}
          </Button>

          <div className="h5-login__switch">
            <button type="button" className="h5-login__text-btn" onClick={switchMethod}>
              {method === 'password' ? t('wx:form.useSms') : t('wx:form.usePassword')}
            </button>
          </div>
        </form>
      </div>

      {variant === 'login' ? <OidcProviderLinks target={target} /> : null}

      <p className="h5-login__footer">
        {registerRoute ? (
          <>
            {t('wx:form.noAccountShort')} <Link to={registerLink}>{t('common:action.register')}</Link>
          </>
        ) : (
          t('wx:form.noAccount')
        )}
      </p>
    </div>
  );
}
