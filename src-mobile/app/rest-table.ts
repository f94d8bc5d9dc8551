import '#shared/i18n/bundles/h5-rest-areas';

/**
 * What loads with the rest of the route table (route-lookup.ts): its routes and the loaders of the
 * text areas only they show. routes-rest.ts itself stays free of the build's globs, so the tools
 * can read the table (scripts/size.mjs, scripts/route-preloads.mjs).
 */
export { notFoundRoute, restRoutes } from './routes-rest';
