import type { DesktopRoute } from '../../app/route-types';

/** Sign-in, registration, password and code-exchange pages (issue 4). */
export const accountRoutes: DesktopRoute[] = [];
