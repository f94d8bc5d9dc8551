import type { Config } from '../config';

/**
 * Fastify's deadlines for slow clients. Without them a client sending one byte every few seconds
 * keeps a request (and its socket) open for ever, and a few hundred such clients exhaust the server.
 * - requestTimeout: the whole request, headers and body, must arrive within this time (408).
 * - connectionTimeout: a socket silent for this long is closed.
 */
export function serverTimeouts(config: Pick<Config, 'requestTimeoutMs' | 'connectionTimeoutMs'>) {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      // Fastify sets the deadline on the server after Node created it, which Node 20 does not
      // enforce (tests/server/slow-request.test.ts): Node must get it when it creates the server.
      requestTimeout: config.requestTimeoutMs,
      // Node enforces the deadline when it sweeps its connections (every 30 s by default), which
      // would let a 30 s deadline stretch to a minute: sweep at a quarter of the deadline.
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(config.requestTimeoutMs / 4))),
    },
  };
}
