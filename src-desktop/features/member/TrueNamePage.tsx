import { Alert, Button, Popconfirm, Skeleton, Space, Steps, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { useCanRun } from '#shared/auth/useCanRun';
import type { RealNameState } from '#shared/contract/certification';
import { abandonApply, getApplyStatus, submitAudit } from '#shared/contract/refs/certification';
import { RequireRun, RunButton } from '../../components/Authority';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';
import { toast } from '../../components/toast';
import { ResultState } from '../../components/ResultState';
import { AmountForm } from './AmountForm';

// The application form (business and bank fields, uploads, Select) loads when it is shown: a
// certified member or one under review only reads the state.
const ApplyForm = lazy(() => import('./TrueNameApplyForm'));

const STATUS_COLOR = { notSubmitted: 'default', underReview: 'processing', rejected: 'error', approved: 'success', changeUnderReview: 'processing' } as const;

/** /memberCenter/trueName: apply for real-name certification, confirm the deposit, follow the review. */
export default function TrueNamePage() {
  const { t } = useTranslation('member');
  const st = useCommand(getApplyStatus, {});
  const [redo, setRedo] = useState(false);
  const s = st.data;
  const profile = useSession((x) => x.profile);
  // The profile kept from the login does not know about a certification granted since.
  useEffect(() => {
    if (s && profile && profile.certified !== s.certified) useSession.getState().setProfile({ ...profile, certified: s.certified });
  }, [s, profile]);
  return (
    <MemberPage
      title={t('trueName.title')}
      extra={
        s && (
          <Tag color={STATUS_COLOR[s.status]} data-testid="realname-status">
            {t(`trueName.status.${s.status}`)}
          </Tag>
        )
      }
      testId="true-name-page"
    >
      {st.loading && !s ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : st.error && !s ? (
        <LoadError info={st.error.info} onRetry={st.reload} />
      ) : s ? (
        <>
          <Progressline state={s} />
          {s.status === 'notSubmitted' || (s.status === 'rejected' && redo) ? (
            <RequireRun command={submitAudit}>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
                <ApplyForm
                  state={s}
                  onDone={() => {
                    setRedo(false);
                    st.reload();
                  }}
                />
              </Suspense>
            </RequireRun>
          ) : s.status === 'rejected' ? (
            <Rejected state={s} onRedo={() => setRedo(true)} onChanged={st.reload} />
          ) : s.status === 'underReview' ? (
            <UnderReview state={s} onChanged={st.reload} />
          ) : (
            <Certified state={s} />
          )}
        </>
      ) : null}
    </MemberPage>
  );
}

function Progressline({ state }: { state: RealNameState }) {
  const { t } = useTranslation('member');
  const a = state.application;
  const current = state.certified ? 3 : !a || state.status === 'notSubmitted' || state.status === 'rejected' ? 0 : a.bankStatus === 'bound' ? 2 : 1;
  return <Steps className={styles.steps} current={current} status={state.status === 'rejected' ? 'error' : undefined} items={['submit', 'verify', 'review', 'done'].map((k) => ({ title: t(`trueName.step.${k}`) }))} />;
}

function Rejected({ state, onRedo, onChanged }: { state: RealNameState; onRedo: () => void; onChanged: () => void }) {
  const { t } = useTranslation('member');
  return (
    <>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('trueName.rejected')}
        description={<span data-testid="reject-reason">{t('businessInfo.reason', { reason: state.application?.rejectReason })}</span>}
        className={styles.state}
      />
      <Space>
        <RunButton command={submitAudit} type="primary" onClick={onRedo}>
          {t('trueName.resubmit')}
        </RunButton>
        <Abandon onDone={onChanged} />
      </Space>
    </>
  );
}

function Abandon({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const canRun = useCanRun();
  if (!canRun(abandonApply))
    return (
      <RunButton command={abandonApply} danger>
        {t('trueName.abandon')}
      </RunButton>
    );
  return (
    <Popconfirm
      title={t('trueName.abandonConfirm')}
      okText={t('trueName.abandon')}
      cancelText={t('trueName.keep')}
      onConfirm={async () => {
        try {
          await call(abandonApply, {});
          onDone();
        } catch (e) {
          toast.error((e as GatewayError).info);
        }
      }}
    >
      <Button danger>{t('trueName.abandon')}</Button>
    </Popconfirm>
  );
}

function UnderReview({ state, onChanged }: { state: RealNameState; onChanged: () => void }) {
  const { t } = useTranslation('member');
  const a = state.application!;
  return (
    <>
      {a.bankStatus === 'verificationPaymentSent' ? (
        <AmountForm account={a.bank?.accountGrouped ?? ''} triesLeft={a.triesLeft} transferNote={a.transferNote} onDone={onChanged} />
      ) : a.bankStatus === 'bankReview' ? (
        <Alert type="info" showIcon className={styles.state} title={t('trueName.bankReview')} />
      ) : a.bankStatus === 'bindingFailed' ? (
        <Alert type="error" showIcon role="alert" className={styles.state} title={t('trueName.bindingFailed')} />
      ) : (
        <Alert type="info" showIcon className={styles.state} title={t('trueName.waitingReview')} />
      )}
      <Space>
        <Link to="/memberCenter/trueNameInfo">{t('trueName.viewInfo')}</Link>
        <Abandon onDone={onChanged} />
      </Space>
    </>
  );
}

function Certified({ state }: { state: RealNameState }) {
  const { t } = useTranslation('member');
  const profile = useSession((s) => s.profile);
  return (
    <ResultState
      status="success"
      title={t('trueName.certified')}
      subTitle={state.approved ? `${state.approved.business.companyName} · ${state.approved.business.creditCode}` : profile?.companyName}
      extra={
        <Space>
          <Link to="/memberCenter/trueNameInfo">{t('trueName.viewInfo')}</Link>
          <Link to="/memberCenter/changeInfo">{t('trueName.changeInfo')}</Link>
          <Link to="/memberCenter/changeBankAccount">{t('trueName.changeBank')}</Link>
        </Space>
      }
    />
  );
}
