import { Button, Steps } from 'antd';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Password } from '../../components/form-inputs';
import { Form } from '../../components/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { forgetPasswordConfrim, forgetPasswordNext, getSmsCodeByImageVerify } from '#shared/contract/refs/account';
import { fieldCheck } from '#shared/forms/field-checks';
import { useCaptchaGate } from '../../components/CaptchaDialog';
import { useLang } from '../../components/useLang';
import { AuthHeading, AuthShell, authStyles } from './AuthShell';
import { CaptchaField } from './CaptchaField';
import { placeError, sameAs, zodRule } from '../../components/form-rules';
import { MobileField } from './MobileField';
import { ResultBlock } from './ResultBlock';
import { skinLinks, type Skin } from './skin';
import { SmsCodeInput } from './SmsCodeInput';
import { useCountdown } from '#shared/hooks/useCountdown';
import { useImageCaptcha } from './useImageCaptcha';

const REDIRECT_SECONDS = 5;
type Step = 0 | 1 | 2;

/**
 * Forgot password in three steps (spec): identity (country code, mobile, picture captcha, SMS
 * code) → a reset ticket; a new password and its confirmation; done, then the login page after a
 * countdown. Shared by /forget and /ish-forget.
 */
export function ForgetView({ skin = 'default' }: { skin?: Skin }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>(0);
  const [ticket, setTicket] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <AuthShell skin={skin}>
      {/* The done step's result carries the page's one h1. */}
      {step < 2 && <AuthHeading title={t('forget.title')} lead={t('forget.lead')} />}
      <Steps size="small" current={step} style={{ marginBottom: 28 }} items={[{ title: t('forget.step.identity') }, { title: t('forget.step.reset') }, { title: t('forget.step.done') }]} />
      {step === 0 && (
        <IdentityStep
          notice={notice}
          onDone={(resetTicket) => {
            setTicket(resetTicket);
            setNotice(null);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <ResetStep
          ticket={ticket}
          onDone={() => setStep(2)}
          onExpired={(info) => {
            setNotice(info);
            setStep(0);
          }}
        />
      )}
      {step === 2 && <DoneStep loginPath={skinLinks[skin].login} />}
      {step < 2 && (
        <p className={authStyles.footNote}>
          {t('forget.remembered')} <Link to={skinLinks[skin].login}>{t('forget.backToLogin')}</Link>
        </p>
      )}
    </AuthShell>
  );
}

interface IdentityValues {
  nationCode: string;
  mobile: string;
  captchaCode: string;
  smsCode: string;
}
const IDENTITY_FIELDS = ['nationCode', 'mobile', 'captchaCode', 'smsCode'] as const;

function IdentityStep({ notice, onDone }: { notice: string | null; onDone: (ticket: string) => void }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const [form] = Form.useForm<IdentityValues>();
  const captcha = useImageCaptcha();
  // The SMS code needs a picture captcha of its own (webMember/getSmsCodeByImageVerify): the
  // form's picture code is spent by the next step.
  const smsCaptcha = useCaptchaGate();
  const [formError, setFormError] = useState<string | null>(notice);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    try {
      await form.validateFields(['nationCode', 'mobile']);
    } catch {
      return null;
    }
    const v = form.getFieldsValue(['nationCode', 'mobile']);
    try {
      const r = await smsCaptcha.run((c) => call(getSmsCodeByImageVerify, { mobile: v.mobile.trim(), nationCode: v.nationCode, purpose: 'forget', ...c }));
      return r ? r.resendAfter : null;
    } catch (err) {
      setFormError(placeError(form, err, IDENTITY_FIELDS));
      return null;
    }
  };

  const onFinish = async (v: IdentityValues) => {
    if (!captcha.captcha) return captcha.reload();
    setFormError(null);
    setSubmitting(true);
    try {
      const r = await call(forgetPasswordNext, {
        mobile: v.mobile.trim(),
        nationCode: v.nationCode,
        captchaId: captcha.captcha.captchaId,
        captchaCode: v.captchaCode.trim(),
        smsCode: v.smsCode,
      });
      onDone(r.resetTicket);
    } catch (err) {
      // Any attempt spends the picture captcha: show a new one, keeping the error under its field.
      const errors = err instanceof GatewayError && err.field === 'captchaCode' ? [err.info] : [];
      captcha.reload();
      form.setFields([{ name: 'captchaCode', value: '', errors }]);
      if (errors.length === 0) setFormError(placeError(form, err, IDENTITY_FIELDS));
      setSubmitting(false);
    }
  };

  return (
    <Form<IdentityValues> form={form} layout="vertical" initialValues={{ nationCode: '86' }} onFinish={(v) => void onFinish(v)} validateTrigger="onSubmit" onValuesChange={() => formError && setFormError(null)}>
      <MobileField requiredKey="rule.forget.mobile.required" />
      <CaptchaField state={captcha} />
      <Form.Item name="smsCode" required label={t('field.smsCode.label')} rules={[zodRule(fieldCheck('smsCode'), lang, 'rule.forget.smsCode.required', 'rule.forget.smsCode.incorrect')]}>
        <SmsCodeInput id="smsCode" onSend={sendCode} quiet />
      </Form.Item>
      {smsCaptcha.dialog}
      {formError && <ErrorAlert title={formError} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('forget.next')}
      </Button>
    </Form>
  );
}

interface ResetValues {
  password: string;
  confirmPassword: string;
}

function ResetStep({ ticket, onDone, onExpired }: { ticket: string; onDone: () => void; onExpired: (info: string) => void }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const [form] = Form.useForm<ResetValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (v: ResetValues) => {
    setFormError(null);
    setSubmitting(true);
    try {
      await call(forgetPasswordConfrim, { resetTicket: ticket, password: v.password });
      onDone();
    } catch (err) {
      setSubmitting(false);
      // An expired or used ticket: verify again.
      if (err instanceof GatewayError && err.field === 'resetTicket') onExpired(err.info);
      else setFormError(placeError(form, err, ['password']));
    }
  };

  return (
    <Form<ResetValues> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} validateTrigger="onSubmit" onValuesChange={() => formError && setFormError(null)}>
      <Form.Item name="password" required label={t('field.newPassword.label')} rules={[zodRule(fieldCheck('newPassword'), lang, 'rule.forget.password.required', 'rule.forget.password.format')]}>
        <Password id="password" name="password" autoComplete="new-password" maxLength={20} placeholder={t('field.newPassword.placeholder')} autoFocus />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        required
        label={t('field.confirmPassword.label')}
        dependencies={['password']}
        rules={[sameAs('password', lang, 'rule.forget.confirmPassword.required', 'rule.changePass.confirm.match')]}
      >
        <Password id="confirmPassword" name="confirmPassword" autoComplete="new-password" maxLength={20} placeholder={t('field.confirmPassword.placeholder')} />
      </Form.Item>
      {formError && <ErrorAlert title={formError} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('forget.confirm')}
      </Button>
    </Form>
  );
}

function DoneStep({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [left] = useCountdown(REDIRECT_SECONDS);
  useEffect(() => {
    if (left === 0) navigate(loginPath, { replace: true });
  }, [left, navigate, loginPath]);
  return (
    <ResultBlock title={t('forget.done.title')} body={t('forget.done.body')} countdown={t('registerSuccess.countdown', { n: left })}>
      <Button type="primary" size="large" onClick={() => navigate(loginPath, { replace: true })}>
        {t('registerSuccess.loginNow')}
      </Button>
    </ResultBlock>
  );
}
