// `npm run bench` (fourth part): the audit log of one company holding AUDIT_ROWS entries (default
// 1,000,000, bulk-inserted with generate_series) on PostgreSQL, paged through the gateway as the
// member centre pages it: page 1, a deep page by cursor, rows=1000, each filter. Medians of RUNS
// requests, one at a time, against the list budgets (5 ms page 1; 20 ms deep pages, filters, 1000 rows).
import { loadavg } from 'node:os';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';
import { hashToken, newToken } from '../server/gateway/session';
// @ts-expect-error plain ESM helper without types
import { startPostgres } from './pg-temp.mjs';

const ROWS = Number(process.env.AUDIT_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const pg = await startPostgres();
if (!pg.url) {
  console.log(`audit log bench skipped: ${pg.reason}`);
  process.exit(0);
}
const database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
try {
  await seed(database.db, { demoAccounts: true });
  const [m] = await database.raw<{ id: number }>('ba_member', `select id from members where mobile = '13800000001'`, []);
  const [c] = await database.raw<{ company_id: number }>('ba_company', `select company_id from company_members where member_id = $1`, [m.id]);
  const t0 = Date.now();
  // Realistic spread: 17 kinds, 50 actors, targets over 5,000 members, a year of history; hashes are
  // not chained (the bench measures the reads; verification has its own test).
  await database.raw(
    'ba_fill',
    `insert into audit_entries (chain, seq, company_id, member_id, at, actor_kind, actor_id, actor_name, ip, user_agent, process, cmd, kind, target, detail, result, error_code, prev_hash, hash)
     select 'c:' || $1::int, g, $1::int, case when g % 50 = 0 then $2::int else 1000 + g % 50 end, now() - ((${ROWS} - g) * interval '30 second'), 'member',
            case when g % 50 = 0 then $2::int else 1000 + g % 50 end, null, '10.0.0.' || (g % 200), 'Mozilla/5.0 Chrome/131', 'bench:1', 'webMember/saveRoleConfiguration',
            (array['signIn','security','profile','money','bankCard','certification','enterprise','member','invitation','role','department','device','employee','settings','application','operator','job'])[1 + g % 17],
            'member:' || (g % 5000), '{"targets":{},"params":{"name":"x"},"changes":[]}'::jsonb, case when g % 20 = 0 then 'refused' else 'done' end, case when g % 20 = 0 then 1003 end, '', md5(g::text)
     from generate_series(1, ${ROWS}) g`,
    [c.company_id, m.id],
  );
  await database.raw('ba_head', `insert into audit_heads (chain, company_id, seq, hash) values ('c:' || $1::int, $1::int, ${ROWS}, md5('${ROWS}')) on conflict (chain) do nothing`, [c.company_id]);
  // As autovacuum leaves a table at rest: statistics and the visibility map (index-only counts).
  await database.raw('ba_analyze', 'vacuum analyze audit_entries', []);
  console.log(`\nAudit log on PostgreSQL: ${ROWS.toLocaleString('en')} entries for one company, inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const token = newToken();
  await database.raw('ba_session', `insert into sessions (token_hash, family, kind, member_id, company_id, expires_at) values ($1, 'bench-audit', 'member', $2, $3, now() + interval '1 day')`, [
    hashToken(token),
    m.id,
    c.company_id,
  ]);
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '0', DIST_DIR: '/nonexistent' }), logLevel: 'silent' };
  const app = await buildServer({ config, database, logger: false });
  await app.ready();
  const call = async (parameters: Record<string, unknown>, rows = 20) => {
    const started = process.hrtime.bigint();
    const res = await app.inject({ method: 'POST', url: '/api/', payload: { cmd: 'audit/queryPage', parameters, token, page: 1, rows } });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const body = res.json() as { response?: { list: unknown[]; next?: string }; error?: unknown };
    if (body.error) throw new Error(JSON.stringify(body.error));
    return { ms, body: body.response! };
  };
  const time = async (parameters: Record<string, unknown>, rows = 20) => {
    await call(parameters, rows);
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i += 1) ms.push((await call(parameters, rows)).ms);
    return median(ms);
  };
  // A cursor half-way down the log: the deep page.
  const [deep] = await database.raw<{ id: string; seq: string }>('ba_deep', `select id, seq from audit_entries where company_id = $1 order by id desc offset ${Math.floor(ROWS / 2)} limit 1`, [c.company_id]);
  const day = new Date(Date.now() - 40 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const cases: [string, Record<string, unknown>, number, number][] = [
    ['page 1', {}, 20, 5],
    ['deep page (cursor at the middle)', { after: `${deep.id}.${deep.seq}` }, 20, 20],
    ['rows=1000', {}, 1000, 20],
    ['filter kind', { kind: 'money' }, 20, 20],
    ['filter member', { memberId: m.id }, 20, 20],
    ['filter target', { target: 'member:77' }, 20, 20],
    ['filter result refused', { result: 'refused' }, 20, 20],
    ['filter one day, 40 days ago', { from: day, to: day }, 20, 20],
  ];
  for (const [label, params, rows, budget] of cases) {
    const ms = await time(params, rows);
    console.log(`  ${label.padEnd(34)} ${ms.toFixed(1).padStart(6)} ms  (budget ${budget} ms) ${ms <= budget ? 'ok' : 'OVER'}`);
  }
  console.log(`  medians of ${RUNS}, one request at a time; load average ${loadavg()[0].toFixed(1)}`);
  await app.close();
} finally {
  await database.close();
  await pg.stop();
}
