import { lazy, Suspense, useEffect } from 'react';
import { withAntd } from './antd-scope';
import { boot } from './boot';
import { useErrorQueue } from './error-queue';
import { go } from './navigation';
import { AppRouter } from './router';
import { registerUiHooks } from './ui-hooks';
import { useOnceWanted } from './use-once-wanted';
import './global.css';

// Loads the first time it is needed, keeping antd message off the first page.
const ErrorMessages = lazy(withAntd(() => import('./ErrorMessages')));

registerUiHooks(go);

/**
 * The desktop build: the router built from routes.ts. No antd provider up here: the home page
 * uses no antd, so ConfigProvider comes with the pages, the member layout and the dialogs that
 * do (antd-scope.tsx). The gateway client's language follows i18next (i18n.ts).
 */
export function DesktopApp() {
  const errors = useOnceWanted(useErrorQueue((s) => s.items.length > 0));

  useEffect(() => boot(), []);

  return (
    <>
      <AppRouter />
      {errors && (
        <Suspense fallback={null}>
          <ErrorMessages />
        </Suspense>
      )}
    </>
  );
}
