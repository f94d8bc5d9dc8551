import type { DesktopRoute } from '../../app/route-types';

/** Devices and their coding rules (the base app): device management stays at the organisation's deviceInfo path. */
export const equipmentRoutes: DesktopRoute[] = [
  { path: '/memberCenter/deviceInfo', name: 'deviceInfo', guard: 'enterprise', layout: 'member', menuGroup: 'organization', menuPage: 'deviceInfo', ns: ['equipment', 'org'], page: () => import('./EquipmentPage') },
  { path: '/memberCenter/codingRule', name: 'codingRule', guard: 'enterprise', layout: 'member', menuGroup: 'baseApp', menuPage: 'codingRule', ns: ['equipment'], page: () => import('./CodingRulePage') },
];
