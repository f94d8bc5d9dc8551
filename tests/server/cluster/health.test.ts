import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { startTestServer, type TestServer } from '../../helpers/server';

/** The probes a load balancer reads: outside the /api envelope, never cached. */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 without touching the database', async () => {
    const broken = { ...s.database, raw: () => Promise.reject(new Error('down')) } as Database;
    const t = await startTestServer({}, { database: broken });
    try {
      const r = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ status: 'ok' });
      expect(r.headers['cache-control']).toBe('no-store');
      // The same server is not ready: its database does not answer.
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', reason: 'database unreachable' });
    } finally {
      await t.close();
    }
  });

  it('/readyz answers 200 on a reachable, migrated database', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/readyz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when the newest migration is missing', async () => {
    const db = s.database.db;
    const result = (await db.execute(sql`select id, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as { rows: { id: number; created_at: string }[] };
    const [last] = result.rows;
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${last.id}`);
    try {
      const r = await s.app.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ status: 'not ready', reason: 'migrations pending' });
    } finally {
      await db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${last.created_at}::bigint where id = ${last.id}`);
    }
  });

  it('/readyz answers 503 when the database hangs, within the timeout', async () => {
    const hanging = { ...s.database, raw: () => new Promise<never>(() => {}) } as Database;
    const t = await startTestServer({}, { database: hanging });
    try {
      const started = Date.now();
      const r = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });
});
