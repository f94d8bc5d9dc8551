import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { report } from '../api/beacon';
import { pageView } from '../contract/refs/system';

/**
 * Sets document.title from the route's title key (English titles in English)
 * and reports every navigation as a page view. Reporting never disturbs the page.
 */
export function usePageMeta(titleKey: string, build: 'desktop' | 'mobile') {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const title = t(titleKey);
  const site = t('common:siteName');
  useEffect(() => {
    document.title = title && title !== titleKey ? `${title} - ${site}` : site;
  }, [title, site, titleKey, i18n.language]);
  useEffect(() => {
    report(pageView, { path: location.pathname.slice(0, 500), title: title.slice(0, 200), build, referrer: document.referrer.slice(0, 500) || undefined });
    // Report per navigation, not per language switch.
  }, [location.pathname]);
}
