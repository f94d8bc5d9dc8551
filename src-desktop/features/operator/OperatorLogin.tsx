import { Button, Input } from 'antd';
import { Form } from '../../components/Form';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';
import { operatorLogin } from '#shared/contract/refs/staff-login';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { CaptchaField } from '../account/CaptchaField';
import { useImageCaptcha } from '../account/useImageCaptcha';
import { opCall, useOperator } from './op-session';
import styles from './operator.module.css';

// A refusal's banner (antd Alert) loads with the first refusal.
const Alert = lazy(() => import('antd/es/alert'));

interface Values {
  account: string;
  password: string;
  captchaCode: string;
}

/** The console's login: account, password and the member pages' picture captcha (single use, so a new one after every try). */
export function OperatorLogin() {
  const { t } = useTranslation('operator');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const captcha = useImageCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (v: Values) => {
    if (!captcha.captcha) return captcha.reload();
    setBusy(true);
    setError(null);
    try {
      const r = await opCall(operatorLogin, { account: v.account, password: v.password, captchaId: captcha.captcha.captchaId, captchaCode: v.captchaCode.trim() });
      useOperator.getState().set(r.token, r.name);
    } catch (e) {
      const err = e as GatewayError;
      const onCaptcha = err.field === 'captchaCode' || err.field === 'captchaId';
      captcha.reload();
      form.setFields([{ name: 'captchaCode', value: '', errors: onCaptcha ? [err.info] : [] }]);
      if (!onCaptcha) setError(err.info);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.login}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.muted}>{t('login.body')}</p>
      {error && (
        <Suspense fallback={null}>
          <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
        </Suspense>
      )}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item name="account" label={t('login.account')} rules={[{ required: true, whitespace: true, message: text('rule.general.required.enter', lang, { label: t('login.account') }) }]}>
          <Input name="account" autoComplete="username" maxLength={64} />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: text('rule.login.password.required', lang) }]}>
          <Input.Password name="password" autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <CaptchaField state={captcha} />
        <Button type="primary" htmlType="submit" block loading={busy} size="large">
          {t('login.submit')}
        </Button>
      </Form>
    </section>
  );
}
