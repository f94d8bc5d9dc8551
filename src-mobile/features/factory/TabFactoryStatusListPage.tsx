import { PanelPage } from './PanelPage';
import { FactoryStatusPanel } from './panels';
import { withFactoryTexts } from './texts';

/** /mobile/tabFactoryStatusList as a page of its own (also a tab of /mobile/certification/tab). */
function TabFactoryStatusListPage() {
  return <PanelPage Panel={FactoryStatusPanel} />;
}

export default withFactoryTexts(TabFactoryStatusListPage);
