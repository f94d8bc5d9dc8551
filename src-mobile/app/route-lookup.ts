import { useSyncExternalStore } from 'react';
import { ensureAreas } from '#shared/i18n/i18n';
import { bestRoute } from '#shared/utils/route-match';
import type { MobileRouteDef } from './route-paths';
import { menuRoutes } from './routes-menu';

/**
 * Which route a path is, with the table in two parts: the WeChat-menu pages (routes-menu.ts) are
 * in the entry, the rest (rest-table.ts: routes-rest.ts and its text areas' loaders, ~1.3 kB gzip)
 * loads when a path is not one of them: at the
 * first load of such a page (announced in its HTML, so no extra round trip) or on the way to one
 * inside the app. The router and the shell re-render when it arrives (useRestRoutes).
 */
interface Rest {
  routes: MobileRouteDef[];
  notFound: MobileRouteDef;
}
let rest: Rest | null = null;
let loading: Promise<Rest> | null = null;
const listeners = new Set<() => void>();

/** Loads the rest of the table once (a failed load is forgotten, so the next navigation asks again). */
export function loadRestRoutes(): Promise<Rest> {
  loading ??= import('./rest-table')
    .then(
      // Its routes' titles come in with it: the shell shows a route's title as soon as the route is known.
      (m) => ensureAreas(['mroutes']).then(() => m),
    )
    .then(
      (m) => {
        rest = { routes: m.restRoutes, notFound: m.notFoundRoute };
        listeners.forEach((l) => l());
        return rest;
      },
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
  return loading;
}

const known = new Map<string, MobileRouteDef>();

/**
 * The route for a path: a menu page at once; any other once the rest of the table is in (the
 * not-found route when nothing matches), undefined before. The layout asks on every render and
 * the entry before the first: a plain scan, remembered per path, instead of React Router's
 * matchRoutes (which flattens and ranks the whole table each call, ~10 ms on a phone's first load).
 */
export function findRoute(pathname: string): MobileRouteDef | undefined {
  let def = known.get(pathname) ?? bestRoute(menuRoutes, pathname) ?? undefined;
  if (!def && rest) def = bestRoute(rest.routes, pathname) ?? rest.notFound;
  if (def && known.size < 500) known.set(pathname, def);
  return def;
}

/** The route for a path, loading the rest of the table first when needed. */
export const routeFor = (pathname: string): Promise<MobileRouteDef> => {
  const def = findRoute(pathname);
  return def ? Promise.resolve(def) : loadRestRoutes().then(() => findRoute(pathname)!);
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The rest of the table once loaded (null before); the caller re-renders when it arrives. */
export const useRestRoutes = (): Rest | null => useSyncExternalStore(subscribe, () => rest);
