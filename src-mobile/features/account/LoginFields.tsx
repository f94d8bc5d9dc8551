import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '#shared/rules/texts';
import { DigitsInput, ErrorLine, errorIdOf, Field } from '../../components/form-kit';
import { EyeIcon, EyeOffIcon } from '../../components/icons/eye';
import type { LoginField } from './login-rules';
import { loginService, type LoginForm } from './useLoginForm';

// The SMS method is a switch away from the password form the page opens with: its send button loads then.
const SmsCodeButton = lazy(() => import('./SmsCodeButton').then((m) => ({ default: m.SmsCodeButton })));

/** The login form's rows: mobile, the company (enterprise), then the password or the SMS code; each with its error line. */
export function LoginFields({ form }: { form: LoginForm }) {
  const { t, i18n } = useTranslation('wx');
  const lang = normalizeLang(i18n.language);
  const { values, errors, aria } = form;
  const errorLine = (field: LoginField) => <ErrorLine id={errorIdOf('login', field)} error={errors[field]} lang={lang} />;

  return (
    <>
      <Field htmlFor="login-mobile" label={t('form.mobile.label')} invalid={!!errors.mobile}>
        <DigitsInput
          id="login-mobile"
          name="mobile"
          type="tel"
          autoComplete="username"
          maxLength={15}
          placeholder={t('form.mobile.placeholder')}
          value={values.mobile}
          onDigits={form.setMobile}
          onBlur={form.onMobileBlur}
          {...aria('mobile')}
        />
      </Field>
      {errorLine('mobile')}

      {form.enterprise ? (
        <>
          <CompanyRow form={form} />
          {errorLine('companyCode')}
          {form.companyList && form.companyList.length === 0 ? (
            <p className="h5-login__hint">
              {t('form.company.noneHint')}{' '}
              <button type="button" className="h5-login__text-btn" onClick={() => form.switchMemberType('personal')}>
                {t('form.company.usePersonal')}
              </button>
            </p>
          ) : null}
        </>
      ) : null}

      {form.method === 'password' ? (
        <PasswordRow form={form} />
      ) : (
        <Field htmlFor="login-sms" label={t('form.smsCode.label')} invalid={!!errors.smsCode}>
          <DigitsInput
            id="login-sms"
            name="smsCode"
            type="text"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('form.smsCode.placeholder')}
            value={values.smsCode}
            onDigits={(v) => form.set('smsCode', v)}
            {...aria('smsCode')}
          />
          <Suspense fallback={null}>
            <SmsCodeButton
              check={async () => (await loginService()).checkSmsMobile(values.mobile)}
              send={async (captcha) => (await loginService()).sendLoginCode(values.mobile, captcha)}
              onMobileError={(info, from) => from === 'check' && form.setError('mobile', info)}
            />
          </Suspense>
        </Field>
      )}
      {form.method === 'password' ? errorLine('password') : errorLine('smsCode')}
    </>
  );
}

/** The company picker, filled once the mobile number's companies are known. */
function CompanyRow({ form }: { form: LoginForm }) {
  const { t } = useTranslation('wx');
  const list = form.companyList;
  const placeholder = form.companiesLoading ? t('form.company.loading') : list ? (list.length ? t('form.company.placeholder') : t('form.company.none')) : t('form.company.needMobile');
  return (
    <Field htmlFor="login-company" label={t('form.company.label')} invalid={!!form.errors.companyCode}>
      <select
        id="login-company"
        className="h5-field__input h5-field__select"
        name="companyCode"
        value={form.values.companyCode}
        disabled={!list || list.length === 0}
        onChange={(e) => form.set('companyCode', e.target.value)}
        {...form.aria('companyCode')}
      >
        <option value="">{placeholder}</option>
        {(list ?? []).map((co) => (
          <option key={co.companyCode} value={co.companyCode}>
            {co.companyName}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The password with its show/hide switch. */
function PasswordRow({ form }: { form: LoginForm }) {
  const { t } = useTranslation('wx');
  const [shown, setShown] = useState(false);
  return (
    <Field htmlFor="login-password" label={t('form.password.label')} invalid={!!form.errors.password}>
      <input
        id="login-password"
        className="h5-field__input"
        name="password"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        maxLength={64}
        placeholder={t('form.password.placeholder')}
        value={form.values.password}
        onChange={(e) => form.set('password', e.target.value)}
        {...form.aria('password')}
      />
      <button type="button" className="h5-field__icon-btn" aria-label={shown ? t('form.password.hide') : t('form.password.show')} aria-pressed={shown} onClick={() => setShown((v) => !v)}>
        {shown ? <EyeIcon size={20} /> : <EyeOffIcon size={20} />}
      </button>
    </Field>
  );
}
