import { Button, Input, Select } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { submitServiceRequest } from '#shared/contract/refs/service';
import { SERVICE_TOPICS } from '#shared/contract/service';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import styles from './member.module.css';
import { toast } from '../../components/toast';

type Values = { topic: (typeof SERVICE_TOPICS)[number]; content: string; contact: string };

/** The service request form of a signed-in member (loaded only then: antd Form, Select and the topics' contract). */
export default function ServiceRequestForm() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const enter = (k: string) => text('rule.general.required.enter', lang, { label: t(`service.${k}`) });

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await call(submitServiceRequest, v);
      setSent(true);
      form.resetFields();
      toast.success(t('service.sent'));
    } catch (e) {
      toast.error((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" className={styles.form} onFinish={submit}>
      {sent && (
        <p role="status" className={styles.uploaded}>
          {t('service.sent')}
        </p>
      )}
      <Form.Item name="topic" label={t('service.topic')} rules={[{ required: true, message: text('rule.general.required.select', lang, { label: t('service.topic') }) }]}>
        <Select aria-label={t('service.topic')} options={SERVICE_TOPICS.map((v) => ({ value: v, label: text(`centre.service.topic.${v}`, lang) }))} placeholder={t('common.pick')} />
      </Form.Item>
      <Form.Item name="content" label={t('service.content')} rules={[{ required: true, whitespace: true, message: enter('content') }]}>
        <Input.TextArea name="content" rows={4} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="contact" label={t('service.contact')} rules={[{ required: true, whitespace: true, message: enter('contact') }]}>
        <Input name="contact" maxLength={50} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('service.submit')}
      </Button>
    </Form>
  );
}
