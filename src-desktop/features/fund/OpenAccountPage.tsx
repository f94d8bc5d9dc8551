import { Alert, Button, Input, Skeleton, Steps } from 'antd';
import { Form } from '../../components/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { accountStatus, getOpenAccountMobile, openAccount } from '#shared/contract/refs/fund';
import * as f from '#shared/rules/fund-fields';
import { smsCode as smsCodeRule } from '#shared/rules/fields';
import { RequireRun, RunButton } from '../../components/Authority';
import { useLang } from '../../components/useLang';
import { placeFieldErrors, zodRule } from '../../components/form-rules';
import { FundPage, LoadError } from './FundPage';
import { SmsCodeField } from './SmsCodeField';
import styles from './fund.module.css';
import { useStepFocus } from './useStepFocus';
import { toast } from '../../components/toast';
import { ResultState } from '../../components/ResultState';

interface Details {
  contactName: string;
  idNumber: string;
}

/**
 * /memberCenter/openAccount: account holder details, then the code sent to the member's mobile,
 * then the review (about a minute; the page asks again every few seconds). A rejection shows its
 * reason and lets the member apply again; an opened account leads on to the payment password.
 */
export default function OpenAccountPage() {
  const { t } = useTranslation('fund');
  const status = useCommand(accountStatus, {});
  const [reapply, setReapply] = useState(false);

  const s = status.data?.status;
  // While under review, ask again every 5 s until the decision arrives.
  useEffect(() => {
    if (s !== 'reviewing') return;
    const timer = setInterval(status.reload, 5000);
    return () => clearInterval(timer);
  }, [s, status.reload]);

  let body;
  if (status.error && !status.data) body = <LoadError info={status.error.info} onRetry={status.reload} />;
  else if (!status.data) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (s === 'reviewing' || s === 'opened' || s === 'abnormal') body = <ReviewStep status={s} />;
  else if (s === 'rejected' && !reapply)
    body = (
      <>
        <Steps className={styles.steps} current={2} status="error" items={stepItems(t)} />
        <ResultState
          status="error"
          title={t('open.rejected.title')}
          subTitle={t('open.rejected.reason', { reason: status.data.rejectReason ?? '' })}
          extra={
            <RunButton command={openAccount} type="primary" onClick={() => setReapply(true)}>
              {t('open.rejected.again')}
            </RunButton>
          }
        />
      </>
    );
  else
    body = (
      <RequireRun command={openAccount}>
        <ApplySteps
          onApplied={() => {
            setReapply(false);
            status.reload();
          }}
        />
      </RequireRun>
    );

  return (
    <FundPage title={t('open.title')} testId="open-account-page">
      {body}
    </FundPage>
  );
}

const stepItems = (t: (k: string) => string) => [{ title: t('open.step.details') }, { title: t('open.step.verify') }, { title: t('open.step.review') }];

function ApplySteps({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const [step, setStep] = useState(0);
  const stepRef = useStepFocus(step);
  const [details, setDetails] = useState<Details | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Details>();
  const [verify] = Form.useForm<{ smsCode: string }>();
  const mobile = useCommand(getOpenAccountMobile, {});

  const submit = async ({ smsCode }: { smsCode: string }) => {
    if (!details) return;
    setBusy(true);
    try {
      await call(openAccount, { ...details, smsCode });
      onApplied();
    } catch (e) {
      const err = e as GatewayError;
      if (err.field === 'contactName' || err.field === 'idNumber') {
        setStep(0);
        form.setFields([{ name: err.field, errors: [err.info] }]);
      } else if (!placeFieldErrors(verify, err)) toast.error(err.info);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Steps className={styles.steps} current={step} items={stepItems(t)} />
      <div className={styles.stepBody} ref={stepRef} tabIndex={-1}>
        {step === 0 && (
          <Form<Details>
            form={form}
            layout="vertical"
            initialValues={details ?? undefined}
            onFinish={(v) => {
              setDetails({ contactName: v.contactName.trim(), idNumber: v.idNumber.trim().toUpperCase() });
              setStep(1);
            }}
          >
            <Alert type="info" showIcon className={styles.summary} title={t('open.intro')} />
            <Form.Item label={t('open.contactName')} name="contactName" rules={[zodRule(f.holderName, lang, 'rule.fund.holderName.required')]}>
              <Input name="contactName" maxLength={30} autoComplete="name" autoFocus />
            </Form.Item>
            <Form.Item label={t('open.idNumber')} name="idNumber" rules={[zodRule(f.idNumber, lang, 'rule.general.idCard')]}>
              <Input name="idNumber" maxLength={18} autoComplete="off" />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('action.next')}
            </Button>
          </Form>
        )}
        {step === 1 && (
          <Form form={verify} layout="vertical" onFinish={(v) => void submit(v)}>
            {mobile.error && !mobile.data ? <LoadError info={mobile.error.info} onRetry={mobile.reload} /> : <p>{t('open.codeTo', { mobile: mobile.data?.mobile ?? '…' })}</p>}
            <Form.Item label={t('sms.label')} name="smsCode" rules={[zodRule(smsCodeRule, lang, 'rule.register.code.required')]}>
              <SmsCodeField onSend={async () => (await call(getOpenAccountMobile, { send: true })).resendAfter} />
            </Form.Item>
            <div className={styles.quick}>
              <Button onClick={() => setStep(0)}>{t('action.prev')}</Button>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('open.submit')}
              </Button>
            </div>
          </Form>
        )}
      </div>
    </>
  );
}

function ReviewStep({ status }: { status: 'reviewing' | 'opened' | 'abnormal' }) {
  const { t } = useTranslation('fund');
  const navigate = useNavigate();
  return (
    <>
      <Steps className={styles.steps} current={2} status={status === 'opened' ? 'finish' : 'process'} items={stepItems(t)} />
      {status === 'reviewing' && <ResultState status="info" title={t('open.reviewing.title')} subTitle={t('open.reviewing.body')} data-testid="open-reviewing" />}
      {status === 'opened' && (
        <ResultState
          status="success"
          title={t('open.opened.title')}
          subTitle={t('open.opened.body')}
          extra={[
            <Button key="pay" type="primary" onClick={() => navigate('/memberCenter/setAccount')}>
              {t('gate.payKey.action')}
            </Button>,
            <Button key="home" onClick={() => navigate('/memberCenter/bankrollAccount')}>
              {t('action.toAccount')}
            </Button>,
          ]}
        />
      )}
      {status === 'abnormal' && <ResultState status="warning" title={t('status.abnormal')} subTitle={t('gate.abnormal')} />}
    </>
  );
}
