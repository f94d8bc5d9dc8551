import type { App } from './app';
import type { Database } from './db/client';

/**
 * Stops a process gracefully: no new connections, in-flight requests finish (cut after drainMs),
 * the job timer stops (a job in progress finishes), then the database closes. A request still
 * running after drainMs is cut, so a stalled client cannot hold the process (and a deploy) up.
 */
export async function drainAndClose(app: App, database: Database, stopJobs: () => Promise<void>, drainMs: number) {
  const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
  cut.unref();
  try {
    await Promise.all([app.close(), stopJobs()]);
  } finally {
    clearTimeout(cut);
  }
  await database.close();
}

/** Runs close once on the first SIGTERM/SIGINT, then exits 0 (1 if closing failed). */
export function onStopSignals(app: App, close: () => Promise<void>) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
