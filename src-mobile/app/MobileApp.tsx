import { antdLocaleOf } from './antd-setup';
import './theme.css';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { useTranslation } from 'react-i18next';
import { AppRouter } from './router';
import { preloadRoute } from './RoutePage';
import { routeForPath } from './routes';

// Fetch the first page's chunk now, in parallel with the language bundle
// (main-mobile.tsx renders only once i18n is ready).
preloadRoute(routeForPath(window.location.pathname));

/** The H5 build: antd-mobile in the UI language, the router built from routes.ts. */
export function MobileApp() {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={antdLocaleOf(i18n.language)}>
      <AppRouter />
    </ConfigProvider>
  );
}
