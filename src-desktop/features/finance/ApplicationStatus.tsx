import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FinanceApplication } from '#shared/contract/finance';
import { formatTime } from '#shared/utils/beijing-time';
import styles from './finance.module.css';

const TYPE = { submitted: 'info', notPassed: 'error', passed: 'success' } as const;

/** An application's state: awaiting its result, not passed with the reason, or passed. Visitors hear by SMS, members by in-site message. */
export function ApplicationStatus({ app, visitor = false }: { app: FinanceApplication; visitor?: boolean }) {
  const { t } = useTranslation('finance');
  return (
    <div className={styles.status} data-testid="application-status" data-status={app.status}>
      <Alert
        type={TYPE[app.status]}
        showIcon
        role={app.status === 'notPassed' ? 'alert' : undefined}
        title={t(`status.${app.status}.title`)}
        description={
          app.status === 'notPassed' ? (
            <span data-testid="reject-reason">{t('status.reason', { reason: app.rejectReason })}</span>
          ) : (
            t(visitor && app.status === 'submitted' ? 'status.submitted.visitorBody' : `status.${app.status}.body`)
          )
        }
      />
      <Descriptions size="small" column={3} className={styles.facts}>
        <Descriptions.Item label={t('applyNo')}>{app.applyNo}</Descriptions.Item>
        <Descriptions.Item label={t('submittedAt')}>{formatTime(app.submittedAt)}</Descriptions.Item>
        {app.reviewedAt && <Descriptions.Item label={t('reviewedAt')}>{formatTime(app.reviewedAt)}</Descriptions.Item>}
        {app.resubmits > 0 && <Descriptions.Item label={t('resubmits')}>{app.resubmits}</Descriptions.Item>}
      </Descriptions>
    </div>
  );
}
