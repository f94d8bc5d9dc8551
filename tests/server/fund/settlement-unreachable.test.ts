import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BankUnavailable } from '#server/adapters/bank/http-bank';
import { bankCards, fundOrders } from '#server/db/schema';
import { runRechargeSettlement } from '#server/domains/fund/recharge';
import { startTestServer, type TestServer } from '../../helpers/server';
import { lastCode, newKey, ok, skipResendWait } from './_fund';
import * as fundCmds from '#shared/contract/fund';

/** The settlement job: a bank that does not answer one order does not hold up the others. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ SMS_DAILY_PER_NUMBER: '0' });
});
afterAll(async () => s?.close());

it('an order the bank does not answer is reported after the round; the other due orders still settle', async () => {
  const token = await s.createSession('member', '13800000001');
  const [card] = await s.database.db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(and(eq(bankCards.kind, 'recharge'), eq(bankCards.mobile, '13800000001')))
    .limit(1);
  const ids: number[] = [];
  for (const amount of ['1.00', '2.00']) {
    skipResendWait(s);
    await ok(s.call(fundCmds.sendRechargeSms, { cardId: card.id }, { token }));
    const smsCode = await lastCode(s, '13800000001');
    await ok(s.call(fundCmds.validRechargeSms, { cardId: card.id, smsCode }, { token }));
    ids.push((await ok(s.call(fundCmds.recharge, { cardId: card.id, amount, smsCode, idempotencyKey: newKey() }, { token }))).rechargeId);
  }
  const bank = s.app.deps.adapters.bank;
  const [first] = await s.database.db.select().from(fundOrders).where(eq(fundOrders.id, ids[0]));
  // The bank times out on the first order only.
  s.app.deps.adapters.bank = {
    ...bank,
    rechargeResult: (req) => (req.orderNo === first.orderNo ? Promise.reject(new BankUnavailable('no answer within 10 s')) : bank.rechargeResult(req)),
  };
  s.app.deps.clock.advance(5000);
  await expect(runRechargeSettlement(s.app.deps, s.app.deps.clock.now())).rejects.toBeInstanceOf(BankUnavailable);
  const status = async (id: number) => (await s.database.db.select({ status: fundOrders.status }).from(fundOrders).where(eq(fundOrders.id, id)))[0].status;
  expect(await status(ids[0])).toBe('processing');
  expect(await status(ids[1])).toBe('success');
  // The bank answers again: the next round settles it.
  s.app.deps.adapters.bank = bank;
  expect(await runRechargeSettlement(s.app.deps, s.app.deps.clock.now())).toBe(1);
  expect(await status(ids[0])).toBe('success');
});
