import type { LangBundles } from '../i18n';

/** The desktop build's first-paint bundles (its other namespaces: desktop-areas.ts). */
export const desktopBundles: LangBundles = {
  'zh-CN': () => import('./zh-CN'),
  en: () => import('./en'),
};

/** The H5 build loads only the areas its pages use. */
export const h5Bundles: LangBundles = {
  'zh-CN': () => import('./h5-zh-CN'),
  en: () => import('./h5-en'),
};

/** The H5 build's texts beyond the first paint's (the rules texts less the core), for the pages that wait for them. */
export const h5RestBundles: LangBundles = {
  'zh-CN': () => import('./h5-zh-CN-rest'),
  en: () => import('./h5-en-rest'),
};
