import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job and tick (a minute): the process whose insert wins runs the job
 * for that tick, the others skip it. Also a record of when each job last ran and what it did.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    tick: bigint('tick', { mode: 'number' }).notNull(),
    job: text('job').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the job reported (rows handled); null while running or after a failure. */
    result: integer('result'),
    error: text('error'),
  },
  // tick first: the claim is the primary key, and pruning old ticks is a range on it.
  (t) => [primaryKey({ columns: [t.tick, t.job] })],
);
