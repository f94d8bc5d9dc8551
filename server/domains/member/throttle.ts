import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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

/** How many tries within which window lock a key, and for how long (login by default; the payment password has its own). */
export interface LockoutPolicy {
  windowMs: number;
  maxFailures: number;
  lockMs: number;
}
const loginPolicy = (): LockoutPolicy => ({ windowMs: limits.loginFailureWindowMs, maxFailures: limits.loginMaxFailures, lockMs: limits.loginLockMs });

/** One reserved try: its number within the window, and the lock it set when it was the last one allowed. */
export interface Attempt {
  key: string;
  count: number;
  lockedUntil: Date | null;
}

const lockedError = (until: Date | null | undefined) => (until ? tooMany('gateway.1004.until', { until: formatHhMm(until) }) : tooMany());

/**
 * Reserves one try BEFORE the secret is compared, in one conditional upsert, so parallel requests
 * cannot all pass a check made earlier: the row is counted only while the key is not locked, and
 * the try that reaches the limit sets the lock itself. Tries older than the window, or from before
 * an expired lock, start a new count. Refused (1004 with the unlock time) while locked.
 */
export async function reserveAttempt(db: Db, key: string, now: Date, policy: LockoutPolicy = loginPolicy()): Promise<Attempt> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
  const until = new Date(now.getTime() + policy.lockMs);
  const fresh = sql`(${authThrottles.lockedUntil} is not null or ${authThrottles.lastFailureAt} is null or ${authThrottles.lastFailureAt} <= ${windowStart}::timestamptz)`;
  const next = sql`(case when ${fresh} then 1 else ${authThrottles.failures} + 1 end)`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: policy.maxFailures <= 1 ? until : null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: next,
        lastFailureAt: now,
        lockedUntil: sql`case when ${next} >= ${policy.maxFailures} then ${until.toISOString()}::timestamptz else null end`,
      },
      // Nothing is reserved while a lock holds, or (belt and braces) once the window's tries are spent.
      setWhere: sql`(${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} <= ${at}::timestamptz) and (${fresh} or ${authThrottles.failures} < ${policy.maxFailures})`,
    })
    .returning({ count: authThrottles.failures, lockedUntil: authThrottles.lockedUntil });
  if (!row) {
    const [held] = await db.select({ lockedUntil: authThrottles.lockedUntil }).from(authThrottles).where(eq(authThrottles.key, key)).limit(1);
    throw lockedError(held?.lockedUntil);
  }
  return { key, count: row.count, lockedUntil: row.lockedUntil };
}

/**
 * The reserved try's secret was wrong. It stays counted (a failure never clears anything); the try
 * that used up the count answers 1004 with the unlock time at once. Answers the count otherwise.
 */
export function failedAttempt(attempt: Attempt): number {
  if (attempt.lockedUntil) throw lockedError(attempt.lockedUntil);
  return attempt.count;
}

/**
 * The reserved try's secret was right: the count starts over. A lock is lifted only when this very
 * try set it (the last one allowed, and right); a lock set by another try stays until its time.
 */
export async function succeededAttempt(db: Db, attempt: Attempt) {
  const lock = attempt.lockedUntil ? eq(authThrottles.lockedUntil, attempt.lockedUntil) : isNull(authThrottles.lockedUntil);
  await db.delete(authThrottles).where(and(eq(authThrottles.key, attempt.key), lock));
}

/** Proof of the phone (an SMS login, a reset by SMS) clears the counter and any lock of the member's password. */
export async function clearFailures(db: Db, key: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
