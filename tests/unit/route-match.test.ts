import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { readFile } from 'node:fs/promises';
import { findRoute, loadRestRoutes, routeFor } from '../../src-mobile/app/route-lookup';
import { ACTIVITY_REGISTER_PATH, menuRoutes, notFoundRoute, PERSONAL_REGISTER_PATH, REGISTER_PATH, restRoutes, routeForPath, routes } from '../../src-mobile/app/routes';
import { bestRoute, routeParams, routeScore } from '#shared/utils/route-match';

describe('route patterns', () => {
  it('scores static segments over parameters, and refuses what does not match', () => {
    expect(routeScore('/mobile/device', '/mobile/device')).toBeGreaterThan(routeScore('/mobile/:x', '/mobile/device'));
    expect(routeScore('/mobile/device/:model', '/mobile/device')).toBe(-1);
    expect(routeScore('/mobile/device', '/mobile/device/IBX-100')).toBe(-1);
    expect(routeScore('*', '/anything/at/all')).toBe(0);
  });

  it('ignores case in static segments and trailing slashes, as React Router does', () => {
    expect(routeScore('/wx/login', '/WX/Login/')).toBeGreaterThan(0);
  });

  it('decodes parameters and refuses a malformed one', () => {
    expect(routeParams('/mobile/device/:model', '/mobile/device/IBX%20100')).toEqual({ model: 'IBX 100' });
    expect(routeParams('/mobile/device/:model', '/mobile/device/%E0%A4%A')).toBeNull();
    expect(routeParams('/mobile/device/:model', '/wx/login')).toBeNull();
  });

  it('picks the first of equally good routes, or none', () => {
    const table = [
      { path: '/a/:x', n: 1 },
      { path: '/a/:y', n: 2 },
      { path: '/a/b', n: 3 },
    ];
    expect(bestRoute(table, '/a/b')?.n).toBe(3);
    expect(bestRoute(table, '/a/c')?.n).toBe(1);
    expect(bestRoute(table, '/z')).toBeNull();
  });
});

describe('routeForPath (H5)', () => {
  const table = [...routes, notFoundRoute].map((def) => ({ path: def.path, def }));
  const sample = (path: string) => path.replace(/:(\w+)/g, 'IBX-100').replace('*', 'x/y');

  it('agrees with React Router on every route of the table', () => {
    for (const def of routes) {
      const path = sample(def.path);
      const viaRouter = matchRoutes(table, path)?.[0]?.route.def ?? notFoundRoute;
      expect(routeForPath(path).path, path).toBe(viaRouter.path);
      expect(routeForPath(path.toUpperCase()).path, path.toUpperCase()).toBe((matchRoutes(table, path.toUpperCase())?.[0]?.route.def ?? notFoundRoute).path);
    }
  });

  it('answers the not-found route for unknown paths, the same each time', () => {
    expect(routeForPath('/mobile/nowhere/at/all')).toBe(notFoundRoute);
    expect(routeForPath('/mobile/device/IBX-100')).toBe(routeForPath('/mobile/device/IBX-100'));
    expect(routeForPath('/mobile/device/IBX-100').path).toBe('/mobile/device/:model');
  });
});

// The rest of the table loads its routes' titles too (an i18n area): not under test here.
vi.mock('#shared/i18n/i18n', () => ({ ensureAreas: () => Promise.resolve() }));

describe('the H5 table in two parts (menu pages in the entry, the rest loaded when needed)', () => {
  const sample = (path: string) => path.replace(/:(\w+)/g, 'IBX-100').replace('*', 'x/y');

  it('never answers a menu page for a path a route of the rest serves better', () => {
    for (const def of restRoutes) {
      const path = sample(def.path);
      expect(bestRoute(menuRoutes, path), path).toBeNull();
    }
  });

  it('finds a menu page without the rest, and every other route once the rest is in', async () => {
    for (const def of menuRoutes) expect(findRoute(sample(def.path))).toBe(routeForPath(sample(def.path)));
    expect(findRoute('/wx/register')).toBeUndefined();
    expect(findRoute('/mobile/nowhere')).toBeUndefined();
    await loadRestRoutes();
    for (const def of routes) expect(findRoute(sample(def.path))).toBe(routeForPath(sample(def.path)));
    expect(findRoute('/mobile/nowhere')).toBe(notFoundRoute);
    expect(await routeFor('/wx/register')).toBe(routeForPath('/wx/register'));
  });

  it('links the login screen and the landing only to pages of the table', async () => {
    for (const path of [REGISTER_PATH, PERSONAL_REGISTER_PATH, ACTIVITY_REGISTER_PATH, '/mobile/submit']) expect(routeForPath(path)).not.toBe(notFoundRoute);
    const landing = await readFile('src-mobile/features/home/MobileHomePage.tsx', 'utf8');
    const entries = [...landing.slice(landing.indexOf('const ENTRIES'), landing.indexOf('];', landing.indexOf('const ENTRIES'))).matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
    expect(entries.length).toBeGreaterThan(3);
    for (const path of entries) expect(routeForPath(path), path).not.toBe(notFoundRoute);
  });

  it('keeps the app from importing the whole table (routes.ts is for tools and tests)', async () => {
    const { execSync } = await import('node:child_process');
    const hits = execSync(`grep -rlE "from '(\\.\\./)*(\\./)?(app/)?routes'" src-mobile src-shared || true`, { encoding: 'utf8' }).trim();
    expect(hits).toBe('');
  });
});
