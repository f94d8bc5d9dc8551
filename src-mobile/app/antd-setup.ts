import 'antd-mobile/es/global';
import type { Lang } from '#shared/rules/texts';
import { onBeforeLanguage } from '#shared/i18n/i18n';

/**
 * antd-mobile set up once, before anything renders: its global styles and CSS
 * variables, and its locale following the UI language.
 *
 * The locale is antd-mobile's default config (setDefaultConfig), which its
 * components read when no ConfigProvider is above them — the tree and the
 * imperative Toast/Dialog alike — rather than a ConfigProvider in the entry:
 * zh-CN is already that default, so a Chinese first load carries neither the
 * config module nor a locale ahead of the first antd-mobile component (pages
 * that use none never load them). Before English first shows, and before every
 * later switch (i18n.ts onBeforeLanguage, which runs ahead of the re-render),
 * the config module and the language's locale load and become the default;
 * the switch re-renders the whole tree (MobileApp follows the language).
 *
 * Components are imported one by one from antd-mobile/es/components/<name>:
 * the package index pulls in every component's CSS. The React 19 renderer for
 * the imperative APIs is installed in components/antd-imperative.ts.
 */
let current: Lang = 'zh-CN';

onBeforeLanguage(async (lang) => {
  if (lang === current) return;
  const [{ setDefaultConfig }, locale] = await Promise.all([import('antd-mobile/es/components/config-provider'), lang === 'en' ? import('antd-mobile/es/locales/en-US') : import('antd-mobile/es/locales/zh-CN')]);
  setDefaultConfig({ locale: locale.default });
  current = lang;
});
