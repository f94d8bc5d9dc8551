import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StatementLine } from '../../adapters/bank/statement-file';
import { fundOrders, reconItems, reconRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import { beijingDay, beijingDayStart } from './orders';

/**
 * The daily reconciliation (docs/bank-contract.md, decision 0009): the ledger's bank-side
 * movements of one Beijing day (recharges and withdrawals the bank answered that day, a bounced
 * withdrawal being a failed payout refunded to the member) against the bank's statement of the
 * same day, matched by our order number. Every difference is stored once per (day, order,
 * difference), so re-running a day adds nothing; the operator console lists and resolves them.
 */
export type Difference = 'missingInBank' | 'missingInLedger' | 'direction' | 'amount' | 'status';

/** One side of a movement: "in 10000 success" (direction, cents, status). */
export interface Side {
  direction: 'in' | 'out';
  amount: number;
  status: 'success' | 'failed';
}
export const sideText = (s: Side | null) => (s ? `${s.direction} ${s.amount} ${s.status}` : null);
export function parseSide(t: string | null): Side | null {
  if (!t) return null;
  const [direction, amount, status] = t.split(' ');
  return { direction: direction as Side['direction'], amount: Number(amount), status: status as Side['status'] };
}

const DAY_MS = 86_400_000;
type Order = typeof fundOrders.$inferSelect;
const orderSide = (o: Order): Side => ({ direction: o.kind === 'recharge' ? 'in' : 'out', amount: o.amount, status: o.status as Side['status'] });
const lineSide = (l: StatementLine): Side => ({ direction: l.direction, amount: l.amount, status: l.status });

/** Net of successful movements: money in minus money out, in cents. */
const net = (sides: Side[]) => sides.reduce((n, s) => (s.status === 'success' ? n + (s.direction === 'in' ? s.amount : -s.amount) : n), 0);

export function compare(ledger: Map<string, Side>, bank: Map<string, Side>, elsewhere: Map<string, Side>) {
  const found: { orderNo: string; difference: Difference; ledger: Side | null; bank: Side | null }[] = [];
  for (const [orderNo, l] of ledger) {
    const b = bank.get(orderNo);
    if (!b) {
      found.push({ orderNo, difference: 'missingInBank', ledger: l, bank: null });
      continue;
    }
    for (const d of ['direction', 'amount', 'status'] as const) if (l[d] !== b[d]) found.push({ orderNo, difference: d, ledger: l, bank: b });
  }
  // A bank line without a ledger movement that day; the ledger side shows the order as it stands, if it exists at all.
  for (const [orderNo, b] of bank) if (!ledger.has(orderNo)) found.push({ orderNo, difference: 'missingInLedger', ledger: elsewhere.get(orderNo) ?? null, bank: b });
  return found;
}

/** Reconciles one Beijing day (YYYY-MM-DD); safe to run again. Null while the bank's statement is not out yet. */
export async function reconcileDay(deps: Deps, day: string) {
  const { db } = deps;
  const now = deps.clock.now();
  const start = beijingDayStart(day);
  const statement = await deps.adapters.bank.statement(day);
  if (!statement) return null;
  const orders = await db
    .select()
    .from(fundOrders)
    .where(and(inArray(fundOrders.kind, ['recharge', 'withdrawal']), inArray(fundOrders.status, ['success', 'failed']), gte(fundOrders.settledAt, start), lt(fundOrders.settledAt, new Date(start.getTime() + DAY_MS))));
  const ledger = new Map(orders.map((o) => [o.orderNo, orderSide(o)]));
  const bank = new Map(statement.map((l) => [l.orderNo, lineSide(l)]));
  const unmatched = statement.map((l) => l.orderNo).filter((no) => !ledger.has(no));
  const others = unmatched.length ? await db.select().from(fundOrders).where(inArray(fundOrders.orderNo, unmatched)) : [];
  const found = compare(ledger, bank, new Map(others.map((o) => [o.orderNo, orderSide(o)])));

  return db.transaction(async (tx) => {
    const run = {
      day,
      ledgerCount: ledger.size,
      bankCount: bank.size,
      ledgerNet: net([...ledger.values()]),
      bankNet: net([...bank.values()]),
      differences: found.length,
      result: found.length ? ('differences' as const) : ('clean' as const),
      ranAt: now,
    };
    const [{ id: runId }] = await tx.insert(reconRuns).values(run).onConflictDoUpdate({ target: reconRuns.day, set: run }).returning({ id: reconRuns.id });
    const added = found.length
      ? await tx
          .insert(reconItems)
          .values(found.map((f) => ({ runId, day, orderNo: f.orderNo, difference: f.difference, ledger: sideText(f.ledger), bank: sideText(f.bank), createdAt: now })))
          .onConflictDoNothing()
          .returning({ id: reconItems.id })
      : [];
    return { ...run, added: added.length };
  });
}

/**
 * The job: once per Beijing day, the previous day. It runs after the T+1 payouts in the job list,
 * and skips a day already reconciled, so the every-minute timer reconciles each day once.
 */
export async function runDailyReconciliation(deps: Deps, now: Date, log: FastifyBaseLogger) {
  const day = beijingDay(new Date(now.getTime() - DAY_MS));
  const [done] = await deps.db.select({ id: reconRuns.id }).from(reconRuns).where(eq(reconRuns.day, day)).limit(1);
  if (done) return 0;
  try {
    // No statement yet: no run is stored, so the next tick asks again.
    const r = await reconcileDay(deps, day);
    return r?.added ?? 0;
  } catch (err) {
    // A damaged or unreadable statement must not stop the other jobs; it is retried every tick and logged each time.
    log.error({ err, day }, 'daily reconciliation failed');
    return 0;
  }
}
