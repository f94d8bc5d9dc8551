import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bestRoute } from '#shared/utils/route-match';

/**
 * The desktop HTML with the current route's texts announced up front (modulepreload links for
 * the language's first-paint bundle and the route's namespaces with their rules texts), from
 * dist/desktop-preloads.json written by the build (scripts/route-preloads.mjs). Without them the
 * browser finds those files only after the entry has downloaded and run, one round trip behind
 * the page's own chunk.
 */
interface Files {
  js: string[];
}
interface Manifest {
  routes: { path: string; ns: string[] }[];
  lang: Record<string, Files>;
  areas: Record<string, Record<string, Files>>;
}

const ASSET = /^\/assets\/[\w.-]+\.js$/;

export function desktopPreloader(distDir: string) {
  const manifestFile = join(distDir, 'desktop-preloads.json');
  const htmlFile = join(distDir, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(htmlFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(htmlFile, 'utf8');
  const cache = new Map<string, { html: string; gzip: Buffer }>();
  return function htmlFor(path: string, lang: 'zh-CN' | 'en'): { html: string; gzip: Buffer } {
    const best = bestRoute(manifest.routes, path);
    const key = `${best?.path ?? ''}|${lang}`;
    let out = cache.get(key);
    if (!out) {
      const areas = (best?.ns ?? []).flatMap((ns) => manifest.areas[lang]?.[ns]?.js ?? []);
      const js = [...new Set([...(manifest.lang[lang]?.js ?? []), ...areas])].filter((f) => ASSET.test(f));
      const links = js.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`);
      let page = html.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
      if (links.length) page = page.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      out = { html: page, gzip: gzipSync(page, { level: 9 }) };
      cache.set(key, out);
    }
    return out;
  };
}
