import './antd-setup';
import './theme.css';
import { useTranslation } from 'react-i18next';
import { navTitleReady } from './layouts/H5Layout';
import { AppRouter } from './router';
import { routeFor } from './route-lookup';
import { preloadRoute } from './RoutePage';

// Fetch the first page's chunk now, in parallel with the language bundle (and, outside WeChat, the bar's title clamp).
// A path outside the menu pages loads the rest of the route table first (its HTML announces that chunk too).
const firstPage = Promise.all([routeFor(window.location.pathname).then(preloadRoute, () => undefined), navTitleReady]);

/**
 * Resolves when the first page's chunk is in (main-mobile.tsx renders once this and the
 * language bundle are ready): the server shell stays until the page itself can paint,
 * instead of a loading state that React would then hold for 300 ms.
 */
export const firstPageReady = (): Promise<unknown> => firstPage;

/**
 * The H5 build: the router built from routes.ts. It follows the UI language so that a
 * switch re-renders the whole tree, antd-mobile's components included (their locale is
 * antd-mobile's default config, set before the switch: antd-setup.ts).
 */
export function MobileApp() {
  useTranslation();
  return <AppRouter />;
}
