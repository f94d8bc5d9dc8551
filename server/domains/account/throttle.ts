import { and, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottles, rateEvents } from '../../db/schema';
import { tooMany } from '../../gateway/app-error';
import { withPermit } from './key-queue';
import { formatHhMm, limits } from './limits';

/**
 * Rate limits and lockouts, kept in the database so every gateway process sees the same
 * counters (docs/architecture.md: no state in memory). Times come from the injected clock.
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

/** How many wrong tries within which window lock a key, and for how long (login by default; the payment password has its own). */
export interface LockoutPolicy {
  windowMs: number;
  maxFailures: number;
  lockMs: number;
}
const loginPolicy = (): LockoutPolicy => ({ windowMs: limits.loginFailureWindowMs, maxFailures: limits.loginMaxFailures, lockMs: limits.loginLockMs });

/**
 * A reserved try holds its place this long at most: a process that died mid-check frees it then.
 * Far above a comparison's time (argon2id, tens of ms) and below WAIT_FOR_PLACE_MS, so the retries
 * that follow a killed process wait out its stranded places instead of answering 1004.
 */
const INFLIGHT_TTL_MS = 10_000;
/**
 * A try that finds every place taken by tries still being compared waits for them this long in all
 * (the process queue and the database poll together), then answers 1004. Under the client's 15 s
 * timeout, so a right secret in a burst is answered rather than abandoned.
 */
const WAIT_FOR_PLACE_MS = 12_000;

/** A reserved try: compare the secret, then report it with failedAttempt or succeededAttempt. */
interface Attempt {
  key: string;
  policy: LockoutPolicy;
}

const lockedError = (until: Date | null | undefined) => (until ? tooMany('gateway.1004.until', { until: formatHhMm(until) }) : tooMany());
/** Waited its whole time for a place without the key being locked: the secret was never judged, so say busy, not "too many attempts". */
const busy = () => tooMany('gateway.1004.busy');
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The row's counts as of `now`: failures older than the window, or from before an expired lock,
 * no longer count; reservations older than INFLIGHT_TTL_MS no longer hold a place.
 */
function liveCounts(now: Date, policy: LockoutPolicy) {
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const failures = sql`(case when ${authThrottles.lockedUntil} is not null or ${authThrottles.lastFailureAt} is null or ${authThrottles.lastFailureAt} <= ${ts(windowStart)} then 0 else ${authThrottles.failures} end)`;
  const inflight = sql`(case when ${authThrottles.reservedAt} is null or ${authThrottles.reservedAt} <= ${ts(new Date(now.getTime() - INFLIGHT_TTL_MS))} then 0 else ${authThrottles.inflight} end)`;
  return { failures, inflight };
}

/** One conditional upsert: takes a place unless the key is locked or wrong tries plus tries in flight fill the policy's count. */
async function takePlace(db: Db, key: string, now: Date, policy: LockoutPolicy): Promise<boolean> {
  const live = liveCounts(now, policy);
  const rows = await db
    .insert(authThrottles)
    .values({ key, failures: 0, inflight: 1, reservedAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: { failures: live.failures, inflight: sql`${live.inflight} + 1`, reservedAt: now, lockedUntil: null },
      setWhere: sql`(${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} <= ${ts(now)}) and ${live.failures} + ${live.inflight} < ${policy.maxFailures}`,
    })
    .returning({ key: authThrottles.key });
  return rows.length === 1;
}

/**
 * Reserves one try BEFORE the secret is compared (security review: a check made before the
 * comparison let parallel requests all through). Wrong tries and tries in flight together never
 * exceed the policy's count, so at most that many comparisons happen per window, however many
 * requests arrive at once. While the key is locked: 1004 with the unlock time. While every place is
 * held by tries still being compared, this one waits for them (they either fail, and lock the key,
 * or succeed, and free the places), so parallel right secrets (concurrent payments) still pass.
 */
async function reserveAttempt(db: Db, key: string, now: Date, policy: LockoutPolicy, deadline: number): Promise<Attempt> {
  const started = Date.now();
  // `now` is the request's (injected) time; the time spent waiting here is added to it.
  const at = () => new Date(now.getTime() + (Date.now() - started));
  for (let pause = 10; ; pause = Math.min(pause * 2, 100)) {
    if (await takePlace(db, key, at(), policy)) return { key, policy };
    const [row] = await db.select({ lockedUntil: authThrottles.lockedUntil }).from(authThrottles).where(eq(authThrottles.key, key)).limit(1);
    if (row?.lockedUntil && row.lockedUntil.getTime() > at().getTime()) throw lockedError(row.lockedUntil);
    if (Date.now() >= deadline) throw busy();
    await sleep(Math.min(pause + Math.floor(Math.random() * pause), Math.max(deadline - Date.now(), 0)));
  }
}

/**
 * The reserved try's secret was wrong: it becomes a counted failure (a failure never clears
 * anything). The failure that fills the count locks the key and answers 1004 with the unlock time;
 * otherwise answers the failures so far.
 */
async function failedAttempt(db: Db, attempt: Attempt, now: Date): Promise<number> {
  const { key, policy } = attempt;
  const live = liveCounts(now, policy);
  const until = new Date(now.getTime() + policy.lockMs);
  const next = sql`(${live.failures} + 1)`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: policy.maxFailures <= 1 ? until : null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: next,
        inflight: sql`greatest(${authThrottles.inflight} - 1, 0)`,
        lastFailureAt: now,
        // A live lock stays as it is; the failure that fills the count sets one.
        lockedUntil: sql`case when ${authThrottles.lockedUntil} > ${ts(now)} then ${authThrottles.lockedUntil} when ${next} >= ${policy.maxFailures} then ${ts(until)} else null end`,
      },
    })
    .returning({ failures: authThrottles.failures, lockedUntil: authThrottles.lockedUntil });
  if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) throw lockedError(row.lockedUntil);
  return row?.failures ?? 1;
}

/**
 * The reserved try's secret was right: its place is freed and the wrong tries start over. A lock is
 * never lifted here (only time lifts it); none can be set while this try held a place anyway.
 */
async function succeededAttempt(db: Db, attempt: Attempt, now: Date) {
  await db
    .update(authThrottles)
    .set({ inflight: sql`greatest(${authThrottles.inflight} - 1, 0)`, failures: 0, lastFailureAt: null })
    .where(and(eq(authThrottles.key, attempt.key), or(isNull(authThrottles.lockedUntil), lte(authThrottles.lockedUntil, now))));
}

/** Frees a reserved try that never got to compare (an error on the way): it counts neither way. */
async function abandonAttempt(db: Db, attempt: Attempt) {
  await db
    .update(authThrottles)
    .set({ inflight: sql`greatest(${authThrottles.inflight} - 1, 0)` })
    .where(eq(authThrottles.key, attempt.key));
}

/**
 * Compares a secret under the key's lockout: reserves a try (1004 while locked), runs `compare`,
 * and reports the outcome. Answers `{ ok: true }`, or `{ ok: false, failures }` with the wrong tries
 * so far; the wrong try that locks the key throws 1004 with the unlock time instead.
 */
export async function attemptSecret(db: Db, key: string, now: () => Date, compare: () => Promise<boolean>, policy: LockoutPolicy = loginPolicy()): Promise<{ ok: true } | { ok: false; failures: number }> {
  // A burst on one key queues in this process first, so it does not poll the database for places.
  const deadline = Date.now() + WAIT_FOR_PLACE_MS;
  return withPermit(key, policy.maxFailures, WAIT_FOR_PLACE_MS, busy, async () => {
    const attempt = await reserveAttempt(db, key, now(), policy, deadline);
    let ok: boolean;
    try {
      ok = await compare();
    } catch (err) {
      await abandonAttempt(db, attempt).catch(() => {});
      throw err;
    }
    if (ok) {
      await succeededAttempt(db, attempt, now());
      return { ok: true as const };
    }
    return { ok: false as const, failures: await failedAttempt(db, attempt, now()) };
  });
}

/** Proof of the phone (an SMS login, a reset by SMS) clears the counter and any lock of the member's password. */
export async function clearFailures(db: Db, key: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
