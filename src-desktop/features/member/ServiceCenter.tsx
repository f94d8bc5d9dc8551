import { Button, Collapse, Input, Select } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useSession } from '#shared/auth/session';
import { submitServiceRequest } from '#shared/contract/refs/service';
import { SERVICE_TOPICS } from '#shared/contract/service';
import { text } from '#shared/rules/texts';
import { serviceHoursOf, useSiteConfig } from '../../components/site-config';
import { useLang } from '../../components/useLang';
import styles from './member.module.css';
import { toast } from '../../components/toast';

const QUESTIONS = ['certify', 'deposit', 'rejected', 'files', 'password'] as const;

/** Hours and phone from the site config, common questions, and the request form (signed-in members). */
export function ServiceCenter() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const { config } = useSiteConfig();
  const signedIn = useSession((s) => s.token !== null);
  const [form] = Form.useForm<{ topic: (typeof SERVICE_TOPICS)[number]; content: string; contact: string }>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const enter = (k: string) => text('rule.general.required.enter', lang, { label: t(`service.${k}`) });

  const submit = async (v: { topic: (typeof SERVICE_TOPICS)[number]; content: string; contact: string }) => {
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
    <>
      <div className={styles.state} data-testid="service-contact">
        <h2 className={styles.section}>{t('service.contactTitle')}</h2>
        <p>{config ? t('service.contactBody', { phone: config.servicePhone, hours: serviceHoursOf(config, lang) }) : '…'}</p>
      </div>
      <h2 className={styles.section}>{t('service.faqTitle')}</h2>
      <Collapse items={QUESTIONS.map((q) => ({ key: q, label: t(`service.faq.${q}.q`), children: <p className={styles.content}>{t(`service.faq.${q}.a`)}</p> }))} />
      <h2 className={styles.section}>{t('service.formTitle')}</h2>
      {signedIn ? (
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
      ) : (
        <p>
          {t('service.loginFirst')} <Link to="/login?redirect=%2Fish-serviceCenter">{t('service.login')}</Link>
        </p>
      )}
    </>
  );
}
