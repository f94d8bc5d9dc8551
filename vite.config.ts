import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
// @ts-expect-error plain ESM helper without types
import { precompress } from './scripts/precompress.mjs';
// @ts-expect-error plain ESM helper without types
import { routePreloads } from './scripts/route-preloads.mjs';
// @ts-expect-error plain ESM helper without types
import { textsSplit } from './scripts/texts-split.mjs';
// @ts-expect-error plain ESM helper without types
import { chunkReport } from './scripts/chunk-report.mjs';
// @ts-expect-error plain ESM helper without types
import { jsonCopy } from './scripts/json-copy.mjs';
// @ts-expect-error plain ESM helper without types
import { cssOnlyPreload } from './scripts/css-only-preload.mjs';
// @ts-expect-error plain ESM helper without types
import { antdLazyParts } from './scripts/antd-lazy-parts.mjs';

// One codebase, two Vite builds into one dist/: `--mode desktop` (index.html, antd)
// and `--mode mobile` (mobile.html, antd-mobile); scripts/build.mjs runs both.
// Separate builds so each is tree-shaken for itself: in one build with both entries
// the shared vendor chunk carried the desktop's data router into every H5 page.
// Rolldown splits each per lazily imported route.
// px-to-viewport applies only to the H5 sources and antd-mobile so the desktop
// build keeps real pixels.
// Matches every file that is NOT under src-mobile or antd-mobile.
const notMobileCss = /^(?!.*[\\/](src-mobile|antd-mobile)[\\/])/;

// DIST_DIR lets parallel work build and serve separate copies (the gateway reads the same variable).
const outDir = process.env.DIST_DIR ?? 'dist';

// H5: the small modules every first load runs (the gateway client with the session store, the
// texts helper, the cookies, the gateway error, Vite's preload helper and the bundler's runtime)
// in one chunk. Left to the automatic chunking they came as six files of 0.2-2.4 kB gzip (the
// entry and the lazy pages share them), each with its own import and export glue. The phone mask
// (0.1 kB, shown by the landing, the login and five other pages) too: as a file of its own it cost
// those pages more in import glue than its code costs the pages without it.
// It (and the framework) come first (priority): a later group takes in its modules' dependencies, and
// one that took core's modules would be loaded by every page.
const H5_CORE = {
  name: 'core',
  priority: 2,
  test: /([\\/]src-shared[\\/](api[\\/](client|gateway-error)|rules[\\/]texts|utils[\\/](cookies|phone-mask))\.ts$)|vite[\\/]preload-helper|rolldown[\\/]runtime/,
};

// H5: small modules the login screen shares with the other account pages only, in one chunk: as four
// files of 0.3-0.7 kB gzip each paid its own import glue on /wx/login's first load. None of them is
// used by another WeChat-menu page (those would load the whole group).
const H5_ACCOUNT_KIT = {
  name: 'account-kit',
  test: /([\\/]src-mobile[\\/](components[\\/]form-kit\.tsx|features[\\/]account[\\/]useWeChatSignIn\.ts)|[\\/]src-shared[\\/](auth[\\/]oidc-start|contract[\\/]refs[\\/]oidc-login|utils[\\/]safe-redirect)\.ts)$/,
};
// H5: the WeChat identity helpers and their command refs, shared by the login and the lucky draw: one file, not two.
// Captured before account-kit (priority), which would otherwise take them in as useWeChatSignIn's dependencies
// (a group includes its modules' dependencies) and bring the whole group to the lucky draw.
const H5_WECHAT_IDENTITY = {
  name: 'wechat-identity',
  priority: 1,
  test: /([\\/]src-mobile[\\/]app[\\/]wechat[\\/]identity|[\\/]src-shared[\\/]contract[\\/]refs[\\/]wechat)\.ts$/,
};

// The framework in a chunk of its own: a file that rarely changes between releases (it stays
// cached), and the browser compiles it in parallel with the app's code.
const VENDOR = { name: 'vendor', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/ };

// Desktop: what every antd component is built on (config provider, theme, CSS-in-JS, antd's and
// rc's small utilities) in one chunk. Left to the automatic chunking it came as ~30 files of
// 0.1-1 kB gzip in each combination the components share, each with its own import and export
// glue. A group takes its modules' dependencies along, so the bundler's helpers that the entry
// shares with antd (property definition, Vite's preload helper) go with the framework: otherwise
// the home page, which has no antd, would load this chunk for them.
const DESKTOP_VENDOR = { ...VENDOR, test: new RegExp(`${VENDOR.test.source}|@oxc-project[+\\\\/]runtime|vite[\\\\/]preload-helper`) };
const ANTD_BASE = {
  name: 'antd-base',
  test: /node_modules[\\/](antd[\\/]es[\\/](config-provider|theme|locale)[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/])/,
};

const ENTRIES = { desktop: 'index.html', mobile: 'mobile.html' } as const;

export default defineConfig(({ mode, command }) => {
  if (command === 'build' && !(mode in ENTRIES)) {
    throw new Error('Build with `npm run build` (scripts/build.mjs): it runs --mode desktop, then --mode mobile.');
  }
  const build = mode as keyof typeof ENTRIES;
  return {
    plugins: [
      react(),
      textsSplit(),
      routePreloads(),
      // antd Table's filter dropdown, Pagination's size Select...: loaded only when they render.
      ...(build === 'desktop' ? [antdLazyParts()] : []),
      // H5: lazy imports carry only CSS (resolveDependencies below), so Vite's preload helper is cut to that.
      ...(build === 'mobile' ? [cssOnlyPreload(), jsonCopy()] : []),
      // CHUNKS=<regex of file names>: what each matching chunk is made of (scripts/chunk-report.mjs).
      ...(process.env.CHUNKS ? [chunkReport(process.env.CHUNKS)] : []),
      {
        name: 'precompress',
        apply: 'build',
        closeBundle() {
          precompress(resolve(import.meta.dirname, outDir));
        },
      },
    ],
    css: {
      postcss: {
        plugins: [
          pxToViewport({
            unitToConvert: 'px',
            viewportWidth: 375,
            unitPrecision: 5,
            propList: ['*'],
            viewportUnit: 'vw',
            fontViewportUnit: 'vw',
            minPixelValue: 1,
            mediaQuery: false,
            exclude: [notMobileCss],
          }),
        ],
      },
    },
    build: {
      outDir,
      // The desktop build runs first and starts from an empty directory; the H5 build adds to it.
      emptyOutDir: build !== 'mobile',
      target: 'es2020',
      chunkSizeWarningLimit: 1500,
      // H5: a lazy import lists only the CSS it needs (which nothing else would load), not its JS
      // chunks: the map of every route's JS dependencies sat in the entry (~1 kB gzip on every
      // first load). The first page's files are announced in its HTML (route-preloads); on a later
      // navigation the browser fetches a page's imports as it parses the page's chunk (most are
      // cached by then).
      // No modulepreload polyfill either (~0.5 kB gzip): WeChat's Android browser and iOS 17+ support
      // modulepreload; an older iOS ignores the announced links and fetches the modules as it parses them.
      // The entry's own imports (the framework chunk first) stay announced in mobile.html: found only
      // once the entry has run, they were a second round trip before anything could render.
      ...(build === 'mobile'
        ? {
            modulePreload: {
              polyfill: false,
              resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))),
            },
          }
        : {}),
      rollupOptions: {
        input: command === 'build' ? { [build]: resolve(import.meta.dirname, ENTRIES[build]) } : undefined,
        output: {
          codeSplitting: {
            groups: build === 'mobile' ? [VENDOR, H5_CORE, H5_ACCOUNT_KIT, H5_WECHAT_IDENTITY] : [DESKTOP_VENDOR, ANTD_BASE],
          },
        },
      },
    },
    // `#shared/*` is src-shared (package.json "imports", tsconfig paths): one spelling from any depth.
    resolve: { alias: [{ find: /^#shared\//, replacement: `${resolve(import.meta.dirname, 'src-shared')}/` }] },
    server: {
      proxy: { '/api': 'http://127.0.0.1:8080', '/auth': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' },
    },
  };
});
