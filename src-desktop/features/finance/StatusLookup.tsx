import { Button, Input } from 'antd';
import { Form } from '../../components/Form';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { FinanceApplication } from '#shared/contract/finance';
import { detailWeb } from '#shared/contract/refs/finance';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { financeCheck } from './checks';
import { fieldRequired, zodRule } from '../../components/form-rules';
import styles from './finance.module.css';

// The found application's state (antd Descriptions) loads with the first answer.
const ApplicationStatus = lazy(() => import('./ApplicationStatus').then((m) => ({ default: m.ApplicationStatus })));

/** A visitor looks an application up by its number and the contact mobile (webFinance/detailWeb). */
export function StatusLookup({ initial }: { initial?: { applyNo: string; mobile: string } }) {
  const { t } = useTranslation('finance');
  const lang = useLang();
  const [found, setFound] = useState<FinanceApplication | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const look = async (v: { applyNo: string; mobile: string }) => {
    setBusy(true);
    setError(null);
    try {
      setFound(await call(detailWeb, { applyNo: v.applyNo.trim().toUpperCase(), mobile: v.mobile }));
    } catch (e) {
      setFound(null);
      setError((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.lookup} aria-label={t('lookup.title')}>
      <h2 className={styles.section}>{t('lookup.title')}</h2>
      <Form layout="inline" name="lookup" initialValues={initial} onFinish={(v: { applyNo: string; mobile: string }) => void look(v)}>
        <Form.Item name="applyNo" label={t('applyNo')} rules={[{ required: true, whitespace: true, message: text('rule.general.required.enter', lang, { label: t('applyNo') }) }]}>
          <Input name="applyNo" maxLength={20} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="mobile" label={t('field.contactMobile')} required rules={[zodRule(financeCheck('mobileCn'), lang, fieldRequired(t('field.contactMobile')), 'gateway.1002')]}>
          <Input name="mobile" maxLength={11} style={{ width: 160 }} />
        </Form.Item>
        <Button htmlType="submit" loading={busy}>
          {t('lookup.submit')}
        </Button>
      </Form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {found && (
        <Suspense fallback={null}>
          <ApplicationStatus app={found} visitor />
        </Suspense>
      )}
    </section>
  );
}
