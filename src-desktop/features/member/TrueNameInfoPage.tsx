import { Alert, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { getApplyStatus } from '#shared/contract/refs/certification';
import { CertView, submittedAt } from './CertView';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';

/** /memberCenter/trueNameInfo: what was submitted (or certified) and its state. */
export default function TrueNameInfoPage() {
  const { t } = useTranslation('member');
  const st = useCommand(getApplyStatus, {});
  const s = st.data;
  const a = s?.application;
  return (
    <MemberPage title={t('trueNameInfo.title')} extra={s && <Tag>{t(`trueName.status.${s.status}`)}</Tag>} testId="true-name-info-page">
      {st.loading && !s ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : st.error && !s ? (
        <LoadError info={st.error.info} onRetry={st.reload} />
      ) : s?.approved ? (
        <>
          <Alert className={styles.state} type="success" showIcon title={t('trueNameInfo.certified')} />
          {s.change && s.status === 'changeUnderReview' && <Alert className={styles.state} type="info" showIcon title={t('trueNameInfo.changePending', { kind: t(`trueNameInfo.kind.${s.change.kind}`) })} />}
          <CertView business={s.approved.business} bank={s.approved.bank} files={a?.files} />
        </>
      ) : a ? (
        <>
          <Alert
            className={styles.state}
            type={a.status === 'rejected' ? 'error' : 'info'}
            showIcon
            title={t('trueNameInfo.submittedAt', { at: submittedAt(a) })}
            description={a.rejectReason ? t('businessInfo.reason', { reason: a.rejectReason }) : undefined}
          />
          <CertView business={a.business} bank={a.bank} files={a.files} />
        </>
      ) : (
        <Empty description={t('trueNameInfo.none')}>
          <Link to="/memberCenter/trueName">{t('trueNameInfo.apply')}</Link>
        </Empty>
      )}
    </MemberPage>
  );
}
