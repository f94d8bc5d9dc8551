import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
// @ts-expect-error plain ESM helper without types
import { precompress } from './scripts/precompress.mjs';
// @ts-expect-error plain ESM helper without types
import { routePreloads } from './scripts/route-preloads.mjs';

// One codebase, two HTML entries: index.html (desktop portal, antd) and
// mobile.html (H5/WeChat, antd-mobile). Rollup splits per lazily imported route.
// px-to-viewport applies only to the H5 sources and antd-mobile so the desktop
// build keeps real pixels.
// Matches every file that is NOT under src-mobile or antd-mobile.
const notMobileCss = /^(?!.*[\\/](src-mobile|antd-mobile)[\\/])/;

// DIST_DIR lets parallel work build and serve separate copies (the gateway reads the same variable).
const outDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  plugins: [
    react(),
    routePreloads(),
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
    emptyOutDir: true,
    target: 'es2020',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: {
        desktop: resolve(import.meta.dirname, 'index.html'),
        mobile: resolve(import.meta.dirname, 'mobile.html'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/auth': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' },
  },
});
