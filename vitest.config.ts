import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** `#shared/*` is src-shared and `#server/*` the gateway (tests only), as in package.json "imports" and tsconfig paths. */
const sharedAlias = [
  { find: /^#shared\//, replacement: `${resolve(import.meta.dirname, 'src-shared')}/` },
  { find: /^#server\//, replacement: `${resolve(import.meta.dirname, 'server')}/` },
];

/**
 * Two projects (`vitest run --project unit|server`):
 * - unit: rules, utils, stores, components and pure server units, in happy-dom.
 * - server: the gateway through fastify.inject, one in-memory PGlite per test file
 *   (tests/helpers/server.ts), in forked workers so PGlite's WASM memory is released per file.
 */
export default defineConfig({
  resolve: { alias: sharedAlias },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: sharedAlias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        resolve: { alias: sharedAlias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          globalSetup: ['tests/helpers/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
