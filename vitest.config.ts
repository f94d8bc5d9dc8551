import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Two projects (`vitest run --project unit|server`):
 * - unit: rules, utils, stores, components and pure server units, in happy-dom.
 * - server: the gateway through fastify.inject, one in-memory PGlite per test file
 *   (tests/helpers/server.ts), in forked workers so PGlite's WASM memory is released per file.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
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
