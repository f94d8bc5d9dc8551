// `npm run bench` (third part): the member lists at 100,000 rows on PostgreSQL. A throwaway
// PostgreSQL (scripts/pg-temp.mjs) gets 100,000 in-site messages for one member and 300,000
// for the others, and 100,000 transaction records for that member's company. Each case is
// timed through the gateway (HTTP, one request at a time, keep-alive) next to the bare SQL
// the command runs (the same statements through the same driver), medians of many runs,
// printed as a table against the budgets (docs/architecture.md): page 1 <= 5 ms, any page and
// rows=1000 <= 20 ms, the unread dot <= 2 ms.
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { seed } from '../server/db/seed';
import { hashToken, newToken } from '../server/gateway/session';
// @ts-expect-error plain ESM helper without types
import { startPostgres } from './pg-temp.mjs';
import { bareRun, type BareCase, type Exec } from './bench-lists-sql';
import { loadavg } from 'node:os';
import { capturing, inPostgres, moreCases, replay, seedMore } from './bench-lists-more';

const MESSAGES = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const OTHERS = MESSAGES * 3;
const RECORDS = MESSAGES;
const MIN_RUNS = 40;
const MIN_MS = Number(process.env.BENCH_LIST_MS ?? 1500);
/** BENCH_ONLY=<regex>: only the cases whose name matches (the seeding is the same), to time one list while working on it. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const wanted = (c: { name: string }) => !ONLY || ONLY.test(c.name);

async function seedRows(database: Database) {
  const [m] = await database.raw<{ id: number }>('bl_member', `select id from members where mobile = '13800000001'`, []);
  const [c] = await database.raw<{ company_id: number }>('bl_company', `select company_id from company_members where member_id = $1`, [m.id]);
  const others = (await database.raw<{ id: number }>('bl_others', `select id from members where id <> $1 order by id`, [m.id])).map((r) => r.id);
  // A third read, spread over the last ~70 days (the list's time filters reach 30).
  const msgSql = `insert into messages (member_id, title_zh, title_en, content_zh, content_en, publisher, created_at, read_at)
    select $1, '测试消息 ' || g, 'Test message ' || g, '内容 ' || g, 'Content ' || g, 'platform',
      now() - make_interval(mins => g), case when g % 3 = 0 then now() - make_interval(mins => g) + interval '1 minute' end
    from generate_series($2::int, $3::int) g`;
  await database.raw('bl_msgs', msgSql, [m.id, 1, MESSAGES]);
  const per = Math.ceil(OTHERS / others.length);
  for (const [i, id] of others.entries()) await database.raw('bl_msgs_o', msgSql, [id, i * per + 1, (i + 1) * per]);

  const [fa] = await database.raw<{ id: number }>('bl_fund', `select id from fund_accounts where company_id = $1`, [c.company_id]);
  const [avail] = await database.raw<{ id: number }>('bl_avail', `select id from ledger_accounts where fund_account_id = $1 and bucket = 'available'`, [fa.id]);
  const [clearing] = await database.raw<{ id: number }>('bl_clear', `select id from ledger_accounts where fund_account_id is null order by id limit 1`, []);
  // Each record: one transaction, its entry on the available balance and the counter entry.
  await database.raw(
    'bl_txns',
    `with t as (
       insert into ledger_txns (fund_account_id, kind, purpose, reference, created_at)
       select $1, (array['recharge','withdrawal','payment','collection','repayment','refund'])[1 + g % 6], 'fund.purpose.recharge', 'bench:' || g,
         now() - interval '200 days' + make_interval(secs => g * 60)
       from generate_series(1, $2::int) g returning id, created_at, kind)
     insert into ledger_entries (txn_id, account_id, amount, balance_after, created_at)
     select id, acc, case when acc = $3 then a else -a end, 100000, created_at
     from (select id, created_at, case when kind in ('withdrawal','payment') then -100 else 100 end as a from t) x,
       unnest(array[$3::int, $4::int]) acc`,
    [fa.id, RECORDS, avail.id, clearing.id],
  );
  await database.raw('bl_vacuum1', 'vacuum analyze messages', []);
  await database.raw('bl_vacuum2', 'vacuum analyze ledger_entries', []);
  await database.raw('bl_vacuum3', 'vacuum analyze ledger_txns', []);
  const token = newToken();
  await database.raw('bl_session', `insert into sessions (token_hash, family, kind, member_id, company_id, expires_at) values ($1, 'bench-lists', 'member', $2, $3, now() + interval '1 day')`, [
    hashToken(token),
    m.id,
    c.company_id,
  ]);
  return { token, memberId: m.id, companyId: c.company_id, fundAccountId: fa.id, ledgerAccountId: avail.id };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const ms: number[] = [];
  const until = performance.now() + MIN_MS;
  while (ms.length < MIN_RUNS || performance.now() < until) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return median(ms);
}

interface Case {
  name: string;
  budget: number;
  cmd: string;
  parameters: Record<string, unknown>;
  page?: number;
  rows?: number;
  bare: BareCase;
}

const last = (n: number, rows: number) => Math.ceil(n / rows);

function cases(): Case[] {
  const msg = (name: string, budget: number, page: number, rows: number, parameters: Record<string, unknown> = {}): Case => ({
    name,
    budget,
    cmd: 'message/myMessage',
    parameters,
    page,
    rows,
    bare: { list: 'messages', page, rows, parameters },
  });
  const rec = (name: string, budget: number, page: number, rows: number): Case => ({
    name,
    budget,
    cmd: 'capitalAccount/getTransInfoList',
    parameters: {},
    page,
    rows,
    bare: { list: 'records', page, rows, parameters: {} },
  });
  return [
    msg('messages page 1', 5, 1, 20),
    msg('messages page 2,500', 20, 2500, 20),
    msg('messages last page', 20, last(MESSAGES, 20), 20),
    msg('messages rows=1000 page 1', 20, 1, 1000),
    msg('messages rows=1000 last page', 20, last(MESSAGES, 1000), 1000),
    msg('messages unread, page 1', 5, 1, 20, { status: 'unread' }),
    msg('messages this week, page 1', 5, 1, 20, { range: 'oneWeek' }),
    { name: 'unread dot', budget: 2, cmd: 'message/unReadMessageInfo', parameters: {}, bare: { list: 'unread', page: 1, rows: 1, parameters: {} } },
    rec('records page 1', 5, 1, 20),
    rec('records page 2,500', 20, 2500, 20),
    rec('records last page', 20, last(RECORDS, 20), 20),
    rec('records rows=1000 page 1', 20, 1, 1000),
    rec('records rows=1000 last page', 20, last(RECORDS, 1000), 1000),
  ];
}

async function main() {
  const pg = await startPostgres();
  if (!pg.url) {
    console.log(`\nList benchmark: skipped (${pg.reason})`);
    return;
  }
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
  try {
    await seed(database.db, { demoAccounts: true });
    const t0 = performance.now();
    const who = await seedRows(database);
    const more = await seedMore(database, MESSAGES, who.memberId, who.companyId);
    console.error(`seeded ${MESSAGES + OTHERS} messages, ${RECORDS} records and ${MESSAGES} rows in each other list in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const captured = capturing(database, pg.url);
    const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '0', DIST_DIR: '/nonexistent' }), logLevel: 'silent' };
    const app = await buildServer({ config, database: captured.database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/`;
    const call = async (c: Pick<Case, 'cmd' | 'parameters' | 'page' | 'rows'>, token = who.token) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cmd: c.cmd, parameters: c.parameters, page: c.page, rows: c.rows, token }),
      });
      const body = (await res.json()) as { response?: unknown; error?: unknown };
      if (!body.response) throw new Error(`${c.cmd}: ${JSON.stringify(body.error)}`);
      return body.response;
    };
    const rows: string[][] = [['list', 'gateway ms', 'bare SQL ms', 'ratio', 'in PostgreSQL ms', 'budget ms', '']];
    const all = cases();
    // Keyset: the page after a deep page, by the cursor its answer carries (when the command has one).
    for (const base of [all[2], all[10]]) {
      const deep = (await call({ ...base, page: (base.page ?? 2) - 1 })) as { next?: string };
      if (deep.next) all.push({ ...base, name: `${base.name.split(' ')[0]} next by cursor (deep)`, parameters: { ...base.parameters, after: deep.next }, bare: { ...base.bare, after: deep.next } });
    }
    for (const c of all.filter(wanted)) {
      const gw = await time(() => call(c));
      const bareOnce = bareRun(c.bare, who, database);
      let bare = NaN;
      if (bareOnce) {
        try {
          bare = await time(bareOnce);
        } catch (e) {
          console.error(`${c.name}: bare SQL failed: ${(e as Error).message}`);
        }
      }
      // The statements' own execution time inside PostgreSQL (EXPLAIN ANALYZE), summed: what the
      // plans cost without the network and the scheduler, which a loaded machine inflates. Timing off:
      // per-node timing of the rows a deep page skips costs more than the plan itself.
      let inDb = NaN;
      let spent = 0;
      const explain: Exec = async (_name, text, params) => {
        const [row] = await database.raw<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>('', `explain (analyze, timing off, format json) ${text}`, params);
        spent += row['QUERY PLAN'][0]['Execution Time'];
        return [{ total: MESSAGES, unread: MESSAGES, entries: RECORDS, n: 0 }];
      };
      const explained = bareRun(c.bare, who, database, explain);
      if (explained) {
        const runs: number[] = [];
        for (let i = 0; i < 9; i++) {
          spent = 0;
          await explained();
          runs.push(spent);
        }
        inDb = median(runs);
      }
      const fmt = (v: number, d = 2) => (Number.isNaN(v) ? '-' : v.toFixed(d));
      rows.push([c.name, fmt(gw), fmt(bare), fmt(gw / bare, 1), fmt(inDb, 3), `<= ${c.budget}`, gw <= c.budget ? 'ok' : 'OVER']);
    }
    // The other lists: the bare SQL is the statements one gateway call ran, replayed.
    for (const c of moreCases(MESSAGES, more.departmentId).filter(wanted)) {
      const token = c.token === 'operator' ? more.operatorToken : who.token;
      const answer = (await call(c, token)) as { total?: number; list?: unknown[] };
      if (answer.list?.length !== c.rows || (answer.total ?? 0) < MESSAGES) throw new Error(`${c.name}: ${answer.list?.length} rows of ${answer.total}`);
      const gw = await time(() => call(c, token));
      const statements = await captured.capture(() => call(c, token));
      const bare = await time(replay(database, statements));
      const runs: number[] = [];
      for (let i = 0; i < 9; i++) runs.push(await inPostgres(database, statements));
      const inDb = median(runs);
      rows.push([`${c.name} (${statements.length} statements)`, gw.toFixed(2), bare.toFixed(2), (gw / bare).toFixed(1), inDb.toFixed(3), `<= ${c.budget}`, gw <= c.budget ? 'ok' : 'OVER']);
    }
    await app.close();
    await captured.close();
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    const line = (r: string[]) => '| ' + r.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ') + ' |';
    console.log(
      `\nLists on PostgreSQL: ${MESSAGES} messages for one member (+${OTHERS} for others), ${RECORDS} transaction records, ${MESSAGES} rows in each other list; medians, one request at a time; load average ${loadavg()[0].toFixed(1)} on this machine\n` +
        [line(rows[0]), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...rows.slice(1).map(line)].join('\n'),
    );
  } finally {
    await database.close();
    await pg.stop();
  }
}

await main();
