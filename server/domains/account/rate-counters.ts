import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateCounters } from '../../db/schema';
import { DAY, HOUR } from './limits';

/**
 * Fixed-window counters in the database (rate_counters): every gateway process shares them, and
 * each change is one conditional upsert, so parallel requests cannot pass a limit (the row lock
 * of ON CONFLICT orders them). Budgets renew at 00:00 Beijing time; look-ups count per hour.
 */

const BEIJING_OFFSET_MS = 8 * HOUR;

/** The start of the window of `sizeMs` that holds `now` (windows aligned to UTC+offsetMs). */
export function windowStart(now: Date, sizeMs: number, offsetMs = 0): Date {
  return new Date(Math.floor((now.getTime() + offsetMs) / sizeMs) * sizeMs - offsetMs);
}

/** Today in Beijing, as a window start. */
export const beijingDay = (now: Date) => windowStart(now, DAY, BEIJING_OFFSET_MS);
export const hourOf = (now: Date) => windowStart(now, HOUR);

/** Windows older than this are deleted when a new window opens. */
const KEEP_MS = 2 * DAY;

async function sweepIfNew(db: Db, count: number, now: Date) {
  if (count === 1) await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - KEEP_MS)));
}

/**
 * Takes one unit of a budget: true when taken, false when the window already used `limit`
 * (then nothing changes). A limit of 0 means no limit (the use is still counted).
 */
export async function takeBudget(db: Db, key: string, start: Date, limit: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(rateCounters)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1` },
      ...(limit > 0 ? { setWhere: sql`${rateCounters.count} < ${limit}` } : {}),
    })
    .returning({ count: rateCounters.count });
  const count = rows[0]?.count;
  if (count === undefined) return false;
  await sweepIfNew(db, count, now);
  return limit <= 0 || count <= limit;
}

/** Counts one event and answers the window's count so far, this one included. */
export async function countEvent(db: Db, key: string, start: Date, now: Date): Promise<number> {
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  const count = row?.count ?? 1;
  await sweepIfNew(db, count, now);
  return count;
}
