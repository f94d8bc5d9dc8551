import { Alert, Button, Segmented } from 'antd';
import { Password } from '../../components/form-inputs';
import { Form } from '../../components/Form';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { SecondFactorNeeded } from '#shared/auth/login-info';
import { useSession } from '#shared/auth/session';
import { getSmsCode } from '#shared/contract/refs/account';
import { fieldCheck } from '#shared/forms/field-checks';
import { maskPhone } from '#shared/utils/phone-mask';
import { useCaptchaGate } from '../../components/CaptchaDialog';
import { useLang } from '../../components/useLang';
import { finishLogin, login, loginTarget, type LoginValues } from './account-calls';
import { AuthHeading, AuthShell, authStyles } from './AuthShell';
import { placeError, zodRule } from '../../components/form-rules';
import { MobileField } from './MobileField';
import { LazySelect } from '../../components/LazySelect';
import { OidcProviderButtons } from './OidcProviderButtons';
import { PasskeySignIn } from './PasskeySignIn';
import { skinLinks, type Skin } from './skin';
import { SmsCodeInput } from './SmsCodeInput';
import { TabList } from '../../components/TabList';
import { useCompanies } from './useCompanies';

// The second step of a member with two-step verification loads only when asked for.
const SecondFactorStep = lazy(() => import('./SecondFactorStep'));

type MemberType = LoginValues['memberType'];
type Method = LoginValues['method'];
interface FormValues {
  nationCode: string;
  mobile: string;
  companyCode?: string;
  password?: string;
  smsCode?: string;
}

const FIELDS = ['nationCode', 'mobile', 'companyCode', 'password', 'smsCode'] as const;

/**
 * The login page (spec: tabs enterprise and person; password or SMS code; the company chosen from
 * the mobile's companies, required for an enterprise login; forgot password; register now).
 * `?redirect=` is honoured for same-origin paths. Shared by /login, /Login-blue and /ish-login.
 */
export function LoginView({ skin = 'default' }: { skin?: Skin }) {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const target = loginTarget(params.get('redirect'));
  const profile = useSession((s) => s.profile);
  const signedIn = useSession((s) => s.token !== null);
  return (
    <AuthShell skin={skin}>
      <AuthHeading title={t(`login.title.${skin}`)} lead={t('login.lead')} />

      {signedIn && profile && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('login.signedInAs', { name: profile.fullName || maskPhone(profile.mobile) })}
          action={
            <Button size="small" type="link" href={target}>
              {t('login.continue')}
            </Button>
          }
        />
      )}
      {params.get('redirect') && !signedIn && <p className={authStyles.lead}>{t('login.redirectHint')}</p>}
      {params.get('reason') === 'passwordChanged' && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('login.passwordChanged')} />}
      {params.get('reason') === 'mobileChanged' && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('login.mobileChanged')} />}

      <LoginForm skin={skin} target={target} initialType={params.get('type') === 'personal' ? 'personal' : 'enterprise'} />
      <OidcProviderButtons target={target} />
    </AuthShell>
  );
}

/** The login form itself (tabs, fields, submit): on the login pages and in the expired-login dialog; success goes to `target`. */
export function LoginForm({ skin = 'default', target, initialType = 'enterprise', onLeave }: { skin?: Skin; target: string; initialType?: MemberType; onLeave?: () => void }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const links = skinLinks[skin];

  const [form] = Form.useForm<FormValues>();
  const [memberType, setMemberType] = useState<MemberType>(initialType);
  const [method, setMethod] = useState<Method>('password');
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** The challenge of a sign-in that asks for the second factor (decision 0051). */
  const [challenge, setChallenge] = useState<SecondFactorNeeded | null>(null);
  const enterprise = memberType === 'enterprise';

  const nationCode = Form.useWatch('nationCode', form);
  const mobile = Form.useWatch('mobile', form);
  // One picture captcha dialog: before an SMS code is sent, and when the company look-up asks for one.
  const captcha = useCaptchaGate();
  const companies = useCompanies(enterprise, nationCode, mobile, captcha.run);

  // The only company of a number is chosen for the member; a choice that is no longer offered is cleared.
  useEffect(() => {
    const list = companies.list;
    const chosen = form.getFieldValue('companyCode') as string | undefined;
    if (!list) {
      if (chosen) form.setFieldValue('companyCode', undefined);
      return;
    }
    if (list.length === 1) form.setFields([{ name: 'companyCode', value: list[0].companyCode, errors: [] }]);
    else if (chosen && !list.some((c) => c.companyCode === chosen)) form.setFieldValue('companyCode', undefined);
  }, [companies.list, form]);

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    try {
      await form.validateFields(['nationCode', 'mobile']);
    } catch {
      return null;
    }
    const v = form.getFieldsValue(['nationCode', 'mobile']);
    try {
      const r = await captcha.run((c) => call(getSmsCode, { mobile: v.mobile.trim(), nationCode: v.nationCode, purpose: 'login', ...c }));
      return r ? r.resendAfter : null;
    } catch (err) {
      setFormError(placeError(form, err, FIELDS));
      return null;
    }
  };

  const onFinish = async (v: FormValues) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const answer = await login({ memberType, method, ...v });
      if ('challenge' in answer) {
        setChallenge(answer);
        setSubmitting(false);
        return;
      }
      finishLogin(answer, target);
    } catch (err) {
      setFormError(placeError(form, err, FIELDS));
      setSubmitting(false);
    }
  };

  const switchTab = (key: MemberType) => {
    setMemberType(key);
    setFormError(null);
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
  };

  const companyPlaceholder = companies.loading
    ? t('login.company.loading')
    : !companies.complete
      ? t('login.company.needMobile')
      : companies.list && companies.list.length === 0
        ? t('login.company.none')
        : t('login.company.placeholder');

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <SecondFactorStep challenge={challenge.challenge} methods={challenge.methods} onDone={(info) => finishLogin(info, target)} onBack={() => setChallenge(null)} />
      </Suspense>
    );
  }

  return (
    <>
      <TabList<MemberType>
        active={memberType}
        onChange={switchTab}
        items={[
          { key: 'enterprise', label: t('login.tab.enterprise') },
          { key: 'personal', label: t('login.tab.personal') },
        ]}
      />

      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ nationCode: '86' }}
        onFinish={(v) => void onFinish(v)}
        onValuesChange={() => formError && setFormError(null)}
        validateTrigger="onSubmit"
      >
        <MobileField requiredKey="rule.login.mobile.required" />

        {enterprise && (
          <Form.Item
            name="companyCode"
            label={t('login.company.label')}
            htmlFor="companyCode"
            rules={[zodRule(fieldCheck('companyCode'), lang, 'rule.login.company.required')]}
            extra={
              companies.failed ? (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={companies.retry}>
                  {t('login.company.retry')}
                </Button>
              ) : companies.list && companies.list.length === 0 ? (
                <span>
                  {t('login.company.noneHint')}{' '}
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => switchTab('personal')}>
                    {t('login.company.usePersonal')}
                  </Button>
                </span>
              ) : null
            }
          >
            <LazySelect
              id="companyCode"
              name="companyCode"
              placeholder={companyPlaceholder}
              loading={companies.loading}
              disabled={!companies.list || companies.list.length === 0}
              options={(companies.list ?? []).map((c) => ({ value: c.companyCode, label: c.companyName }))}
            />
          </Form.Item>
        )}

        <Segmented<Method>
          block
          value={method}
          onChange={(m) => {
            setMethod(m);
            setFormError(null);
          }}
          options={[
            { value: 'password', label: t('login.method.password') },
            { value: 'sms', label: t('login.method.sms') },
          ]}
          style={{ marginBottom: 16 }}
        />

        {method === 'password' ? (
          <Form.Item name="password" label={t('field.password.label')} rules={[zodRule(fieldCheck('anyPassword'), lang, 'rule.login.password.required')]}>
            <Password id="password" name="password" autoComplete="current-password" maxLength={64} placeholder={t('field.password.placeholder')} />
          </Form.Item>
        ) : (
          <Form.Item name="smsCode" label={t('field.smsCode.label')} rules={[zodRule(fieldCheck('smsCode'), lang, 'rule.forget.smsCode.required', 'rule.register.code.incorrect')]}>
            <SmsCodeInput id="smsCode" onSend={sendCode} quiet />
          </Form.Item>
        )}
        {captcha.dialog}

        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}

        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form.Item>
        <PasskeySignIn companyCode={() => (enterprise ? (form.getFieldValue('companyCode') as string | undefined) : undefined)} onDone={(info) => finishLogin(info, target)} />
        <div className={authStyles.links}>
          <Link to={links.forget} onClick={onLeave}>
            {t('login.forget')}
          </Link>
          <span>
            {t('login.noAccount')}{' '}
            <Link to={links.register} onClick={onLeave}>
              {t('login.register')}
            </Link>
          </span>
        </div>
      </Form>
    </>
  );
}
