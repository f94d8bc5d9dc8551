import { Alert, Button, Checkbox, Input } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useSession } from '#shared/auth/session';
import { upgradeToCompany } from '#shared/contract/refs/org';
import { text } from '#shared/rules/texts';
import { MemberPage } from '../../components/MemberPageFrame';
import { useLang } from '../../components/useLang';
import styles from './org.module.css';
import { toast } from '../../components/toast';

interface Values {
  companyName: string;
  agree?: boolean;
}

/**
 * /memberCenter/upgrade: a personal member registers a company with the same account (company
 * registration's rules: name required, at most 49 characters, not taken; the agreement ticked)
 * and is then signed in as that company.
 */
export default function UpgradePage() {
  const { t } = useTranslation('org');
  const lang = useLang();
  const navigate = useNavigate();
  const profile = useSession((s) => s.profile);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const info = await call(upgradeToCompany, { companyName: v.companyName.trim(), agree: true });
      useSession.getState().setLogin(info);
      toast.success(t('upgrade.done', { name: info.companyName ?? '' }));
      navigate('/memberCenter/businessInfo');
    } catch (e) {
      const err = e as GatewayError;
      if (err.field === 'companyName' || err.field === 'agree') form.setFields([{ name: err.field, errors: [err.info] }]);
      else toast.error(err.info);
    } finally {
      setBusy(false);
    }
  };

  if (profile?.memberType === 'enterprise') {
    return (
      <MemberPage title={t('upgrade.title')} testId="upgrade-page">
        <Alert type="success" showIcon title={t('upgrade.already', { name: profile.companyName ?? '' })} action={<Link to="/memberCenter">{t('upgrade.toHome')}</Link>} />
      </MemberPage>
    );
  }

  return (
    <MemberPage title={t('upgrade.title')} testId="upgrade-page">
      <p className={styles.muted}>{t('upgrade.intro')}</p>
      <ul className={styles.muted}>
        <li>{t('upgrade.benefit1')}</li>
        <li>{t('upgrade.benefit2')}</li>
        <li>{t('upgrade.benefit3')}</li>
      </ul>
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 480 }}>
        <Form.Item label={t('upgrade.account')}>
          <Input value={profile ? `${profile.fullName} ${profile.mobile}` : ''} disabled />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={t('upgrade.companyName')}
          rules={[
            { required: true, whitespace: true, message: text('rule.register.companyName.required', lang) },
            { max: 49, message: text('rule.register.companyName.maxLength', lang) },
          ]}
        >
          <Input name="companyName" maxLength={60} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="agree" valuePropName="checked" rules={[{ validator: async (_r, v: boolean | undefined) => (v ? undefined : Promise.reject(new Error(text('rule.register.agreement.accepted', lang)))) }]}>
          <Checkbox name="agree">{t('upgrade.agree')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('upgrade.submit')}
        </Button>
      </Form>
    </MemberPage>
  );
}
