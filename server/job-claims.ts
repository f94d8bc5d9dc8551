import { and, eq, lt } from 'drizzle-orm';
import type { Db } from './db/client';
import { jobRuns } from './db/schema';

/** A tick is one minute of the clock: each job runs at most once per tick across all processes. */
export const TICK_MS = 60_000;
/** How long job_runs keeps its record (ticks), a week. */
const KEEP_TICKS = 7 * 24 * 60;

export const tickOf = (now: Date) => Math.floor(now.getTime() / TICK_MS);

/** Claims (job, tick) for this process: true for the one insert that wins, false for every other. */
export async function claimTick(db: Db, job: string, tick: number): Promise<boolean> {
  const won = await db.insert(jobRuns).values({ tick, job }).onConflictDoNothing().returning({ job: jobRuns.job });
  return won.length === 1;
}

export async function finishTick(db: Db, job: string, tick: number, outcome: { result: number } | { error: string }) {
  await db
    .update(jobRuns)
    .set({ finishedAt: new Date(), ...outcome })
    .where(and(eq(jobRuns.tick, tick), eq(jobRuns.job, job)));
}

export async function pruneTicks(db: Db, tick: number) {
  await db.delete(jobRuns).where(lt(jobRuns.tick, tick - KEEP_TICKS));
}
