import { Alert, Button, Empty, Radio, Skeleton, Spin, Steps } from 'antd';
import { Form } from '../../components/Form';
import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { RechargeStatus } from '#shared/contract/fund';
import { bindCard, cardList } from '#shared/contract/refs/bank-card';
import { getLastInternetBankId, queryRechargeStatus, recharge, sendRechargeSms, validRechargeSms } from '#shared/contract/refs/fund';
import { fieldCheck } from '#shared/forms/field-checks';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { RequireRun, RunButton } from '../../components/Authority';
import { AccountGate } from './AccountGate';
import { AmountField } from './AmountField';
import { CardLine } from './CardLine';
import { cardNoText, money, newIdempotencyKey } from './format';
import { showError, zodRule } from '../../components/form-rules';
import { FundPage, LoadError } from './FundPage';
import { SmsCodeField } from './SmsCodeField';
import { StepButtons } from './StepButtons';
import styles from './fund.module.css';
import { useStepFocus } from './useStepFocus';
import { ResultState } from '../../components/ResultState';
import { WhenOpened } from '../../components/WhenOpened';

// The add-card dialog (a Modal with the bank Select and its checks) loads when first opened.
const AddRechargeCard = lazy(() => import('./AddRechargeCard').then((m) => ({ default: m.AddRechargeCard })));

/** /memberCenter/deposit: recharge in 5 steps: card, amount, SMS verification, processing, result. */
export default function DepositPage() {
  const { t } = useTranslation('fund');
  return (
    <FundPage title={t('deposit.title')} testId="deposit-page">
      <RequireRun command={recharge}>
        <AccountGate>{(c, reload) => <Deposit available={c.available} onSettled={reload} />}</AccountGate>
      </RequireRun>
    </FundPage>
  );
}

function Deposit({ available, onSettled }: { available: string; onSettled: () => void }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const body = useStepFocus(step);
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [adding, setAdding] = useState(false);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<RechargeStatus | null>(null);
  const key = useRef('');
  const cards = useCommand(cardList, { kind: 'recharge' });
  const last = useCommand(getLastInternetBankId, {});
  const [amountForm] = Form.useForm<{ amount: string }>();
  const [smsForm] = Form.useForm<{ smsCode: string }>();

  const verified = (cards.data ?? []).filter((c) => c.status === 'verified');
  useEffect(() => {
    if (cardId === null && verified.length) setCardId(verified.find((c) => c.id === last.data?.cardId)?.id ?? verified[0].id);
  }, [verified.length, last.data]);
  const card = verified.find((c) => c.id === cardId);

  const submitCode = async ({ smsCode }: { smsCode: string }) => {
    if (!sent) {
      smsForm.setFields([{ name: 'smsCode', errors: [text('rule.recharge.smsCode.fetchFirst', lang)] }]);
      return;
    }
    setBusy(true);
    try {
      await call(validRechargeSms, { cardId: cardId!, smsCode });
      setStep(3);
      setStatus('processing');
      const r = await call(recharge, { cardId: cardId!, amount, smsCode, idempotencyKey: key.current });
      void poll(r.rechargeId);
    } catch (e) {
      showError(e, smsForm);
      setStep(2);
    } finally {
      setBusy(false);
    }
  };

  const poll = async (rechargeId: number) => {
    // The bank answers within seconds; after a minute the member is told to check the balance later.
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 1500));
      try {
        const r = await call(queryRechargeStatus, { rechargeId });
        if (r.status !== 'processing') {
          setStatus(r.status);
          setStep(4);
          onSettled();
          return;
        }
      } catch {
        /* keep asking */
      }
    }
    setStep(4);
  };

  const items = [{ title: t('deposit.step.card') }, { title: t('deposit.step.amount') }, { title: t('deposit.step.verify') }, { title: t('deposit.step.processing') }, { title: t('deposit.step.result') }];
  return (
    <>
      <Steps className={styles.steps} current={step} items={items} status={step === 4 && status === 'failed' ? 'error' : undefined} />
      <div className={styles.stepBody} ref={body} tabIndex={-1}>
        {step === 0 && (
          <>
            {cards.error && !cards.data ? (
              <LoadError info={cards.error.info} onRetry={cards.reload} />
            ) : !cards.data ? (
              <Skeleton active />
            ) : verified.length === 0 ? (
              <Empty description={t('deposit.noCard')} />
            ) : (
              <Radio.Group value={cardId} onChange={(e) => setCardId(e.target.value as number)} style={{ display: 'grid', gap: 10 }} aria-label={t('deposit.step.card')}>
                {verified.map((c) => (
                  <Radio key={c.id} value={c.id} data-testid={`card-${c.id}`}>
                    <CardLine c={c} />
                  </Radio>
                ))}
              </Radio.Group>
            )}
            <div className={styles.quick} style={{ marginTop: 20 }}>
              <RunButton command={bindCard} onClick={() => setAdding(true)} data-testid="add-recharge-card">
                {t('cards.addRecharge')}
              </RunButton>
              <Button type="primary" disabled={!card} onClick={() => setStep(1)}>
                {t('action.next')}
              </Button>
            </div>
            <WhenOpened open={adding}>
              <AddRechargeCard
                open={adding}
                onClose={() => setAdding(false)}
                onAdded={(id) => {
                  setAdding(false);
                  setCardId(id);
                  cards.reload();
                }}
              />
            </WhenOpened>
          </>
        )}
        {step === 1 && (
          <Form
            form={amountForm}
            layout="vertical"
            initialValues={{ amount }}
            onFinish={(v) => {
              setAmount(v.amount);
              key.current = newIdempotencyKey();
              setSent(false);
              setStep(2);
            }}
          >
            <AmountField label={t('deposit.amount')} available={available} placeholder={t('deposit.amountPlaceholder')} />
            <StepButtons onPrev={() => setStep(0)} />
          </Form>
        )}
        {step === 2 && card && (
          <Form form={smsForm} layout="vertical" onFinish={(v) => void submitCode(v)}>
            <Alert className={styles.summary} type="info" showIcon title={t('deposit.confirm', { amount: money(amount), card: `${card.bankName} ${cardNoText(card.cardNo)}` })} />
            <p>{t('open.codeTo', { mobile: card.mobile ?? '' })}</p>
            <Form.Item label={t('sms.label')} name="smsCode" rules={[zodRule(fieldCheck('smsCode'), lang, 'rule.register.code.required')]}>
              <SmsCodeField
                onSend={async () => {
                  const r = await call(sendRechargeSms, { cardId: card.id });
                  setSent(true);
                  return r.resendAfter;
                }}
              />
            </Form.Item>
            <StepButtons onPrev={() => setStep(1)} nextLabel={t('deposit.submit')} busy={busy} />
          </Form>
        )}
        {step === 3 && (
          <div className={styles.center} data-testid="recharge-processing">
            <Spin size="large" />
            <p>{text('fund.rechargeProcessing', lang)}</p>
          </div>
        )}
        {step === 4 && (
          <ResultState
            status={status === 'success' ? 'success' : status === 'failed' ? 'error' : 'info'}
            title={status === 'success' ? t('deposit.success', { amount: money(amount) }) : status === 'failed' ? text('fund.rechargeFailed', lang) : text('fund.rechargeProcessing', lang)}
            data-testid="recharge-result"
            extra={[
              <Button key="acc" type="primary" onClick={() => navigate('/memberCenter/bankrollAccount')}>
                {t('action.toAccount')}
              </Button>,
              <Button
                key="again"
                onClick={() => {
                  setStep(1);
                  setStatus(null);
                }}
              >
                {t('deposit.again')}
              </Button>,
            ]}
          />
        )}
      </div>
    </>
  );
}
