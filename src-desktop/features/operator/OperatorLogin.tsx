import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '../../../src-shared/api/gateway-error';
import { operatorLogin } from '../../../src-shared/contract/refs/staff-login';
import { text } from '../../../src-shared/rules/texts';
import { useLang } from '../../components/useLang';
import { opCall, useOperator } from './op-session';
import styles from './operator.module.css';

export function OperatorLogin() {
  const { t } = useTranslation('operator');
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (v: { account: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const r = await opCall(operatorLogin, v);
      useOperator.getState().set(r.token, r.name);
    } catch (e) {
      setError((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.login}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.muted}>{t('login.body')}</p>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="account" label={t('login.account')} rules={[{ required: true, whitespace: true, message: text('rule.general.required.enter', lang, { label: t('login.account') }) }]}>
          <Input name="account" autoComplete="username" maxLength={64} />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: text('rule.login.password.required', lang) }]}>
          <Input.Password name="password" autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} size="large">
          {t('login.submit')}
        </Button>
      </Form>
    </section>
  );
}
