#!/usr/bin/env node
// `npm run backup:check`: the backup of deploy/README.md done once, end to end. pg_dump (custom
// format) of the source database, pg_restore into a new database on the same server, the same
// rows and balances in the copy, and the gateway started on the copy answers a sign-in.
// Source: DATABASE_URL (only read), or a throwaway PostgreSQL seeded by a first start.
// Also used by `npm run scale`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { companyToken, ledger, withDb } from './cluster/checks.mjs';
import { isPostgresUrl, waitReady } from './cluster/supervisor.mjs';
import { findBin, startPostgres } from './pg-temp.mjs';

const TABLES = ['members', 'companies', 'sessions', 'fund_orders', 'fund_idempotency', 'ledger_entries', 'messages'];

const withName = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function counts(url) {
  return withDb(url, async (db) => {
    const out = {};
    for (const t of TABLES) out[t] = Number((await db.query(`select count(*) as n from ${t}`)).rows[0].n);
    return out;
  });
}

/** Starts the bundled gateway on `databaseUrl` (one process), waits until it answers, returns it. */
export async function startGateway({ databaseUrl, serverDir, port, env = {} }) {
  const child = spawn(process.execPath, [join(resolve(serverDir), 'main.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: resolve(env.DIST_DIR ?? process.env.DIST_DIR ?? 'dist') },
  });
  await waitReady(port, 90_000, () => child.exitCode === null);
  const stop = () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))));
  return { child, stop };
}

/**
 * Dumps `sourceUrl`, restores it as a new database, compares, starts the gateway on the copy.
 * Returns { ok, dumpBytes, copyName, tables, balance, signedIn, ms }; drops the copy unless keep.
 */
export async function backupRestoreCheck({ sourceUrl, serverDir = process.env.SERVER_DIST_DIR ?? 'dist-server', port = 18900 + Math.floor(Math.random() * 900), keep = false }) {
  const t0 = Date.now();
  const pgDump = findBin('pg_dump');
  const pgRestore = findBin('pg_restore');
  if (!pgDump || !pgRestore) throw new Error('pg_dump/pg_restore not found (apt-get install -y postgresql-client)');
  const dir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  const dump = join(dir, 'portal.dump');
  const copyName = `portal_restore_${Date.now()}`;
  const copyUrl = withName(sourceUrl, copyName);
  let gateway = null;
  try {
    // Custom format: compressed, restorable table by table, in parallel with -j.
    let r = spawnSync(pgDump, ['--format=custom', '--no-owner', '--file', dump, '--dbname', sourceUrl], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pg_dump failed: ${r.stderr}`);
    const dumpBytes = Number(spawnSync('stat', ['-c', '%s', dump], { encoding: 'utf8' }).stdout.trim());
    await withDb(sourceUrl, (db) => db.query(`create database "${copyName}"`));
    r = spawnSync(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', copyUrl, dump], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pg_restore failed: ${r.stderr}`);

    const [source, copy] = [await counts(sourceUrl), await counts(copyUrl)];
    const tablesOk = TABLES.every((t) => source[t] === copy[t]);
    const [ls, lc] = [await withDb(sourceUrl, ledger), await withDb(copyUrl, ledger)];
    const balanceOk = ls.available === lc.available && ls.frozen === lc.frozen && lc.consistent;

    gateway = await startGateway({ databaseUrl: copyUrl, serverDir, port });
    const signedIn = !!(await companyToken(`http://127.0.0.1:${port}`).catch(() => null));
    return { ok: tablesOk && balanceOk && signedIn, dumpBytes, copyName, tables: copy, tablesOk, balance: lc.available, balanceOk, signedIn, ms: Date.now() - t0 };
  } finally {
    await gateway?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (!keep) await withDb(sourceUrl, (db) => db.query(`drop database if exists "${copyName}" with (force)`)).catch(() => {});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ensureBuilt } = await import('./ensure-built.mjs');
  await ensureBuilt();
  let source = process.env.DATABASE_URL;
  let temp = null;
  if (!isPostgresUrl(source)) {
    temp = await startPostgres();
    if (!temp.url) {
      console.error(`backup:check needs PostgreSQL: set DATABASE_URL or install it (${temp.reason})`);
      process.exit(1);
    }
    source = withName(temp.url, 'portal_source');
    await withDb(temp.url, (db) => db.query('create database portal_source'));
    // A first start migrates and seeds the source (demo data: a fund account with a ledger).
    const g = await startGateway({ databaseUrl: source, serverDir: process.env.SERVER_DIST_DIR ?? 'dist-server', port: 18800 + Math.floor(Math.random() * 100) });
    await g.stop();
  }
  try {
    const r = await backupRestoreCheck({ sourceUrl: source, keep: process.argv.includes('--keep') });
    console.log(JSON.stringify(r, null, 2));
    console.log(r.ok ? 'backup + restore: OK (the gateway started on the copy and signed in)' : 'backup + restore: FAILED');
    process.exitCode = r.ok ? 0 : 1;
  } finally {
    await temp?.stop();
  }
}
