import type { FastifyInstance } from 'fastify';
import { readOutbox } from '../adapters/outbox';
import type { Deps } from '../deps';

/** Development and test helpers. Never registered when NODE_ENV=production (they answer 404 there). */
export function registerDevRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', async (req, reply) => {
    const to = req.query.to;
    if (typeof to !== 'string' || to.length === 0 || to.length > 100) {
      return reply.code(400).send({ error: { errorCode: 1002, errorInfo: 'to is required', field: 'to' } });
    }
    return { list: await readOutbox(deps.db, to) };
  });

  app.post<{ Body: { advanceDays?: unknown } }>('/api/dev/run-jobs', async (req, reply) => {
    const days = req.body?.advanceDays ?? 0;
    if (typeof days !== 'number' || !Number.isFinite(days) || days < 0 || days > 366) {
      return reply.code(400).send({ error: { errorCode: 1002, errorInfo: 'advanceDays must be 0-366', field: 'advanceDays' } });
    }
    deps.clock.advance(days * 86_400_000);
    const ran = await deps.jobs.runAll(deps.clock.now(), req.log);
    return { response: { now: deps.clock.now().toISOString(), ran } };
  });
}
