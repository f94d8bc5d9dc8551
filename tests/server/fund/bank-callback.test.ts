import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeaders, signMessage } from '#server/adapters/bank/signature';
import { bankCards, fundOrders } from '#server/db/schema';
import { bankEnv, rsaKeyPair, type KeyPair } from '../../helpers/bank-keys';
import { startTestServer, type TestServer } from '../../helpers/server';
import { balances, expectLedgerConsistent, lastCode, newKey, ok, skipResendWait } from './_fund';
import * as fundCmds from '#shared/contract/fund';

/**
 * POST /bank/callback with a bank over HTTP configured (its URL unreachable here: the recharge
 * is committed, the bank not reached, the order stays processing for the callback). The demo
 * company C10000001 has an opened fund account and a verified recharge card on 13800000001.
 */
let s: TestServer;
let token: string;
let cardId: number;
const ours: KeyPair = rsaKeyPair();
const bank: KeyPair = rsaKeyPair();
const stranger: KeyPair = rsaKeyPair();

beforeAll(async () => {
  // Every recharge sends a code to one mobile: its daily SMS budget is off here.
  s = await startTestServer({ ...bankEnv(ours, bank), SMS_DAILY_PER_NUMBER: '0' });
  token = await s.createSession('member', '13800000001');
  const [card] = await s.database.db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(and(eq(bankCards.kind, 'recharge'), eq(bankCards.mobile, '13800000001')))
    .limit(1);
  cardId = card.id;
});
afterAll(async () => s?.close());

async function newRecharge(amount: string) {
  skipResendWait(s);
  await ok(s.call(fundCmds.sendRechargeSms, { cardId }, { token }));
  const smsCode = await lastCode(s, '13800000001');
  await ok(s.call(fundCmds.validRechargeSms, { cardId, smsCode }, { token }));
  const r = await ok(s.call(fundCmds.recharge, { cardId, amount, smsCode, idempotencyKey: newKey() }, { token }));
  const [o] = await s.database.db.select().from(fundOrders).where(eq(fundOrders.id, r.rechargeId)).limit(1);
  expect(o.status).toBe('processing');
  return o;
}

type Cb = { orderNo: string; bankRef?: string; direction: 'in' | 'out'; amount: number; status: 'success' | 'failed'; bookedAt?: string };
const bodyOf = (cb: Cb) => JSON.stringify({ bankRef: 'SB0A1B2C3D4E5F60', bookedAt: s.app.deps.clock.now().toISOString(), ...cb });

/** Sends a callback body signed with `key` (the bank's unless told), at `at` (now unless told), with a given nonce. */
async function send(body: string, o: { key?: KeyPair; at?: Date; nonce?: string; tamper?: (b: string) => string } = {}) {
  const signed = signMessage((o.key ?? bank).privateKey, body, o.at ?? s.app.deps.clock.now(), o.nonce);
  const res = await s.app.inject({ method: 'POST', url: '/bank/callback', headers: { 'content-type': 'application/json', ...signatureHeaders(signed) }, payload: o.tamper ? o.tamper(body) : body });
  return { status: res.statusCode, body: res.json() as { result: string; outcome: string }, signed };
}

const statusOf = async (id: number) => (await s.database.db.select({ status: fundOrders.status }).from(fundOrders).where(eq(fundOrders.id, id)))[0].status;

describe('POST /bank/callback', () => {
  it('a signed callback settles a processing recharge once; the ledger shows it; a replay changes nothing', async () => {
    const before = await balances(s, token);
    const o = await newRecharge('123.45');
    const body = bodyOf({ orderNo: o.orderNo, direction: 'in', amount: 12345, status: 'success' });
    const first = await send(body);
    expect(first).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await statusOf(o.id)).toBe('success');
    const after = await balances(s, token);
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    // The same message again (same nonce): refused as a replay.
    const replay = await send(body, { nonce: first.signed.nonce });
    expect(replay).toMatchObject({ status: 401, body: { outcome: 'replay' } });
    // The bank retrying with a fresh signature: acknowledged, ignored.
    const again = await send(body);
    expect(again).toMatchObject({ status: 200, body: { result: 'ok', outcome: 'ignored' } });
    // A later "failed" for the settled order moves nothing either.
    expect((await send(bodyOf({ orderNo: o.orderNo, direction: 'in', amount: 12345, status: 'failed' }))).body.outcome).toBe('ignored');
    expect(await balances(s, token)).toEqual(after);
    expect(await statusOf(o.id)).toBe('success');
    await expectLedgerConsistent(s);
  });

  it.each([
    ['a tampered body', { tamper: (b: string) => b.replace('"amount":50000', '"amount":5000000') }, 'signature'],
    ['a signature by another key', { key: stranger }, 'signature'],
    ['a timestamp 6 minutes old', { skewMs: -6 * 60_000 }, 'timestamp'],
    ['a timestamp 6 minutes ahead', { skewMs: 6 * 60_000 }, 'timestamp'],
  ])('refuses %s and leaves the order processing', async (_name, o: { key?: KeyPair; skewMs?: number; tamper?: (b: string) => string }, outcome) => {
    const order = await newRecharge('500.00');
    const at = new Date(s.app.deps.clock.now().getTime() + (o.skewMs ?? 0));
    const res = await send(bodyOf({ orderNo: order.orderNo, direction: 'in', amount: 50000, status: 'success' }), { ...o, at });
    expect(res.status).toBe(401);
    expect(res.body.outcome).toBe(outcome);
    expect(await statusOf(order.id)).toBe('processing');
  });

  it('refuses a callback without signature headers', async () => {
    const order = await newRecharge('1.00');
    const res = await s.app.inject({
      method: 'POST',
      url: '/bank/callback',
      headers: { 'content-type': 'application/json' },
      payload: bodyOf({ orderNo: order.orderNo, direction: 'in', amount: 100, status: 'success' }),
    });
    expect(res.statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('processing');
  });

  it.each([
    ['another amount', { amount: 20001 }],
    ['another direction', { direction: 'out' as const }],
  ])('refuses %s than the order (409) and moves nothing', async (_name, change) => {
    const order = await newRecharge('200.00');
    const before = await balances(s, token);
    const res = await send(bodyOf({ orderNo: order.orderNo, direction: 'in', amount: 20000, status: 'success', ...change }));
    expect(res).toMatchObject({ status: 409, body: { outcome: 'mismatch' } });
    expect(await statusOf(order.id)).toBe('processing');
    expect(await balances(s, token)).toEqual(before);
  });

  it('refuses an unknown order (404) and a body off the contract (400)', async () => {
    expect((await send(bodyOf({ orderNo: 'R20990101XXXXXXXX', direction: 'in', amount: 100, status: 'success' }))).status).toBe(404);
    expect((await send('{"orderNo":"R1","amount":"1.00"}')).status).toBe(400);
    expect((await send('not json')).status).toBe(400);
  });

  it('a failed recharge answer settles the order as failed and credits nothing', async () => {
    const order = await newRecharge('666.00');
    const before = await balances(s, token);
    expect((await send(bodyOf({ orderNo: order.orderNo, direction: 'in', amount: 66600, status: 'failed' }))).body.outcome).toBe('applied');
    expect(await statusOf(order.id)).toBe('failed');
    expect(await balances(s, token)).toEqual(before);
  });

  it('a payout callback settles a withdrawal out of frozen', async () => {
    const w = await ok(s.call(fundCmds.sumbitApply, { amount: '10.00', payPassword: '12345678', idempotencyKey: newKey() }, { token }));
    const [o] = await s.database.db.select().from(fundOrders).where(eq(fundOrders.id, w.applyId)).limit(1);
    const before = await balances(s, token);
    expect((await send(bodyOf({ orderNo: o.orderNo, direction: 'out', amount: 1000, status: 'success' }))).body.outcome).toBe('applied');
    expect(await statusOf(o.id)).toBe('success');
    expect(await balances(s, token)).not.toEqual(before);
    await expectLedgerConsistent(s);
  });

  it('10 parallel deliveries of one answer (fresh nonces) credit once; 10 parallel copies of one message are accepted once', async () => {
    const order = await newRecharge('77.00');
    const body = bodyOf({ orderNo: order.orderNo, direction: 'in', amount: 7700, status: 'success' });
    const results = await Promise.all(Array.from({ length: 10 }, () => send(body)));
    expect(results.filter((r) => r.body.outcome === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.body.outcome === 'ignored')).toHaveLength(9);
    const order2 = await newRecharge('78.00');
    const body2 = bodyOf({ orderNo: order2.orderNo, direction: 'in', amount: 7800, status: 'success' });
    const signed = signMessage(bank.privateKey, body2, s.app.deps.clock.now());
    const copies = await Promise.all(
      Array.from({ length: 10 }, () => s.app.inject({ method: 'POST', url: '/bank/callback', headers: { 'content-type': 'application/json', ...signatureHeaders(signed) }, payload: body2 })),
    );
    expect(copies.map((c) => c.statusCode).sort()).toEqual([200, ...Array(9).fill(401)]);
    await expectLedgerConsistent(s);
  });
});
