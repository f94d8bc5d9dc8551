import { Alert, Button, Checkbox, Input } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { registerDeveloper, validateLogin } from '#shared/contract/developer';
import { hasText, text } from '#shared/rules/texts';
import { DataState } from '../../components/DataState';
import { dateOf } from '../../components/format';
import { useLang } from '../../components/useLang';
import styles from './product.module.css';
import site from './site.module.css';

interface Values {
  contactName: string;
  email: string;
  website?: string;
  purpose: string;
  agreement: boolean;
}

/**
 * A signed-in member's side of developer registration (loaded only for members: the form and the
 * contract's schema are not part of the signed-out page). Personal member: told to register as a
 * company (spec section 6). Company: the form (checked with the contract's own schema, the server
 * checks again), or the registration with its app key.
 */
export default function DeveloperState() {
  const { t } = useTranslation();
  const lang = useLang();
  const state = useCommand(validateLogin, {});
  return (
    <DataState state={state} rows={4}>
      {(s) =>
        s.memberType === 'personal' ? (
          <div data-testid="developer-personal">
            <Alert type="warning" showIcon message={text('developer.personalNotAllowed', lang)} />
            <div className={styles.devActions} style={{ marginTop: 16 }}>
              <Link to="/register" className={site.primaryBtn}>
                {t('site:productActions.registerCompany')}
              </Link>
            </div>
          </div>
        ) : s.developer ? (
          <div data-testid="developer-registered">
            <p className={styles.devNote}>{t('site:developer.registered', { company: s.companyName })}</p>
            <dl className={styles.devKey}>
              <dt>{t('site:developer.appKey')}</dt>
              <dd>
                <code>{s.developer.appKey}</code>
              </dd>
              <dt>{t('site:developer.contactName')}</dt>
              <dd>{s.developer.contactName}</dd>
              <dt>{t('site:developer.email')}</dt>
              <dd>{s.developer.email}</dd>
              <dt>{t('site:developer.registeredAt')}</dt>
              <dd>{dateOf(s.developer.registeredAt, lang)}</dd>
            </dl>
          </div>
        ) : (
          <RegisterForm companyName={s.companyName} onDone={state.reload} />
        )
      }
    </DataState>
  );
}

function RegisterForm({ companyName, onDone }: { companyName: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The contract's schema, field by field: the same rules and texts as the server.
  const rule = (name: keyof Values) => ({
    validator: async (_: unknown, value: unknown) => {
      const shape = registerDeveloper.params.shape[name];
      const r = shape.safeParse(name === 'website' && value === '' ? undefined : value);
      if (!r.success) {
        const key = r.error.issues[0]?.message ?? '';
        throw new Error(hasText(key) ? text(key, lang) : t('site:developer.invalid'));
      }
    },
  });

  const submit = async (v: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      await call(registerDeveloper, { ...v, website: v.website || undefined, agreement: true }); // the form checked it
      onDone();
    } catch (e) {
      setError((e as GatewayError).info);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark data-testid="developer-form">
      <p className={styles.devNote}>{t('site:developer.intro', { company: companyName ?? '' })}</p>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="contactName" label={t('site:developer.contactName')} rules={[{ required: true, message: text('rule.register.name.required', lang) }, rule('contactName')]}>
        <Input name="contactName" autoComplete="name" maxLength={30} />
      </Form.Item>
      <Form.Item name="email" label={t('site:developer.email')} rules={[{ required: true, message: t('site:developer.emailRequired') }, rule('email')]}>
        <Input name="email" inputMode="email" autoComplete="email" maxLength={46} />
      </Form.Item>
      <Form.Item name="website" label={t('site:developer.website')} rules={[rule('website')]}>
        <Input name="website" placeholder="https://" maxLength={200} />
      </Form.Item>
      <Form.Item name="purpose" label={t('site:developer.purpose')} rules={[{ required: true, message: text('rule.developer.purpose.required', lang) }, rule('purpose')]}>
        <Input.TextArea name="purpose" rows={3} maxLength={500} showCount placeholder={t('site:developer.purposeHint')} />
      </Form.Item>
      <Form.Item name="agreement" valuePropName="checked" rules={[rule('agreement')]}>
        <Checkbox name="agreement">{t('site:developer.agreement')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={submitting}>
        {t('site:productActions.developer')}
      </Button>
    </Form>
  );
}
