import { Button, Input, message } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';
import { operatorResolve } from '#shared/contract/refs/operator';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { opCall } from './op-session';
import styles from './operator.module.css';

/** Resolves an open reconciliation difference with the operator's note. */
export function ReconResolve({ id, onResolved }: { id: number; onResolved: () => void }) {
  const { t } = useTranslation('operator');
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ note: string }>();

  const resolve = async (note: string) => {
    setBusy(true);
    try {
      await opCall(operatorResolve, { id, note });
      message.success(t('recon.resolved'));
      form.resetFields();
      onResolved();
    } catch (e) {
      message.error((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.decide} aria-label={t('recon.resolve')}>
      <h2 className={styles.h2}>{t('recon.resolve')}</h2>
      <Form form={form} layout="vertical" onFinish={(v) => void resolve(v.note)}>
        <Form.Item
          name="note"
          label={t('recon.note')}
          rules={[
            { required: true, whitespace: true, message: text('rule.recon.note.required', lang) },
            { max: 200, message: text('rule.recon.note.maxLength', lang) },
          ]}
        >
          <Input.TextArea name="note" rows={3} maxLength={200} showCount placeholder={t('recon.noteHint')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('recon.resolve')}
        </Button>
      </Form>
    </section>
  );
}
