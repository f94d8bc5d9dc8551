import type { DesktopRoute } from '../../app/route-types';

/** The public marketing site beyond the home page: products, news, cases, open platform (issue 5). */
export const siteRoutes: DesktopRoute[] = [];
