import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ok } from './_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as fundCmds from '#shared/contract/fund';

/**
 * Transaction records at any depth: page numbers (deep ones read from the end), next/previous
 * cursors, and the totals from the counters row against a recount of the ledger.
 */
let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.createSession('member', '13800000001');
  // 2,400 more movements on the demo company's available balance (deep pages start at offset 2,000),
  // some sharing a time so the id breaks the tie; each with its counter entry, as the ledger posts them.
  await s.database.raw(
    'rp_seed',
    `with acc as (
       select la.id, la.fund_account_id from ledger_accounts la join fund_accounts fa on fa.id = la.fund_account_id
       join companies c on c.id = fa.company_id join company_members cm on cm.company_id = c.id
       join members m on m.id = cm.member_id where m.mobile = '13800000001' and la.bucket = 'available'),
     t as (insert into ledger_txns (fund_account_id, kind, purpose, reference, created_at)
       select (select fund_account_id from acc), case when g % 2 = 0 then 'recharge' else 'payment' end, 'fund.purpose.recharge', 'paging:' || g,
         now() - interval '400 days' + make_interval(secs => (g / 3) * 60)
       from generate_series(1, 2400) g returning id, created_at, kind)
     insert into ledger_entries (txn_id, account_id, amount, balance_after, created_at)
     select t.id, x.acc, x.sign * case when t.kind = 'payment' then -1 else 1 end, 0, t.created_at
     from t, lateral (values ((select id from acc), 1), ((select id from ledger_accounts where fund_account_id is null order by id limit 1), -1)) x(acc, sign)`,
    [],
  );
}, 60_000);
afterAll(async () => s?.close());

const ids = (r: { list: Array<{ id: number }> }) => r.list.map((x) => x.id);

describe('transaction records paging', () => {
  it('answers the same rows by page number (front and deep), by cursor forwards and backwards', async () => {
    const truth = (
      await s.database.raw<{ id: number }>(
        'rp_truth',
        `select e.id from ledger_entries e join ledger_accounts la on la.id = e.account_id join fund_accounts fa on fa.id = la.fund_account_id
         join company_members cm on cm.company_id = fa.company_id join members m on m.id = cm.member_id
         where m.mobile = '13800000001' and la.bucket = 'available' order by e.created_at desc, e.id desc`,
        [],
      )
    ).map((r) => Number(r.id));
    expect(truth.length).toBeGreaterThan(2400);
    const first = await ok(s.call(fundCmds.getTransInfoList, {}, { token, rows: 1000 }));
    expect(first.total).toBe(truth.length);
    for (const [page, rows] of [
      [1, 1000],
      [2, 1000],
      [3, 1000],
      [41, 50],
      [48, 50],
      [49, 50],
      [250, 9],
    ] as const) {
      const r = await ok(s.call(fundCmds.getTransInfoList, {}, { token, page, rows }));
      expect(ids(r), `page ${page} of ${rows}`).toEqual(truth.slice((page - 1) * rows, page * rows));
      expect(r.total).toBe(truth.length);
    }
    // Forwards from a deep page, then back again.
    const deep = await ok(s.call(fundCmds.getTransInfoList, {}, { token, page: 45, rows: 50 }));
    const after = await ok(s.call(fundCmds.getTransInfoList, { after: deep.next }, { token, rows: 50 }));
    expect(ids(after)).toEqual(truth.slice(45 * 50, 46 * 50));
    const back = await ok(s.call(fundCmds.getTransInfoList, { before: after.prev }, { token, rows: 50 }));
    expect(ids(back)).toEqual(ids(deep));
    // The last page has no next; the first no prev.
    const lastPage = Math.ceil(truth.length / 50);
    const last = await ok(s.call(fundCmds.getTransInfoList, {}, { token, page: lastPage, rows: 50 }));
    expect(last.next).toBeUndefined();
    // After its first row: the rest of it.
    expect(ids(await ok(s.call(fundCmds.getTransInfoList, { after: last.prev }, { token, rows: 50 })))).toEqual(ids(last).slice(1));
    expect((await ok(s.call(fundCmds.getTransInfoList, {}, { token, rows: 50 }))).prev).toBeUndefined();
    // A filter pages within itself.
    const payments = await ok(s.call(fundCmds.getTransInfoList, { kind: 'payment' }, { token, rows: 30 }));
    const more = await ok(s.call(fundCmds.getTransInfoList, { kind: 'payment', after: payments.next }, { token, rows: 30 }));
    const allPayments = await ok(s.call(fundCmds.getTransInfoList, { kind: 'payment' }, { token, rows: 60 }));
    expect([...ids(payments), ...ids(more)]).toEqual(ids(allPayments));
    expect(more.total).toBe(allPayments.total);
  });

  it('totals the unfiltered records from the counters row, equal to a recount', async () => {
    const [sum] = await s.database.raw<{ income: string; expense: string; n: number }>(
      'rp_sum',
      `select coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as income, coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::text as expense, count(*)::int as n
       from ledger_entries e join ledger_accounts la on la.id = e.account_id join fund_accounts fa on fa.id = la.fund_account_id
       join company_members cm on cm.company_id = fa.company_id join members m on m.id = cm.member_id
       where m.mobile = '13800000001' and la.bucket = 'available'`,
      [],
    );
    const totals = await ok(s.call(fundCmds.getTransInfoListMoney, {}, { token }));
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect({ income: cents(totals.income), expense: cents(totals.expense), count: totals.count }).toEqual({ income: Number(sum.income), expense: Number(sum.expense), count: sum.n });
  });

  it('refuses both cursors at once and a cursor of another list', async () => {
    const both = await s.call(fundCmds.getTransInfoList, { after: '1.2', before: '1.2' }, { token });
    expect(both.error?.errorCode).toBe(ErrorCode.invalidParams);
    const other = await s.call(fundCmds.getTransInfoList, { after: '0.1.2' }, { token });
    expect(other.error?.errorCode).toBe(ErrorCode.invalidParams);
  });
});
