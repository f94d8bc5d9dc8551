import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { concurrentWithdrawals, companyToken, killUnderLoad } from '../../../scripts/cluster/checks.mjs';
// @ts-expect-error plain ESM helper without types
import { nginxAvailable } from '../../../scripts/cluster/nginx.mjs';
// @ts-expect-error plain ESM helper without types
import { startCluster } from '../../../scripts/cluster/supervisor.mjs';
// @ts-expect-error plain ESM helper without types
import { startPostgres } from '../../../scripts/pg-temp.mjs';

/**
 * The deploy of deploy/README.md at small counts: 3 gateway processes (the bundled gateway,
 * as `npm run start:cluster` runs it) behind nginx on one PostgreSQL. Concurrent withdrawals
 * spread over the processes accept exactly what the balance allows; a process killed with
 * SIGKILL under a load of idempotent writes loses no acknowledged one. `npm run scale --full`
 * runs the same checks at full counts with 1, 2 and 4 processes.
 */
const hasNginx: boolean = nginxAvailable();
const server: { url: string | null; reason?: string; stop(): Promise<void> } = hasNginx ? await startPostgres() : { url: null, stop: async () => {} };
const skip = !hasNginx ? 'nginx is missing (apt-get install -y nginx-light)' : !server.url ? `no PostgreSQL: ${server.reason}` : '';
if (skip) console.warn(`cluster tests skipped: ${skip}`);

type Cluster = { url: string; nginx: { accessLog: string }; pid(i: number): number; waitReady(i: number, ms?: number): Promise<void>; stop(): Promise<void> };
let cluster: Cluster;
let dbUrl = '';
let dbName = '';
let token = '';
const work = mkdtempSync(join(tmpdir(), 'portal-cluster-test-'));
const serverDirs: string[] = [];

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: server.url! });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A stand-in front-end build: the HTML pages and one hashed asset with its .gz sibling. */
function fakeDist() {
  const dist = join(work, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  for (const page of ['index.html', 'mobile.html']) writeFileSync(join(dist, page), `<!doctype html><html><head><title>${page}</title></head><body></body></html>`);
  const js = `export const app = ${JSON.stringify('x'.repeat(2000))};\n`;
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js'), js);
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(js));
  // nginx's workers run unprivileged: they read the build and the temp prefix.
  for (const d of [work, dist, join(dist, 'assets')]) chmodSync(d, 0o755);
  return dist;
}

describe.skipIf(!!skip)('3 gateway processes behind nginx on one PostgreSQL', () => {
  beforeAll(async () => {
    // Inside the checkout: the bundle keeps its packages external and resolves them from node_modules.
    const serverDir = join(process.cwd(), '.tmp', `cluster-test-${randomBytes(4).toString('hex')}`);
    serverDirs.push(serverDir);
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, SERVER_DIST_DIR: serverDir }, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`server bundle: ${built.stderr}`);
    dbName = `portal_cluster_${randomBytes(4).toString('hex')}`;
    await admin(`create database "${dbName}"`);
    const u = new URL(server.url!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    const port = 20000 + Math.floor(Math.random() * 20000);
    cluster = await startCluster({
      databaseUrl: dbUrl,
      processes: 3,
      port,
      distDir: fakeDist(),
      serverDir,
      nginxWorkers: 1,
      logFile: join(work, 'cluster.log'),
      log: () => {},
      env: { NODE_ENV: 'development', RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', PG_POOL_MAX: '8' },
    });
    token = await companyToken(cluster.url);
  }, 120_000);

  afterAll(async () => {
    // What the processes printed, when the cluster did not start.
    if (!cluster) console.log(readFileSync(join(work, 'cluster.log'), 'utf8').slice(-3000));
    await cluster?.stop();
    if (dbName) await admin(`drop database if exists "${dbName}" with (force)`).catch(() => {});
    await server.stop();
    for (const d of [work, ...serverDirs]) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it('nginx serves hashed assets for a year from disk (precompressed), HTML uncached, and one request id in both logs', async () => {
    const asset = await fetch(`${cluster.url}/assets/app-Ab12Cd34.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const page = await fetch(`${cluster.url}/member/centre`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const api = await fetch(`${cluster.url}/api/serverTime`, { headers: { 'x-request-id': 'client-chosen-id-0123456789' } });
    // nginx replaces whatever the client sent with its own $request_id, and the gateway keeps that one.
    expect(api.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('40 concurrent withdrawals spread over the processes accept exactly what the balance allows', async () => {
    const r = await concurrentWithdrawals({ base: cluster.url, token, dbUrl, count: 40, accessLog: cluster.nginx.accessLog });
    console.log('40 concurrent withdrawals:', JSON.stringify(r));
    expect(r.other).toEqual([]);
    expect(r.accepted).toBe(r.expected);
    expect(r.insufficient).toBe(40 - r.expected);
    expect(r.consistent).toBe(true);
    expect(r.moneyOk).toBe(true);
    expect(Object.keys(r.spread).length, JSON.stringify(r.spread)).toBe(3);
  }, 60_000);

  it('a process killed with SIGKILL under idempotent writes loses no acknowledged one, and is restarted', async () => {
    const r = await killUnderLoad({ base: cluster.url, token, dbUrl, cluster, victim: 1, seconds: 6, workers: 6 });
    console.log('SIGKILL under load:', JSON.stringify(r));
    expect(r.acknowledged).toBeGreaterThan(0);
    expect(r.missing).toBe(0);
    expect(r.restarted).toBe(true);
    // After the client's retries every key has exactly one order.
    expect(r.retriedOk).toBe(r.unacknowledged);
    expect(r.keysWithOrder).toBe(r.acknowledged + r.unacknowledged);
    expect(r.consistent).toBe(true);
    expect(r.ok).toBe(true);
  }, 90_000);
});
