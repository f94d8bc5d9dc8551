import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { checkGuard } from '#shared/auth/guards';
import { ensureAllTexts, ensureAreas } from '#shared/i18n/i18n';
import { useSession } from '#shared/auth/session';
import { titleKeyOf } from '#shared/routing/route-def';
import { PageLoading } from '../components/PageLoading';
import { StateBlock } from '../components/StateBlock';
import { HOME_PATH, loginPathFor, type MobileRouteDef } from './route-paths';
import { usePageMeta } from '#shared/routing/usePageMeta';

/**
 * One route's page: sets the title and reports the page view, applies the
 * route's guard, and loads the page module lazily (one chunk per page), with its
 * locale areas (ns) and the rest of the texts unless it needs only the first paint's (coreTexts).
 */
interface Entry {
  load: () => Promise<{ default: ComponentType }>;
  Page: LazyExoticComponent<ComponentType>;
  /** The page component once its chunk has loaded: rendered directly, not through lazy. */
  ready?: ComponentType;
}
const loaded = new Map<MobileRouteDef, Entry>();

// Shown to a signed-in member who lacks what a page needs: rare, so its own chunk (antd-mobile's Button with it).
const GuardNotice = lazy(() => import('./GuardNotice'));

function entryOf(def: MobileRouteDef): Entry {
  let entry = loaded.get(def);
  if (!entry) {
    let promise: Promise<{ default: ComponentType }> | null = null;
    const e: Entry = {
      load: () =>
        (promise ??= Promise.all([def.page(), def.coreTexts ? null : ensureAllTexts(), def.ns ? ensureAreas(def.ns) : null]).then(([mod]) => {
          e.ready = mod.default;
          return mod;
        })),
      Page: lazy(() => e.load()),
    };
    entry = e;
    loaded.set(def, entry);
  }
  return entry;
}

/**
 * Starts fetching a route's chunk early (on the first load, in parallel with the language
 * bundle); resolves when it has loaded or failed (a failure shows on the page itself).
 */
export const preloadRoute = (def: MobileRouteDef): Promise<void> =>
  entryOf(def)
    .load()
    .then(
      () => undefined,
      () => undefined,
    );

export function RoutePage({ def }: { def: MobileRouteDef }) {
  usePageMeta(titleKeyOf(def), 'mobile');
  const { pathname, search } = useLocation();
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const entry = entryOf(def);
  // A page loaded before it first shows renders at once: through lazy it would suspend for a tick,
  // and React holds content that follows a shown fallback back for 300 ms. The choice is kept for
  // the route's life (the router keys RoutePage by route): switching from lazy to direct on a later
  // render (a text area arriving, a session change) would remount the page and lose what was typed.
  const [Ready] = useState(() => entry.ready);
  const verdict = checkGuard(def.guard, token !== null, profile);
  if (!verdict.ok) {
    if (verdict.reason === 'login') return <Navigate to={`${loginPathFor(def)}?redirect=${encodeURIComponent(pathname + search)}`} replace />;
    return (
      <Suspense fallback={<PageLoading />}>
        <GuardNotice reason={verdict.reason} />
      </Suspense>
    );
  }
  const { Page } = entry;
  return (
    <PageErrorBoundary key={pathname}>
      {Ready ? (
        <Ready />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      )}
    </PageErrorBoundary>
  );
}

/** A page that fails to load (most often a chunk replaced by a new release) or to render shows the error state, not a blank screen. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  // Set in the constructor, not as a class field (see GatewayError: no field helpers in the entry).
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }
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

/**
 * Plain buttons (page-state.css), not antd-mobile's: this state must show when chunks fail to
 * load (a new release replaced them), so it needs nothing beyond the entry, and the entry does
 * not carry antd-mobile's Button for it.
 */
export function PageFailed() {
  const { t } = useTranslation();
  return (
    <StateBlock title={t('mobile:routeError.title')} description={t('mobile:routeError.body')}>
      <button type="button" className="h5-state__button h5-state__button--primary" onClick={() => window.location.reload()}>
        {t('common:state.retry')}
      </button>
      <button type="button" className="h5-state__button" onClick={() => window.location.assign(HOME_PATH)}>
        {t('common:action.backHome')}
      </button>
    </StateBlock>
  );
}
