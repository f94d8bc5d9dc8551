// `npm run bench`: gateway overhead against bare Fastify routes, in one run.
// (1) a public command with no database work vs a bare JSON route;
// (2) an authenticated read (message/unReadMessageInfo: the session lookup and the
//     count fused into one statement) vs a bare route that issues that same
//     statement through the same driver;
// on the embedded database and, when pg_ctl is available, on PostgreSQL, at 10
// and 50 connections. autocannon runs in a child process so it does not share
// the server's event loop.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { seed } from '../server/db/seed';
import { allHandlers } from '../server/domains/index';
import { hashToken, newToken } from '../server/gateway/session';
// @ts-expect-error plain ESM helper without types
import { startPostgres } from './pg-temp.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
// Each pair is measured ROUNDS times, interleaved, and the medians reported: single
// 5-second runs on 2 shared cores vary by 10-20 %.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = [10, 50];

interface Result {
  rps: number;
  p99: number;
}

// Async: a sync child would block the very event loop being measured.
const run = promisify(execFile);

async function autocannon(url: string, body: object, connections: number): Promise<Result> {
  const { stdout: out } = await run(
    process.execPath,
    ['node_modules/autocannon/autocannon.js', '-c', String(connections), '-d', String(DURATION), '-m', 'POST', '-H', 'content-type=application/json', '-b', JSON.stringify(body), '-j', url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const j = JSON.parse(out);
  if (j.non2xx > 0 || j.errors > 0) throw new Error(`bench request failed: non2xx=${j.non2xx} errors=${j.errors}`);
  return { rps: j.requests.average, p99: j.latency.p99 };
}

async function createSession(database: Database): Promise<string> {
  const token = newToken();
  const [m] = await database.raw<{ id: number }>('bench_member', `select id from members where mobile = '13800000001'`, []);
  const [c] = await database.raw<{ company_id: number }>('bench_company', `select company_id from company_members where member_id = $1`, [m.id]);
  await database.raw('bench_session', `insert into sessions (token_hash, family, kind, member_id, company_id, expires_at) values ($1, $2, 'member', $3, $4, now() + interval '1 day')`, [
    hashToken(token),
    'bench',
    m.id,
    c.company_id,
  ]);
  return token;
}

// Exactly the statement the command runs.
const FUSED = allHandlers.find((h) => h.def.cmd === 'message/unReadMessageInfo')!.fused!;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function measure(url: string, body: object, c: number, into: Result[]) {
  into.push(await autocannon(url, body, c));
}
const med = (rs: Result[]): Result => ({ rps: median(rs.map((r) => r.rps)), p99: median(rs.map((r) => r.p99)) });

async function benchOne(label: string, database: Database) {
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '0', DIST_DIR: '/nonexistent' }), logLevel: 'silent' };
  await seed(database.db, { demoAccounts: true });
  const app = await buildServer({ config, database, logger: false });
  const token = await createSession(database);
  const siteConfig = { servicePhone: config.servicePhone, serviceHours: { zh: '工作日 9:00-17:00', en: 'Working days 9:00-17:00' }, recordNumber: config.recordNumber };
  app.post('/bare/json', async () => ({ response: siteConfig }));
  app.post('/bare/sql', async (req) => {
    const t = (req.body as { token: string }).token;
    const [r] = await database.raw<{ n: number }>('bare_fused', FUSED.sql, [hashToken(t)]);
    return { response: { isExistUnRead: r.n > 0, count: r.n } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const rows: string[] = [];
  for (const c of CONNECTIONS) {
    const runs: Record<'pub' | 'bare' | 'auth' | 'sql', Result[]> = { pub: [], bare: [], auth: [], sql: [] };
    for (let i = 0; i < ROUNDS; i++) {
      await measure(`${base}/api/`, { cmd: 'site/getConfig', parameters: {} }, c, runs.pub);
      await measure(`${base}/bare/json`, {}, c, runs.bare);
      await measure(`${base}/api/`, { cmd: 'message/unReadMessageInfo', parameters: {}, token }, c, runs.auth);
      await measure(`${base}/bare/sql`, { token }, c, runs.sql);
    }
    const [pub, bare, auth, sql] = [med(runs.pub), med(runs.bare), med(runs.auth), med(runs.sql)];
    rows.push(
      `${label.padEnd(9)} c=${String(c).padEnd(3)} public cmd ${pub.rps.toFixed(0).padStart(6)} req/s p99 ${pub.p99} ms | bare route ${bare.rps.toFixed(0).padStart(6)} req/s p99 ${bare.p99} ms | ratio ${(pub.rps / bare.rps).toFixed(2)} (budget >= 0.80)`,
      `${label.padEnd(9)} c=${String(c).padEnd(3)} auth read  ${auth.rps.toFixed(0).padStart(6)} req/s p99 ${auth.p99} ms | same SQL   ${sql.rps.toFixed(0).padStart(6)} req/s p99 ${sql.p99} ms | ratio ${(auth.rps / sql.rps).toFixed(2)} (budget >= 0.70)`,
    );
  }
  await app.close();
  return rows;
}

const lines: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
const embedded = await openDatabase({ databaseUrl: null, dataDir: dir });
try {
  lines.push(...(await benchOne('pglite', embedded)));
} finally {
  await embedded.close();
  rmSync(dir, { recursive: true, force: true });
}
const pg = await startPostgres();
if (pg.url) {
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
  try {
    lines.push(...(await benchOne('postgres', database)));
  } finally {
    await database.close();
    await pg.stop();
  }
} else {
  lines.push(`postgres: skipped (${pg.reason})`);
}
console.log(`\nGateway benchmark (medians of ${ROUNDS} interleaved ${DURATION} s runs, autocannon in a child process)\n` + lines.join('\n'));
