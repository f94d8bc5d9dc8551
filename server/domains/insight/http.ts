import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '#shared/contract/errors';

const COMMANDS: Record<string, string> = {
  categoryList: 'dashboard/categoryList',
  visualList: 'dashboard/visualList',
  visualDetail: 'dashboard/visualDetail',
};

/** Query values that look like whole numbers become numbers; anything else goes through as text (and is refused as 1002). */
const num = (v: string | undefined) => (v === undefined ? undefined : /^\d{1,10}$/.test(v) ? Number(v) : v);

/**
 * The spec's dashboard service by GET with `userToken` in the query: GET /api/dashboard/<name>?userToken=…
 * (categoryList; visualList with categoryId; visualDetail with id). Each is the gateway command of
 * the same name run through the gateway itself, so access, validation, errors and the answer's
 * shape ({response} | {error}) are the envelope's. The portal's own pages use the commands, which
 * keep the token out of URLs.
 */
export function registerDashboardRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string }; Querystring: Record<string, string | undefined> }>('/api/dashboard/:name', async (req, reply) => {
    const cmd = COMMANDS[req.params.name];
    if (!cmd) return reply.code(404).send({ error: { errorCode: ErrorCode.unknownCommand, errorInfo: 'Not found' } });
    const q = req.query;
    const parameters = req.params.name === 'visualList' ? (q.categoryId === undefined ? {} : { categoryId: num(q.categoryId) }) : req.params.name === 'visualDetail' ? { id: num(q.id) } : {};
    const res = await app.inject({
      method: 'POST',
      url: `/api/?lang=${encodeURIComponent(q.lang ?? '')}`,
      payload: { cmd, parameters, ...(q.userToken ? { token: q.userToken } : {}) },
    });
    return reply.code(res.statusCode).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(res.body);
  });
}
