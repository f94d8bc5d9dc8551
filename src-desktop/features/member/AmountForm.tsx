import { Alert, Button, Input, Tag } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { checkCorporateAmount } from '#shared/contract/refs/certification';
import { text } from '#shared/rules/texts';
import { RequireRun } from '../../components/Authority';
import { useLang } from '../../components/useLang';
import { toast } from '../../components/toast';
import styles from './member.module.css';

/** The micro-deposit amount typed back (limited tries). */
export function AmountForm({ account, triesLeft, transferNote, onDone }: { account: string; triesLeft: number; transferNote: string | null; onDone: () => void }) {
  const { t } = useTranslation('member');
  const lang = useLang();
  const [form] = Form.useForm<{ amount: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ amount }: { amount: string }) => {
    setBusy(true);
    try {
      await call(checkCorporateAmount, { amount });
      toast.success(t('trueName.amountOk'));
      onDone();
    } catch (e) {
      form.setFields([{ name: 'amount', errors: [(e as GatewayError).info] }]);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <RequireRun command={checkCorporateAmount}>
      <section className={styles.state} aria-labelledby="amount-title">
        <Alert type="warning" showIcon title={<span id="amount-title">{t('trueName.amountTitle', { account })}</span>} description={t('trueName.amountBody', { count: triesLeft })} />
        <Form form={form} layout="inline" onFinish={submit} style={{ marginTop: 16 }}>
          <Form.Item
            name="amount"
            label={t('trueName.amount')}
            rules={[
              { required: true, message: text('rule.general.required.enter', lang, { label: t('trueName.amount') }) },
              { pattern: /^\d{1,3}(\.\d{1,2})?$/, message: text('rule.general.positiveDecimal2', lang) },
            ]}
            normalize={(v: string) => (v ?? '').replace(/[^\d.]/g, '').replace(/^(\d*\.?\d{0,2}).*$/, '$1')}
          >
            <Input name="amount" inputMode="decimal" prefix="¥" style={{ width: 160 }} />
          </Form.Item>
          {transferNote && (
            // The note the payment carries, so the member finds the right entry on the statement.
            <Form.Item label={t('trueName.transferNote')} tooltip={t('trueName.transferNoteHint')}>
              <Tag className={styles.transferNote} data-testid="transfer-note">
                {transferNote}
              </Tag>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('trueName.confirmAmount')}
          </Button>
        </Form>
      </section>
    </RequireRun>
  );
}
