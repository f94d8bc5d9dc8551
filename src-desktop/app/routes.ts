import { accountRoutes } from '../features/account/routes';
import { activityRoutes } from '../features/activity/routes';
import { financeRoutes } from '../features/finance/routes';
import { fundRoutes } from '../features/fund/routes';
import { insightRoutes } from '../features/insight/routes';
import { memberRoutes } from '../features/member/routes';
import { operatorRoutes } from '../features/operator/routes';
import { orgRoutes } from '../features/org/routes';
import { employeeRoutes } from '../features/employee/routes';
import { baseAppRoutes } from '../features/base-app/routes';
import { equipmentRoutes } from '../features/equipment/routes';
import { siteRoutes } from '../features/site/routes';
import { ssoRoutes } from '../features/sso/routes';
import { industryAppRoutes } from '../features/industry-app/routes';
import { auditRoutes } from '../features/audit/routes';
import type { DesktopLayout, DesktopRoute } from './route-types';

export type { DesktopLayout, DesktopRoute, MemberMenuGroup } from './route-types';
export { memberMenuGroups } from './route-types';

/**
 * The desktop route table: data, not JSX. The router, the member-centre menu,
 * page titles (routes:<name>) and guards are all read from it. One lazily
 * imported page module per route, in features/<domain>/; each feature owns
 * its slice of the table in features/<domain>/routes.ts.
 */
export const routes: DesktopRoute[] = [
  { path: '/', name: 'home', guard: 'public', layout: 'shell', ns: ['home'], plain: true, page: () => import('../features/home/HomePage') },
  { path: '/NoPage', name: 'NoPage', titleKey: 'routes:noPage', guard: 'public', layout: 'shell', page: () => import('../features/system/NoPage') },
  { path: '/noPage', name: 'noPage', guard: 'public', layout: 'shell', page: () => import('../features/system/NoPage') },
  ...siteRoutes,
  ...financeRoutes,
  ...accountRoutes,
  ...memberRoutes,
  ...fundRoutes,
  ...insightRoutes,
  ...operatorRoutes,
  ...orgRoutes,
  ...employeeRoutes,
  ...baseAppRoutes,
  ...equipmentRoutes,
  ...activityRoutes,
  ...ssoRoutes,
  ...industryAppRoutes,
  ...auditRoutes,
];

/** Namespaces a layout shows beyond the first paint's: loaded with it and with each of its pages. */
export const layoutNs: Record<DesktopLayout, readonly string[]> = { shell: [], member: [], standalone: [] };

/** The expired-login dialog's namespaces (it holds the login form). */
export const LOGIN_DIALOG_NS: readonly string[] = ['account'];

/** The not-found page every unknown path is sent to. */
export { NOT_FOUND_PATH } from '#shared/utils/build-paths';
