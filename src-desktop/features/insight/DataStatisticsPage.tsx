import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { validWorkResumptionAuth } from '#shared/contract/refs/insight';
import { LockIcon } from '../../components/icons';
import { PanelButton, StatusPanel } from '../../components/StatusPanel';
import { LoadError } from '../../components/MemberPageFrame';
import { StatsBoard } from './StatsBoard';
import styles from './insight.module.css';

/** /dataStatistics: device utilisation of the sample enterprises, for companies on the white list. */
export default function DataStatisticsPage() {
  const { t } = useTranslation('insight');
  const navigate = useNavigate();
  const auth = useCommand(validWorkResumptionAuth, {});

  if (auth.error) {
    return (
      <div className={styles.statsPage}>
        <LoadError info={auth.error.info} onRetry={auth.reload} />
      </div>
    );
  }
  if (!auth.data) {
    return (
      <div className={styles.centred} aria-busy="true">
        <Spin tip={t('state.loading')}>
          <div className={styles.spinBox} />
        </Spin>
      </div>
    );
  }
  if (!auth.data.authorised) {
    return (
      <div data-testid="stats-denied">
        <StatusPanel
          tone="warning"
          icon={<LockIcon size={30} />}
          title={t('stats.denied.title')}
          body={t('stats.denied.body')}
          actions={
            <>
              <PanelButton primary onClick={() => navigate('/memberCenter/serviceCenter')}>
                {t('stats.denied.contact')}
              </PanelButton>
              <PanelButton onClick={() => navigate('/memberCenter')}>{t('stats.denied.back')}</PanelButton>
            </>
          }
        />
      </div>
    );
  }
  return <StatsBoard />;
}
