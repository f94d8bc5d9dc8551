import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useSession } from '#shared/auth/session';
import { getWorkFunctionSelect } from '#shared/contract/refs/account';
import { normalizeLang } from '#shared/rules/texts';
import { isWeChat } from '#shared/utils/device';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { HOME_PATH, isH5Path } from '../../app/route-paths';
import { openidPageUrl } from '../../app/wechat/identity';
import { showToast } from '../../components/feedback';
import { ErrorLine, errorIdOf, Field, useFieldErrors } from '../../components/form-kit';
import { lazyChecks } from '../../components/form-kit-checks';
import { SubmitButton } from '../../components/SubmitButton';
import { RegActivityNote } from './RegActivityNote';
import type { RegisterField, RegisterKind, RegisterValues } from './register-service';
import { SmsCodeButton } from './SmsCodeButton';
import { useWeChatSignIn } from './useWeChatSignIn';
import { WeChatUser } from './WeChatAccount';
import './wx-login.css';
import { AgreementLine } from './AgreementLine';

/** The checks and calls (the contract's schemas bring zod), loaded on the form's first focus. */
const service = lazyChecks(() => import('./register-service'));

const EMPTY: RegisterValues = { mobile: '', smsCode: '', name: '', companyName: '', workFunction: '', password: '', confirmPassword: '', agree: false };

/**
 * H5 registration: /wx/register (enterprise), /wx/personalRegister, and
 * /wx/activityPersonalRegister (entered from an activity, back to it). The new member is
 * signed in and, with a WeChat authorisation, bound to that WeChat at once. A person may skip
 * the password and log in by SMS code later (webMember/personalRegisterBySms).
 */
export function RegisterScreen({ kind, activity = false }: { kind: RegisterKind; activity?: boolean }) {
  const { t, i18n } = useTranslation(['wxRegister', 'wx']);
  const lang = normalizeLang(i18n.language);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const target = safeRedirect(redirectParam, HOME_PATH);
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const { errors, setErrors, setError, aria, placeGatewayError } = useFieldErrors<RegisterField>('reg');
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [bySms, setBySms] = useState(false);
  const noPassword = kind === 'personal' && bySms;
  const formRef = useRef<HTMLFormElement>(null);
  // A submit waits for the checks when they have not loaded yet (no focus before it): one at a time.
  const busy = useRef(false);
  const wx = useWeChatSignIn('peek', true, () => undefined);

  useEffect(() => {
    call(getWorkFunctionSelect, {})
      .then(setOptions)
      .catch(() => setOptions([]));
  }, [lang]);

  const set = (field: RegisterField, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(field, null);
  };
  const focus = (field: string) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const fields: RegisterField[] = ['mobile', 'smsCode', 'name', ...(kind === 'enterprise' ? (['companyName'] as const) : []), 'workFunction', ...(noPassword ? [] : (['password', 'confirmPassword'] as const)), 'agree'];

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const svc = await service.load();
      const found = svc.checkRegister(kind, values, noPassword);
      setErrors(found);
      const first = fields.find((f) => found[f]);
      if (first) return focus(first);
      setSubmitting(true);
      const info = noPassword ? await svc.registerBySms(values, params.get('invitationCode')) : await svc.registerAndLogin(kind, values, params.get('invitationCode'));
      useSession.getState().setLogin(info);
      const bound = wx.hasWeChat ? await wx.bindNow() : false;
      showToast(bound ? t('register.doneBound') : t('register.done'), 'success');
      const path = target.split(/[?#]/)[0];
      if (isH5Path(path)) navigate(target, { replace: true });
      else window.location.assign(target);
    } catch (err) {
      placeGatewayError(err, fields);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const errorOf = (field: RegisterField) => <ErrorLine id={errorIdOf('reg', field)} error={errors[field]} lang={lang} />;
  const row = (field: RegisterField, label: string, input: ReactNode, extra?: ReactNode) => (
    <>
      <Field htmlFor={`reg-${field}`} label={label} invalid={!!errors[field]}>
        {input}
        {extra}
      </Field>
      {errorOf(field)}
    </>
  );
  const input = (field: RegisterField, props: Record<string, unknown>) => (
    <input id={`reg-${field}`} className="h5-field__input" name={field} value={values[field] as string} onChange={(e) => set(field, e.target.value)} {...props} {...aria(field)} />
  );

  const otherKind = activity ? null : kind === 'enterprise' ? '/wx/personalRegister' : '/wx/register';
  const loginPath = activity ? '/wx/activityLogin' : '/wx/login';
  const keep = redirectParam ? `?redirect=${encodeURIComponent(redirectParam)}` : '';

  return (
    <div className="h5-login">
      <header className="h5-login__intro">
        <h1 className="h5-login__title">{t(`register.${activity ? 'activity' : kind}.title`)}</h1>
        <p className="h5-login__lead">{t(`register.${activity ? 'activity' : kind}.lead`)}</p>
      </header>
      <RegActivityNote />

      {wx.state.kind === 'unbound' || wx.state.kind === 'bound' ? (
        <div className="h5-wx-panel">
          <WeChatUser wechat={wx.state.wechat} />
          <p className="h5-wx-panel__text">{t('register.willBind')}</p>
        </div>
      ) : isWeChat() && wx.state.kind === 'none' ? (
        <div className="h5-wx-panel">
          <p className="h5-wx-panel__text">{t('wx:login.authoriseHint')}</p>
          <a className="h5-wx-panel__button" href={openidPageUrl(window.location.pathname + window.location.search, 'userinfo')}>
            {t('wx:login.authorise')}
          </a>
        </div>
      ) : null}

      <div className="h5-login__card">
        <form ref={formRef} className="h5-login__form" onSubmit={(e) => void onSubmit(e)} onFocus={service.preload} noValidate>
          {row(
            'mobile',
            t('register.mobile'),
            input('mobile', {
              type: 'tel',
              inputMode: 'numeric',
              autoComplete: 'tel',
              maxLength: 11,
              placeholder: t('register.mobilePlaceholder'),
              onChange: (e: { target: { value: string } }) => set('mobile', e.target.value.replace(/\D/g, '').slice(0, 11)),
            }),
          )}
          {row(
            'smsCode',
            t('register.smsCode'),
            input('smsCode', {
              type: 'text',
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 6,
              placeholder: t('register.smsCodePlaceholder'),
              onChange: (e: { target: { value: string } }) => set('smsCode', e.target.value.replace(/\D/g, '').slice(0, 6)),
            }),
            <SmsCodeButton
              check={async () => (await service.load()).checkMobile(values.mobile)}
              send={async (captcha) => (await service.load()).sendRegisterCode(values.mobile, captcha)}
              onMobileError={(info) => setError('mobile', info)}
            />,
          )}
          {row('name', t('register.name'), input('name', { type: 'text', autoComplete: 'name', maxLength: 30, placeholder: t('register.namePlaceholder') }))}
          {kind === 'enterprise'
            ? row('companyName', t('register.companyName'), input('companyName', { type: 'text', autoComplete: 'organization', maxLength: 49, placeholder: t('register.companyNamePlaceholder') }))
            : null}
          {row(
            'workFunction',
            t('register.workFunction'),
            <select id="reg-workFunction" className="h5-field__input h5-field__select" name="workFunction" value={values.workFunction} onChange={(e) => set('workFunction', e.target.value)} {...aria('workFunction')}>
              <option value="">{t('register.workFunctionPlaceholder')}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>,
          )}
          {kind === 'personal' ? (
            <fieldset className="h5-reg-mode">
              <legend className="h5-field__label">{t('register.loginWith.label')}</legend>
              {(['password', 'sms'] as const).map((mode) => (
                <label key={mode} className="h5-reg-mode__option">
                  <input type="radio" name="loginWith" value={mode} checked={bySms === (mode === 'sms')} onChange={() => setBySms(mode === 'sms')} />
                  <span>{t(`register.loginWith.${mode}`)}</span>
                </label>
              ))}
              {bySms ? <p className="h5-reg-mode__hint">{t('register.loginWith.smsHint')}</p> : null}
            </fieldset>
          ) : null}
          {noPassword ? null : (
            <>
              {row('password', t('register.password'), input('password', { type: 'password', autoComplete: 'new-password', maxLength: 20, placeholder: t('register.passwordPlaceholder') }))}
              {row('confirmPassword', t('register.confirmPassword'), input('confirmPassword', { type: 'password', autoComplete: 'new-password', maxLength: 20, placeholder: t('register.confirmPasswordPlaceholder') }))}
            </>
          )}
          <label className="h5-reg-agree">
            <input type="checkbox" name="agree" checked={values.agree} onChange={(e) => set('agree', e.target.checked)} {...aria('agree')} />
            <AgreementLine />
          </label>
          {errorOf('agree')}
          <SubmitButton className="h5-login__submit" loading={submitting} loadingText={t('register.submitting')}>
            {t('register.submit')}
          </SubmitButton>
        </form>
      </div>

      <p className="h5-login__footer">
        {t('register.haveAccount')} <Link to={`${loginPath}${keep}`}>{t('common:action.login')}</Link>
        {otherKind ? (
          <>
            {' · '}
            <Link to={`${otherKind}${keep}`}>{t(kind === 'enterprise' ? 'register.switchPersonal' : 'register.switchEnterprise')}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
