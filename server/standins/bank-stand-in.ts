import { randomBytes, randomInt, type KeyObject } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { beijingDay } from '../domains/fund/orders';
import { BANK_PATHS, microDepositRequestBody, moneyRequestBody, statementRequestBody, type CallbackBody } from '../adapters/bank/protocol';
import { NONCE_TTL_MS, SIGNATURE_HEADERS, signatureHeaders, signMessage, verifyMessage } from '../adapters/bank/signature';
import { formatStatement, type StatementLine } from '../adapters/bank/statement-file';

/**
 * A custody bank that speaks exactly the protocol of docs/bank-contract.md, for the production
 * rehearsal (npm run standins): it verifies our signature (and merchant id, timestamp, nonce),
 * signs every answer over our request's nonce with its own key, answers a recharge
 * `processing` and sends the final answer `delayMs` later as a signed callback to the portal
 * (retrying until it gets 200), pays out at once, and serves the day's statement from what it
 * booked. Like the in-process stand-in: 666.00 recharges fail, 777.00 payouts bounce. Its book
 * lives in this process (a bank's book is the bank's, not the portal's).
 */
export interface BankStandInOptions {
  merchantId: string;
  /** Verifies the portal's requests. */
  portalPublicKey: KeyObject;
  /** Signs answers and callbacks. */
  bankPrivateKey: KeyObject;
  /** The portal's POST /bank/callback. */
  callbackUrl: string;
  delayMs?: number;
  failAmounts?: Set<number>;
  bounceAmounts?: Set<number>;
  log: FastifyBaseLogger;
  /** What it did, for the operator's GET /messages. */
  record(event: Record<string, unknown>): void;
}

interface Booked {
  direction: 'in' | 'out';
  amount: number;
  status: 'processing' | 'success' | 'failed';
  bankRef: string;
  day: string | null;
  bookedAt: Date | null;
}

const CALLBACK_ATTEMPTS = 10;
const CALLBACK_RETRY_MS = 2000;

export function registerBankStandIn(app: FastifyInstance, o: BankStandInOptions) {
  const book = new Map<string, Booked>();
  const seenNonces = new Map<string, number>();
  const fail = o.failAmounts ?? new Set([66600]);
  const bounce = o.bounceAmounts ?? new Set([77700]);
  const delayMs = o.delayMs ?? 1000;
  const newRef = () => `SB${randomBytes(8).toString('hex').toUpperCase()}`;

  app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

      /** Checks the request and parses its body; answers a refusal itself (then null). */
      const accept = <T extends z.ZodTypeAny>(req: { headers: Record<string, string | string[] | undefined>; body: unknown }, reply: FastifyReply, schema: T) => {
        const refuse = (status: number, code: string) => void reply.code(status).send({ code });
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const v = verifyMessage(o.portalPublicKey, req.headers, raw, new Date());
        if (!v.ok) return refuse(401, `SIGNATURE_${v.reason.toUpperCase()}`) ?? null;
        if (req.headers[SIGNATURE_HEADERS.merchant] !== o.merchantId) return refuse(403, 'UNKNOWN_MERCHANT') ?? null;
        const now = Date.now();
        for (const [n, at] of seenNonces) if (now - at > NONCE_TTL_MS) seenNonces.delete(n);
        if (seenNonces.has(v.nonce)) return refuse(401, 'NONCE_REPLAYED') ?? null;
        seenNonces.set(v.nonce, now);
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          return refuse(400, 'BAD_JSON') ?? null;
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) return refuse(400, 'BAD_REQUEST') ?? null;
        return { p: parsed.data as z.infer<T>, nonce: v.nonce };
      };
      /** The answer, signed over the request's nonce: it cannot be replayed to another request. */
      const answer = (reply: FastifyReply, nonce: string, body: unknown) => {
        const raw = JSON.stringify(body);
        return reply
          .code(200)
          .headers(signatureHeaders(signMessage(o.bankPrivateKey, raw, new Date(), nonce)))
          .type('application/json')
          .send(raw);
      };

      scope.post(BANK_PATHS.microDeposit, async (req, reply) => {
        const r = accept(req, reply, microDepositRequestBody);
        if (!r) return reply;
        const { p, nonce } = r;
        const amount = randomInt(1, 100);
        o.record({ kind: 'microDeposit', to: p.account, amount: (amount / 100).toFixed(2), ...(p.note ? { note: p.note } : {}) });
        return answer(reply, nonce, { amount });
      });

      scope.post(BANK_PATHS.recharge, async (req, reply) => {
        const r = accept(req, reply, moneyRequestBody);
        if (!r) return reply;
        const { p, nonce } = r;
        const b = take(p, 'in');
        if (!b) return reply.code(409).send({ code: 'ORDER_CONFLICT' });
        if (b.status === 'processing' && b.bookedAt === null && !pending.has(p.orderNo)) {
          pending.add(p.orderNo);
          setTimeout(() => void decideRecharge(p.orderNo), delayMs).unref();
        }
        return answer(reply, nonce, { orderNo: p.orderNo, status: b.status, bankRef: b.bankRef });
      });

      scope.post(BANK_PATHS.payout, async (req, reply) => {
        const r = accept(req, reply, moneyRequestBody);
        if (!r) return reply;
        const { p, nonce } = r;
        const b = take(p, 'out');
        if (!b) return reply.code(409).send({ code: 'ORDER_CONFLICT' });
        if (b.status === 'processing') settle(b, bounce.has(b.amount) ? 'failed' : 'success');
        return answer(reply, nonce, { orderNo: p.orderNo, status: b.status, bankRef: b.bankRef });
      });

      scope.post(BANK_PATHS.statement, async (req, reply) => {
        const r = accept(req, reply, statementRequestBody);
        if (!r) return reply;
        const { p, nonce } = r;
        const lines: StatementLine[] = [...book.entries()]
          .filter(([, b]) => b.day === p.day && b.status !== 'processing')
          .map(([orderNo, b]) => ({ day: b.day!, orderNo, bankRef: b.bankRef, direction: b.direction, amount: b.amount, status: b.status as 'success' | 'failed' }));
        return answer(reply, nonce, { day: p.day, file: formatStatement(lines) });
      });
    },
    { prefix: '/bank' },
  );

  const pending = new Set<string>();

  /** The order's booking: created on first sight; null when the same order number comes with another amount or direction. */
  function take(p: { orderNo: string; amount: number }, direction: 'in' | 'out'): Booked | null {
    const b = book.get(p.orderNo);
    if (b) return b.amount === p.amount && b.direction === direction ? b : null;
    const fresh: Booked = { direction, amount: p.amount, status: 'processing', bankRef: newRef(), day: null, bookedAt: null };
    book.set(p.orderNo, fresh);
    return fresh;
  }

  function settle(b: Booked, status: 'success' | 'failed') {
    b.status = status;
    b.bookedAt = new Date();
    b.day = beijingDay(b.bookedAt);
  }

  async function decideRecharge(orderNo: string) {
    const b = book.get(orderNo)!;
    settle(b, fail.has(b.amount) ? 'failed' : 'success');
    pending.delete(orderNo);
    const body: CallbackBody = { orderNo, bankRef: b.bankRef, direction: b.direction, amount: b.amount, status: b.status as 'success' | 'failed', bookedAt: b.bookedAt!.toISOString() };
    for (let attempt = 1; attempt <= CALLBACK_ATTEMPTS; attempt++) {
      // Every delivery is signed anew (fresh timestamp and nonce): the portal refuses a nonce it has seen.
      const raw = JSON.stringify(body);
      const headers = signatureHeaders(signMessage(o.bankPrivateKey, raw, new Date()));
      try {
        const res = await fetch(o.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: raw, signal: AbortSignal.timeout(10_000) });
        // The signed message itself is shown too: the rehearsal replays it to see it refused.
        o.record({ kind: 'callback', to: orderNo, status: b.status, answer: res.status, attempt, message: { headers, body: raw } });
        if (res.status === 200) return;
      } catch (err) {
        o.record({ kind: 'callback', to: orderNo, status: b.status, answer: String((err as Error).message), attempt });
      }
      await new Promise((r) => setTimeout(r, CALLBACK_RETRY_MS).unref());
    }
    o.log.warn({ orderNo }, 'bank stand-in: callback not acknowledged; the portal will ask again');
  }
}
