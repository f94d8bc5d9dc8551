import { Alert, Button, Checkbox } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useSession } from '#shared/auth/session';
import type { BankInput, BusinessInput, RealNameState } from '#shared/contract/certification';
import { submitAudit } from '#shared/contract/refs/certification';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { BankFields, BusinessFields } from './CertFields';
import { INVALID_ONLY, placeFieldErrors } from '../../components/form-rules';
import styles from './member.module.css';
import { toast } from '../../components/toast';

/** The real-name application: business info, the bank account and the agreement. */
export default function ApplyForm({ state, onDone }: { state: RealNameState; onDone: () => void }) {
  const { t } = useTranslation('member');
  const lang = useLang();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const prev = state.application;
  const companyName = useSession((x) => x.profile?.companyName);
  // A first application starts from the company name given at sign-up.
  const initial = prev
    ? {
        business: { ...prev.business, files: Object.fromEntries(prev.files.map((f) => [f.role, f.fileId])) },
        bank: { ...prev.bank, account: prev.bank?.accountGrouped },
      }
    : companyName
      ? { business: { companyName } }
      : undefined;
  const submit = async (v: { business: BusinessInput; bank: BankInput; agree: boolean; creditCodeConfirmed?: boolean }) => {
    setSaving(true);
    try {
      await call(submitAudit, { business: v.business, bank: v.bank, agree: true, creditCodeConfirmed: !!v.creditCodeConfirmed });
      toast.success(text('general.submitSuccess', lang));
      onDone();
    } catch (e) {
      if (!placeFieldErrors(form, e, INVALID_ONLY)) toast.error(text('general.submitFailed', lang, { reason: (e as GatewayError).info }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" className={styles.form} onFinish={submit} initialValues={initial} scrollToFirstError>
      <Alert type="info" showIcon title={t('trueName.intro')} />
      <BusinessFields appType="realName" />
      <BankFields />
      <Form.Item name="agree" valuePropName="checked" rules={[{ validator: async (_r, v) => (v ? undefined : Promise.reject(new Error(text('rule.trueName.agreement.accepted', lang)))) }]}>
        <Checkbox name="agree">{t('trueName.agree')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={saving}>
        {t('trueName.submit')}
      </Button>
    </Form>
  );
}
