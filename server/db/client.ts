import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A database handle: Drizzle for domain code, plus `raw` for the few hot-path
 * statements (the session lookup) that must be one prepared round trip.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  raw<T = Record<string, unknown>>(name: string, text: string, params: unknown[]): Promise<T[]>;
  /**
   * Runs fn holding the start-up lock: on PostgreSQL a session advisory lock on its own
   * connection, so several processes starting at once on one database migrate and seed
   * one after the other (the later ones find the work done). PGlite has one process.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of migrations and seeding (any constant both sides agree on). */
export const STARTUP_LOCK_KEY = 'portal:startup';

// Next to this file in the sources (server/db/migrations) and next to the bundle (dist-server/migrations).
export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PGlite in dataDir (or in memory when dataDir is 'memory://'), or PostgreSQL by URL; migrates. */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const memory = dataDir === 'memory://';
  if (!memory) mkdirSync(dataDir, { recursive: true });
  const extensions = await pgliteExtensions();
  return usePglite(memory ? new PGlite({ extensions }) : new PGlite(join(dataDir, 'pg'), { extensions }));
}

/** Migrates an opened PGlite and wraps it as a Database (also used by the tests' template copies). */
export async function usePglite(client: import('@electric-sql/pglite').PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    async raw<T>(_name: string, text: string, params: unknown[]) {
      const r = await client.query<T>(text, params);
      return r.rows;
    },
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Return bigint/numeric as JS numbers where they fit; ids are bigserial in "number" mode.
  const pool = new pg.default.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle client whose connection drops (server restart, admin shutdown, a test database dropped
  // while the pool ends) is already removed by the pool; without a listener it would crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    // A connection of its own, outside the pool: fn's queries still get pool connections even at PG_POOL_MAX=1.
    // Ending it releases the lock even if the unlock is never reached.
    const lockClient = new pg.default.Client({ connectionString: url });
    await lockClient.connect();
    try {
      await lockClient.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
      return await fn();
    } finally {
      await lockClient.end().catch(() => {});
    }
  };
  // Without the lock, processes starting together on an empty database race on
  // `create schema drizzle` and the first migration, and all but one fail.
  await exclusive(() => migrate(db as never, { migrationsFolder }));
  return {
    kind: 'postgres',
    db,
    async raw<T>(name: string, text: string, params: unknown[]) {
      // A named statement is prepared once per connection and reused.
      const r = await pool.query({ name, text, values: params });
      return r.rows as T[];
    },
    exclusive,
    close: () => pool.end(),
  };
}
