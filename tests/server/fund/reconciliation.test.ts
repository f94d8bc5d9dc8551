import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankMovements, fundOrders, reconItems, reconRuns } from '#server/db/schema';
import { beijingDay } from '#server/domains/fund/orders';
import { reconcileDay } from '#server/domains/fund/reconciliation';
import { useTestServer } from '../../helpers/server';
import { addRechargeCard, addWithdrawAccount, certify, newKey, ok, openAccount, rechargeNow, runJobs, setPayKey } from './_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as operatorCmds from '#shared/contract/operator';
import * as fundCmds from '#shared/contract/fund';

/** The daily reconciliation of the ledger with the stand-in bank's statement, and its operator queue. */
const s = useTestServer();
let token: string;
let operator: string;
let cardId: number;
/** Open items before the test: the demo's own (see fund/seed-reconciliation.ts). */
let seeded: number;
beforeAll(async () => {
  await certify(s, 'C10000003');
  token = await s.createSession('member', '13800000003');
  operator = await s.createSession('operator', 'operator');
  await openAccount(s, token, '13800000003');
  await setPayKey(s, token);
  cardId = await addRechargeCard(s, token);
  seeded = (await ok(s.call(operatorCmds.operatorCounts, {}, { token: operator }))).reconciliation;
});

/** A day passes: the jobs pay out T+1 withdrawals and reconcile the day before; sessions are renewed. */
async function nextDay() {
  await runJobs(s, 1);
  token = await s.createSession('member', '13800000003');
  operator = await s.createSession('operator', 'operator');
}

const db = () => s.database.db;
async function orderOf(rechargeId: number) {
  const [o] = await db().select().from(fundOrders).where(eq(fundOrders.id, rechargeId));
  return o;
}
const runOf = async (day: string) => (await db().select().from(reconRuns).where(eq(reconRuns.day, day)))[0];
const itemsOf = (day: string) => db().select().from(reconItems).where(eq(reconItems.day, day));

describe('a clean day', () => {
  it('the demo shows one open item: its seeded history never went through the stand-in bank', async () => {
    expect(seeded).toBe(1);
    const [item] = (await ok(s.call(operatorCmds.operatorQueue, { queue: 'reconciliation', status: 'open' }, { token: operator }))).list;
    expect(item).toMatchObject({ companyCode: 'C10000001', recon: { difference: 'missingInBank', ledger: { direction: 'out', status: 'success' }, bank: null } });
  });

  it('recharges (one failed at the bank) and payouts (one bounced, refunded) reconcile with no items', async () => {
    const good = await rechargeNow(s, token, cardId, '1000.00');
    const failed = await rechargeNow(s, token, cardId, '666.00');
    expect([good.status, failed.status]).toEqual(['success', 'failed']);
    await addWithdrawAccount(s, token);
    const paid = await ok(s.call(fundCmds.sumbitApply, { amount: '100.00', payPassword: '12345678', idempotencyKey: newKey() }, { token }));
    const bounced = await ok(s.call(fundCmds.sumbitApply, { amount: '777.00', payPassword: '12345678', idempotencyKey: newKey() }, { token }));
    const rechargeDay = beijingDay((await orderOf(good.rechargeId)).settledAt!);

    await nextDay(); // pays out the withdrawals, reconciles the recharge day
    await nextDay(); // reconciles the payout day
    const w = await db()
      .select()
      .from(fundOrders)
      .where(inArray(fundOrders.id, [paid.applyId, bounced.applyId]));
    expect(w.map((o) => o.status).sort()).toEqual(['failed', 'success']);
    const payoutDay = beijingDay(w[0].settledAt!);

    expect(await runOf(rechargeDay)).toMatchObject({ result: 'clean', ledgerCount: 2, bankCount: 2, ledgerNet: 100_000, bankNet: 100_000, differences: 0 });
    expect(await runOf(payoutDay)).toMatchObject({ result: 'clean', ledgerCount: 2, bankCount: 2, ledgerNet: -10_000, bankNet: -10_000, differences: 0 });
    expect(await itemsOf(rechargeDay)).toEqual([]);
    expect(await itemsOf(payoutDay)).toEqual([]);
    expect((await ok(s.call(operatorCmds.operatorCounts, {}, { token: operator }))).reconciliation).toBe(seeded);
  });
});

describe('differences', () => {
  let day: string;
  let dropped: string;
  let altered: string;
  let tampered: string;
  const stranger = 'R20990101ABCDEF0123';

  it('a dropped and an altered statement line, a tampered ledger order and an unknown bank line each raise exactly their item', async () => {
    const a = await orderOf((await rechargeNow(s, token, cardId, '10.00')).rechargeId);
    const b = await orderOf((await rechargeNow(s, token, cardId, '20.00')).rechargeId);
    const c = await orderOf((await rechargeNow(s, token, cardId, '30.00')).rechargeId);
    const clean = await orderOf((await rechargeNow(s, token, cardId, '40.00')).rechargeId);
    [dropped, altered, tampered] = [a.orderNo, b.orderNo, c.orderNo];
    day = beijingDay(a.settledAt!);
    expect([b, c, clean].map((o) => beijingDay(o.settledAt!))).toEqual([day, day, day]);

    // The stand-in bank told to drop one line and alter another in its book (its statement is made from it).
    await db().delete(bankMovements).where(eq(bankMovements.orderNo, dropped));
    await db().update(bankMovements).set({ amount: 2001 }).where(eq(bankMovements.orderNo, altered));
    await db().insert(bankMovements).values({ day, orderNo: stranger, bankRef: 'SBX1', direction: 'in', amount: 500, status: 'success', at: a.settledAt! });
    // The ledger's order says the bank failed it; the bank's statement says it succeeded.
    await db().update(fundOrders).set({ status: 'failed' }).where(eq(fundOrders.id, c.id));

    await nextDay();
    const items = await itemsOf(day);
    expect(items.map((i) => ({ orderNo: i.orderNo, difference: i.difference, ledger: i.ledger, bank: i.bank, status: i.status })).sort((x, y) => x.orderNo.localeCompare(y.orderNo))).toEqual(
      [
        { orderNo: dropped, difference: 'missingInBank', ledger: 'in 1000 success', bank: null, status: 'open' },
        { orderNo: altered, difference: 'amount', ledger: 'in 2000 success', bank: 'in 2001 success', status: 'open' },
        { orderNo: tampered, difference: 'status', ledger: 'in 3000 failed', bank: 'in 3000 success', status: 'open' },
        { orderNo: stranger, difference: 'missingInLedger', ledger: null, bank: 'in 500 success', status: 'open' },
      ].sort((x, y) => x.orderNo.localeCompare(y.orderNo)),
    );
    expect(await runOf(day)).toMatchObject({ result: 'differences', differences: 4, ledgerCount: 4, bankCount: 4 });
  });

  it('re-running the day (job or by hand) adds no item twice', async () => {
    await runJobs(s, 0);
    const again = await reconcileDay(s.app.deps, day);
    expect(again).toMatchObject({ differences: 4, added: 0 });
    expect(await itemsOf(day)).toHaveLength(4);
    expect(await db().select().from(reconRuns).where(eq(reconRuns.day, day))).toHaveLength(1);
  });

  it('the operator lists the items with day, order no and both sides, and resolves one with a note', async () => {
    const member = await s.call(operatorCmds.operatorQueue, { queue: 'reconciliation' }, { token });
    expect(member.error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(operatorCmds.operatorResolve, { id: 1, note: 'x' }, { token })).error?.errorCode).toBe(ErrorCode.forbidden);

    expect((await ok(s.call(operatorCmds.operatorCounts, {}, { token: operator }))).reconciliation).toBe(seeded + 4);
    const list = await ok(s.call(operatorCmds.operatorQueue, { queue: 'reconciliation', status: 'open', keyword: altered }, { token: operator }));
    expect(list.total).toBe(1);
    const item = list.list[0];
    expect(item).toMatchObject({
      queue: 'reconciliation',
      title: altered,
      status: 'open',
      companyCode: 'C10000003',
      recon: { day, orderNo: altered, difference: 'amount', ledger: { direction: 'in', amount: '20.00', status: 'success' }, bank: { direction: 'in', amount: '20.01', status: 'success' } },
    });
    const unknown = await ok(s.call(operatorCmds.operatorQueue, { queue: 'reconciliation', keyword: stranger }, { token: operator }));
    expect(unknown.list[0]).toMatchObject({ companyCode: '', recon: { difference: 'missingInLedger', ledger: null } });

    const empty = await s.call(operatorCmds.operatorResolve, { id: item.id, note: '   ' }, { token: operator, lang: 'en' });
    expect(empty.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'note', errorInfo: 'Please write a note on how the difference was resolved' });
    const approve = await s.call(operatorCmds.operatorApprove, { queue: 'reconciliation', id: item.id }, { token: operator, lang: 'en' });
    expect(approve.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'A reconciliation difference is resolved with a note, not approved or rejected' });

    // Two operators at once: exactly one resolves it.
    const both = await Promise.all([
      s.call(operatorCmds.operatorResolve, { id: item.id, note: '银行已更正对账文件' }, { token: operator, lang: 'en' }),
      s.call(operatorCmds.operatorResolve, { id: item.id, note: 'second' }, { token: operator, lang: 'en' }),
    ]);
    expect(both.filter((r) => r.response).length).toBe(1);
    expect(both.filter((r) => r.error).map((r) => r.error)).toEqual([{ errorCode: ErrorCode.refused, errorInfo: 'This reconciliation difference has already been resolved' }]);

    const detail = await ok(s.call(operatorCmds.operatorDetail, { queue: 'reconciliation', id: item.id }, { token: operator }));
    expect(detail.item.status).toBe('resolved');
    expect(detail.canDecide).toBe(false);
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { key: 'reconNote', value: expect.any(String) },
        { key: 'reconResolvedBy', value: expect.any(String) },
      ]),
    );
    expect((await ok(s.call(operatorCmds.operatorCounts, {}, { token: operator }))).reconciliation).toBe(seeded + 3);
    expect((await ok(s.call(operatorCmds.operatorQueue, { queue: 'reconciliation', status: 'resolved' }, { token: operator }))).list.map((x: { id: number }) => x.id)).toEqual([item.id]);
    expect((await s.call(operatorCmds.operatorResolve, { id: 999_999, note: 'x' }, { token: operator })).error?.errorCode).toBe(ErrorCode.notFound);

    // A re-run after the resolution neither reopens nor duplicates it.
    await reconcileDay(s.app.deps, day);
    const [after] = await db()
      .select()
      .from(reconItems)
      .where(and(eq(reconItems.day, day), eq(reconItems.orderNo, altered)));
    expect(after.status).toBe('resolved');
  });
});

describe('the statement not there yet', () => {
  it('a statement not yet published, or unreadable, stores no run and stops no other job; a later tick reconciles the day', async () => {
    const bank = s.app.deps.adapters.bank;
    const real = bank.statement;
    try {
      bank.statement = async () => null;
      await nextDay();
      const day = beijingDay(new Date(s.app.deps.clock.now().getTime() - 86_400_000));
      expect(await runOf(day)).toBeUndefined();
      bank.statement = async () => {
        throw new Error('statement: bad line 2');
      };
      const ran = (await runJobs(s, 0)).response.ran;
      expect(ran).toHaveProperty('org.invitationExpiry');
      expect(await runOf(day)).toBeUndefined();
      bank.statement = real;
      await runJobs(s, 0);
      expect(await runOf(day)).toMatchObject({ result: 'clean' });
    } finally {
      bank.statement = real;
    }
  });
});

describe('the stand-in bank', () => {
  it('answers an order once: asking again (a retry) returns the first answer and books nothing new', async () => {
    const bank = s.app.deps.adapters.bank;
    const at = s.app.deps.clock.now();
    const orderNo = 'W20990101AAAAAAAAAA';
    const first = await bank.payout({ orderNo, amount: 77_700, at });
    expect(first.status).toBe('failed');
    expect(await bank.payout({ orderNo, amount: 100, at })).toEqual(first);
    const lines = (await bank.statement(beijingDay(at)))!.filter((l) => l.orderNo === orderNo);
    expect(lines).toEqual([{ day: beijingDay(at), orderNo, bankRef: first.bankRef, direction: 'out', amount: 77_700, status: 'failed' }]);
  });
});
