import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { ensureAreas } from '#shared/i18n/i18n';
import { titleKeyOf } from '#shared/routing/route-def';
import { usePageMeta } from '#shared/routing/usePageMeta';
import { localModeRedirect } from '#shared/utils/local-mode';
import { PageFallback } from '../components/PageFallback';
import { withAntd } from './antd-scope';
import { useBoot } from './boot';
import { useLoginDialog } from './login-dialog';
import { setAppNavigate } from './navigation';
import { useOnceWanted } from './use-once-wanted';
import { RouteGuard } from './guards';
import { ShellLayout } from './layouts/ShellLayout';
import { StandaloneLayout } from './layouts/StandaloneLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { LOGIN_DIALOG_NS, NOT_FOUND_PATH, layoutNs, routes, type DesktopLayout, type DesktopRoute } from './routes';

/** A lazily loaded module that renders only once the namespaces it shows are in (i18n.ts ensureAreas). */
const withTexts = <M,>(ns: readonly string[] | undefined, module: Promise<M>): Promise<M> => (ns?.length ? Promise.all([module, ensureAreas(ns)]).then(([m]) => m) : module);

// The expired-login dialog holds the login form: it loads when first needed, with its texts.
const LoginDialog = lazy(withAntd(() => withTexts(LOGIN_DIALOG_NS, import('./LoginDialog'))));

/**
 * The member centre's layout (with antd Menu) loads with the first member page, not with the
 * home page; it holds antd's provider for its pages.
 */
const MemberLayout = lazy(withAntd(() => withTexts(layoutNs.member, import('./layouts/MemberLayout'))));

/** One React.lazy per route, replaced on retry so a failed load is attempted again. */
const lazyPages = new Map<DesktopRoute, LazyExoticComponent<ComponentType>>();
function lazyPage(route: DesktopRoute, fresh: boolean) {
  let page = lazyPages.get(route);
  if (!page || fresh) {
    const load = () => withTexts([...layoutNs[route.layout], ...(route.ns ?? [])], route.page());
    // Member pages sit inside the member layout's provider; a page without antd needs none.
    page = lazy(route.layout === 'member' || route.plain ? load : withAntd(load));
    lazyPages.set(route, page);
  }
  return page;
}

/** A route's element: title + page view, error boundary with retry, guard, lazy page with a skeleton. */
function RoutePage({ route }: { route: DesktopRoute }) {
  usePageMeta(titleKeyOf(route), 'desktop');
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazyPage(route, attempt > 0), [route, attempt]);
  return (
    <RouteErrorBoundary onRetry={() => setAttempt((a) => a + 1)}>
      <RouteGuard guard={route.guard}>
        <Suspense fallback={<PageFallback />}>
          <Page />
        </Suspense>
      </RouteGuard>
    </RouteErrorBoundary>
  );
}

/** Pages that stay reachable in local-deployment mode so a missing target cannot loop. */
const NOT_FOUND_PATHS = new Set([NOT_FOUND_PATH, '/noPage']);

/** Above every layout: local-deployment redirects, a new page starting at the top, the expired-login dialog. */
function AppFrame() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const localConfig = useBoot((s) => s.localConfig);
  const dialog = useOnceWanted(useLoginDialog((s) => s.open));
  useLayoutEffect(() => {
    setAppNavigate(navigate);
    return () => setAppNavigate(null);
  }, [navigate]);
  // Back/forward (POP) keeps the browser's own scroll restoration.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  useEffect(() => {
    if (!localConfig || NOT_FOUND_PATHS.has(pathname)) return;
    const to = localModeRedirect(pathname, localConfig);
    if (to) navigate(to, { replace: true });
  }, [pathname, localConfig, navigate]);
  return (
    <>
      <Outlet />
      {dialog && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
    </>
  );
}

const routesOf = (layout: DesktopLayout) => routes.filter((r) => r.layout === layout).map((r) => <Route key={r.path} path={r.path} caseSensitive element={<RoutePage key={r.path} route={r} />} />);

/**
 * The router, built from the route table (routes.ts): one layout route per layout, the pages
 * under it, unknown paths to the not-found page.
 *
 * Declarative <BrowserRouter>/<Routes> rather than a data router: pages load their own data
 * through the gateway client, and the data router added ~17 kB gzip to every first load for
 * loaders this build does not use.
 */
export function AppRouter() {
  return (
    <RouteErrorBoundary onRetry={() => window.location.reload()}>
      <BrowserRouter>
        <Routes>
          <Route element={<AppFrame />}>
            <Route element={<ShellLayout />}>{routesOf('shell')}</Route>
            <Route
              element={
                <Suspense fallback={<PageFallback />}>
                  <MemberLayout />
                </Suspense>
              }
            >
              {routesOf('member')}
            </Route>
            <Route element={<StandaloneLayout />}>{routesOf('standalone')}</Route>
            <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </RouteErrorBoundary>
  );
}
