import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottles, rateEvents } from '../../db/schema';
import { tooMany } from '../../gateway/app-error';
import { formatHhMm, limits } from './limits';

/**
 * Rate limits and lockouts, kept in the database so every gateway process sees the same
 * counters (ARCHITECTURE.md: no state in memory). Times come from the injected clock.
 */

/** Events of a bucket within the last `windowMs`, and the newest one's time. */
export async function windowStats(db: Db, bucket: string, now: Date, windowMs: number) {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ n: count(), last: sql<string | null>`max(${rateEvents.at})` })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.at, since)));
  return { count: Number(row?.n ?? 0), last: row?.last ? new Date(row.last) : null };
}

/** Records one event and drops the bucket's events older than `keepMs` (so buckets stay small). */
export async function recordEvent(db: Db, bucket: string, now: Date, keepMs: number) {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), lt(rateEvents.at, new Date(now.getTime() - keepMs))));
  await db.insert(rateEvents).values({ bucket, at: now });
}

/** Serialises work on one key across transactions and processes (a transaction-scoped advisory lock). */
export async function lockKey(tx: Db, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/* ---- wrong-password lockouts ---- */

/** Login keys: member, salesman and operator lockouts never share a counter. */
export const loginKey = {
  member: (nationCode: string, mobile: string) => `member:${nationCode}:${mobile}`,
  salesman: (nationCode: string, mobile: string) => `salesman:${nationCode}:${mobile}`,
  operator: (account: string) => `operator:${account.toLowerCase()}`,
};

/** Refuses with 1004 and the unlock time (HH:mm, Beijing time) while the key is locked. */
export async function assertNotLocked(db: Db, key: string, now: Date) {
  const [row] = await db.select({ lockedUntil: authThrottles.lockedUntil }).from(authThrottles).where(eq(authThrottles.key, key)).limit(1);
  if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
    throw tooMany('gateway.1004.until', { until: formatHhMm(row.lockedUntil) });
  }
}

/** How many wrong tries within which window lock a key, and for how long (login by default; the payment password has its own). */
export interface LockoutPolicy {
  windowMs: number;
  maxFailures: number;
  lockMs: number;
}
const loginPolicy = (): LockoutPolicy => ({ windowMs: limits.loginFailureWindowMs, maxFailures: limits.loginMaxFailures, lockMs: limits.loginLockMs });

/**
 * Counts a wrong password and answers the count so far. Failures older than the window, or from
 * before an expired lock, start a new count. The failure that reaches the limit locks the key and
 * answers 1004 at once.
 */
export async function recordFailure(db: Db, key: string, now: Date, policy: LockoutPolicy = loginPolicy()): Promise<number> {
  const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
  const [row] = await db
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
  const failures = row?.failures ?? 1;
  if (failures >= policy.maxFailures) {
    const until = new Date(now.getTime() + policy.lockMs);
    await db.update(authThrottles).set({ lockedUntil: until, failures: 0 }).where(eq(authThrottles.key, key));
    throw tooMany('gateway.1004.until', { until: formatHhMm(until) });
  }
  return failures;
}

/** A successful login (or a password reset by SMS) clears the counter. */
export async function clearFailures(db: Db, key: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
