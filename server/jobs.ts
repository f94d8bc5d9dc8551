import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import { claimTick, finishTick, pruneTicks, tickOf } from './job-claims';

/**
 * Scheduled jobs (settlement, expiries, automatic reviews). In production a
 * timer (server/job-timer.ts) runs each job once per tick across all gateway
 * processes; in development `POST /api/dev/run-jobs` advances the clock and
 * runs them all at once.
 */
export interface Job {
  name: string;
  run(now: Date, log: FastifyBaseLogger): Promise<number | void>;
}

export class Jobs {
  private list: Job[] = [];
  register(job: Job) {
    this.list.push(job);
  }
  /** Runs every job now, unconditionally (development and tests). */
  async runAll(now: Date, log: FastifyBaseLogger) {
    const results: Record<string, number> = {};
    for (const job of this.list) {
      const n = await job.run(now, log);
      results[job.name] = typeof n === 'number' ? n : 0;
    }
    return results;
  }
  /**
   * Runs the jobs this process claims for now's tick (a row in job_runs; another process that
   * claimed first runs the rest). One failing job is logged and recorded; the others still run.
   * Returns what ran here.
   */
  async runTick(now: Date, log: FastifyBaseLogger, db: Db) {
    const tick = tickOf(now);
    const results: Record<string, number> = {};
    for (const job of this.list) {
      if (!(await claimTick(db, job.name, tick))) continue;
      try {
        const n = await job.run(now, log);
        results[job.name] = typeof n === 'number' ? n : 0;
        await finishTick(db, job.name, tick, { result: results[job.name] });
      } catch (err) {
        log.error({ err, job: job.name, tick }, 'job failed');
        await finishTick(db, job.name, tick, { error: err instanceof Error ? err.message.slice(0, 500) : 'failed' }).catch(() => {});
      }
    }
    if (Object.keys(results).length) await pruneTicks(db, tick);
    return results;
  }
  get names() {
    return this.list.map((j) => j.name);
  }
}
