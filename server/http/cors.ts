import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { configured, type HostSettings } from '#shared/utils/api-hosts';

/**
 * When an environment puts the gateway on its own API host (API_BASE, API_BASE_ALT), the portal's
 * pages call it cross-origin. Pages on the shared top domain (TOP_DOMAIN and its subdomains) may:
 * their origin is echoed and the preflight approved, never with credentials, so no cookie (the
 * WeChat ticket, decision 0006) travels on such a call and the gateway's CSRF argument stands.
 * Without API hosts or a top domain the gateway answers no CORS at all, as before.
 */
export function allowedOrigin(origin: string | undefined, topDomain: string | null): string | null {
  if (!origin || !topDomain) return null;
  let u: URL;
  try {
    u = new URL(origin);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const top = topDomain.replace(/^\./, '').toLowerCase();
  const host = u.hostname.toLowerCase();
  return host === top || host.endsWith(`.${top}`) ? u.origin : null;
}

const API_PATH = /^\/api(\/|\?|$)/;

export function registerApiCors(app: FastifyInstance, hosts: HostSettings, topDomain: string | null) {
  if (!configured(hosts) || !topDomain) return;
  const allow = (req: FastifyRequest, reply: FastifyReply) => {
    const origin = allowedOrigin(req.headers.origin, topDomain);
    reply.header('Vary', 'Origin');
    if (origin) reply.header('Access-Control-Allow-Origin', origin);
    return origin;
  };
  app.addHook('onRequest', async (req, reply) => {
    if (API_PATH.test(req.url) && req.method !== 'OPTIONS') allow(req, reply);
  });
  app.options('/api/*', async (req, reply) => {
    if (!allow(req, reply)) return reply.code(403).send();
    return reply.header('Access-Control-Allow-Methods', 'GET, POST').header('Access-Control-Allow-Headers', 'Content-Type, Authorization').header('Access-Control-Max-Age', '600').code(204).send();
  });
  app.options('/api', async (req, reply) => {
    if (!allow(req, reply)) return reply.code(403).send();
    return reply.header('Access-Control-Allow-Methods', 'POST').header('Access-Control-Allow-Headers', 'Content-Type, Authorization').header('Access-Control-Max-Age', '600').code(204).send();
  });
}
