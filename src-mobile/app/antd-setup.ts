import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { i18next, onBeforeLanguage } from '../../src-shared/i18n/i18n';

/**
 * antd-mobile set up once, before anything renders: its global styles and CSS
 * variables, and its locale following the UI language — ConfigProvider
 * (MobileApp) covers the component tree, setDefaultConfig the imperative
 * Toast/Dialog, which render outside it. zh-CN comes with the entry; en loads
 * before English first shows (i18n.ts onBeforeLanguage), so a Chinese first
 * load carries one locale, not two.
 *
 * Components are imported one by one from antd-mobile/es/components/<name>:
 * the package index pulls in every component's CSS. The React 19 renderer for
 * the imperative APIs is installed in components/antd-imperative.ts.
 */
let enUS: Locale | null = null;

onBeforeLanguage(async (lang) => {
  if (lang === 'en' && !enUS) enUS = (await import('antd-mobile/es/locales/en-US')).default;
  // On the first load i18next already speaks en by now: the imperative APIs follow at once.
  if (i18next.language === 'en') setDefaultConfig({ locale: antdLocaleOf('en') });
});

export const antdLocaleOf = (lang: string | undefined): Locale => (lang === 'en' && enUS ? enUS : zhCN);

setDefaultConfig({ locale: antdLocaleOf(i18next.language) });
i18next.on('languageChanged', (lng) => setDefaultConfig({ locale: antdLocaleOf(lng) }));
