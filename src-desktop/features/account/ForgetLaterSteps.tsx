// The reset password's second and third steps, loaded when the first is passed.
import { Button } from 'antd';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Password } from '../../components/form-inputs';
import { Form } from '../../components/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { forgetPasswordConfrim } from '#shared/contract/refs/account';
import { fieldCheck } from '#shared/forms/field-checks';
import { useLang } from '../../components/useLang';
import { placeError, sameAs, zodRule } from '../../components/form-rules';
import { ResultBlock } from './ResultBlock';
import { useCountdown } from '#shared/hooks/useCountdown';

const REDIRECT_SECONDS = 5;

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function ResetStep({ ticket, onDone, onExpired }: { ticket: string; onDone: () => void; onExpired: (info: string) => void }) {
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

export function DoneStep({ loginPath }: { loginPath: string }) {
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
