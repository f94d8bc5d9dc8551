import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankUnavailable, httpBank } from '#server/adapters/bank/http-bank';
import { signatureHeaders, signMessage, verifyMessage } from '#server/adapters/bank/signature';
import { registerBankStandIn } from '#server/standins/bank-stand-in';
import { rsaKeyPair } from '../../helpers/bank-keys';

/**
 * Our HTTP bank client against the bank stand-in of `npm run standins` (both sides of the
 * signed protocol), with a second server catching the bank's callbacks.
 */
const ours = rsaKeyPair();
const bank = rsaKeyPair();
const stranger = rsaKeyPair();
let bankApp: FastifyInstance;
let portal: FastifyInstance;
let url = '';
const callbacks: { ok: boolean; body: string }[] = [];

const events: Record<string, unknown>[] = [];

beforeAll(async () => {
  portal = Fastify();
  portal.removeAllContentTypeParsers();
  portal.addContentTypeParser('*', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  portal.post('/bank/callback', async (req) => {
    callbacks.push({ ok: verifyMessage(bank.publicKey, req.headers, req.body as string, new Date()).ok, body: req.body as string });
    return { result: 'ok' };
  });
  const portalAt = await portal.listen({ host: '127.0.0.1', port: 0 });
  bankApp = Fastify();
  registerBankStandIn(bankApp, {
    merchantId: 'M1',
    portalPublicKey: ours.publicKey,
    bankPrivateKey: bank.privateKey,
    callbackUrl: `${portalAt}/bank/callback`,
    delayMs: 100,
    log: bankApp.log,
    record: (e) => events.push(e),
  });
  // A "bank" whose answer was recorded earlier, for another request: replaying it must not pass.
  const recorded = JSON.stringify({ orderNo: 'R1', status: 'success', bankRef: 'SB1' });
  const old = signMessage(bank.privateKey, recorded, new Date());
  bankApp.post('/replaying/recharges', async (_req, reply) => reply.headers(signatureHeaders(old)).type('application/json').send(recorded));
  url = `${await bankApp.listen({ host: '127.0.0.1', port: 0 })}`;
});
afterAll(async () => {
  await bankApp?.close();
  await portal?.close();
});

const client = (o: { key?: typeof bank; path?: string; merchant?: string; ourKey?: typeof ours } = {}) =>
  httpBank({ url: `${url}${o.path ?? '/bank'}`, merchantId: o.merchant ?? 'M1', privateKey: (o.ourKey ?? ours).privateKey, bankPublicKey: (o.key ?? bank).publicKey });
const at = new Date();

describe('the bank over HTTP', () => {
  it('a recharge is accepted (processing), asked again answers the same order, then the signed callback brings the answer', async () => {
    const b = client();
    const first = await b.rechargeResult({ orderNo: 'R20261125AAA', amount: 10000, at });
    expect(first.status).toBe('processing');
    expect((await b.rechargeResult({ orderNo: 'R20261125AAA', amount: 10000, at })).bankRef).toBe(first.bankRef);
    await expect.poll(() => callbacks.length, { timeout: 5000 }).toBe(1);
    expect(callbacks[0].ok).toBe(true);
    expect(JSON.parse(callbacks[0].body)).toMatchObject({ orderNo: 'R20261125AAA', direction: 'in', amount: 10000, status: 'success', bankRef: first.bankRef });
    expect(await b.rechargeResult({ orderNo: 'R20261125AAA', amount: 10000, at })).toEqual({ status: 'success', bankRef: first.bankRef });
  });

  it('payouts answer at once (777.00 bounces); the statement lists what was booked; micro-deposits are 0.01-0.99', async () => {
    const b = client();
    expect((await b.payout({ orderNo: 'W20261125BBB', amount: 5000, at })).status).toBe('success');
    expect((await b.payout({ orderNo: 'W20261125CCC', amount: 77700, at })).status).toBe('failed');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const lines = await b.statement(day);
    expect(lines!.map((l) => [l.orderNo, l.direction, l.amount, l.status])).toEqual(
      expect.arrayContaining([
        ['R20261125AAA', 'in', 10000, 'success'],
        ['W20261125BBB', 'out', 5000, 'success'],
        ['W20261125CCC', 'out', 77700, 'failed'],
      ]),
    );
    const cents = await b.sendMicroDeposit('6217001234567890');
    expect(cents).toBeGreaterThanOrEqual(1);
    expect(cents).toBeLessThanOrEqual(99);
    // A corporate account's verification payment carries its transfer note to the bank.
    await b.sendMicroDeposit('6217001234567891', 'ZZ7K3M9Q');
    expect(events.filter((e) => e.kind === 'microDeposit').map((e) => e.note)).toEqual([undefined, 'ZZ7K3M9Q']);
  });

  it.each([
    ['an answer not signed by the bank', { key: stranger }],
    ['a request not signed with our key', { ourKey: stranger }],
    ['another merchant', { merchant: 'M2' }],
    ['an answer recorded for another request', { path: '/replaying' }],
  ])('refuses %s (BankUnavailable: the order stays processing)', async (_n, o) => {
    await expect(client(o).rechargeResult({ orderNo: 'R20261125DDD', amount: 100, at })).rejects.toBeInstanceOf(BankUnavailable);
  });

  it('the same order number with another amount is refused by the bank', async () => {
    await client().payout({ orderNo: 'W20261125EEE', amount: 100, at });
    await expect(client().payout({ orderNo: 'W20261125EEE', amount: 200, at })).rejects.toThrow(/HTTP 409/);
  });
});
