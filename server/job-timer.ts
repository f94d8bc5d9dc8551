import type { App } from './app';
import { tickOf } from './job-claims';

/**
 * Production's scheduler: every 15 s each process offers to run the current minute's tick, so
 * some process runs each job within seconds of the minute starting whatever the processes'
 * start times; job_runs makes sure only one of them does. stop() waits for a run in progress.
 */
export const CHECK_MS = 15_000;

export function startJobTimer(app: App, everyMs = CHECK_MS) {
  let lastTick = -1;
  let running: Promise<void> | null = null;
  const check = () => {
    if (running) return; // the previous tick is still going: never two runs in one process
    const now = app.deps.clock.now();
    if (tickOf(now) === lastTick) return; // this process already offered this tick
    lastTick = tickOf(now);
    running = app.deps.jobs
      .runTick(now, app.log, app.deps.db)
      .then(() => undefined)
      .catch((err) => app.log.error({ err }, 'jobs failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
