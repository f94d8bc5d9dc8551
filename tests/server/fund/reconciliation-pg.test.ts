import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMovements, fundOrders, reconItems, reconRuns } from '#server/db/schema';
import { beijingDay } from '#server/domains/fund/orders';
import { reconcileDay } from '#server/domains/fund/reconciliation';
import type { TestServer } from '../../helpers/server';
import { addRechargeCard, ok, pgFundServer, rechargeNow } from './_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as operatorCmds from '#shared/contract/operator';

/** The reconciliation and the stand-in bank under real concurrency (several processes' worth of connections), on PostgreSQL. */
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('reconciliation concurrency tests on PostgreSQL skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!pgUrl)('reconciliation on PostgreSQL under concurrency', () => {
  let s: TestServer;
  let token: string;
  let cardId: number;
  beforeAll(async () => {
    ({ s, token } = await pgFundServer());
    cardId = await addRechargeCard(s, token);
  });
  afterAll(async () => s?.close());

  it('the bank answers one order once however many ask at the same time', async () => {
    const bank = s.app.deps.adapters.bank;
    const at = s.app.deps.clock.now();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => bank.payout({ orderNo: 'W20990101BBBBBBBBBB', amount: 100 + i, at })));
    expect(new Set(answers.map((a) => a.bankRef)).size).toBe(1);
    expect(await s.database.db.select().from(bankMovements).where(eq(bankMovements.orderNo, 'W20990101BBBBBBBBBB'))).toHaveLength(1);
    await s.database.db.delete(bankMovements).where(eq(bankMovements.orderNo, 'W20990101BBBBBBBBBB'));
  });

  it('parallel runs of one day store one run and each difference once; parallel resolves have one winner', async () => {
    const r = await rechargeNow(s, token, cardId, '12.34');
    const [o] = await s.database.db.select().from(fundOrders).where(eq(fundOrders.id, r.rechargeId));
    const day = beijingDay(o.settledAt!);
    await s.database.db.update(bankMovements).set({ amount: 1 }).where(eq(bankMovements.orderNo, o.orderNo));

    const runs = await Promise.allSettled(Array.from({ length: 8 }, () => reconcileDay(s.app.deps, day)));
    expect(runs.filter((x) => x.status === 'rejected')).toEqual([]);
    expect(await s.database.db.select().from(reconRuns).where(eq(reconRuns.day, day))).toHaveLength(1);
    const items = await s.database.db.select().from(reconItems).where(eq(reconItems.day, day));
    expect(items.map((i) => [i.orderNo, i.difference])).toEqual([[o.orderNo, 'amount']]);

    const operator = await s.createSession('operator', 'operator');
    const before = (await ok(s.call(operatorCmds.operatorCounts, {}, { token: operator }))).reconciliation;
    const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => s.call(operatorCmds.operatorResolve, { id: items[0].id, note: `note ${i}` }, { token: operator })));
    expect(tries.filter((t) => t.response).length).toBe(1);
    expect(tries.filter((t) => t.error?.errorCode === ErrorCode.refused).length).toBe(7);
    expect((await ok(s.call(operatorCmds.operatorCounts, {}, { token: operator }))).reconciliation).toBe(before - 1);
  });
});
