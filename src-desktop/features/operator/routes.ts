import type { DesktopRoute } from '../../app/route-types';

/** The texts only the signed-in console shows: they load with it (OperatorPage), not with the login. */
export const CONSOLE_NS = ['member', 'opcontent', 'audit'] as const;

/** The operator console: its own login (operator sessions are not member sessions), so the route is public. */
export const operatorRoutes: DesktopRoute[] = [{ path: '/operator', name: 'operator', guard: 'public', layout: 'standalone', ns: ['account', 'operator'], laterNs: CONSOLE_NS, page: () => import('./OperatorPage') }];
