// N gateway processes on consecutive loopback ports behind one nginx, on one PostgreSQL.
// Used by `npm run start:cluster`, `npm run scale` and tests/server/deploy/cluster.test.ts.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startNginx } from './nginx.mjs';

export const PGLITE_REFUSAL = 'start:cluster needs PostgreSQL: set DATABASE_URL=postgres://… . The embedded PGlite database (the default of npm start) lives inside one process and cannot be shared by several.';

/** Whether a DATABASE_URL can back several processes (PostgreSQL, not the embedded PGlite). */
export const isPostgresUrl = (url) => typeof url === 'string' && /^postgres(ql)?:\/\//.test(url);

/**
 * Ready when /readyz answers 200. A gateway without /readyz answers it with the app's HTML (or
 * 404/503 without a build): it counts as ready once /api/serverTime answers.
 */
export async function waitReady(port, timeoutMs = 60_000, isAlive = () => true) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`the process on port ${port} exited before it was ready`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
      const html = /text\/(html|plain)/.test(r.headers.get('content-type') ?? '');
      if (r.ok && !html) return;
      if (html || r.status === 404) {
        if ((await fetch(`http://127.0.0.1:${port}/api/serverTime`, { signal: AbortSignal.timeout(2000) })).ok) return;
      }
    } catch {
      /* not listening yet */
    }
    await sleep(150);
  }
  throw new Error(`the process on port ${port} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts the cluster. The first process starts alone and migrates and seeds the database; the
 * others start once it is ready (so migrations run once, not N times at the same moment). A
 * process that exits while the cluster is up is started again (after 1 s, backing off up to
 * 15 s while it keeps dying young). stop() sends SIGTERM to every process and SIGQUIT to nginx
 * and waits for them (SIGKILL after graceMs).
 */
export async function startCluster(opts) {
  const { databaseUrl, processes = 2, port = 8080, basePort = port + 1, env = {}, graceMs = 20_000, log = console.log } = opts;
  // Output of every process and nginx: the terminal, or appended to opts.logFile.
  const output = opts.logFile ? openSync(opts.logFile, 'a') : 'inherit';
  if (!isPostgresUrl(databaseUrl)) throw new Error(PGLITE_REFUSAL);
  const distDir = resolve(opts.distDir ?? process.env.DIST_DIR ?? 'dist');
  const serverDir = resolve(opts.serverDir ?? process.env.SERVER_DIST_DIR ?? 'dist-server');
  const ports = Array.from({ length: processes }, (_, i) => basePort + i);
  let stopping = false;
  const workers = ports.map((p, index) => ({ index, port: p, child: null, restarts: 0, startedAt: 0 }));

  const childEnv = (p) => ({
    ...process.env,
    // nginx on this host is the one proxy to believe for the client's address.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    // The gateway closes a socket silent this long, even while its request is still being worked
    // on (a slow-client defence). Behind nginx, slow clients are nginx's (it reads whole requests
    // before passing them on), so the gateway waits longer than nginx's proxy_read_timeout (60 s)
    // and its keepalive (60 s): a busy process no longer cuts a request it will still commit.
    CONNECTION_TIMEOUT_MS: process.env.CONNECTION_TIMEOUT_MS ?? '65000',
    ...env,
    DATABASE_URL: databaseUrl,
    DIST_DIR: distDir,
    HOST: '127.0.0.1',
    PORT: String(p),
  });

  function launch(w) {
    w.startedAt = Date.now();
    w.child = spawn(process.execPath, ['--enable-source-maps', join(serverDir, 'main.mjs')], { stdio: ['ignore', output, output], env: childEnv(w.port) });
    const child = w.child;
    child.on('exit', (code, signal) => {
      if (stopping || w.child !== child) return;
      const young = Date.now() - w.startedAt < 5_000;
      const delay = young ? Math.min(1_000 * 2 ** Math.min(w.restarts, 4), 15_000) : 1_000;
      log(`cluster: process ${w.index} (port ${w.port}) exited (${signal ?? code}); restarting in ${delay / 1000} s`);
      w.restarts++;
      setTimeout(() => {
        if (!stopping) launch(w);
      }, delay).unref();
    });
  }

  const alive = (w) => () => w.child !== null && w.child.exitCode === null && w.child.signalCode === null;
  let nginx = null;
  try {
    launch(workers[0]);
    await waitReady(workers[0].port, 90_000, alive(workers[0]));
    for (const w of workers.slice(1)) launch(w);
    await Promise.all(workers.slice(1).map((w) => waitReady(w.port, 90_000, alive(w))));
    nginx = startNginx({ listen: port, upstreamPorts: ports, distDir, workers: opts.nginxWorkers ?? 'auto', output });
    nginx.child.on('exit', (code, signal) => {
      if (!stopping) log(`cluster: nginx exited (${signal ?? code})`);
    });
    await waitReady(port, 15_000, () => nginx.child.exitCode === null && nginx.child.signalCode === null);
  } catch (err) {
    await stop();
    throw err;
  }

  async function stop() {
    stopping = true;
    const exits = [];
    for (const c of [...workers.map((w) => w.child), nginx?.child]) {
      if (!c || c.exitCode !== null || c.signalCode !== null) continue;
      exits.push(
        new Promise((done) => {
          const timer = setTimeout(() => c.kill('SIGKILL'), graceMs);
          c.once('exit', () => {
            clearTimeout(timer);
            done();
          });
        }),
      );
      c.kill(c === nginx?.child ? 'SIGQUIT' : 'SIGTERM');
    }
    await Promise.all(exits);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    ports,
    workers,
    nginx,
    /** The current pid of process i (a restarted process has a new one). */
    pid: (i) => workers[i].child?.pid,
    /** Waits until process i is up again (after a kill, the restart). */
    waitReady: (i, timeoutMs = 60_000) => waitReady(workers[i].port, timeoutMs, () => !stopping),
    stop,
  };
}
