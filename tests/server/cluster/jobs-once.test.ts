import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type App } from '#server/app';
import { openDatabase, type Database } from '#server/db/client';
import { jobRuns } from '#server/db/schema';
import { TICK_MS, tickOf } from '#server/job-claims';
import { startJobTimer } from '#server/job-timer';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Each scheduled job runs once per tick (a minute) across every gateway process: the process
 * whose insert into job_runs wins runs it, the others skip. runAll (the dev route) is unclaimed.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job that counts its runs and takes a while, so concurrent runs would overlap. */
function countingJob(counter: { n: number }, name = 'test.counting') {
  return {
    name,
    run: async () => {
      counter.n++;
      await sleep(50);
      return 1;
    },
  };
}

describe('jobs once per tick (one process)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('a second run in the same tick runs nothing; the next tick runs again', async () => {
    const counter = { n: 0 };
    const app = s.app;
    app.deps.jobs.register(countingJob(counter));
    const now = new Date(Math.floor(Date.now() / TICK_MS) * TICK_MS + 10_000);
    const first = await app.deps.jobs.runTick(now, app.log, app.deps.db);
    expect(Object.keys(first).sort()).toEqual([...app.deps.jobs.names].sort());
    expect(await app.deps.jobs.runTick(new Date(now.getTime() + 40_000), app.log, app.deps.db)).toEqual({});
    expect(counter.n).toBe(1);
    await app.deps.jobs.runTick(new Date(now.getTime() + TICK_MS), app.log, app.deps.db);
    expect(counter.n).toBe(2);
    const [row] = await s.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test.counting')).limit(1);
    expect(row).toMatchObject({ result: 1, error: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
    // The dev route's runAll is not claimed: it runs every time it is asked.
    await app.deps.jobs.runAll(now, app.log);
    expect(counter.n).toBe(3);
  });

  it('a failing job is recorded and the jobs after it still run', async () => {
    const t = await startTestServer({}, { database: s.database });
    try {
      const counter = { n: 0 };
      t.app.deps.jobs.register({ name: 'test.failing', run: async () => Promise.reject(new Error('bank down')) });
      t.app.deps.jobs.register(countingJob(counter, 'test.after'));
      const now = new Date(Date.now() + 100 * TICK_MS);
      const ran = await t.app.deps.jobs.runTick(now, t.app.log, t.app.deps.db);
      expect(ran['test.after']).toBe(1);
      expect(ran['test.failing']).toBeUndefined();
      const [row] = await s.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test.failing'));
      expect(row).toMatchObject({ tick: tickOf(now), error: 'bank down', result: null });
    } finally {
      await t.close();
    }
  });
});

describe('the job timer', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('offers each tick once, and stop() waits for the run in progress', async () => {
    let runs = 0;
    let finished = 0;
    s.app.deps.jobs.register({
      name: 'test.slow',
      run: async () => {
        runs++;
        await sleep(300);
        finished++;
      },
    });
    // Checks every 20 ms: many checks fall in one tick, one run.
    const timer = startJobTimer(s.app, 20);
    // The domain's own jobs run first in the tick: wait until ours has started.
    for (let waited = 0; runs === 0 && waited < 10_000; waited += 10) await sleep(10);
    expect(runs).toBe(1);
    expect(finished).toBe(0);
    await timer.stop();
    expect(finished).toBe(1);
    await sleep(100);
    expect(runs).toBe(1);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('jobs across processes on PostgreSQL skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!pgUrl)('three gateway processes on one PostgreSQL', () => {
  let s: TestServer;
  const others: { app: App; database: Database }[] = [];
  beforeAll(async () => {
    s = await startTestServer();
    // Two more "processes": each its own pool and server over the same database.
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase(s.config);
      others.push({ database, app: await buildServer({ config: s.config, database, logger: false }) });
    }
  }, 60_000);
  afterAll(async () => {
    for (const o of others) {
      await o.app.close();
      await o.database.close();
    }
    await s?.close();
  });

  it('ticking at once, each job runs exactly once per tick', async () => {
    const counter = { n: 0 };
    const apps = [s.app, ...others.map((o) => o.app)];
    for (const app of apps) app.deps.jobs.register(countingJob(counter));
    const names = s.app.deps.jobs.names;
    const base = Math.floor(Date.now() / TICK_MS) + 1000;
    for (let i = 0; i < 5; i++) {
      const now = new Date((base + i) * TICK_MS + 1_000);
      const results = await Promise.all(apps.map((app) => app.deps.jobs.runTick(now, app.log, app.deps.db)));
      // Every job ran in exactly one of the three processes.
      const ranWhere = names.map((name) => results.filter((r) => name in r).length);
      expect(ranWhere).toEqual(names.map(() => 1));
      const rows = await s.database.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.tick, base + i));
      expect(rows.map((r) => r.job).sort()).toEqual([...names].sort());
    }
    expect(counter.n).toBe(5);
  });
});
