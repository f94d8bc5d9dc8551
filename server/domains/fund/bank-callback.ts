import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { claimNonce } from '../../adapters/bank/nonces';
import { CALLBACK_PATH, callbackBody, type CallbackBody } from '../../adapters/bank/protocol';
import { verifyMessage } from '../../adapters/bank/signature';
import { fundOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import { applyRechargeAnswer } from './recharge';
import { applyPayoutAnswer } from './withdraw';

/** A callback is a small JSON object; anything bigger is not the bank's. */
const CALLBACK_MAX_BYTES = 16 * 1024;
const DIRECTION_OF_KIND: Record<string, 'in' | 'out'> = { recharge: 'in', withdrawal: 'out' };

type Outcome = 'applied' | 'ignored' | 'signature' | 'timestamp' | 'replay' | 'body' | 'unknownOrder' | 'mismatch';
const STATUS: Record<Outcome, number> = { applied: 200, ignored: 200, signature: 401, timestamp: 401, replay: 401, body: 400, unknownOrder: 404, mismatch: 409 };

/**
 * POST /bank/callback: the bank's final answer to a recharge or payout (docs/bank-contract.md).
 * Order of checks: the signature over the raw bytes with the bank's public key (nothing is parsed
 * before), the timestamp (±5 min), the nonce (claimed in the database: a replay to any process is
 * refused), then the body against its schema and against our order (same direction and amount).
 * Only a processing order moves (conditional update); a callback for a settled order is answered
 * 200 and changes nothing, so the bank stops retrying. Mounted only when a bank over HTTP is
 * configured: the in-process stand-in has no callbacks and no key to check them with.
 */
export function registerBankCallback(app: FastifyInstance, deps: Deps) {
  const bank = deps.config.bank;
  if (bank.kind !== 'http') return;
  const key = bank.http.bankPublicKey;
  app.register(async (scope) => {
    // The raw bytes are what the bank signed: no JSON parser runs before the signature is checked.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_MAX_BYTES }, (_req, body, done) => done(null, body));

    scope.post(CALLBACK_PATH, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = (outcome: Outcome, detail?: Record<string, unknown>) => {
        if (STATUS[outcome] !== 200) req.log.warn({ outcome, ...detail }, 'bank callback refused');
        return reply.code(STATUS[outcome]).send({ result: STATUS[outcome] === 200 ? 'ok' : 'refused', outcome });
      };
      const now = deps.clock.now();
      const v = verifyMessage(key, req.headers, raw, now);
      if (!v.ok) return answer(v.reason === 'timestamp' ? 'timestamp' : 'signature');
      if (!(await claimNonce(deps.db, v.nonce, now))) return answer('replay');
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return answer('body');
      }
      const parsed = callbackBody.safeParse(json);
      if (!parsed.success) return answer('body');
      return applyCallback(parsed.data, now, answer);
    });
  });

  async function applyCallback(cb: CallbackBody, now: Date, answer: (o: Outcome, detail?: Record<string, unknown>) => FastifyReply) {
    const [order] = await deps.db.select().from(fundOrders).where(eq(fundOrders.orderNo, cb.orderNo)).limit(1);
    const direction = order ? DIRECTION_OF_KIND[order.kind] : undefined;
    if (!order || !direction) return answer('unknownOrder', { orderNo: cb.orderNo });
    // Logged and refused: the reconciliation shows the difference to an operator.
    if (direction !== cb.direction || order.amount !== cb.amount) {
      return answer('mismatch', { orderNo: cb.orderNo, ours: { direction, amount: order.amount }, bank: { direction: cb.direction, amount: cb.amount } });
    }
    if (order.status !== 'processing') return answer('ignored');
    const applied = direction === 'in' ? await applyRechargeAnswer(deps, order.id, cb.status, now) : await applyPayoutAnswer(deps, order.id, cb.status, now);
    return answer(applied ? 'applied' : 'ignored');
  }
}
