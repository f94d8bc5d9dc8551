import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { deliverDue } from '../../../server/domains/notify/worker';

/**
 * One gateway process's delivery worker on the shared PostgreSQL of pg-workers.test.ts
 * (DATABASE_URL), with a short lease (LEASE_MS) so the test sees a killed process's rows taken over.
 * It prints "ready" once it polls, and polls until it is killed.
 */
const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: 'memory://', RATE_LIMIT_PER_MINUTE: '0', PG_POOL_MAX: '3' });
const database = await openDatabase(config);
const app = await buildServer({ config, database, logger: false });
const leaseMs = Number(process.env.LEASE_MS ?? 2000);
process.stdout.write('ready\n');
for (;;) {
  const n = await deliverDue(app.deps, { leaseMs, maxBatches: 1 });
  if (!n) await sleep(20);
}
