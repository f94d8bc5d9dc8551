import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottles, fundAccounts, rateEvents } from '../../db/schema';
import { refuse, tooMany } from '../../gateway/app-error';
import { AppError } from '../../gateway/app-error';
import { ErrorCode } from '../../../src-shared/contract/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { digest, formatHhMm } from '../member/limits';

/**
 * The 8-digit payment password: argon2id; 5 wrong tries within 30 minutes lock it for
 * 30 minutes (1004 with the unlock time), kept in the database like the login lockout
 * so every gateway process shares it. A right password clears the count.
 */
export const PAY_KEY_MAX_FAILURES = 5;
export const PAY_KEY_LOCK_MS = 30 * 60_000;
const TICKET_TTL_MS = 10 * 60_000;

const lockKey = (fundAccountId: number) => `paykey:${fundAccountId}`;

export async function setPayKey(db: Db, fundAccountId: number, plain: string) {
  await db.update(fundAccounts).set({ payKeyHash: await hashPassword(plain) }).where(eq(fundAccounts.id, fundAccountId));
}

/** Checks the payment password or throws (1006 wrong with tries left, 1004 locked). Runs before any money moves. */
export async function checkPayKey(db: Db, acc: { id: number; payKeyHash: string | null }, plain: string, now: Date) {
  if (!acc.payKeyHash) throw new AppError(ErrorCode.refused, 'fund.payKey.notSet', {}, 'payPassword');
  const key = lockKey(acc.id);
  const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key)).limit(1);
  if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) throw tooMany('gateway.1004.until', { until: formatHhMm(row.lockedUntil) });
  if (await verifyPassword(acc.payKeyHash, plain)) {
    if (row) await db.delete(authThrottles).where(eq(authThrottles.key, key));
    return;
  }
  const windowStart = new Date(now.getTime() - PAY_KEY_LOCK_MS).toISOString();
  const [counted] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${authThrottles.lockedUntil} is not null or ${authThrottles.lastFailureAt} is null or ${authThrottles.lastFailureAt} <= ${windowStart}::timestamptz then 1 else ${authThrottles.failures} + 1 end`,
        lastFailureAt: now,
        lockedUntil: null,
      },
    })
    .returning({ failures: authThrottles.failures });
  const failures = counted?.failures ?? 1;
  if (failures >= PAY_KEY_MAX_FAILURES) {
    const until = new Date(now.getTime() + PAY_KEY_LOCK_MS);
    await db.update(authThrottles).set({ lockedUntil: until, failures: 0 }).where(eq(authThrottles.key, key));
    throw tooMany('gateway.1004.until', { until: formatHhMm(until) });
  }
  throw new AppError(ErrorCode.refused, 'fund.payKey.wrong', { left: PAY_KEY_MAX_FAILURES - failures }, 'payPassword');
}

/* The change flow's ticket: random, stored hashed as a rate event of its own bucket, single use, 10 minutes. */
const ticketBucket = (fundAccountId: number, ticket: string) => `paykey-ticket:${fundAccountId}:${digest('paykey-ticket', ticket)}`;

export async function issueTicket(db: Db, fundAccountId: number, now: Date) {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(rateEvents).values({ bucket: ticketBucket(fundAccountId, ticket), at: now });
  return ticket;
}

export async function spendTicket(db: Db, fundAccountId: number, ticket: string, now: Date) {
  const spent = await db
    .delete(rateEvents)
    .where(and(eq(rateEvents.bucket, ticketBucket(fundAccountId, ticket)), gt(rateEvents.at, new Date(now.getTime() - TICKET_TTL_MS))))
    .returning({ id: rateEvents.id });
  if (!spent.length) throw refuse('fund.payKey.ticketInvalid');
}
