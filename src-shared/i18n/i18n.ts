import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setClientLang } from '../api/client';
import { normalizeLang, type Lang } from '../rules/texts';
import { getCookie, setCookie } from '../utils/cookies';

/**
 * i18next with one namespace per locale area (locales/<lang>/<area>.json).
 * Language: ?lang=, then the `lang` cookie (on the top domain), then zh-CN.
 * Only the current language's texts are loaded; switching loads the other
 * bundle and re-renders without a reload.
 */
export type LangBundles = Record<Lang, () => Promise<{ default: Record<string, Record<string, unknown>> }>>;

let bundles: LangBundles = {
  'zh-CN': () => import('./bundles/zh-CN'),
  en: () => import('./bundles/en'),
};

/** The H5 build loads only the areas its pages use. */
export const h5Bundles: LangBundles = {
  'zh-CN': () => import('./bundles/h5-zh-CN'),
  en: () => import('./bundles/h5-en'),
};

export function detectLang(search: string = location.search): Lang {
  const q = new URLSearchParams(search).get('lang');
  if (q === 'en' || q === 'zh-CN') return q;
  return normalizeLang(getCookie('lang'));
}

async function loadBundle(lang: Lang) {
  if (i18next.hasResourceBundle(lang, 'common')) return;
  const mod = await bundles[lang]();
  for (const [file, data] of Object.entries(mod.default)) {
    const ns = file.replace(/^.*\//, '').replace(/\.json$/, '');
    i18next.addResourceBundle(lang, ns, data, true, true);
  }
}

function applyLang(lang: Lang) {
  setClientLang(lang);
  document.documentElement.lang = lang;
}

export async function initI18n(only?: LangBundles): Promise<Lang> {
  if (only) bundles = only;
  const lang = detectLang();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Keep the gateway client's lang and <html lang> in step before components re-render.
  i18next.on('languageChanged', (l) => applyLang(normalizeLang(l)));
  await loadBundle(lang);
  applyLang(lang);
  // ?lang= also persists, so links shared with a language keep it.
  if (getCookie('lang') !== lang) setCookie('lang', lang, 365 * 86400);
  return lang;
}

export async function changeLanguage(lang: Lang) {
  await loadBundle(lang);
  setCookie('lang', lang, 365 * 86400);
  await i18next.changeLanguage(lang);
}

export const currentLang = (): Lang => normalizeLang(i18next.language);
export { i18next };
