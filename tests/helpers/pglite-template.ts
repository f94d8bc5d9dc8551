import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the server project: a migrated, empty PGlite data directory,
 * made once with the server's own openDatabase() and dumped to a tarball.
 * Each test file then starts its in-memory PGlite from it (~0.7 s) instead of
 * running initdb (~2-5 s on this machine).
 *
 * The tarball is cached in node_modules/.cache, keyed by the migrations and the
 * PGlite/drizzle versions, so later runs skip even the one initdb.
 * TEST_DATABASE_URL (PostgreSQL) or TEST_PGLITE_FRESH=1 turn it off.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data-dir tarball, or '' to start every database fresh. */
    pgliteTemplate: string;
  }
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const migrationsDir = join(root, 'server/db/migrations');

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? filesUnder(p) : [p];
    })
    .sort();
}

function templateKey(): string {
  const h = createHash('sha256');
  for (const f of filesUnder(migrationsDir)) h.update(relative(migrationsDir, f)).update('\0').update(readFileSync(f)).update('\0');
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) {
    h.update(JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version);
  }
  return h.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_PGLITE_FRESH === '1') {
    project.provide('pgliteTemplate', '');
    return;
  }
  // Under the checkout itself, not node_modules: checkouts that share one node_modules keep their own templates.
  const cacheDir = join(root, '.tmp/portal-tests');
  const file = join(cacheDir, `pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const { openDatabase } = await import('#server/db/client');
    const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
      const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      mkdirSync(cacheDir, { recursive: true });
      // Write then rename, so a concurrent run never reads half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, tar);
      renameSync(tmp, file);
      // Templates of older migrations are dead weight (~40 MB each).
      for (const old of readdirSync(cacheDir)) if (/^pglite-.*\.tar$/.test(old) && join(cacheDir, old) !== file) rmSync(join(cacheDir, old), { force: true });
    } finally {
      await database.close();
    }
  }
  project.provide('pgliteTemplate', file);
}
