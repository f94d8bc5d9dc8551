import { LazyPullToRefresh } from '../../components/LazyPullToRefresh';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from './panels';
import './factory.css';

/** A factory page with pull-to-refresh around its panel (the refresh reloads the panel's lists). */
export function PanelPage({ Panel, header }: { Panel: ComponentType<PanelProps>; header?: ReactNode }) {
  const { t } = useTranslation('factory');
  const [refresh, setRefresh] = useState(0);
  return (
    <div className="h5-fac-page">
      <LazyPullToRefresh
        onRefresh={async () => setRefresh((n) => n + 1)}
        pullingText={t('refresh.pulling')}
        canReleaseText={t('refresh.release')}
        refreshingText={t('refresh.refreshing')}
        completeText={t('refresh.done')}
      >
        {header}
        <Panel refresh={refresh} />
      </LazyPullToRefresh>
    </div>
  );
}
