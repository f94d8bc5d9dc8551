import { bestRoute } from '#shared/utils/route-match';
import type { MobileRouteDef } from './route-paths';
import { menuRoutes } from './routes-menu';
import { notFoundRoute, restRoutes } from './routes-rest';

/**
 * The H5 build's whole route table as data, for the tools and tests (scripts/size.mjs,
 * scripts/route-preloads.mjs, the route and accessibility tests). The app itself reads it in two
 * parts (routes-menu.ts in the entry, routes-rest.ts when needed: route-lookup.ts) and its pages
 * import paths from route-paths.ts: importing this module would put the whole table into a chunk.
 */
export * from './route-paths';
export { menuRoutes, notFoundRoute, restRoutes };

export const routes: MobileRouteDef[] = [...menuRoutes, ...restRoutes];

/** The route definition for a path over the whole table (the not-found route when none matches). */
export const routeForPath = (pathname: string): MobileRouteDef => bestRoute(routes, pathname) ?? notFoundRoute;
