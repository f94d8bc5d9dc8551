import { Alert, Button } from 'antd';
import { Password } from '../../components/form-inputs';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { saveSalesmanLogin } from '#shared/auth/salesman-session';
import { salesmanLogin } from '#shared/contract/refs/staff-login';
import { fieldCheck } from '#shared/forms/field-checks';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { useLang } from '../../components/useLang';
import { AuthHeading, AuthShell } from './AuthShell';
import { CaptchaField } from './CaptchaField';
import { placeError, zodRule } from '../../components/form-rules';
import { MobileField } from './MobileField';
import { ResultBlock } from './ResultBlock';
import { useImageCaptcha } from './useImageCaptcha';

interface Values {
  nationCode: string;
  mobile: string;
  password: string;
  captchaCode: string;
}
const FIELDS = ['nationCode', 'mobile', 'password', 'captchaCode'] as const;
const SALES_TOOL = '/spread';

/**
 * /salesman/login: the sales tool's login (salesman/login: mobile, password, picture captcha).
 * The token and member code are kept in cookies (src-shared/auth/salesman-session.ts); then the
 * sales tool (H5 build) or `?redirect=` opens.
 */
export default function SalesmanLoginPage() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const captcha = useImageCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const target = safeRedirect(params.get('redirect'), SALES_TOOL);

  const onFinish = async (v: Values) => {
    if (!captcha.captcha) return captcha.reload();
    setFormError(null);
    setSubmitting(true);
    try {
      const r = await call(salesmanLogin, {
        mobile: v.mobile.trim(),
        nationCode: v.nationCode,
        password: v.password,
        captchaId: captcha.captcha.captchaId,
        captchaCode: v.captchaCode.trim(),
      });
      saveSalesmanLogin(r.token, r.memberCode);
      setDone(r.fullName);
    } catch (err) {
      // The captcha is spent by every attempt.
      const errors = err instanceof GatewayError && err.field === 'captchaCode' ? [err.info] : [];
      captcha.reload();
      form.setFields([{ name: 'captchaCode', value: '', errors }]);
      if (errors.length === 0) setFormError(placeError(form, err, FIELDS));
    } finally {
      setSubmitting(false);
    }
  };

  if (done)
    return (
      <AuthShell>
        <ResultBlock title={t('salesman.doneTitle')} body={t('salesman.doneBody', { name: done })}>
          <Button type="primary" size="large" href={target}>
            {t('salesman.open')}
          </Button>
        </ResultBlock>
      </AuthShell>
    );

  return (
    <AuthShell>
      <AuthHeading title={t('salesman.title')} lead={t('salesman.lead')} />
      <Form<Values> form={form} layout="vertical" initialValues={{ nationCode: '86' }} onFinish={(v) => void onFinish(v)} validateTrigger="onSubmit" onValuesChange={() => formError && setFormError(null)}>
        <MobileField requiredKey="rule.login.mobile.required" />
        <Form.Item name="password" required label={t('field.password.label')} rules={[zodRule(fieldCheck('anyPassword'), lang, 'rule.login.password.required')]}>
          <Password id="password" name="password" autoComplete="current-password" maxLength={64} placeholder={t('field.password.placeholder')} />
        </Form.Item>
        <CaptchaField state={captcha} />
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthShell>
  );
}
