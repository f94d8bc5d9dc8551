import type { DesktopRoute } from '../../app/route-types';

/** The base app's settings pages in the member centre (menu group baseApp; shown to whoever holds the page). */
export const baseAppRoutes: DesktopRoute[] = [
  { path: '/memberCenter/extendedField', name: 'extendedField', guard: 'enterprise', layout: 'member', menuGroup: 'baseApp', menuPage: 'extendedField', ns: ['org'], page: () => import('./ExtendedFieldPage') },
  { path: '/memberCenter/dictionary', name: 'dictionary', guard: 'enterprise', layout: 'member', menuGroup: 'baseApp', menuPage: 'dictionary', ns: ['org'], page: () => import('./DictionaryPage') },
];
