import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setClientLang } from '../api/client';
import { addTexts, normalizeLang, type Lang } from '../rules/texts';
import { getCookie, setCookie } from '../utils/cookies';

/**
 * i18next with one namespace per locale area (locales/<lang>/<area>.json); a domain's area
 * comes with the domain's rules texts (rules/texts/<area>.json) where a build hands them over.
 * Language: ?lang=, then the `lang` cookie (on the top domain), then zh-CN.
 * Only the current language's texts are loaded; switching loads the other
 * bundle and re-renders without a reload.
 */
export type LangBundles = Record<Lang, () => Promise<{ default: Record<string, Record<string, unknown>>; texts?: Record<string, string> }>>;

/** The first paint's bundles and the rest (ensureAllTexts), given by each build's entry (bundles/loaders.ts): neither build carries the other's loaders. */
let bundles: LangBundles;
let restBundles: LangBundles | null = null;
let restWanted = false;
let initialized: () => void = () => undefined;
/** Resolves once initI18n has chosen the bundles and the language (ensureAllTexts may be asked before). */
const ready = new Promise<void>((resolve) => (initialized = resolve));

export function detectLang(search: string = location.search): Lang {
  const q = new URLSearchParams(search).get('lang');
  if (q === 'en' || q === 'zh-CN') return q;
  return normalizeLang(getCookie('lang'));
}

const loaded = new Map<string, Promise<void>>();
function addBundle(key: string, lang: Lang, load: () => ReturnType<LangBundles[Lang]>): Promise<void> {
  let p = loaded.get(key);
  if (!p) {
    p = load().then((mod) => {
      if (mod.texts) addTexts(lang, mod.texts);
      for (const [file, data] of Object.entries(mod.default)) {
        const ns = file.replace(/^.*\//, '').replace(/\.json$/, '');
        i18next.addResourceBundle(lang, ns, data, true, true);
      }
    });
    // A failed download may be tried again (the page's error state offers a retry).
    p.catch(() => loaded.delete(key));
    loaded.set(key, p);
  }
  return p;
}

/** Locale areas that load per route (path of the JSON file -> loader), and those asked for so far. */
export type AreaLoaders = Record<string, () => Promise<Record<string, unknown>>>;
/** Per language and domain, the loader of the domain's rules texts (rules/texts/<domain>.json), loaded with the namespace of that name. */
export type RuleTextLoaders = Partial<Record<Lang, Record<string, () => Promise<{ default: Record<string, string> }>>>>;
let areaLoaders: AreaLoaders = {};
let ruleTextLoaders: RuleTextLoaders = {};
const wantedAreas = new Set<string>();

/** One area in one language: its namespace file and its domain's rules texts, whichever exist. */
function addArea(lang: Lang, ns: string): Promise<void> {
  const file = Object.keys(areaLoaders).find((f) => f.endsWith(`/${lang}/${ns}.json`));
  const rules = ruleTextLoaders[lang]?.[ns];
  if (!file && !rules) return Promise.resolve();
  return addBundle(`area:${lang}:${ns}`, lang, () =>
    Promise.all([file ? areaLoaders[file]() : null, rules ? rules() : null]).then(([data, texts]) => ({ default: data ? { [`${ns}.json`]: data } : {}, texts: texts?.default })),
  );
}

async function loadBundle(lang: Lang) {
  await Promise.all([addBundle(`core:${lang}`, lang, bundles[lang]), restWanted && restBundles ? addBundle(`rest:${lang}`, lang, restBundles[lang]) : null, ...[...wantedAreas].map((ns) => addArea(lang, ns))]);
}

/** The locale areas a page shows beyond the first paint's (a route's `ns`), in the current language and after any switch. */
export function ensureAreas(names: readonly string[]): Promise<void> {
  for (const ns of names) wantedAreas.add(ns);
  return ready.then(() => Promise.all(names.map((ns) => addArea(normalizeLang(i18next.language), ns)))).then(() => undefined);
}

/**
 * Every text area of the current language: pages and layouts beyond the first paint's
 * wait for it (with their code), so none of them ever shows a bare key.
 */
export function ensureAllTexts(): Promise<void> {
  restWanted = true;
  return ready.then(() => {
    const lang = normalizeLang(i18next.language);
    return restBundles ? addBundle(`rest:${lang}`, lang, restBundles[lang]) : undefined;
  });
}

function applyLang(lang: Lang) {
  setClientLang(lang);
  document.documentElement.lang = lang;
}

/** This build's first-paint bundles, with `rest` (H5) for ensureAllTexts and `areas` / `ruleTexts` for ensureAreas. */
export async function initI18n(first: LangBundles, rest: LangBundles | null, areas: AreaLoaders = {}, ruleTexts: RuleTextLoaders = {}): Promise<Lang> {
  bundles = first;
  restBundles = rest;
  areaLoaders = areas;
  ruleTextLoaders = ruleTexts;
  const lang = detectLang();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    // Areas added after the first render (ensureAllTexts, a page's own texts) re-render what uses them.
    react: { bindI18nStore: 'added' },
    returnNull: false,
  });
  // Keep the gateway client's lang and <html lang> in step before components re-render.
  i18next.on('languageChanged', (l) => applyLang(normalizeLang(l)));
  initialized();
  await Promise.all([loadBundle(lang), ...beforeLanguage.map((load) => load(lang))]);
  applyLang(lang);
  // ?lang= also persists, so links shared with a language keep it. The default needs no
  // cookie (every reader, the gateway included, takes none as zh-CN); not writing one on a
  // first visit also spares the first page a wait: a cookie read after a write blocks until
  // the browser's cookie store has it.
  if (new URLSearchParams(location.search).has('lang') && getCookie('lang') !== lang) setCookie('lang', lang, 365 * 86400);
  return lang;
}

/** Work a build does before a language shows (its UI kit's own texts), with the language's bundles. */
const beforeLanguage: ((lang: Lang) => Promise<void>)[] = [];
export function onBeforeLanguage(load: (lang: Lang) => Promise<void>) {
  beforeLanguage.push(load);
}

export async function changeLanguage(lang: Lang) {
  await Promise.all([loadBundle(lang), ...beforeLanguage.map((load) => load(lang))]);
  setCookie('lang', lang, 365 * 86400);
  await i18next.changeLanguage(lang);
}

export const currentLang = (): Lang => normalizeLang(i18next.language);
export { i18next };
