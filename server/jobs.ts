import type { FastifyBaseLogger } from 'fastify';

/**
 * Scheduled jobs (settlement, expiries, automatic reviews). In production a
 * timer runs them every minute; in development `POST /api/dev/run-jobs`
 * advances the clock and runs them at once.
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
  async runAll(now: Date, log: FastifyBaseLogger) {
    const results: Record<string, number> = {};
    for (const job of this.list) {
      const n = await job.run(now, log);
      results[job.name] = typeof n === 'number' ? n : 0;
    }
    return results;
  }
  get names() {
    return this.list.map((j) => j.name);
  }
}
