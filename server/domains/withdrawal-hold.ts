import { and, desc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withdrawalHolds } from '../db/schema';

/**
 * Withdrawal holds (decision 0052): after a change that could redirect a company's money, its
 * withdrawals pause for WITHDRAW_HOLD_HOURS. Not a domain: the accounts, security and fund
 * domains (and the second-factor reset) start holds from here, inside the transaction of the
 * change itself, so the change and its hold commit together or not at all.
 *
 * - A change of the withdrawal account or the payment password holds the whole fund account:
 *   `{ fundAccountId }`.
 * - A change of a member's mobile, password or second factor holds that member: the withdrawals
 *   the member requests, and the approvals the member gives, in every company.
 *
 * Only the start is stored; the end is start + the configured hours, read at check time.
 */
export type HoldReason = 'withdrawAccount' | 'payKey' | 'mobile' | 'password' | 'secondFactor';

export type HoldTarget = { fundAccountId: number; memberId?: undefined } | { memberId: number; fundAccountId?: undefined };

export async function startWithdrawalHold(tx: Db, h: HoldTarget & { reason: HoldReason; at: Date }): Promise<void> {
  await tx.insert(withdrawalHolds).values({ fundAccountId: h.fundAccountId ?? null, memberId: h.memberId ?? null, reason: h.reason, startedAt: h.at });
}

export interface ActiveHold {
  reason: HoldReason;
  /** Whose change: the fund account's or the member's. */
  scope: 'account' | 'member';
  until: Date;
}

/** The hold that lifts last among the account's and the member's, or null. */
export async function activeWithdrawalHold(db: Db, p: { fundAccountId: number; memberId?: number; now: Date; hours: number }): Promise<ActiveHold | null> {
  if (p.hours <= 0) return null;
  const ms = p.hours * 3_600_000;
  const whose = p.memberId === undefined ? eq(withdrawalHolds.fundAccountId, p.fundAccountId) : or(eq(withdrawalHolds.fundAccountId, p.fundAccountId), eq(withdrawalHolds.memberId, p.memberId));
  const [row] = await db
    .select()
    .from(withdrawalHolds)
    .where(and(whose, gt(withdrawalHolds.startedAt, new Date(p.now.getTime() - ms))))
    .orderBy(desc(withdrawalHolds.startedAt))
    .limit(1);
  if (!row) return null;
  return { reason: row.reason as HoldReason, scope: row.fundAccountId === null ? 'member' : 'account', until: new Date(row.startedAt.getTime() + ms) };
}
