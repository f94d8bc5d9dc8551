import { Button, Steps } from 'antd';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Form } from '../../components/Form';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { forgetPasswordNext, getSmsCodeByImageVerify } from '#shared/contract/refs/account';
import { fieldCheck } from '#shared/forms/field-checks';
import { useCaptchaGate } from '../../components/CaptchaDialog';
import { useLang } from '../../components/useLang';
import { AuthHeading, AuthShell, authStyles } from './AuthShell';
import { CaptchaField } from './CaptchaField';
import { placeError, zodRule } from '../../components/form-rules';
import { MobileField } from './MobileField';
import { skinLinks, type Skin } from './skin';
import { SmsCodeInput } from './SmsCodeInput';
import { useImageCaptcha } from './useImageCaptcha';

// The new-password and done steps load when reached.
const ResetStep = lazy(() => import('./ForgetLaterSteps').then((m) => ({ default: m.ResetStep })));
const DoneStep = lazy(() => import('./ForgetLaterSteps').then((m) => ({ default: m.DoneStep })));
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
        <Suspense fallback={null}>
          <ResetStep
            ticket={ticket}
            onDone={() => setStep(2)}
            onExpired={(info) => {
              setNotice(info);
              setStep(0);
            }}
          />
        </Suspense>
      )}
      {step === 2 && (
        <Suspense fallback={null}>
          <DoneStep loginPath={skinLinks[skin].login} />
        </Suspense>
      )}
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
