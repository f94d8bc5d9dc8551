import { Alert, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import type { EnterpriseInfoState } from '#shared/contract/enterprise';
import { facDetail, submitEnterpriseInfo } from '#shared/contract/refs/enterprise';
import { formatTime } from './format';
import { RequireRun, RunButton } from '../../components/Authority';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';

// The form (DatePicker, Select, the location pickers) loads when it is shown: an approved or
// reviewed enterprise is read, not edited, on arrival.
const InfoForm = lazy(() => import('./BusinessInfoForm'));
// The read view (antd Descriptions) loads when shown: a member filling the form never needs it.
const InfoView = lazy(() => import('./BusinessInfoView'));

const STATUS_COLOR = { toBeCompleted: 'default', underReview: 'processing', rejected: 'error', approved: 'success' } as const;

/** /memberCenter/businessInfo: the enterprise info form and its review states. */
export default function BusinessInfoPage() {
  const { t } = useTranslation('member');
  const detail = useCommand(facDetail, {});
  const [editing, setEditing] = useState(false);
  const state = detail.data;
  const status = state?.status;

  return (
    <MemberPage
      title={t('businessInfo.title')}
      extra={
        status && (
          <Tag color={STATUS_COLOR[status]} data-testid="enterprise-status">
            {t(`businessInfo.status.${status}`)}
          </Tag>
        )
      }
      testId="business-info-page"
    >
      {detail.loading && !state ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.error && !state ? (
        <LoadError info={detail.error.info} onRetry={detail.reload} />
      ) : state ? (
        <>
          <StatusNote state={state} />
          {status === 'toBeCompleted' || editing ? (
            <RequireRun command={submitEnterpriseInfo}>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                <InfoForm
                  state={state}
                  onDone={() => {
                    setEditing(false);
                    detail.reload();
                  }}
                />
              </Suspense>
            </RequireRun>
          ) : (
            <>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                <InfoView state={state} />
              </Suspense>
              {status === 'rejected' && (
                <RunButton command={submitEnterpriseInfo} type="primary" onClick={() => setEditing(true)} style={{ marginTop: 20 }}>
                  {t('businessInfo.correct')}
                </RunButton>
              )}
              {status === 'approved' && (
                <RunButton command={submitEnterpriseInfo} onClick={() => setEditing(true)} style={{ marginTop: 20 }} title={t('businessInfo.editAgainHint')} data-testid="edit-again">
                  {t('businessInfo.editAgain')}
                </RunButton>
              )}
            </>
          )}
        </>
      ) : null}
    </MemberPage>
  );
}

function StatusNote({ state }: { state: EnterpriseInfoState }) {
  const { t } = useTranslation('member');
  const at = state.submittedAt ? formatTime(state.submittedAt) : '';
  switch (state.status) {
    case 'toBeCompleted':
      return <Alert className={styles.state} type="info" showIcon title={t('businessInfo.note.toBeCompleted')} />;
    case 'underReview':
      return <Alert className={styles.state} type="info" showIcon title={t('businessInfo.note.underReview', { at })} />;
    case 'rejected':
      return (
        <Alert
          className={styles.state}
          type="error"
          showIcon
          role="alert"
          title={t('businessInfo.note.rejected')}
          description={<span data-testid="reject-reason">{t('businessInfo.reason', { reason: state.rejectReason })}</span>}
        />
      );
    case 'approved':
      return <Alert className={styles.state} type="success" showIcon title={t('businessInfo.note.approved', { at: state.reviewedAt ? formatTime(state.reviewedAt) : '' })} />;
  }
}
