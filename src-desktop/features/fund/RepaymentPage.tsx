import { Button, Descriptions, Form, Input, message, Result, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '../../../src-shared/api/client';
import type { GatewayError } from '../../../src-shared/api/gateway-error';
import type { RepaymentStatus } from '../../../src-shared/contract/fund';
import { applyRepayment, getRepaymentResult } from '../../../src-shared/contract/refs/fund';
import * as f from '../../../src-shared/rules/fund-fields';
import { text } from '../../../src-shared/rules/texts';
import { parseCents } from '../../../src-shared/utils/money';
import { useLang } from '../../components/useLang';
import { AccountGate } from './AccountGate';
import { money, newIdempotencyKey } from './format';
import { zodRule } from './form-rules';
import { FundPage } from './FundPage';
import { MoneyInput } from './MoneyInput';
import { PayKeyInput } from './PayKeyInput';
import styles from './fund.module.css';

/** /memberCenter/repayment: amount and remark, payment password, confirmation, submitted (awaits review), result. */
export default function RepaymentPage() {
  const { t } = useTranslation('fund');
  return (
    <FundPage title={t('repay.title')} testId="repayment-page">
      <AccountGate needPayKey>{(c, reload) => <Repay available={c.available} onDone={reload} />}</AccountGate>
    </FundPage>
  );
}

function Repay({ available, onDone }: { available: string; onDone: () => void }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<{ amount: string; remark?: string }>({ amount: '' });
  const [payPassword, setPayPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [repaymentId, setRepaymentId] = useState<number | null>(null);
  const [status, setStatus] = useState<RepaymentStatus>('reviewing');
  const key = useRef('');
  const [keyForm] = Form.useForm<{ payPassword: string }>();

  // After submission the review decides within about a minute; the page asks every few seconds.
  useEffect(() => {
    if (repaymentId === null || status !== 'reviewing') return;
    const timer = setInterval(() => {
      void call(getRepaymentResult, { repaymentId })
        .then((r) => {
          if (r.status !== 'reviewing') {
            setStatus(r.status);
            setStep(4);
            onDone();
          }
        })
        .catch(() => undefined);
    }, 5000);
    return () => clearInterval(timer);
  }, [repaymentId, status]);

  const submit = async () => {
    setBusy(true);
    try {
      const r = await call(applyRepayment, { amount: form.amount, payPassword, idempotencyKey: key.current, ...(form.remark ? { remark: form.remark } : {}) });
      setRepaymentId(r.repaymentId);
      setStatus(r.status);
      setStep(3);
      onDone();
    } catch (e) {
      const err = e as GatewayError;
      message.error(err.info);
      if (err.field === 'payPassword' || err.code === 1004) {
        keyForm.resetFields();
        setStep(1);
      }
    } finally {
      setBusy(false);
    }
  };

  const items = [{ title: t('repay.step.amount') }, { title: t('withdraw.step.payKey') }, { title: t('withdraw.step.confirm') }, { title: t('repay.step.submitted') }, { title: t('withdraw.step.result') }];
  return (
    <>
      <Steps className={styles.steps} current={step} items={items} />
      <div className={styles.stepBody}>
        {step === 0 && (
          <Form
            layout="vertical"
            initialValues={form}
            onFinish={(v: { amount: string; remark?: string }) => {
              setForm({ amount: v.amount, remark: v.remark?.trim() || undefined });
              setStep(1);
            }}
          >
            <p className={styles.muted}>{t('deposit.availableNow', { amount: money(available) })}</p>
            <Form.Item
              label={t('repay.amount')}
              name="amount"
              rules={[
                zodRule(f.amount, lang, 'rule.recharge.amount.required'),
                { validator: async (_r, v: string) => { if ((parseCents(v ?? '') ?? 0) > (parseCents(available) ?? 0)) throw new Error(text('fund.insufficient', lang)); } },
              ]}
            >
              <MoneyInput name="amount" autoFocus />
            </Form.Item>
            <Form.Item label={t('repay.remark')} name="remark" rules={[{ max: 200, message: text('rule.trueName.remark.maxLength', lang) }]}>
              <Input.TextArea name="remark" rows={3} maxLength={200} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('action.next')}
            </Button>
          </Form>
        )}
        {step === 1 && (
          <Form
            form={keyForm}
            layout="vertical"
            onFinish={(v) => {
              setPayPassword(v.payPassword);
              key.current = newIdempotencyKey();
              setStep(2);
            }}
          >
            <Form.Item label={t('payKey.label')} name="payPassword" rules={[zodRule(f.payPassword, lang, 'rule.fund.payKey.format')]}>
              <PayKeyInput name="payPassword" autoFocus />
            </Form.Item>
            <div className={styles.quick}>
              <Button onClick={() => setStep(0)}>{t('action.prev')}</Button>
              <Button type="primary" htmlType="submit">
                {t('action.next')}
              </Button>
            </div>
          </Form>
        )}
        {step === 2 && (
          <>
            <Descriptions column={1} bordered size="small" className={styles.summary}>
              <Descriptions.Item label={t('repay.amount')}>¥ {money(form.amount)}</Descriptions.Item>
              <Descriptions.Item label={t('repay.remark')}>{form.remark ?? '—'}</Descriptions.Item>
            </Descriptions>
            <div className={styles.quick}>
              <Button onClick={() => setStep(1)}>{t('action.prev')}</Button>
              <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="confirm-repay">
                {t('repay.submit')}
              </Button>
            </div>
          </>
        )}
        {step === 3 && <Result status="info" title={t('repay.submittedTitle')} subTitle={t('repay.submittedBody', { amount: money(form.amount) })} data-testid="repay-submitted" />}
        {step === 4 && (
          <Result
            status={status === 'success' ? 'success' : 'error'}
            title={status === 'success' ? t('repay.passed') : t('repay.failed')}
            data-testid="repay-result"
            extra={
              <Button type="primary" onClick={() => navigate('/memberCenter/bankrollAccount')}>
                {t('action.toAccount')}
              </Button>
            }
          />
        )}
      </div>
    </>
  );
}
