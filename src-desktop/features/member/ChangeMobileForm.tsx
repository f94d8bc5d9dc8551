import { Alert, Button, Input } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useSession } from '#shared/auth/session';
import { getSmsCode, logout } from '#shared/contract/refs/account';
import { changeMobile, getOldMobileCode } from '#shared/contract/refs/security';
import * as f from '#shared/rules/fields';
import { useCaptchaGate } from '../../components/CaptchaDialog';
import { useLang } from '../../components/useLang';
import { CodeField } from './CodeField';
import { zodRule } from '../../components/form-rules';

interface Values {
  oldSmsCode: string;
  mobile: string;
  smsCode: string;
}
const FIELDS: readonly string[] = ['oldSmsCode', 'mobile', 'smsCode'] satisfies (keyof Values)[];
const newMobile = f.mobile.regex(f.MOBILE_CN, 'rule.register.mobile.format');

/**
 * Change of the login mobile: a code to the current number, the new number and its code. The
 * server then ends every session of the member, so this one is cleared and the member logs in
 * again with the new number (as after a password change).
 */
export function ChangeMobileForm({ maskedMobile }: { maskedMobile: string }) {
  const { t } = useTranslation('member');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptchaGate();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  // A refusal that names one of our fields shows on it; anything else above the button.
  const place = (err: unknown) => {
    if (err instanceof GatewayError && err.field && FIELDS.includes(err.field)) form.setFields([{ name: err.field as keyof Values, errors: [err.info] }]);
    else setFormError(err instanceof GatewayError ? err.info : t('changeMobile.failed'));
  };

  const sendOld = async () => {
    setFormError(null);
    try {
      const r = await call(getOldMobileCode, {});
      form.setFields([{ name: 'oldSmsCode', errors: [] }]);
      return r.resendAfter;
    } catch (err) {
      if (err instanceof GatewayError) form.setFields([{ name: 'oldSmsCode', errors: [err.info] }]);
      else place(err);
      return null;
    }
  };
  const sendNew = async () => {
    setFormError(null);
    try {
      const { mobile } = await form.validateFields(['mobile']);
      // A code to a number that is not yet the member's: it needs a picture captcha.
      const r = await captcha.run((c) => call(getSmsCode, { mobile, nationCode: '86', purpose: 'changeMobile', ...c }));
      if (!r) return null;
      form.setFields([{ name: 'smsCode', errors: [] }]);
      return r.resendAfter;
    } catch (err) {
      if (err instanceof GatewayError) form.setFields([{ name: err.field === 'mobile' ? 'mobile' : 'smsCode', errors: [err.info] }]);
      return null;
    }
  };

  const onFinish = async (v: Values) => {
    setFormError(null);
    setSubmitting(true);
    try {
      await call(changeMobile, v);
      // The server kept this session (decision 0050); the member signs in again with the new number.
      await call(logout, {}).catch(() => undefined);
      useSession.getState().clear();
      // A fresh document: nothing of the old session stays in memory.
      window.location.replace('/login?reason=mobileChanged');
    } catch (err) {
      place(err);
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} validateTrigger="onSubmit" onValuesChange={() => formError && setFormError(null)} data-testid="change-mobile-form">
      <Form.Item name="oldSmsCode" required label={t('changeMobile.oldCode', { mobile: maskedMobile })} rules={[zodRule(f.smsCode, lang, 'rule.register.code.required')]}>
        <CodeField name="oldSmsCode" onSend={sendOld} />
      </Form.Item>
      <Form.Item name="mobile" required label={t('changeMobile.newMobile')} rules={[zodRule(newMobile, lang, 'rule.register.mobile.required')]}>
        <Input id="mobile" name="mobile" inputMode="tel" autoComplete="tel" maxLength={11} placeholder={t('changeMobile.newMobilePlaceholder')} />
      </Form.Item>
      <Form.Item name="smsCode" required label={t('changeMobile.newCode')} rules={[zodRule(f.smsCode, lang, 'rule.register.code.required')]}>
        <CodeField name="smsCode" onSend={sendNew} quiet />
      </Form.Item>
      {captcha.dialog}
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}
      <Alert type="info" showIcon title={t('changeMobile.notice')} style={{ marginBottom: 16 }} />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('changeMobile.submit')}
      </Button>
    </Form>
  );
}
