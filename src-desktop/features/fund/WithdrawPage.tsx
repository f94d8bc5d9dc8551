import { Alert, Button, Descriptions, Skeleton, Steps } from 'antd';
import { Form } from '../../components/Form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondFactorPrompt } from '../../components/SecondFactorPrompt';
import { useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { getWithdrawCardAvailable } from '#shared/contract/refs/bank-card';
import { getResult, getThreshold, sumbitApply, withdrawalHold } from '#shared/contract/refs/fund';
import { parseCents } from '#shared/utils/money';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { RequireRun } from '../../components/Authority';
import { AccountGate } from './AccountGate';
import { AmountField } from './AmountField';
import { CardLine } from './CardLine';
import { cardNoText, formatTime, money, newIdempotencyKey } from './format';
import { FundPage, LoadError } from './FundPage';
import { PayKeyStep, usePaySubmit } from './PayKeyStep';
import { StepButtons } from './StepButtons';
import { useStepFocus } from './useStepFocus';
import styles from './fund.module.css';
import { ResultState } from '../../components/ResultState';

type Outcome = Awaited<ReturnType<typeof call<typeof getResult>>>;

/** /memberCenter/withdrawCash: withdraw in 5 steps to the bound withdrawal account; arrives T+1. */
export default function WithdrawPage() {
  const { t } = useTranslation('fund');
  return (
    <FundPage title={t('withdraw.title')} testId="withdraw-page">
      <RequireRun command={sumbitApply}>
        <AccountGate needPayKey>{(c, reload) => <Withdraw available={c.available} onDone={reload} />}</AccountGate>
      </RequireRun>
    </FundPage>
  );
}

function Withdraw({ available, onDone }: { available: string; onDone: () => void }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = useRef('');
  const card = useCommand(getWithdrawCardAvailable, {});
  // Paused after a change of the withdrawal account, payment password, mobile, password or second factor (decision 0052).
  const hold = useCommand(withdrawalHold, {});
  const threshold = useCommand(getThreshold, {});
  const held = hold.data?.held && hold.data.until && hold.data.reason ? hold.data : null;
  const thresholdCents = parseCents(threshold.data?.amount ?? '0') ?? 0;
  const needsApproval = thresholdCents > 0 && (parseCents(amount) ?? 0) > thresholdCents;
  const [amountForm] = Form.useForm<{ amount: string }>();
  const [keyForm] = Form.useForm<{ payPassword: string }>();
  const body = useStepFocus(step);
  // A member with two-step verification confirms the withdrawal with a code (decision 0051).
  const twoStep = useSecondFactorPrompt();

  const { busy, run } = usePaySubmit(keyForm, () => {
    setPayPassword('');
    setStep(2);
  });

  const submit = () =>
    run(async () => {
      const r = await twoStep.withCode((otpCode) => call(sumbitApply, { amount, payPassword, idempotencyKey: key.current, ...(otpCode ? { otpCode } : {}) }));
      setOutcome(await call(getResult, { applyId: r.applyId }));
      setStep(4);
      onDone();
    });

  const items = [{ title: t('withdraw.step.card') }, { title: t('withdraw.step.amount') }, { title: t('withdraw.step.payKey') }, { title: t('withdraw.step.confirm') }, { title: t('withdraw.step.result') }];
  const c = card.data?.card;
  return (
    <>
      {held && (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          data-testid="withdraw-hold"
          title={text('fund.withdrawalHeld', lang, { until: formatTime(held.until!), reason: text(`fund.holdReason.${held.reason}`, lang) })}
        />
      )}
      {twoStep.dialog}
      <Steps className={styles.steps} current={step} items={items} />
      <div className={styles.stepBody} ref={body} tabIndex={-1}>
        {step === 0 &&
          (card.error && !card.data ? (
            <LoadError info={card.error.info} onRetry={card.reload} />
          ) : !card.data ? (
            <Skeleton active />
          ) : !card.data.available || !c ? (
            <ResultState
              status="warning"
              title={text('fund.noCardNoWithdrawal', lang)}
              subTitle={c ? t(`cardStatus.${c.status}`) : undefined}
              extra={
                <Button type="primary" onClick={() => navigate('/memberCenter/bankCardList?tab=withdrawal')}>
                  {t('cards.addWithdrawal')}
                </Button>
              }
            />
          ) : (
            <>
              <p>{t('withdraw.to')}</p>
              <p data-testid="withdraw-card">
                <CardLine c={c} />
              </p>
              <Button type="primary" disabled={!!held} onClick={() => setStep(1)}>
                {t('action.next')}
              </Button>
            </>
          ))}
        {step === 1 && (
          <Form
            form={amountForm}
            layout="vertical"
            initialValues={{ amount }}
            onFinish={(v) => {
              setAmount(v.amount);
              setStep(2);
            }}
          >
            <AmountField label={t('withdraw.amount')} available={available} capped />
            <StepButtons onPrev={() => setStep(0)}>
              <Button onClick={() => amountForm.setFieldValue('amount', available)}>{t('withdraw.all')}</Button>
            </StepButtons>
          </Form>
        )}
        {step === 2 && (
          <PayKeyStep
            form={keyForm}
            onPrev={() => setStep(1)}
            onNext={(v) => {
              setPayPassword(v);
              key.current = newIdempotencyKey();
              setStep(3);
            }}
          />
        )}
        {step === 3 && c && (
          <>
            <Descriptions column={1} bordered size="small" className={styles.summary}>
              <Descriptions.Item label={t('withdraw.amount')}>¥ {money(amount)}</Descriptions.Item>
              <Descriptions.Item label={t('withdraw.step.card')}>
                <CardLine c={c} />
              </Descriptions.Item>
              <Descriptions.Item label={t('withdraw.arrival')}>{t('withdraw.tPlus1')}</Descriptions.Item>
            </Descriptions>
            <Alert type="info" showIcon className={styles.summary} title={t('withdraw.freezeNote')} />
            {needsApproval && <Alert type="warning" showIcon className={styles.summary} title={t('withdraw.approvalNote', { threshold: money(threshold.data!.amount) })} data-testid="approval-note" />}
            <StepButtons onPrev={() => setStep(2)} onNext={() => void submit()} nextLabel={t('withdraw.submit')} busy={busy} testId="confirm-withdraw" />
          </>
        )}
        {step === 4 && outcome?.status === 'awaitingApproval' && (
          <ResultState
            status="info"
            title={t('withdraw.awaiting.title')}
            subTitle={t('withdraw.awaiting.body', { amount: money(outcome.amount), due: formatTime(outcome.approvalDueAt!), card: `${outcome.bankName} ${cardNoText(outcome.cardNo)}` })}
            data-testid="withdraw-result"
            extra={[
              <Button key="acc" type="primary" onClick={() => navigate('/memberCenter/bankrollAccount')}>
                {t('action.toAccount')}
              </Button>,
              <Button key="appr" onClick={() => navigate('/memberCenter/withdrawalApproval')}>
                {t('approval.title')}
              </Button>,
            ]}
          />
        )}
        {step === 4 && outcome && outcome.status !== 'awaitingApproval' && (
          <ResultState
            status="success"
            title={t('withdraw.submitted')}
            subTitle={t('withdraw.result', { amount: money(outcome.amount), date: outcome.arrivalDate, card: `${outcome.bankName} ${cardNoText(outcome.cardNo)}`, time: formatTime(outcome.time) })}
            data-testid="withdraw-result"
            extra={[
              <Button key="acc" type="primary" onClick={() => navigate('/memberCenter/bankrollAccount')}>
                {t('action.toAccount')}
              </Button>,
              <Button key="rec" onClick={() => navigate('/memberCenter/recordList')}>
                {t('overview.allRecords')}
              </Button>,
            ]}
          />
        )}
      </div>
    </>
  );
}
