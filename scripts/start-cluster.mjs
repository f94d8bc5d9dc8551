#!/usr/bin/env node
// `npm run start:cluster`: CLUSTER_PROCESSES gateway processes (default 2) on 127.0.0.1 ports
// CLUSTER_BASE_PORT.. (default PORT+1..), behind nginx on PORT (default 8080), all on the
// PostgreSQL of DATABASE_URL. Builds what is missing first. SIGTERM/SIGINT stop everything
// gracefully. deploy/README.md has the details (TLS, backups).
import { ensureBuilt } from './ensure-built.mjs';
import { nginxAvailable } from './cluster/nginx.mjs';
import { isPostgresUrl, PGLITE_REFUSAL, startCluster } from './cluster/supervisor.mjs';

const env = process.env;
if (!isPostgresUrl(env.DATABASE_URL)) {
  console.error(PGLITE_REFUSAL);
  process.exit(1);
}
if (!nginxAvailable()) {
  console.error('start:cluster needs nginx: apt-get install -y nginx-light');
  process.exit(1);
}
const processes = Number(env.CLUSTER_PROCESSES ?? 2);
const port = Number(env.PORT ?? 8080);
const basePort = Number(env.CLUSTER_BASE_PORT ?? port + 1);
if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
  console.error(`CLUSTER_PROCESSES must be a whole number from 1 to 64, not "${env.CLUSTER_PROCESSES}"`);
  process.exit(1);
}

await ensureBuilt();
const started = Date.now();
const cluster = await startCluster({ databaseUrl: env.DATABASE_URL, processes, port, basePort });
console.log(
  [
    '',
    `Cluster ready in ${Date.now() - started} ms: ${processes} gateway process(es) on 127.0.0.1:${cluster.ports.join(', ')} behind nginx`,
    `  Portal:     http://localhost:${port}/`,
    `  nginx conf: ${cluster.nginx.conf} (access log ${cluster.nginx.accessLog})`,
    '',
  ].join('\n'),
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('cluster: stopping (SIGTERM to every process, SIGQUIT to nginx)…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
cluster.nginx.child.on('exit', async () => {
  if (stopping) return;
  console.error('cluster: nginx is gone; stopping the gateway processes');
  stopping = true;
  await cluster.stop();
  process.exit(1);
});
