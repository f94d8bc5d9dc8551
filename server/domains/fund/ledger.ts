import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTxns } from '../../db/schema';
import { AppError } from '../../gateway/app-error';
import { ErrorCode } from '#shared/contract/errors';
import type { RecordKind } from '#shared/contract/fund';

/**
 * The double-entry ledger. A posting is one transaction whose legs sum to zero; each leg
 * moves one balance with a conditional UPDATE (never read-then-write), so a member's
 * bucket cannot go below zero even under concurrent requests; the CHECK constraint on
 * ledger_accounts is the last line. Legs are applied in account-id order so two postings
 * never wait on each other's rows in opposite orders (no deadlocks).
 */

export type MemberBucket = 'available' | 'frozen' | 'reviewing';
export type PlatformBucket = 'bankClearing' | 'repaymentsReceived';

export interface Leg {
  accountId: number;
  amount: number;
}

export class InsufficientFunds extends AppError {
  constructor() {
    super(ErrorCode.refused, 'fund.insufficient', {}, 'amount');
  }
}

/** The three buckets of a fund account, created on first use. */
export async function memberAccounts(tx: Db, fundAccountId: number): Promise<Record<MemberBucket, number>> {
  const buckets: MemberBucket[] = ['available', 'frozen', 'reviewing'];
  let rows = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.fundAccountId, fundAccountId));
  if (rows.length < buckets.length) {
    await tx
      .insert(ledgerAccounts)
      .values(buckets.map((bucket) => ({ fundAccountId, bucket })))
      .onConflictDoNothing();
    rows = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.fundAccountId, fundAccountId));
  }
  return Object.fromEntries(rows.map((r) => [r.bucket, r.id])) as Record<MemberBucket, number>;
}

const platformCache = new WeakMap<object, Record<PlatformBucket, number>>();

/** The platform's counter accounts (may go negative: the bank clearing account mirrors money outside). */
export async function platformAccounts(tx: Db, cacheKey: object): Promise<Record<PlatformBucket, number>> {
  const cached = platformCache.get(cacheKey);
  if (cached) return cached;
  const buckets: PlatformBucket[] = ['bankClearing', 'repaymentsReceived'];
  await tx
    .insert(ledgerAccounts)
    .values(buckets.map((bucket) => ({ fundAccountId: null, bucket, allowNegative: true })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.fundAccountId), inArray(ledgerAccounts.bucket, buckets)));
  const ids = Object.fromEntries(rows.map((r) => [r.bucket, r.id])) as Record<PlatformBucket, number>;
  platformCache.set(cacheKey, ids);
  return ids;
}

export interface Posting {
  fundAccountId: number;
  kind: RecordKind;
  /** A text key with vars, localized when read: `fund.purpose.recharge {"card":"1234"}`. */
  purpose: string;
  reference: string;
  at: Date;
  legs: Leg[];
}

/** Must run inside a transaction: a refused leg throws and rolls back the whole posting. */
export async function post(tx: Db, p: Posting): Promise<{ txnId: number; balances: Map<number, number> }> {
  const sum = p.legs.reduce((s, l) => s + l.amount, 0);
  if (sum !== 0 || p.legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) throw new Error('unbalanced posting');
  const [txn] = await tx.insert(ledgerTxns).values({ fundAccountId: p.fundAccountId, kind: p.kind, purpose: p.purpose, reference: p.reference, createdAt: p.at }).returning({ id: ledgerTxns.id });
  const balances = new Map<number, number>();
  for (const leg of [...p.legs].sort((a, b) => a.accountId - b.accountId)) {
    const [row] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
      .where(and(eq(ledgerAccounts.id, leg.accountId), sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${leg.amount} >= 0)`))
      .returning({ balance: ledgerAccounts.balance });
    if (!row) throw new InsufficientFunds();
    balances.set(leg.accountId, Number(row.balance));
  }
  await tx.insert(ledgerEntries).values(p.legs.map((l) => ({ txnId: txn.id, accountId: l.accountId, amount: l.amount, balanceAfter: balances.get(l.accountId)!, createdAt: p.at })));
  return { txnId: txn.id, balances };
}

export async function balancesOf(db: Db, fundAccountId: number): Promise<Record<MemberBucket, number>> {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.fundAccountId, fundAccountId));
  const out: Record<MemberBucket, number> = { available: 0, frozen: 0, reviewing: 0 };
  for (const r of rows) if (r.bucket in out) out[r.bucket as MemberBucket] = Number(r.balance);
  return out;
}

export const purposeOf = (key: string, vars: Record<string, string> = {}) => `${key} ${JSON.stringify(vars)}`;
