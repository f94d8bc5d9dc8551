import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { ensureAllTexts } from '../../src-shared/i18n/i18n';
import { titleKeyOf } from '../../src-shared/routing/route-def';
import { usePageMeta } from '../../src-shared/routing/usePageMeta';
import { localModeRedirect } from '../../src-shared/utils/local-mode';
import { PageFallback } from '../components/PageFallback';
import { useBoot } from './boot';
import { useLoginDialog } from './login-dialog';
import { useOnceWanted } from './use-once-wanted';
import { RouteGuard } from './guards';
import { ShellLayout } from './layouts/ShellLayout';
import { StandaloneLayout } from './layouts/StandaloneLayout';
import { PageError, RouteErrorBoundary } from './RouteErrorBoundary';
import { NOT_FOUND_PATH, routes, type DesktopLayout, type DesktopRoute } from './routes';

/** A lazily loaded module that renders only once every text area of the language is in (i18n.ts ensureAllTexts). */
const withAllTexts = <M,>(module: Promise<M>): Promise<M> => Promise.all([module, ensureAllTexts()]).then(([m]) => m);

// The expired-login dialog holds the login form: it loads when first needed, with every text area.
const LoginDialog = lazy(() => withAllTexts(import('./LoginDialog')));

/** The member centre's layout (with antd Menu) loads with the first member page, not with the home page. */
const MemberLayout = lazy(() => withAllTexts(import('./layouts/MemberLayout')));

/** One React.lazy per route, replaced on retry so a failed load is attempted again. */
const lazyPages = new Map<DesktopRoute, LazyExoticComponent<ComponentType>>();
function lazyPage(route: DesktopRoute, fresh: boolean) {
  let page = lazyPages.get(route);
  if (!page || fresh) {
    page = lazy(route.coreTexts ? route.page : () => withAllTexts(route.page()));
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

/** Above every layout: local-deployment redirects and scroll restoration. */
function AppFrame() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localConfig = useBoot((s) => s.localConfig);
  const dialog = useOnceWanted(useLoginDialog((s) => s.open));
  useEffect(() => {
    if (!localConfig || NOT_FOUND_PATHS.has(pathname)) return;
    const to = localModeRedirect(pathname, localConfig);
    if (to) navigate(to, { replace: true });
  }, [pathname, localConfig, navigate]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {dialog && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
    </>
  );
}

function RootError() {
  return <PageError onRetry={() => window.location.reload()} />;
}

const childrenOf = (layout: DesktopLayout): RouteObject[] =>
  routes
    .filter((r) => r.layout === layout)
    .map((r) => ({ path: r.path, caseSensitive: true, element: <RoutePage key={r.path} route={r} /> }));

export const router = createBrowserRouter([
  {
    element: <AppFrame />,
    errorElement: <RootError />,
    children: [
      { element: <ShellLayout />, children: childrenOf('shell') },
      {
        element: (
          <Suspense fallback={<PageFallback />}>
            <MemberLayout />
          </Suspense>
        ),
        children: childrenOf('member'),
      },
      { element: <StandaloneLayout />, children: childrenOf('standalone') },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
]);
