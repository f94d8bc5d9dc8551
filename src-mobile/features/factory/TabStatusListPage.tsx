import { PanelPage } from './PanelPage';
import { PushStatusPanel } from './panels';

/** /mobile/tabStatusList as a page of its own (also a tab of /mobile/certification/tab). */
function TabStatusListPage() {
  return <PanelPage Panel={PushStatusPanel} />;
}

export default TabStatusListPage;
