import type { DesktopRoute } from '../../app/route-types';

/** Devices and their coding rules (the base app): device management stays at the organisation's deviceInfo path. */
export const equipmentRoutes: DesktopRoute[] = [
  { path: '/memberCenter/deviceInfo', name: 'deviceInfo', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'deviceInfo', ns: ['equipment', 'org'], page: () => import('./EquipmentPage') },
  // QR labels for the devices chosen on the list (decision 0056); printed, so no menu entry of its own.
  { path: '/memberCenter/deviceInfo/labels', name: 'deviceLabels', guard: 'enterprise', layout: 'member', menuActive: '/memberCenter/deviceInfo', ns: ['equipment'], page: () => import('./LabelsPage') },
  { path: '/memberCenter/codingRule', name: 'codingRule', guard: 'enterprise', layout: 'member', menuGroup: 'baseApp', menuPage: 'codingRule', ns: ['equipment'], page: () => import('./CodingRulePage') },
];
