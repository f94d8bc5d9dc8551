import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setClientLang } from '../../src-shared/api/client';
import { currentLang, i18next } from '../../src-shared/i18n/i18n';
import { normalizeLang, type Lang } from '../../src-shared/rules/texts';
import { isMobilePath } from '../../src-shared/utils/build-paths';
import { boot } from './boot';
import { useErrorQueue } from './error-queue';
import { router } from './router';
import { theme } from './theme';
import { registerUiHooks } from './ui-hooks';
import { useOnceWanted } from './use-once-wanted';
import './global.css';

// Loads the first time it is needed, keeping antd message off the first page.
const ErrorMessages = lazy(() => import('./ErrorMessages'));

/** Follows i18next's language so antd's own texts switch with ours, without a reload. */
function useUiLang(): Lang {
  const [lang, setLang] = useState<Lang>(currentLang());
  useEffect(() => {
    const onChange = (lng: string) => {
      const next = normalizeLang(lng);
      // Requests made by the re-render already speak the new language.
      setClientLang(next);
      setLang(next);
    };
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, []);
  return lang;
}


/** Same-build paths go through the router; the H5 build's paths are another document. */
function go(to: string) {
  if (isMobilePath(to)) window.location.assign(to);
  else void router.navigate(to);
}

registerUiHooks(go);

export function DesktopApp() {
  const lang = useUiLang();
  const errors = useOnceWanted(useErrorQueue((s) => s.items.length > 0));

  useEffect(() => boot(), []);

  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={theme}>
      <RouterProvider router={router} />
      {errors && (
        <Suspense fallback={null}>
          <ErrorMessages />
        </Suspense>
      )}
    </ConfigProvider>
  );
}
