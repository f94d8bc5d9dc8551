import { PanelPage } from './PanelPage';
import { PushQueryPanel } from './panels';

/** /mobile/tabQuery as a page of its own (also a tab of /mobile/certification/tab). */
function TabQueryPage() {
  return <PanelPage Panel={PushQueryPanel} />;
}

export default TabQueryPage;
