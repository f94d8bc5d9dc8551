import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { notFoundRoute, routeForPath, routes } from '../../src-mobile/app/routes';
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
