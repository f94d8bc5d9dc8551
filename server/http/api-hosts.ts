import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '#shared/contract/errors';
import { normalizeLang, text } from '#shared/rules/texts';
import { apiBaseFor, type HostSettings } from '#shared/utils/api-hosts';
import { endpointProblem } from '../adapters/endpoint-rule';
import { contentFigures } from '../db/schema';
import type { Deps } from '../deps';
import { lookupSession } from '../gateway/session';

/**
 * The hosts the browser talks to (spec: "environments set by host, with an alternate API host
 * when the host name contains a given marker"; "showdata getData by POST to a separate public
 * API host"; "a GET that sets a token for the app shop"). Each host is an origin; empty means
 * the portal itself (its own origin answers every path). Configuration per environment:
 * API_BASE, API_BASE_ALT with API_HOST_MARKER, PUBLIC_API_BASE; the choice itself is
 * src-shared/utils/api-hosts.ts, shared with the page.
 */
export type { HostSettings };

const origin = (v: string | undefined) => (v ?? '').trim().replace(/\/+$/, '');

export function readHostSettings(env: NodeJS.ProcessEnv): HostSettings {
  const marker = (env.API_HOST_MARKER ?? '').trim().toLowerCase();
  const alt = origin(env.API_BASE_ALT);
  return { apiBase: origin(env.API_BASE), alternate: marker && alt ? { marker, apiBase: alt } : null, publicApiBase: origin(env.PUBLIC_API_BASE) };
}

/** Why a host setting is refused (production start-up names each); empty when all are fine. */
export function hostSettingProblems(env: NodeJS.ProcessEnv): { name: string; why: string }[] {
  const out: { name: string; why: string }[] = [];
  for (const name of ['API_BASE', 'API_BASE_ALT', 'PUBLIC_API_BASE'] as const) {
    const v = origin(env[name]);
    if (!v) continue;
    let u: URL | null = null;
    try {
      u = new URL(v);
    } catch {
      /* refused below */
    }
    if (!u || !/^https?:$/.test(u.protocol) || u.pathname !== '/' || u.search || u.hash || u.username) out.push({ name, why: 'must be an origin such as https://api.example.com (no path, query or credentials)' });
    else {
      const problem = endpointProblem(v);
      if (problem) out.push({ name, why: problem });
    }
  }
  const marker = (env.API_HOST_MARKER ?? '').trim();
  if (!!marker !== !!origin(env.API_BASE_ALT)) out.push({ name: marker ? 'API_BASE_ALT' : 'API_HOST_MARKER', why: 'API_HOST_MARKER and API_BASE_ALT are set together (the marker picks the alternate API host)' });
  if (marker && !/^[a-z0-9-]{2,40}$/i.test(marker)) out.push({ name: 'API_HOST_MARKER', why: 'letters, digits and hyphens (2-40), a part of a host name' });
  return out;
}

export { apiBaseFor };

export const APP_SHOP_COOKIE = 'appShopToken';

export function registerHostRoutes(app: FastifyInstance, deps: Deps, hosts: HostSettings) {
  /** Which hosts this page's environment uses (read once by the client). */
  app.get('/api/hosts', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { apiBase: apiBaseFor(hosts, req.hostname), publicApiBase: hosts.publicApiBase };
  });

  /**
   * showdata/getData: the home page's total data, public and the same for everyone, so any
   * portal origin may read it from this (possibly separate) public host.
   */
  app.post('/showdata/getData', async (_req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'public, max-age=60');
    const rows = await deps.db.select().from(contentFigures).orderBy(asc(contentFigures.sort), asc(contentFigures.id));
    return { response: rows.map((r) => ({ key: r.key, value: r.value, unitZh: r.unitZh, unitEn: r.unitEn, labelZh: r.labelZh, labelEn: r.labelEn })) };
  });

  /**
   * The app shop's token: GET with the session token (Authorization: Bearer) sets it as an
   * HttpOnly cookie for the shop on the shared top domain and answers 204. The gateway itself
   * never reads this cookie (it takes tokens from the body or the header only).
   */
  app.get<{ Querystring: { lang?: string } }>('/api/appShop/token', async (req, reply) => {
    const lang = normalizeLang(req.query.lang);
    reply.header('Cache-Control', 'no-store');
    const token = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(req.headers.authorization ?? '')?.[1];
    const session = token ? await lookupSession(deps.database, token, deps.clock.now()) : null;
    if (!token || !session?.ok || session.principal.kind !== 'member') {
      const code = session && !session.ok ? session.code : ErrorCode.tokenInvalid;
      return reply.code(401).send({ error: { errorCode: code, errorInfo: text(`gateway.${code}`, lang) } });
    }
    const parts = [`${APP_SHOP_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=7200'];
    if (deps.config.topDomain) parts.push(`Domain=${deps.config.topDomain}`);
    if (deps.config.production) parts.push('Secure');
    return reply.header('Set-Cookie', parts.join('; ')).code(204).send();
  });
}
