import { PanelPage } from './PanelPage';
import { FactoryQueryPanel } from './panels';

/** /mobile/tabFactoryQuery as a page of its own (also a tab of /mobile/certification/tab). */
function TabFactoryQueryPage() {
  return <PanelPage Panel={FactoryQueryPanel} />;
}

export default TabFactoryQueryPage;
