import { PanelPage } from './PanelPage';
import { FactoryStatusPanel } from './panels';

/** /mobile/tabFactoryStatusList as a page of its own (also a tab of /mobile/certification/tab). */
function TabFactoryStatusListPage() {
  return <PanelPage Panel={FactoryStatusPanel} />;
}

export default TabFactoryStatusListPage;
