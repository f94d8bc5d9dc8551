import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { normalizeLang } from '#shared/rules/texts';
import { NOT_FOUND_PATH, isMobilePath } from '#shared/utils/build-paths';
import { localModeRedirect } from '#shared/utils/local-mode';
import type { SiteSwitches } from '../domains/system/site-switches';
import { gzipSync } from 'node:zlib';
import { withDemoRibbon } from './demo-ribbon';
import { configured, type HostSettings } from '#shared/utils/api-hosts';
import { preloadScript, type HtmlData } from './html-data';
import { desktopPreloader } from './desktop-preloads';
import { routePreloader } from './route-preloads';

const HTML_FILE = /\.html(\.br|\.gz)?$/;

/**
 * Serves both builds from dist/: hashed assets cached for a year, HTML never
 * cached, and every other GET answered with the right HTML for its path so the
 * client router can take over (unknown paths then show /NoPage).
 */
export interface StaticSiteOptions {
  /** Gateway answers written into H5 pages (html-data.ts). */
  htmlData?: HtmlData;
  /** Demo mode's ribbon, painted into every page. */
  ribbon?: string;
  /** Grayscale and local-deployment mode, read per H5 page (the desktop build asks the gateway itself). */
  switches?: () => Promise<SiteSwitches>;
  /** The environment's API hosts, written into every page when configured (the page picks by its host name). */
  hosts?: HostSettings;
}

export async function registerStaticSite(app: FastifyInstance, distDir: string, { htmlData, ribbon, switches, hosts }: StaticSiteOptions = {}) {
  const hostsBlock = hosts && configured(hosts) ? `<script type="application/json" id="portal-hosts">${JSON.stringify(hosts).replace(/</g, '\\u003c')}</script>` : null;
  const hasDist = existsSync(join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      // A directory ('/', '/assets/') is never a file to send: without this, send answers 403 for it and
      // GET / became a JSON error instead of the home page. Let the not-found handler serve the HTML.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      // dist/ holds .br/.gz siblings written at build time (scripts/precompress.mjs).
      preCompressed: true,
      // filePath is the file actually sent: with Accept-Encoding that is the .br/.gz sibling, so
      // HTML is recognised with its compressed names too (or a deploy would leave users on stale HTML).
      setHeaders(res, filePath) {
        if (filePath.includes(`${join(distDir, 'assets')}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (HTML_FILE.test(filePath)) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  const h5Html = hasDist ? routePreloader(distDir) : null;
  const desktopHtml = hasDist ? desktopPreloader(distDir) : null;
  // With a ribbon (demo mode), every page is painted once with it and kept (the builds do not change while running).
  const painted = new WeakMap<object, { html: string; gzip: Buffer }>();
  const paint = (page: { html: string; gzip: Buffer }) => {
    if (!ribbon && !hostsBlock) return page;
    let out = painted.get(page);
    if (!out) {
      let html = ribbon ? withDemoRibbon(page.html, ribbon) : page.html;
      if (hostsBlock) html = html.replace('</head>', `  ${hostsBlock}\n  </head>`);
      out = { html, gzip: gzipSync(html) };
      painted.set(page, out);
    }
    return out;
  };
  const shells = new Map<string, { html: string; gzip: Buffer }>();
  const shell = (file: string) => {
    let page = shells.get(file);
    if (!page) shells.set(file, (page = paint({ html: readFileSync(join(distDir, file), 'utf8'), gzip: Buffer.alloc(0) })));
    return page;
  };
  return async function serveHtml(req: FastifyRequest, reply: FastifyReply) {
    const path = req.url.split('?')[0];
    // A missing file (hashed asset, icon) is a 404, not the app shell.
    if (path.startsWith('/assets/') || /\.[a-z0-9]{1,5}$/i.test(path)) return reply.code(404).type('text/plain').send('Not found');
    if (!hasDist) return reply.code(503).type('text/plain').send('The front-end has not been built: run npm run build');
    reply.header('Cache-Control', 'no-cache');
    if (isMobilePath(path) && h5Html) {
      // Unknown paths go to the spec's not-found page, as the desktop router sends its own.
      if (!h5Html.knows(path)) return reply.redirect(NOT_FOUND_PATH, 302);
      const sw = switches ? await switches() : null;
      const localTarget = sw ? localModeRedirect(path, sw.local) : null;
      if (localTarget) return reply.redirect(localTarget, 302);
      const lang = langOf(req);
      let page = paint(h5Html(path, lang, /MicroMessenger/i.test(String(req.headers['user-agent'] ?? ''))));
      const data = htmlData ? await htmlData(path, lang, req) : [];
      const head = [...(data.length ? [preloadScript(data)] : []), ...(sw ? switchBlocks(sw) : [])];
      if (head.length) {
        const html = page.html.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
        page = { html, gzip: gzipSync(html) };
      }
      addVary(reply, 'Accept-Encoding', 'Cookie', 'User-Agent');
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('Content-Encoding', 'gzip').type('text/html; charset=utf-8').send(page.gzip);
      return reply.type('text/html; charset=utf-8').send(page.html);
    }
    if (!isMobilePath(path) && desktopHtml) {
      const lang = langOf(req);
      let page = paint(desktopHtml(path, lang));
      // The desktop's public first reads inline too (html-data.ts): the home page and the sign-in forms paint without axios.
      const data = htmlData ? await htmlData(path, lang, req) : [];
      if (data.length) {
        const html = page.html.replace('</head>', `  ${preloadScript(data)}\n  </head>`);
        page = { html, gzip: gzipSync(html) };
      }
      addVary(reply, 'Accept-Encoding', 'Cookie');
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('Content-Encoding', 'gzip').type('text/html; charset=utf-8').send(page.gzip);
      return reply.type('text/html; charset=utf-8').send(page.html);
    }
    const file = isMobilePath(path) ? 'mobile.html' : 'index.html';
    if (ribbon || hostsBlock) {
      const page = shell(file);
      addVary(reply, 'Accept-Encoding');
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('Content-Encoding', 'gzip').type('text/html; charset=utf-8').send(page.gzip);
      return reply.type('text/html; charset=utf-8').send(page.html);
    }
    return reply.type('text/html; charset=utf-8').sendFile(file);
  };
}

/**
 * The switches an H5 page needs before its first paint, in the HTML itself (no gateway call on a
 * phone's first load): the grayscale filter as a style, and local-deployment mode as inert JSON the
 * H5 router reads to keep in-app navigation inside the allowed paths (src-mobile/app/local-mode.ts).
 */
function switchBlocks(sw: SiteSwitches): string[] {
  const out: string[] = [];
  if (sw.grayscale) out.push('<style id="site-grayscale">html{filter:grayscale(1)}</style>');
  if (sw.local.enabled) out.push(`<script type="application/json" id="local-mode">${JSON.stringify(sw.local).replace(/</g, '\\u003c')}</script>`);
  return out;
}

/** The language the client will pick (i18n.ts detectLang): ?lang=, then the cookie. */
function langOf(req: FastifyRequest) {
  return normalizeLang((req.query as { lang?: string } | undefined)?.lang ?? cookieOf(req.headers.cookie, 'lang'));
}

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Adds to Vary what this answer depends on, keeping what an earlier hook named (the OAuth endpoint varies by User-Agent). */
function addVary(reply: FastifyReply, ...names: string[]) {
  const had = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const all = [...had, ...names.filter((n) => !had.some((h) => h.toLowerCase() === n.toLowerCase()))];
  reply.header('Vary', all.join(', '));
}
