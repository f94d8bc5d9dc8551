import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SegmentTabs } from '../../components/SegmentTabs';
import { PanelPage } from './PanelPage';
import { FactoryQueryPanel, FactoryStatusPanel, PushQueryPanel, PushStatusPanel, type PanelProps } from './panels';

const TABS = {
  factoryQuery: FactoryQueryPanel,
  factoryStatusList: FactoryStatusPanel,
  query: PushQueryPanel,
  statusList: PushStatusPanel,
} as const;
type Tab = keyof typeof TABS;

/**
 * /mobile/certification/tab: the field admin's home — factory search and status, and his
 * pushes (search and status). The tab is kept in ?tab= so back and reload return to it.
 */
function CertificationTabPage() {
  const { t } = useTranslation('factory');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (params.get('tab') as Tab) in TABS ? (params.get('tab') as Tab) : 'factoryQuery';
  const Panel = TABS[tab];
  const header = (
    <>
      <header className="h5-fac-hero">
        <h1 className="h5-fac-hero__title">{t('hub.title')}</h1>
        <p className="h5-fac-hero__lead">{t('hub.lead')}</p>
        <nav className="h5-fac-hero__links">
          <Link to="/mobile/tabCompleteFacQuery">{t('hub.complete')}</Link>
          <Link to="/mobile/tabCompleteFacQuery#register">{t('hub.newFactory')}</Link>
        </nav>
      </header>
      <div className="h5-fac-tabs">
        <SegmentTabs label={t('tabs.label')} value={tab} onChange={(v) => setParams({ tab: v }, { replace: true })} options={(Object.keys(TABS) as Tab[]).map((k) => ({ value: k, label: t(`tabs.${k}`) }))} />
      </div>
    </>
  );
  return <PanelPage key={tab} Panel={Panel as ComponentType<PanelProps>} header={header} />;
}

export default CertificationTabPage;
