import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildServer, type App } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { members, notices, settings } from '#server/db/schema';
import { prepareDatabase } from '#server/db/startup';
import { createPgDatabase, dropPgDatabase, withDatabase } from '../../helpers/server';

/**
 * Several gateway processes started at once on an EMPTY PostgreSQL: without the start-up lock they
 * race on `create schema drizzle` / the first migration and on the seed, and some fail to start.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('cluster start-up test skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!pgUrl)('three processes starting at once on an empty PostgreSQL', () => {
  it('all come up ready, and the seed ran exactly once', async () => {
    const pg = await createPgDatabase(pgUrl!);
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: 'memory://', DATABASE_URL: withDatabase(pg.adminUrl, pg.name), RATE_LIMIT_PER_MINUTE: '0' });
    const started: { app: App; database: Database; seeded: boolean }[] = [];
    try {
      const results = await Promise.allSettled(
        [0, 1, 2].map(async () => {
          const { database, seeded } = await prepareDatabase(config);
          const app = await buildServer({ config, database, logger: false });
          started.push({ app, database, seeded });
          return seeded;
        }),
      );
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up', 'up']);
      expect(started.filter((s) => s.seeded)).toHaveLength(1);
      for (const { app } of started) expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

      const db = started[0].database.db;
      expect(Number((await db.select({ n: count() }).from(notices))[0].n)).toBe(1);
      expect(Number((await db.select({ n: count() }).from(members))[0].n)).toBeGreaterThan(0);
      const keys = (await db.select({ key: settings.key }).from(settings)).map((r) => r.key);
      expect(keys.filter((k) => k === 'seed.steps')).toHaveLength(1);
    } finally {
      for (const { app, database } of started) {
        await app.close();
        await database.close();
      }
      await dropPgDatabase(pg.adminUrl, pg.name);
    }
  }, 120_000);
});
