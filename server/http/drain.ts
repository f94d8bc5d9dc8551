import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing (SIGTERM), answers carry `Connection: close`: a keep-alive client's
 * socket then ends with its last response instead of idling until the keep-alive timeout and
 * holding the shutdown until the drain bound cuts it.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}
