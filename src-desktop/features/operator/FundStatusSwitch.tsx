import { Button, Input, message, Popconfirm } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';
import { operatorFundStatus } from '#shared/contract/refs/operator';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { opCall } from './op-session';
import styles from './operator.module.css';

/** Puts an opened fund account into "abnormal" (money commands refuse) or restores it, with a reason either way. */
export function FundStatusSwitch({ id, to, onSwitched }: { id: number; to: 'abnormal' | 'restore'; onSwitched: () => void }) {
  const { t } = useTranslation('operator');
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const abnormal = to === 'abnormal';

  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await opCall(operatorFundStatus, { id, to, reason });
      message.success(t(abnormal ? 'fundStatus.doneAbnormal' : 'fundStatus.doneRestore'));
      form.resetFields();
      onSwitched();
    } catch (e) {
      message.error((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.decide} aria-label={t('fundStatus.title')}>
      <h2 className={styles.h2}>{t('fundStatus.title')}</h2>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t(abnormal ? 'fundStatus.reasonAbnormal' : 'fundStatus.reasonRestore')}
          rules={[
            { required: true, whitespace: true, message: text('rule.centre.reason.required', lang) },
            { max: 200, message: text('rule.trueName.remark.maxLength', lang) },
          ]}
        >
          <Input.TextArea name="reason" rows={3} maxLength={200} showCount />
        </Form.Item>
        <Popconfirm title={t(abnormal ? 'fundStatus.confirmAbnormal' : 'fundStatus.confirmRestore')} onConfirm={() => void submit().catch(() => {})} okText={t('yes')} cancelText={t('no')}>
          <Button danger={abnormal} type={abnormal ? 'default' : 'primary'} loading={busy}>
            {t(abnormal ? 'fundStatus.markAbnormal' : 'fundStatus.restore')}
          </Button>
        </Popconfirm>
      </Form>
    </section>
  );
}
