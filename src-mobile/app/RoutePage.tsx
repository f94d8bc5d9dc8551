import Button from 'antd-mobile/es/components/button';
import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { checkGuard } from '../../src-shared/auth/guards';
import { useSession } from '../../src-shared/auth/session';
import { titleKeyOf } from '../../src-shared/routing/route-def';
import { PageLoading } from '../components/PageLoading';
import { StateBlock } from '../components/StateBlock';
import { GuardNotice } from './GuardNotice';
import { HOME_PATH, loginPathFor, type MobileRouteDef } from './routes';
import { usePageMeta } from '../../src-shared/routing/usePageMeta';

/**
 * One route's page: sets the title and reports the page view, applies the
 * route's guard, and loads the page module lazily (one chunk per page).
 */
const loaded = new Map<MobileRouteDef, { load: () => Promise<{ default: ComponentType }>; Page: LazyExoticComponent<ComponentType> }>();

function entryOf(def: MobileRouteDef) {
  let entry = loaded.get(def);
  if (!entry) {
    let promise: Promise<{ default: ComponentType }> | null = null;
    const load = () => (promise ??= def.page());
    entry = { load, Page: lazy(load) };
    loaded.set(def, entry);
  }
  return entry;
}

/** Starts fetching a route's chunk early (on the first load, in parallel with the language bundle). */
export const preloadRoute = (def: MobileRouteDef) => void entryOf(def).load().catch(() => undefined);

export function RoutePage({ def }: { def: MobileRouteDef }) {
  usePageMeta(titleKeyOf(def), 'mobile');
  const { pathname, search } = useLocation();
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const verdict = checkGuard(def.guard, token !== null, profile);
  if (!verdict.ok) {
    if (verdict.reason === 'login') return <Navigate to={`${loginPathFor(def)}?redirect=${encodeURIComponent(pathname + search)}`} replace />;
    return <GuardNotice reason={verdict.reason} />;
  }
  const { Page } = entryOf(def);
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** A page that fails to load (most often a chunk replaced by a new release) or to render shows the error state, not a blank screen. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <StateBlock title={t('mobile:routeError.title')} description={t('mobile:routeError.body')}>
      <Button block color="primary" onClick={() => window.location.reload()}>
        {t('common:state.retry')}
      </Button>
      <Button block onClick={() => window.location.assign(HOME_PATH)}>
        {t('common:action.backHome')}
      </Button>
    </StateBlock>
  );
}
