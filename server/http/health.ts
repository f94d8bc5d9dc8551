import type { FastifyInstance } from 'fastify';
import { checkReadiness } from '../db/readiness';
import type { Deps } from '../deps';

/**
 * Probes for the load balancer and the process manager, outside the /api envelope:
 * `/healthz` = the process answers (no database); `/readyz` = it can serve (database
 * reachable, migrations applied), 503 otherwise. While a process drains on SIGTERM,
 * Fastify answers 503 to new requests, /readyz included, so the balancer stops sending.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const r = await checkReadiness(deps.database);
    reply.header('cache-control', 'no-store');
    return r.ready ? reply.send({ status: 'ready' }) : reply.code(503).send({ status: 'not ready', reason: r.reason });
  });
}
