import { Button, Descriptions, Input, Steps } from 'antd';
import { Form } from '../../components/Form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { RepaymentStatus } from '#shared/contract/fund';
import { applyRepayment, getRepaymentResult } from '#shared/contract/refs/fund';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { RequireRun } from '../../components/Authority';
import { AccountGate } from './AccountGate';
import { AmountField } from './AmountField';
import { money, newIdempotencyKey } from './format';
import { FundPage } from './FundPage';
import { PayKeyStep, usePaySubmit } from './PayKeyStep';
import { StepButtons } from './StepButtons';
import styles from './fund.module.css';
import { useStepFocus } from './useStepFocus';
import { ResultState } from '../../components/ResultState';

/** /memberCenter/repayment: amount and remark, payment password, confirmation, submitted (awaits review), result. */
export default function RepaymentPage() {
  const { t } = useTranslation('fund');
  return (
    <FundPage title={t('repay.title')} testId="repayment-page">
      <RequireRun command={applyRepayment}>
        <AccountGate needPayKey>{(c, reload) => <Repay available={c.available} onDone={reload} />}</AccountGate>
      </RequireRun>
    </FundPage>
  );
}

function Repay({ available, onDone }: { available: string; onDone: () => void }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const body = useStepFocus(step);
  const [form, setForm] = useState<{ amount: string; remark?: string }>({ amount: '' });
  const [payPassword, setPayPassword] = useState('');
  const [repaymentId, setRepaymentId] = useState<number | null>(null);
  const [status, setStatus] = useState<RepaymentStatus>('reviewing');
  const key = useRef('');
  const [keyForm] = Form.useForm<{ payPassword: string }>();
  const { busy, run } = usePaySubmit(keyForm, () => setStep(1));

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

  const submit = () =>
    run(async () => {
      const r = await call(applyRepayment, { amount: form.amount, payPassword, idempotencyKey: key.current, ...(form.remark ? { remark: form.remark } : {}) });
      setRepaymentId(r.repaymentId);
      setStatus(r.status);
      setStep(3);
      onDone();
    });

  const items = [{ title: t('repay.step.amount') }, { title: t('withdraw.step.payKey') }, { title: t('withdraw.step.confirm') }, { title: t('repay.step.submitted') }, { title: t('withdraw.step.result') }];
  return (
    <>
      <Steps className={styles.steps} current={step} items={items} />
      <div className={styles.stepBody} ref={body} tabIndex={-1}>
        {step === 0 && (
          <Form
            layout="vertical"
            initialValues={form}
            onFinish={(v: { amount: string; remark?: string }) => {
              setForm({ amount: v.amount, remark: v.remark?.trim() || undefined });
              setStep(1);
            }}
          >
            <AmountField label={t('repay.amount')} available={available} capped />
            <Form.Item label={t('repay.remark')} name="remark" rules={[{ max: 200, message: text('rule.trueName.remark.maxLength', lang) }]}>
              <Input.TextArea name="remark" rows={3} maxLength={200} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('action.next')}
            </Button>
          </Form>
        )}
        {step === 1 && (
          <PayKeyStep
            form={keyForm}
            onPrev={() => setStep(0)}
            onNext={(v) => {
              setPayPassword(v);
              key.current = newIdempotencyKey();
              setStep(2);
            }}
          />
        )}
        {step === 2 && (
          <>
            <Descriptions column={1} bordered size="small" className={styles.summary}>
              <Descriptions.Item label={t('repay.amount')}>¥ {money(form.amount)}</Descriptions.Item>
              <Descriptions.Item label={t('repay.remark')}>{form.remark ?? '—'}</Descriptions.Item>
            </Descriptions>
            <StepButtons onPrev={() => setStep(1)} onNext={() => void submit()} nextLabel={t('repay.submit')} busy={busy} testId="confirm-repay" />
          </>
        )}
        {step === 3 && <ResultState status="info" title={t('repay.submittedTitle')} subTitle={t('repay.submittedBody', { amount: money(form.amount) })} data-testid="repay-submitted" />}
        {step === 4 && (
          <ResultState
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
