import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { installGatewayHooks } from './gateway-hooks';
import { useLocalMode } from './local-mode';
import { BareLayout } from './layouts/BareLayout';
import { H5Layout } from './layouts/H5Layout';
import { PageLoading } from '../components/PageLoading';
import { loadRestRoutes, useRestRoutes } from './route-lookup';
import type { H5LayoutName } from './route-paths';
import { PageFailed, RoutePage } from './RoutePage';
import { menuRoutes } from './routes-menu';
import { useWeChatShare } from './wechat/useWeChatShare';

/**
 * The router, built from the route table: one layout route per layout, the pages under it,
 * unknown paths to the H5 not-found page. Until the rest of the table is in (route-lookup.ts),
 * a path that is not a menu page shows the shell's loading state while it loads.
 *
 * Declarative <BrowserRouter>/<Routes> rather than a data router: pages load
 * their own data through the gateway client, and the data router would add
 * ~20 kB gzip to every first load (measured) for loaders this build does not use.
 */
/** A path outside the menu pages before the rest of the table is in: loads it (the router then re-renders with it). */
function RestLoading() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadRestRoutes().catch(() => setFailed(true));
  }, []);
  return failed ? <PageFailed /> : <PageLoading />;
}

function Root() {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { pathname } = useLocation();
  useLayoutEffect(() => installGatewayHooks(navigate), [navigate]);
  // A new page starts at the top; back/forward (POP) keeps the browser's own scroll restoration.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  useWeChatShare();
  useLocalMode();
  return <Outlet />;
}

const LAYOUTS: Record<H5LayoutName, ComponentType> = { h5: H5Layout, bare: BareLayout };

export function AppRouter() {
  const rest = useRestRoutes();
  const table = rest ? [...menuRoutes, ...rest.routes, rest.notFound] : menuRoutes;
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Root />}>
          {(Object.keys(LAYOUTS) as H5LayoutName[]).map((layout) => {
            const Layout = LAYOUTS[layout];
            return (
              <Route key={layout} element={<Layout />}>
                {table
                  .filter((def) => def.layout === layout)
                  .map((def) => (
                    // Keyed: the layout's outlet would otherwise reuse one RoutePage for every route (it keeps per-page state).
                    <Route key={def.path} path={def.path} element={<RoutePage key={def.path} def={def} />} />
                  ))}
                {!rest && layout === 'h5' ? <Route path="*" element={<RestLoading />} /> : null}
              </Route>
            );
          })}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
