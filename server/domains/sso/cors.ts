import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apps } from '../../db/schema';
import type { Db } from '../../db/client';

/**
 * CORS on the provider's endpoints an app's browser code calls (discovery, JWKS, token, userinfo),
 * for the origins of registered apps' redirect URIs only (decision 0035). Read from the database on
 * each cross-origin request, so a newly registered app works at once on every process. Never with
 * credentials: these endpoints authenticate by the client's secret or PKCE and a Bearer token, and
 * no cookie of the portal should travel. Any other origin gets no CORS header (the browser refuses
 * the answer) and a refused preflight.
 */

const CORS_PATHS = ['/.well-known/openid-configuration', '/oauth/jwks', '/oauth/token', '/oauth/userinfo'] as const;

/** The origin as a browser sends it, when it is the origin of a registered redirect URI. */
async function registeredOrigin(db: Db, origin: string | undefined): Promise<string | null> {
  if (!origin || origin.length > 300) return null;
  let asked: string;
  try {
    asked = new URL(origin).origin;
  } catch {
    return null;
  }
  // An Origin header is exactly scheme://host[:port]; anything else (a path, "null") is not an app.
  if (asked !== origin) return null;
  const rows = await db.select({ uris: apps.redirectUris }).from(apps);
  for (const { uris } of rows)
    for (const uri of uris) {
      try {
        if (new URL(uri).origin === origin) return origin;
      } catch {
        // A malformed registration matches nothing.
      }
    }
  return null;
}

export function registerOidcCors(app: FastifyInstance, db: Db) {
  const paths = new Set<string>(CORS_PATHS);
  const pathOf = (req: FastifyRequest) => req.url.split('?')[0];

  app.addHook('onRequest', async (req, reply) => {
    if (!paths.has(pathOf(req))) return;
    // The answer differs by Origin (discovery and JWKS are cacheable).
    reply.header('vary', 'Origin');
    if (req.method === 'OPTIONS' || !req.headers.origin) return;
    const origin = await registeredOrigin(db, req.headers.origin);
    if (origin) reply.header('access-control-allow-origin', origin);
  });

  const preflight = async (req: FastifyRequest, reply: FastifyReply) => {
    const origin = await registeredOrigin(db, req.headers.origin);
    if (!origin) return reply.code(403).send();
    return reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'Authorization, Content-Type')
      .header('access-control-max-age', '600')
      .code(204)
      .send();
  };
  for (const path of CORS_PATHS) app.options(path, preflight);
}
