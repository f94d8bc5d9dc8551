// Build plugin: which files each H5 route needs, so the server can announce them in
// the HTML (<link rel="modulepreload">) instead of the browser discovering them only
// after the entry has downloaded and run (one round trip less on a slow 4G link).
// It also carries each route's layout and title in both languages, so the server can
// paint the navigation bar (the app shell) before any JavaScript has arrived.
// Writes <outDir>/route-preloads.json: { routes: [{ path, layout, title, coreTexts, js, css }], lang: { <lang>: { js, css } },
// restLang: { <lang>: { js, css } }, areas: { <lang>: { <ns>: { js, css } } } } (restLang: the texts a route without
// coreTexts also loads; areas: the locale areas a route's `ns` names).
// The desktop build writes <outDir>/desktop-preloads.json: { routes: [{ path, ns }], lang: { <lang>: { js, css } },
// areas: { <lang>: { <ns>: { js, css } } } }: a route's namespaces (its layout's too) with their domains' rules
// texts, so the server announces a desktop page's texts in its HTML as it does an H5 page's.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROUTES_MODULE = 'src-mobile/app/routes.ts';
/** The part of the H5 table the entry does not carry: its routes (read here) and the module route-lookup.ts loads with them, whose chunk their pages need too. */
const REST_ROUTES_MODULE = 'src-mobile/app/routes-rest.ts';
const REST_CHUNK_MODULE = 'src-mobile/app/rest-table.ts';
const ENTRY_NAME = 'mobile'; // the mobile.html entry (vite.config.ts input)
const LANG_MODULES = { 'zh-CN': 'src-shared/i18n/bundles/h5-zh-CN.ts', en: 'src-shared/i18n/bundles/h5-en.ts' };
/** The rest of the texts, which every route without coreTexts loads with its chunk. */
const REST_MODULES = { 'zh-CN': 'src-shared/i18n/bundles/h5-zh-CN-rest.ts', en: 'src-shared/i18n/bundles/h5-en-rest.ts' };

const DESKTOP_ROUTES = 'src-desktop/app/routes.ts';
const DESKTOP_ENTRY = 'desktop'; // the index.html entry (vite.config.ts input)
const DESKTOP_LANG = { 'zh-CN': 'src-shared/i18n/bundles/zh-CN.ts', en: 'src-shared/i18n/bundles/en.ts' };

/** The H5 route table as data: each route's path and the module its page() imports. */
async function readRoutes(root) {
  const { tsImport } = await import('tsx/esm/api');
  const mod = await tsImport(resolve(root, ROUTES_MODULE), import.meta.url);
  const fromDir = dirname(resolve(root, ROUTES_MODULE));
  const rest = new Set((await tsImport(resolve(root, REST_ROUTES_MODULE), import.meta.url)).restRoutes.map((def) => def.path));
  const out = [];
  for (const def of mod.routes) {
    const spec = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(def.page))?.[1];
    if (spec) out.push({ path: def.path, name: def.name, layout: def.layout, coreTexts: def.coreTexts === true, ns: def.ns ?? [], module: relative(root, resolve(fromDir, spec)), inRest: rest.has(def.path) });
  }
  return out;
}

export function routePreloads() {
  let root = process.cwd();
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // writeBundle, not generateBundle: Vite drops a chunk that held only CSS (its CSS moves to the
    // importer) late in generation, and a preload of that file would answer 404 on every load.
    async writeBundle(opts, bundle) {
      const outDir = opts.dir ?? resolve(root, 'dist');
      const written = (f) => existsSync(join(outDir, f));
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // Without a query: an area may be a copy of its file (`mroutes.json?area`, scripts/json-copy.mjs).
      const idOf = (c) => (c.facadeModuleId ? relative(root, c.facadeModuleId.replace(/\?.*$/, '')) : null);
      const closure = (start) => {
        const seen = new Set();
        const walk = (f) => {
          if (seen.has(f)) return;
          seen.add(f);
          for (const i of byFile.get(f)?.imports ?? []) walk(i);
        };
        walk(start.fileName);
        return seen;
      };
      const chunkFor = (moduleWithoutExt) => chunks.find((c) => idOf(c)?.replace(/\.[cm]?[jt]sx?$/, '') === moduleWithoutExt.replace(/\.[cm]?[jt]sx?$/, ''));
      const desktopEntry = chunks.find((c) => c.isEntry && c.name === DESKTOP_ENTRY);
      if (desktopEntry) {
        const inDesktop = closure(desktopEntry);
        const needed = (chunk) => ({ js: [...closure(chunk)].filter((f) => !inDesktop.has(f) && written(f)).map((f) => '/' + f), css: [] });
        const { tsImport } = await import('tsx/esm/api');
        const table = await tsImport(resolve(root, DESKTOP_ROUTES), import.meta.url);
        const routes = table.routes.map((r) => ({ path: r.path, ns: [...new Set([...(table.layoutNs[r.layout] ?? []), ...(r.ns ?? [])])] }));
        const lang = {};
        const areas = {};
        for (const [l, m] of Object.entries(DESKTOP_LANG)) {
          const chunk = chunkFor(m);
          if (chunk) lang[l] = needed(chunk);
          areas[l] = {};
          for (const ns of new Set([...routes.flatMap((r) => r.ns), ...table.LOGIN_DIALOG_NS])) {
            // The namespace's locale file and its domain's rules texts (scripts/texts-split.mjs), whichever exist.
            const parts = [chunkFor(`src-shared/i18n/locales/${l}/${ns}.json`), chunks.find((c) => c.facadeModuleId === `\0virtual:texts/${l}/${ns}`)].filter(Boolean);
            if (parts.length) areas[l][ns] = { js: [...new Set(parts.flatMap((c) => needed(c).js))], css: [] };
          }
        }
        writeFileSync(join(outDir, 'desktop-preloads.json'), JSON.stringify({ routes, lang, areas }));
      }
      const entry = chunks.find((c) => c.isEntry && c.name === ENTRY_NAME);
      if (!entry) return; // a build without the H5 entry
      const inEntry = closure(entry);
      const need = (chunk) => {
        const files = [...closure(chunk)].filter((f) => !inEntry.has(f));
        const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        return { js: files.filter(written).map((f) => '/' + f), css: [...new Set(css)].filter(written).map((f) => '/' + f) };
      };
      const titles = Object.fromEntries(Object.keys(LANG_MODULES).map((l) => [l, JSON.parse(readFileSync(resolve(root, `src-shared/i18n/locales/${l}/mroutes.json`), 'utf8'))]));
      const routes = [];
      const restChunk = chunkFor(REST_CHUNK_MODULE);
      if (!restChunk) this.warn(`route-preloads: no chunk for ${REST_CHUNK_MODULE}`);
      for (const r of await readRoutes(root)) {
        const chunk = chunkFor(r.module);
        const title = Object.fromEntries(Object.entries(titles).map(([l, t]) => [l, typeof t[r.name] === 'string' ? t[r.name] : '']));
        const files = chunk ? need(chunk) : null;
        // A page outside the menu also waits for the rest of the route table (announced first: it names the page's chunk).
        if (files && r.inRest && restChunk) files.js = [...new Set([...need(restChunk).js, ...files.js])];
        if (files) routes.push({ path: r.path, layout: r.layout, title, coreTexts: r.coreTexts, ns: r.ns, ...files });
        else this.warn(`route-preloads: no chunk for ${r.path} (${r.module})`);
      }
      const lang = {};
      for (const [l, m] of Object.entries(LANG_MODULES)) {
        const chunk = chunkFor(m);
        if (chunk) lang[l] = need(chunk);
      }
      const restLang = {};
      for (const [l, m] of Object.entries(REST_MODULES)) {
        const chunk = chunkFor(m);
        if (chunk) restLang[l] = need(chunk);
      }
      // The locale areas routes load beside their chunk (routes.ts `ns`), per language.
      const areas = {};
      for (const l of Object.keys(LANG_MODULES)) {
        areas[l] = {};
        for (const ns of new Set(routes.flatMap((r) => r.ns))) {
          const chunk = chunkFor(`src-shared/i18n/locales/${l}/${ns}.json`);
          if (chunk) areas[l][ns] = need(chunk);
        }
      }
      writeFileSync(join(outDir, 'route-preloads.json'), JSON.stringify({ routes, lang, restLang, areas }));
    },
  };
}
