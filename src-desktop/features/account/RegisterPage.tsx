import { Alert, Button, Checkbox } from 'antd';
import { sessionOf } from '#shared/auth/member-login';
import { Input, Password } from '../../components/form-inputs';
import { Form } from '../../components/Form';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import type { LoginInfo } from '#shared/auth/login-info';
import { useSession } from '#shared/auth/session';
import { useCommand } from '#shared/api/useCommand';
import { companyLogin, companyRegister, getSmsCodeByJigsaw, getWorkFunctionSelect, personalRegister, personalRegisterBySms, personLogin, validEnterpriseName, validMobileRequireReg } from '#shared/contract/refs/account';
import { fieldCheck } from '#shared/forms/field-checks';
import type { WorkFunction } from '#shared/rules/patterns';
import { text } from '#shared/rules/texts';
import { ErrorCode, isCaptchaRequired } from '#shared/contract/errors';
import { useCaptchaGate } from '../../components/CaptchaDialog';
import { useLang } from '../../components/useLang';
import { AgreementLabel } from './AgreementLinks';
import { AuthHeading, AuthShell, authStyles } from './AuthShell';
import { placeError, sameAs, zodRule } from '../../components/form-rules';
import { MobileField } from './MobileField';
import { LazySelect } from '../../components/LazySelect';
import { RegActivityBanner } from './RegActivityBanner';
import { SmsCodeInput } from './SmsCodeInput';
import { TabList } from '../../components/TabList';
import { WhenOpened } from '../../components/WhenOpened';

// The slider (antd Modal and Spin) loads when "get code" first asks for it.
// The personal registration's sign-in choice: the company form (the default) has none.
const RadioGroup = lazy(() => import('antd/es/radio/group'));
const JigsawDialog = lazy(() => import('./JigsawDialog').then((m) => ({ default: m.JigsawDialog })));

type Kind = 'company' | 'personal';
interface FormValues {
  nationCode: string;
  mobile: string;
  smsCode: string;
  name: string;
  companyName?: string;
  workFunction: string;
  password: string;
  confirmPassword: string;
  invitationCode?: string;
  agree: boolean;
}
const FIELDS = ['nationCode', 'mobile', 'smsCode', 'name', 'companyName', 'workFunction', 'password', 'confirmPassword', 'invitationCode', 'agree'] as const;

/**
 * /register: company and personal registration with every rule of the spec. The SMS code is sent
 * only after the jigsaw slider (webMember/getSmsCodeByJigsaw); a registered mobile is told to log
 * in directly, both when the number is left and when a code is asked for. A person may sign up
 * without a password (webMember/personalRegisterBySms): signed in at once, later by SMS code.
 */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [kind, setKind] = useState<Kind>('company');
  const [bySms, setBySms] = useState(false);
  const withPassword = kind === 'company' || !bySms;
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const [jigsawOpen, setJigsawOpen] = useState(false);
  const pendingSend = useRef<((seconds: number | null) => void) | null>(null);
  // The send's answer waits for the dialog to have closed: the modal holds the focus until then,
  // and the code input (after a send) or the send button (after a cancel) takes it from there.
  const sendResult = useRef<number | null>(null);
  const sendOpener = useRef<HTMLElement | null>(null);
  // The mobile check past the free look-ups of the hour needs a picture captcha.
  const lookupCaptcha = useCaptchaGate();
  const workFunctions = useCommand(getWorkFunctionSelect, {}, { deps: [lang] });

  const showRegistered = () => {
    setRegistered(true);
    form.setFields([{ name: 'mobile', errors: [text('rule.register.mobile.registered', lang)] }]);
  };

  const checkMobile = async () => {
    try {
      await form.validateFields(['nationCode', 'mobile']);
    } catch {
      return;
    }
    const { mobile, nationCode } = form.getFieldsValue(['mobile', 'nationCode']);
    const params = { mobile: mobile.trim(), nationCode };
    try {
      const r = await call(validMobileRequireReg, params).catch((err: GatewayError) => {
        if (!isCaptchaRequired(err)) throw err;
        return lookupCaptcha.run((c) => call(validMobileRequireReg, { ...params, ...c }));
      });
      if (r?.registered) showRegistered();
    } catch {
      /* checked again by the server on send and on submit */
    }
  };

  const checkCompanyName = async () => {
    const name = form.getFieldValue('companyName') as string | undefined;
    if (!name || !(await fieldCheck('companyName').load()).safeParse(name).success) return;
    try {
      const r = await call(validEnterpriseName, { companyName: name });
      if (!r.available) form.setFields([{ name: 'companyName', errors: [text('member.companyName.taken', lang)] }]);
    } catch {
      /* the server checks again on submit */
    }
  };

  // "Get code": the number must pass, then the slider; the dialog resolves the pending send.
  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    try {
      await form.validateFields(['nationCode', 'mobile']);
    } catch {
      return null;
    }
    sendOpener.current = document.activeElement as HTMLElement | null;
    return new Promise<number | null>((resolve) => {
      pendingSend.current = resolve;
      setJigsawOpen(true);
    });
  };

  const finishSend = (seconds: number | null) => {
    sendResult.current = seconds;
    setJigsawOpen(false);
  };
  const afterJigsawClosed = () => {
    const seconds = sendResult.current;
    pendingSend.current?.(seconds);
    pendingSend.current = null;
    if (seconds === null) sendOpener.current?.focus();
  };

  const onSolved = async (captchaId: string, x: number): Promise<'done' | 'retry'> => {
    const { mobile, nationCode } = form.getFieldsValue(['mobile', 'nationCode']);
    try {
      const r = await call(getSmsCodeByJigsaw, { mobile: mobile.trim(), nationCode, purpose: 'register', captchaId, x });
      finishSend(r.resendAfter);
      return 'done';
    } catch (err) {
      if (err instanceof GatewayError && err.field === 'x') return 'retry';
      finishSend(null);
      if (err instanceof GatewayError && err.field === 'mobile' && err.code === ErrorCode.refused) showRegistered();
      else setFormError(placeError(form, err, FIELDS));
      return 'done';
    }
  };

  const onFinish = async (v: FormValues) => {
    setFormError(null);
    setSubmitting(true);
    const base = {
      mobile: v.mobile.trim(),
      nationCode: v.nationCode,
      smsCode: v.smsCode,
      name: v.name.trim(),
      workFunction: v.workFunction as WorkFunction,
      agree: true as const,
      ...(v.invitationCode?.trim() ? { invitationCode: v.invitationCode.trim() } : {}),
    };
    try {
      const who = { mobile: base.mobile, nationCode: base.nationCode, password: v.password };
      let signIn: () => Promise<LoginInfo>;
      if (kind === 'company') {
        const { companyCode } = await call(companyRegister, { ...base, password: v.password, companyName: (v.companyName ?? '').trim() });
        signIn = () => call(companyLogin, { ...who, companyCode }).then(sessionOf);
      } else if (bySms) {
        // The SMS code proved the phone: the answer carries the new member's session.
        const r = await call(personalRegisterBySms, base);
        signIn = async () => r.login;
      } else {
        await call(personalRegister, { ...base, password: v.password });
        signIn = () => call(personLogin, who).then(sessionOf);
      }
      // The new member is signed in at once, as on the H5 pages; should that fail, the account
      // exists all the same and the success page offers the login instead.
      await signIn()
        .then((info) => useSession.getState().setLogin(info))
        .catch(() => undefined);
      navigate(`/registerSuccess?type=${kind}${kind === 'personal' && bySms ? '&by=sms' : ''}`, { replace: true });
    } catch (err) {
      if (err instanceof GatewayError && err.field === 'mobile' && err.info === text('rule.register.mobile.registered', lang)) showRegistered();
      else setFormError(placeError(form, err, FIELDS));
      setSubmitting(false);
    }
  };

  const req = (key: string) => zodRule(fieldCheck('personName'), lang, key);

  return (
    <AuthShell wide>
      <AuthHeading title={t('register.title')} lead={t('register.lead')} />
      <RegActivityBanner />
      <TabList<Kind>
        active={kind}
        onChange={(k) => {
          setKind(k);
          setFormError(null);
        }}
        items={[
          { key: 'company', label: t('register.tab.company') },
          { key: 'personal', label: t('register.tab.personal') },
        ]}
      />
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ nationCode: '86', agree: false }}
        onFinish={(v) => void onFinish(v)}
        onValuesChange={(changed: Partial<FormValues>) => {
          if ('mobile' in changed || 'nationCode' in changed) setRegistered(false);
          if (formError) setFormError(null);
        }}
        validateTrigger={['onSubmit', 'onBlur']}
      >
        <div onBlur={(e) => (e.target as HTMLInputElement).name === 'mobile' && void checkMobile()}>
          <MobileField />
        </div>
        {registered && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: -8, marginBottom: 16 }}
            title={text('rule.register.mobile.registered', lang)}
            action={
              <Link to="/login" className={authStyles.textLink}>
                {t('register.goLogin')}
              </Link>
            }
          />
        )}
        <Form.Item name="smsCode" required label={t('field.smsCode.label')} rules={[zodRule(fieldCheck('smsCode'), lang, 'rule.register.code.required', 'rule.register.code.incorrect')]}>
          <SmsCodeInput id="smsCode" onSend={sendCode} quiet />
        </Form.Item>

        <div className={authStyles.row}>
          <Form.Item name="name" required label={t('field.name.label')} className={authStyles.grow} rules={[req('rule.register.name.required')]}>
            <Input id="name" name="name" autoComplete="name" maxLength={30} placeholder={t('field.name.placeholder')} />
          </Form.Item>
          <Form.Item
            name="workFunction"
            required
            label={t('field.workFunction.label')}
            className={authStyles.grow}
            htmlFor="workFunction"
            rules={[zodRule(fieldCheck('workFunction'), lang, 'rule.register.workFunction.required')]}
          >
            <LazySelect
              id="workFunction"
              name="workFunction"
              placeholder={t('field.workFunction.placeholder')}
              loading={workFunctions.loading}
              options={workFunctions.data ?? []}
              notFoundContent={workFunctions.error ? workFunctions.error.info : undefined}
            />
          </Form.Item>
        </div>

        {kind === 'company' && (
          <Form.Item
            name="companyName"
            required
            label={t('field.companyName.label')}
            extra={t('field.companyName.extra')}
            rules={[zodRule(fieldCheck('companyName'), lang, 'rule.register.companyName.required', 'rule.register.companyName.maxLength')]}
          >
            <Input id="companyName" name="companyName" autoComplete="organization" maxLength={49} showCount placeholder={t('field.companyName.placeholder')} onBlur={() => void checkCompanyName()} />
          </Form.Item>
        )}

        {kind === 'personal' && (
          <Form.Item label={t('register.loginWith.label')} htmlFor="loginWith" extra={bySms ? t('register.loginWith.smsExtra') : undefined}>
            <Suspense fallback={null}>
              <RadioGroup
                id="loginWith"
                name="loginWith"
                value={bySms ? 'sms' : 'password'}
                onChange={(e) => setBySms(e.target.value === 'sms')}
                options={[
                  { value: 'password', label: t('register.loginWith.password') },
                  { value: 'sms', label: t('register.loginWith.sms') },
                ]}
              />
            </Suspense>
          </Form.Item>
        )}

        {withPassword && (
          <div className={authStyles.row}>
            <Form.Item
              name="password"
              required
              label={t('field.newPassword.label')}
              className={authStyles.grow}
              rules={[zodRule(fieldCheck('newPassword'), lang, 'rule.register.password.required', 'rule.register.password.format')]}
            >
              <Password id="password" name="password" autoComplete="new-password" maxLength={20} placeholder={t('field.newPassword.placeholder')} />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              required
              label={t('field.confirmPassword.label')}
              className={authStyles.grow}
              dependencies={['password']}
              rules={[sameAs('password', lang, 'rule.forget.confirmPassword.required', 'rule.register.password.confirm')]}
            >
              <Password id="confirmPassword" name="confirmPassword" autoComplete="new-password" maxLength={20} placeholder={t('field.confirmPassword.placeholder')} />
            </Form.Item>
          </div>
        )}

        <Form.Item name="invitationCode" label={t('field.invitationCode.label')} rules={[zodRule(fieldCheck('invitationCode'), lang, 'rule.general.code', 'rule.general.code', true)]}>
          <Input id="invitationCode" name="invitationCode" maxLength={20} placeholder={t('field.invitationCode.placeholder')} />
        </Form.Item>

        <Form.Item name="agree" valuePropName="checked" rules={[{ validator: async (_r, v: boolean) => (v ? undefined : Promise.reject(new Error(text('rule.register.agreement.accepted', lang)))) }]}>
          <Checkbox name="agree">
            <AgreementLabel />
          </Checkbox>
        </Form.Item>

        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}

        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t(kind === 'company' ? 'register.submitCompany' : 'register.submitPersonal')}
        </Button>
        <p className={authStyles.footNote}>
          {t('register.haveAccount')} <Link to="/login">{t('register.goLogin')}</Link>
        </p>
      </Form>
      <WhenOpened open={jigsawOpen}>
        <JigsawDialog open={jigsawOpen} onCancel={() => finishSend(null)} onSolved={onSolved} afterClose={afterJigsawClosed} />
      </WhenOpened>
      {lookupCaptcha.dialog}
    </AuthShell>
  );
}
