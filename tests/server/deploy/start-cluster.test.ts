import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// npm run start:cluster refuses, before building or starting anything, to run several processes on PGlite.
describe('npm run start:cluster', () => {
  for (const [label, url] of [
    ['without DATABASE_URL', undefined],
    ['with a PGlite data directory instead of PostgreSQL', './data'],
  ] as const) {
    it(`refuses ${label}, saying PostgreSQL is needed`, () => {
      const env: NodeJS.ProcessEnv = { ...process.env, CLUSTER_PROCESSES: '2' };
      delete env.DATABASE_URL;
      if (url) env.DATABASE_URL = url;
      const r = spawnSync(process.execPath, ['scripts/start-cluster.mjs'], { env, encoding: 'utf8', timeout: 20_000 });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/needs PostgreSQL: set DATABASE_URL=postgres:\/\//);
      expect(r.stderr).toMatch(/PGlite/);
    });
  }
});
