import { Alert, Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { applyDetail } from '#shared/contract/refs/finance';
import { text } from '#shared/rules/texts';
import { RequireRun, RunButton } from '../../components/Authority';
import { useLang } from '../../components/useLang';
import { ApplicationStatus } from './ApplicationStatus';
import { Card, type ApplyKind } from './ApplyFrame';
import { ApplyForm } from './ApplyForm';
import styles from './finance.module.css';

/** A signed-in member: why not (personal, uncertified), or the latest application and the form. */
export default function MemberApply({ kind, submit, Fields }: ApplyKind) {
  const { t } = useTranslation('finance');
  const lang = useLang();
  const { pathname } = useLocation();
  const detail = useCommand(applyDetail, { kind });
  const [fresh, setFresh] = useState(false);
  const d = detail.data;

  if (!d && detail.loading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!d) return <Alert type="error" showIcon role="alert" title={detail.error?.info} action={<Button onClick={detail.reload}>{t('retry')}</Button>} />;

  if (d.eligibility !== 'ok') {
    const personal = d.eligibility === 'personal';
    return (
      <Result
        status="warning"
        title={text('finance.enterpriseRealNameRequired', lang)}
        subTitle={t(personal ? 'member.personal' : 'member.uncertified')}
        extra={
          personal ? (
            <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
              <Button type="primary">{t('member.enterpriseLogin')}</Button>
            </Link>
          ) : (
            <Link to="/memberCenter/trueName">
              <Button type="primary">{t('member.certify')}</Button>
            </Link>
          )
        }
      />
    );
  }

  const app = d.application;
  const onDone = () => {
    setFresh(false);
    detail.reload();
  };
  if (app && app.status === 'submitted')
    return (
      <Card>
        <ApplicationStatus app={app} />
      </Card>
    );
  if (app && app.status === 'passed' && !fresh) {
    return (
      <Card>
        <ApplicationStatus app={app} />
        <RunButton command={submit} type="primary" onClick={() => setFresh(true)} className={styles.after}>
          {t('member.newApplication')}
        </RunButton>
      </Card>
    );
  }
  const resubmit = app?.status === 'notPassed' ? app : null;
  return (
    <Card>
      {resubmit && <ApplicationStatus app={resubmit} />}
      <RequireRun command={submit}>
        <ApplyForm submit={submit} Fields={Fields} visitor={false} initial={resubmit?.form} cta={resubmit ? t('resubmit') : t('submit')} onDone={onDone} />
      </RequireRun>
    </Card>
  );
}
