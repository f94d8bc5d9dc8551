import { randomBytes, randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankMovements } from '../../db/schema';
import { beijingDay } from '../../domains/fund/orders';
import { recordOutbox } from '../outbox';
import { formatStatement, parseStatement, type StatementLine } from './statement-file';

/**
 * The custodian bank, as docs/bank-contract.md describes it. Our order number is the
 * idempotency key of every money request: asking about the same order again returns the
 * bank's first answer. The stand-in decides outcomes locally (micro-deposits of a random
 * 0.01-0.99, recharges failing for configured amounts (666.00), withdrawals bouncing for
 * configured amounts (777.00)) and books each answer in bank_movements, which its
 * statement file is made from.
 */
export interface MoneyRequest {
  orderNo: string;
  /** Integer cents (fen). */
  amount: number;
  /** When the answer is taken (the bank books the movement on this Beijing day). */
  at: Date;
}

export interface BankAnswer {
  /** processing: accepted, the final answer comes later (a callback, or asking again). The stand-in answers at once. */
  status: 'processing' | 'success' | 'failed';
  bankRef: string;
}

export interface Bank {
  /**
   * Sends a verification payment to an account; returns the amount in cents. Not a movement of the
   * custody account. `note` is the transfer note (postscript) the payment carries, when given.
   */
  sendMicroDeposit(account: string, note?: string): Promise<number>;
  /** How long the bank takes to answer a recharge. */
  rechargeDelayMs: number;
  /** The final answer to a recharge (money in from the member's card). Idempotent by order number. */
  rechargeResult(req: MoneyRequest): Promise<BankAnswer>;
  /** Pays a withdrawal out (money out to the bound account); failed = bounced, refunded by us. Idempotent by order number. */
  payout(req: MoneyRequest): Promise<BankAnswer>;
  /** The statement of one Beijing day (YYYY-MM-DD): every movement the bank booked that day; null while the bank has not published it. */
  statement(day: string): Promise<StatementLine[] | null>;
}

export function standInBank(db: Db, failAmountsCents: Set<number> = new Set([66600]), bounceAmountsCents: Set<number> = new Set([77700])): Bank {
  /** Books the answer once; a second request for the same order answers the first booking. */
  async function book(req: MoneyRequest, direction: 'in' | 'out', status: 'success' | 'failed'): Promise<BankAnswer> {
    await db
      .insert(bankMovements)
      .values({ day: beijingDay(req.at), orderNo: req.orderNo, bankRef: `SB${randomBytes(8).toString('hex').toUpperCase()}`, direction, amount: req.amount, status, at: req.at })
      .onConflictDoNothing();
    const [m] = await db.select().from(bankMovements).where(eq(bankMovements.orderNo, req.orderNo)).limit(1);
    return { status: m.status as BankAnswer['status'], bankRef: m.bankRef };
  }

  return {
    async sendMicroDeposit(account, note) {
      const cents = randomInt(1, 100);
      await recordOutbox(db, { kind: 'bank', to: account, amount: (cents / 100).toFixed(2), ...(note ? { body: note } : {}) });
      return cents;
    },
    rechargeDelayMs: 3000,
    rechargeResult: (req) => book(req, 'in', failAmountsCents.has(req.amount) ? 'failed' : 'success'),
    payout: (req) => book(req, 'out', bounceAmountsCents.has(req.amount) ? 'failed' : 'success'),
    async statement(day) {
      const rows = await db.select().from(bankMovements).where(eq(bankMovements.day, day)).orderBy(asc(bankMovements.id));
      // Through the file format and back, as a real bank's file would arrive.
      const file = formatStatement(rows.map((r) => ({ day: r.day, orderNo: r.orderNo, bankRef: r.bankRef, direction: r.direction as 'in' | 'out', amount: r.amount, status: r.status as 'success' | 'failed' })));
      return parseStatement(file, day);
    },
  };
}
