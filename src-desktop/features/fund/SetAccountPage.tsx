import { Button, Descriptions, Skeleton, Steps, type FormInstance } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondFactorPrompt } from '../../components/SecondFactorPrompt';
import { useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { getAccountBasicInfo, modiPayKeyFirst, modiPayKeySecond, sendModiPayKeySms, setPayKey } from '#shared/contract/refs/fund';
import { smsCode as smsCodeRule } from '#shared/rules/fields';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { RequireRun } from '../../components/Authority';
import { AccountGate } from './AccountGate';
import { formatTime } from './format';
import { showError, zodRule } from '../../components/form-rules';
import { FundPage, LoadError } from './FundPage';
import { PayKeyInput } from './PayKeyInput';
import { SmsCodeField } from './SmsCodeField';
import { StepButtons } from './StepButtons';
import styles from './fund.module.css';
import * as f from '#shared/rules/fund-fields';
import { useStepFocus } from './useStepFocus';
import { toast } from '../../components/toast';
import { ResultState } from '../../components/ResultState';

interface NewKey {
  payPassword: string;
  confirmPassword: string;
}

/** /memberCenter/setAccount: account details and the 8-digit payment password (set once, changed with an SMS code). */
export default function SetAccountPage() {
  const { t } = useTranslation('fund');
  return (
    <FundPage title={t('settings.title')} testId="set-account-page">
      <RequireRun command={setPayKey}>
        <AccountGate>{(c, reload) => <Settings payKeySet={c.payKeySet} onChanged={reload} />}</AccountGate>
      </RequireRun>
    </FundPage>
  );
}

function Settings({ payKeySet, onChanged }: { payKeySet: boolean; onChanged: () => void }) {
  const { t } = useTranslation('fund');
  const info = useCommand(getAccountBasicInfo, {});
  const [changing, setChanging] = useState(false);
  return (
    <>
      {info.error && !info.data ? (
        <LoadError info={info.error.info} onRetry={info.reload} />
      ) : !info.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions className={styles.summary} column={2} bordered size="small">
          <Descriptions.Item label={t('settings.accountNo')}>{info.data.accountNo}</Descriptions.Item>
          <Descriptions.Item label={t('settings.company')}>{info.data.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('settings.contact')}>{info.data.contactName}</Descriptions.Item>
          <Descriptions.Item label={t('settings.mobile')}>{info.data.mobile}</Descriptions.Item>
          <Descriptions.Item label={t('settings.openedAt')}>{info.data.openedAt ? formatTime(info.data.openedAt) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('settings.payKey')}>{payKeySet ? t('settings.payKeySet') : t('settings.payKeyNotSet')}</Descriptions.Item>
        </Descriptions>
      )}
      <h2 className={styles.section}>{t('settings.payKeyTitle')}</h2>
      {!payKeySet ? (
        <FirstPayKey onDone={onChanged} />
      ) : changing ? (
        <ChangePayKey onDone={() => setChanging(false)} />
      ) : (
        <Button onClick={() => setChanging(true)} data-testid="change-pay-key">
          {t('settings.change')}
        </Button>
      )}
    </>
  );
}

function NewKeyFields() {
  const { t } = useTranslation('fund');
  const lang = useLang();
  return (
    <>
      <Form.Item label={t('payKey.new')} name="payPassword" rules={[zodRule(f.payPassword, lang, 'rule.fund.payKey.format')]}>
        <PayKeyInput name="payPassword" autoFocus />
      </Form.Item>
      <Form.Item
        label={t('payKey.confirm')}
        name="confirmPassword"
        dependencies={['payPassword']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_r, v: string) => {
              if (!v || v !== getFieldValue('payPassword')) throw new Error(text('rule.fund.payKey.confirm', lang));
            },
          }),
        ]}
      >
        <PayKeyInput name="confirmPassword" />
      </Form.Item>
    </>
  );
}

function FirstPayKey({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('fund');
  const [form] = Form.useForm<NewKey>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  // A member with two-step verification confirms with a code (decision 0051).
  const twoStep = useSecondFactorPrompt();
  if (done)
    return (
      <ResultState
        status="success"
        title={t('payKey.setDone')}
        extra={
          <Button
            type="primary"
            onClick={() => {
              onDone();
              navigate('/memberCenter/bankrollAccount');
            }}
          >
            {t('action.toAccount')}
          </Button>
        }
      />
    );
  return (
    <Form<NewKey>
      form={form}
      layout="vertical"
      onFinish={async (v) => {
        setBusy(true);
        try {
          await twoStep.withCode((otpCode) => call(setPayKey, { ...v, ...(otpCode ? { otpCode } : {}) }));
          toast.success(t('payKey.setDone'));
          setDone(true);
        } catch (e) {
          showError(e, form);
        } finally {
          setBusy(false);
        }
      }}
    >
      {twoStep.dialog}
      <p className={styles.muted}>{t('payKey.hint')}</p>
      <NewKeyFields />
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('payKey.set')}
      </Button>
    </Form>
  );
}

function ChangePayKey({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const [step, setStep] = useState(0);
  const body = useStepFocus(step);
  const [ticket, setTicket] = useState('');
  const [busy, setBusy] = useState(false);
  const [codeForm] = Form.useForm<{ smsCode: string }>();
  const [keyForm] = Form.useForm<NewKey>();
  const [mobile, setMobile] = useState('');
  const twoStep = useSecondFactorPrompt();
  const run = async (fn: () => Promise<void>, form: FormInstance) => {
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      showError(e, form);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {twoStep.dialog}
      <Steps className={styles.steps} current={step} items={[{ title: t('change.step.verify') }, { title: t('change.step.new') }, { title: t('change.step.done') }]} />
      <div className={styles.stepBody} ref={body} tabIndex={-1}>
        {step === 0 && (
          <Form
            form={codeForm}
            layout="vertical"
            onFinish={(v) =>
              void run(async () => {
                setTicket((await call(modiPayKeyFirst, v)).ticket);
                setStep(1);
              }, codeForm)
            }
          >
            <p>{mobile ? t('open.codeTo', { mobile }) : t('change.codeHint')}</p>
            <Form.Item label={t('sms.label')} name="smsCode" rules={[zodRule(smsCodeRule, lang, 'rule.register.code.required')]}>
              <SmsCodeField
                onSend={async () => {
                  const r = await call(sendModiPayKeySms, {});
                  setMobile(r.mobile);
                  return r.resendAfter;
                }}
              />
            </Form.Item>
            <StepButtons onPrev={onDone} prevLabel={t('common:action.cancel')} busy={busy} />
          </Form>
        )}
        {step === 1 && (
          <Form<NewKey>
            form={keyForm}
            layout="vertical"
            onFinish={(v) =>
              void run(async () => {
                await twoStep.withCode((otpCode) => call(modiPayKeySecond, { ticket, ...v, ...(otpCode ? { otpCode } : {}) }));
                setStep(2);
              }, keyForm)
            }
          >
            <NewKeyFields />
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('common:action.submit')}
            </Button>
          </Form>
        )}
        {step === 2 && <ResultState status="success" title={t('change.done')} extra={<Button onClick={onDone}>{t('common:action.back')}</Button>} />}
      </div>
    </>
  );
}
