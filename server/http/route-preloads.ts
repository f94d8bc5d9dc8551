import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bestRoute } from '#shared/utils/route-match';

/**
 * The H5 HTML with the current route's files announced up front (modulepreload and
 * stylesheet links), from dist/route-preloads.json written by the build
 * (scripts/route-preloads.mjs). Without them the browser finds the page's chunk and
 * the language bundle only after the entry has downloaded and run: on a slow 4G link
 * that is a round trip and a CPU-bound wait before the page can paint.
 */
interface Files {
  js: string[];
  css: string[];
}
interface Manifest {
  routes: ({ path: string; layout?: string; title?: Record<string, string>; coreTexts?: boolean; ns?: string[] } & Files)[];
  lang: Record<string, Files>;
  /** The rest of the texts: announced for routes that wait for them (all but coreTexts ones). */
  restLang?: Record<string, Files>;
  /** Locale areas by language and name: announced for the routes whose `ns` lists them. */
  areas?: Record<string, Record<string, Files>>;
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;
/** The entry's own stylesheet link(s) as Vite writes them into mobile.html. */
const ENTRY_CSS = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">\s*/g;
/** Inline at most this much CSS into one page; anything beyond stays a link. */
const INLINE_CSS_MAX = 64 * 1024;

/**
 * The first page's stylesheets go into the HTML itself: a <link rel="stylesheet"> blocks
 * the first paint until it has arrived (one more round trip on a slow link), while the
 * app shell can paint as soon as the HTML is parsed. Vite's loader still adds the route's
 * <link> when the page chunk loads; by then it is off the critical path, and the same
 * rules twice change nothing.
 */
function styleBlocks(distDir: string, files: string[]): { inline: string; linked: string[] } {
  let inline = '';
  const linked: string[] = [];
  for (const f of files) {
    let css: string | null = null;
    try {
      css = readFileSync(join(distDir, f), 'utf8');
    } catch {
      css = null;
    }
    if (css === null || /<\/style/i.test(css) || inline.length + css.length > INLINE_CSS_MAX) linked.push(f);
    else inline += `<style data-href="${f}">${css}</style>`;
  }
  return { inline, linked };
}

export function routePreloader(distDir: string) {
  const manifestFile = join(distDir, 'route-preloads.json');
  const htmlFile = join(distDir, 'mobile.html');
  if (!existsSync(manifestFile) || !existsSync(htmlFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(htmlFile, 'utf8');
  const cache = new Map<string, { html: string; gzip: Buffer }>();

  function htmlFor(path: string, lang: 'zh-CN' | 'en', wechat = false): { html: string; gzip: Buffer } {
    const best = bestRoute(manifest.routes, path);
    const key = `${best?.path ?? ''}|${lang}|${wechat}`;
    let out = cache.get(key);
    if (!out) {
      const langFiles = manifest.lang[lang] ?? { js: [], css: [] };
      const restFiles = best?.coreTexts ? [] : (manifest.restLang?.[lang]?.js ?? []);
      const areaFiles = (best?.ns ?? []).flatMap((ns) => manifest.areas?.[lang]?.[ns]?.js ?? []);
      const js = [...new Set([...(best?.js ?? []), ...langFiles.js, ...restFiles, ...areaFiles])].filter((f) => ASSET.test(f));
      const entryCss = [...html.matchAll(ENTRY_CSS)].map((m) => m[1]);
      const css = [...new Set([...entryCss, ...(best?.css ?? []), ...langFiles.css])].filter((f) => ASSET.test(f));
      const styles = styleBlocks(distDir, css);
      const links = [...js.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`), ...styles.linked.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`)];
      if (styles.inline) links.push(styles.inline);
      let page = html.replace(ENTRY_CSS, '');
      if (links.length) page = page.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      page = page.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`).replace('<div id="root"></div>', `<div id="root">${shellOf(best, lang, wechat)}</div>`);
      out = { html: page, gzip: gzipSync(page, { level: 9 }) };
      cache.set(key, out);
    }
    return out;
  }
  /** Whether a route of the H5 build serves this path (the build's not-found route is not one). */
  const knows = (path: string) => bestRoute(manifest.routes, path) !== null;
  return Object.assign(htmlFor, { knows });
}

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The H5 layout's navigation bar with the page's title, as H5Layout renders it (same
 * classes, so the entry's stylesheet styles it): the first paint on a slow link, long
 * before the scripts run. React replaces it when it renders. Inside WeChat the title is
 * WeChat's own bar, so it is left out here too.
 */
function shellOf(route: Manifest['routes'][number] | null, lang: string, wechat: boolean): string {
  if (!route || route.layout !== 'h5') return '';
  const title = wechat ? '' : escapeHtml(route.title?.[lang] ?? '');
  return (
    `<div class="h5-shell${wechat ? ' h5-shell--wechat' : ''}" aria-busy="true"><header class="h5-nav"><div class="h5-nav__bar">` +
    `<div class="h5-nav__side"></div><div class="h5-nav__title">${title}</div><div class="h5-nav__side h5-nav__side--right"></div>` +
    `</div></header><main class="h5-main"></main></div>`
  );
}
