import type { DesktopRoute } from '../../app/route-types';

/** The operator console: its own login (operator sessions are not member sessions), so the route is public. */
export const operatorRoutes: DesktopRoute[] = [{ path: '/operator', name: 'operator', guard: 'public', layout: 'standalone', ns: ['account', 'member', 'opcontent', 'operator'], page: () => import('./OperatorPage') }];
