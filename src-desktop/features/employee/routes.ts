import type { DesktopRoute } from '../../app/route-types';

/** The base app's employees (member centre, base-app group; shown to whoever holds a button of the page). */
export const employeeRoutes: DesktopRoute[] = [
  { path: '/memberCenter/employee', name: 'employee', guard: 'enterprise', layout: 'member', menuGroup: 'baseApp', menuPage: 'employee', ns: ['employee', 'org'], page: () => import('./EmployeePage') },
];
