import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './core';

/**
 * The custody bank and the daily reconciliation (docs/bank-contract.md).
 * bank_movements is the stand-in bank's own book (a real bank keeps it on its side and
 * sends it as the statement file); recon_runs / recon_items are ours.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const cents = (name: string) => bigint(name, { mode: 'number' });

/** What the stand-in bank did, one row per order it answered: the source of its statement file. */
export const bankMovements = pgTable(
  'bank_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Beijing business day, YYYY-MM-DD. */
    day: text('day').notNull(),
    orderNo: text('order_no').notNull(),
    bankRef: text('bank_ref').notNull(),
    direction: text('direction').notNull(),
    amount: cents('amount').notNull(),
    status: text('status').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    // The bank answers an order once: asking again returns the same answer (idempotency by our order number).
    uniqueIndex('bank_movements_order_uq').on(t.orderNo),
    index('bank_movements_day_idx').on(t.day),
    check('bank_movements_direction_ck', sql`${t.direction} in ('in','out')`),
    check('bank_movements_status_ck', sql`${t.status} in ('success','failed')`),
  ],
);

/** One reconciliation of one Beijing day (re-running the day updates it). */
export const reconRuns = pgTable(
  'recon_runs',
  {
    id: serial('id').primaryKey(),
    day: text('day').notNull(),
    ledgerCount: integer('ledger_count').notNull(),
    bankCount: integer('bank_count').notNull(),
    /** Net of successful movements, in (+) minus out (-), in cents. */
    ledgerNet: cents('ledger_net').notNull(),
    bankNet: cents('bank_net').notNull(),
    differences: integer('differences').notNull(),
    result: text('result').notNull(),
    ranAt: ts('ran_at').notNull(),
  },
  (t) => [uniqueIndex('recon_runs_day_uq').on(t.day), check('recon_runs_result_ck', sql`${t.result} in ('clean','differences')`)],
);

/** One difference between the ledger and the statement: an operator-console item until resolved with a note. */
export const reconItems = pgTable(
  'recon_items',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconRuns.id),
    day: text('day').notNull(),
    orderNo: text('order_no').notNull(),
    difference: text('difference').notNull(),
    /** Each side as "direction amount status" (e.g. "in 100.00 success"), null when missing. */
    ledger: text('ledger'),
    bank: text('bank'),
    status: text('status').notNull().default('open'),
    note: text('note'),
    resolvedBy: integer('resolved_by').references(() => operators.id),
    resolvedAt: ts('resolved_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    // Re-running a day finds the same differences and adds nothing.
    uniqueIndex('recon_items_uq').on(t.day, t.orderNo, t.difference),
    index('recon_items_status_idx').on(t.status, t.id),
    check('recon_items_difference_ck', sql`${t.difference} in ('missingInBank','missingInLedger','direction','amount','status')`),
    check('recon_items_status_ck', sql`${t.status} in ('open','resolved')`),
  ],
);

/**
 * Nonces of the bank's signed callbacks seen in the last 10 minutes (with the ±5 minute
 * timestamp window, older ones cannot be replayed anyway). In the database, so every gateway
 * process refuses a callback replayed to another; the primary key makes the claim atomic.
 */
export const bankNonces = pgTable(
  'bank_nonces',
  {
    nonce: text('nonce').primaryKey(),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [index('bank_nonces_seen_idx').on(t.seenAt)],
);
