import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { validWorkResumptionAuth } from '#shared/contract/refs/insight';
import { LockIcon } from '../../components/icons';
import { PanelButton, StatusPanel } from '../../components/StatusPanel';
import { DataError, DataState } from '../../components/DataState';
import { StatsBoard } from './StatsBoard';
import styles from './insight.module.css';

/**
 * /dataStatistics: device utilisation of the sample enterprises, for companies on the white list.
 * A plain route: nothing of antd in its first view (the filters and the breakdown table are
 * stand-ins that bring antd and its provider when the reader comes to them).
 */
export default function DataStatisticsPage() {
  const { t } = useTranslation('insight');
  const navigate = useNavigate();
  const auth = useCommand(validWorkResumptionAuth, {});

  if (auth.error) {
    return (
      <div className={styles.statsPage}>
        <DataError info={auth.error.info} onRetry={auth.reload} />
      </div>
    );
  }
  if (!auth.data) {
    return (
      <div className={styles.statsPage}>
        <DataState state={auth} rows={4}>
          {() => null}
        </DataState>
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
