import { and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromTheEnd } from '#server/db/keyset';
import { allHandlers } from '#server/domains/index';
import { conditions, recordsCountQuery, recordsKeysetQuery, recordsPageQuery } from '#server/domains/fund/records';
import { countersQuery, filterOf, keysetQuery, pageQuery, rangeCountQuery } from '#server/domains/message/list';
import { hashToken } from '#server/gateway/session';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * The plans of the long lists on PostgreSQL, with enough rows and fresh statistics for the
 * planner's choice to mean something: the message list, its counts and the transaction records
 * read an index (the list's own order), never the whole table. The statements are the commands'
 * own (their query builders). Needs TEST_DATABASE_URL (the test script starts a throwaway PostgreSQL).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('list plan tests on PostgreSQL skipped: TEST_DATABASE_URL is not set');

const MINE = 20_000;
const OTHERS = 60_000;
const MEMBERS = 3_000;
const RECORDS = 20_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

describe.skipIf(!pgUrl)('list plans on PostgreSQL', () => {
  let s: TestServer;
  let memberId: number;
  let ledgerAccountId: number;

  beforeAll(async () => {
    s = await startTestServer();
    const raw = s.database.raw.bind(s.database);
    [{ id: memberId }] = await raw<{ id: number }>('p_m', `select id from members where mobile = '13800000001'`, []);
    await raw('p_members', `insert into members (code, mobile, name) select 'PLAN' || g, '1990000' || lpad(g::text, 4, '0'), 'p' || g from generate_series(1, $1::int) g`, [MEMBERS]);
    const msg = `insert into messages (member_id, title_zh, title_en, content_zh, content_en, publisher, created_at, read_at, deleted_at)
      select %MEMBER%, 't', 't', 'c', 'c', 'platform', now() - make_interval(mins => g), case when g % 3 = 0 then now() end, case when g % 50 = 0 then now() end
      from generate_series(1, $1::int) g`;
    await raw('p_mine', msg.replace('%MEMBER%', String(memberId)), [MINE]);
    await raw('p_others', msg.replace('%MEMBER%', `(select min(id) from members where code like 'PLAN%') + g % ${MEMBERS}`), [OTHERS]);
    const [acc] = await raw<{ id: number; fund_account_id: number }>(
      'p_acc',
      `select la.id, la.fund_account_id from ledger_accounts la join fund_accounts fa on fa.id = la.fund_account_id
       join company_members cm on cm.company_id = fa.company_id where cm.member_id = $1 and la.bucket = 'available'`,
      [memberId],
    );
    ledgerAccountId = acc.id;
    await raw(
      'p_ledger',
      `with t as (insert into ledger_txns (fund_account_id, kind, purpose, reference, created_at)
         select $1, 'recharge', 'fund.purpose.recharge', 'plan:' || g, now() - make_interval(mins => g) from generate_series(1, $2::int) g returning id, created_at)
       insert into ledger_entries (txn_id, account_id, amount, balance_after, created_at)
       select id, acc, case when acc = $3 then 100 else -100 end, 100, created_at from t,
         unnest(array[$3::int, (select id from ledger_accounts where fund_account_id is null order by id limit 1)]) acc`,
      [acc.fund_account_id, RECORDS, acc.id],
    );
    for (const t of ['members', 'messages', 'message_counters', 'ledger_txns', 'ledger_entries', 'ledger_entry_counters']) await raw(`p_an_${t}`, `vacuum analyze ${t}`, []);
  }, 180_000);
  afterAll(async () => s?.close());

  async function plan(q: { toSQL(): { sql: string; params: unknown[] } } | { sql: string; params: unknown[] }) {
    const { sql: text, params } = 'toSQL' in q ? q.toSQL() : q;
    const [row] = await s.database.raw<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>('', `explain (format json) ${text}`, params);
    return nodes(row['QUERY PLAN'][0].Plan);
  }
  /** No sequential scan of the big tables; `index` read by an index (only) scan. */
  function expectIndexed(ns: PlanNode[], index: string) {
    const seq = ns.filter((n) => n['Node Type'] === 'Seq Scan' && ['messages', 'message_counters', 'ledger_entries', 'ledger_txns'].includes(n['Relation Name'] ?? ''));
    expect(seq, JSON.stringify(ns.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]))).toEqual([]);
    expect(
      ns.some((n) => /^Index (Only )?Scan/.test(n['Node Type']) && n['Index Name'] === index),
      `${index} in ${JSON.stringify(ns.map((n) => [n['Node Type'], n['Index Name']]))}`,
    ).toBe(true);
  }

  it('the message list reads messages_list_idx on page 1, deep pages and by cursor', async () => {
    const db = s.database.db;
    const all = filterOf(memberId, {}, new Date());
    const [{ total }] = await countersQuery(db, memberId);
    expectIndexed(await plan(pageQuery(db, all, 20, 0)), 'messages_list_idx');
    expectIndexed(await plan(pageQuery(db, all, 1000, 0)), 'messages_list_idx');
    const end = fromTheEnd(total - 30, 20, total)!;
    expectIndexed(await plan(pageQuery(db, all, end.limit, end.offset, true)), 'messages_list_idx');
    expectIndexed(await plan(keysetQuery(db, all, true, { us: '1764300000000000', id: 1000 }, 'after', 21)), 'messages_list_idx');
    expectIndexed(await plan(pageQuery(db, filterOf(memberId, { status: 'unread' }, new Date()), 20, 0)), 'messages_list_idx');
  });

  it('the message counts read the counters row or, for a time range, an index', async () => {
    const db = s.database.db;
    expectIndexed(await plan(countersQuery(db, memberId)), 'message_counters_pkey');
    expectIndexed(await plan(rangeCountQuery(db, filterOf(memberId, { range: 'oneWeek' }, new Date()))), 'messages_recent_idx');
    const dot = allHandlers.find((h) => h.def.cmd === 'message/unReadMessageInfo')!.fused!;
    expectIndexed(await plan({ sql: dot.sql, params: [hashToken('no-such-token')] }), 'message_counters_pkey');
    // The counters agree with the table after 80,000 inserted rows.
    const [c] = await countersQuery(db, memberId);
    const [r] = await s.database.raw<{ total: number; unread: number }>(
      'p_recount',
      'select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread from messages where member_id = $1 and deleted_at is null',
      [memberId],
    );
    expect(c).toEqual(r);
  });

  it('the transaction records read ledger_entries_list_idx', async () => {
    const db = s.database.db;
    const where = and(...conditions(ledgerAccountId, {}))!;
    expectIndexed(await plan(recordsPageQuery(db, {}, where, 20, 0)), 'ledger_entries_list_idx');
    expectIndexed(await plan(recordsPageQuery(db, {}, where, 1000, 0)), 'ledger_entries_list_idx');
    const end = fromTheEnd(RECORDS - 30, 20, RECORDS)!;
    expectIndexed(await plan(recordsPageQuery(db, {}, where, end.limit, end.offset, true)), 'ledger_entries_list_idx');
    expectIndexed(await plan(recordsKeysetQuery(db, where, '1764300000000000', 1000, 'after', 21)), 'ledger_entries_list_idx');
    const week = { start: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10) };
    expectIndexed(await plan(recordsCountQuery(db, week, and(...conditions(ledgerAccountId, week))!)), 'ledger_entries_list_idx');
  });
});
