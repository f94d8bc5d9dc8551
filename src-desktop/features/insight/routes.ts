import type { DesktopRoute } from '../../app/route-types';

/**
 * Dashboards and the factory app area. The statistics and the visual dashboards are standalone
 * pages; factory apps and pending tasks sit in the member centre's business group (factory apps
 * is also local-deployment mode's landing page); refresh re-reads the login and goes back.
 */
export const insightRoutes: DesktopRoute[] = [
  { path: '/dataStatistics', name: 'dataStatistics', guard: 'member', layout: 'standalone', ns: ['insight'], plain: true, page: () => import('./DataStatisticsPage') },
  { path: '/dashboard/index', name: 'dashboard', guard: 'member', layout: 'standalone', ns: ['insight'], plain: true, page: () => import('./DashboardPage') },
  { path: '/memberCenter/facApp', name: 'facApp', guard: 'member', layout: 'member', menuGroup: 'business', ns: ['insight'], page: () => import('./FacAppPage') },
  { path: '/memberCenter/waitTaskPage', name: 'waitTaskPage', guard: 'member', layout: 'member', menuGroup: 'business', ns: ['insight'], page: () => import('./WaitTaskPage') },
  { path: '/memberCenter/refresh', name: 'refresh', guard: 'member', layout: 'member', menuActive: '/memberCenter', ns: ['insight'], page: () => import('./RefreshPage') },
];
