import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { call } from '../../src-shared/api/client';
import { pageViewRef } from './command-refs';

/**
 * src-shared/routing/usePageMeta for the H5 build, with the same behaviour:
 * document.title from the route's title key ("<title> - <site>", English titles
 * in English) and a page view reported per navigation, never disturbing the page.
 * It reports through pageViewRef so that zod stays out of the first load
 * (see command-refs.ts); the shared hook imports the contract module.
 */
export function usePageMeta(titleKey: string) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const title = t(titleKey);
  const site = t('common:siteName');
  useEffect(() => {
    document.title = title && title !== titleKey ? `${title} - ${site}` : site;
  }, [title, site, titleKey, i18n.language]);
  useEffect(() => {
    call(pageViewRef, { path: pathname.slice(0, 500), title: title.slice(0, 200), build: 'mobile', referrer: document.referrer.slice(0, 500) || undefined }).catch(
      () => undefined,
    );
    // Report per navigation, not per language switch.
  }, [pathname]);
}
