import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import { INDUSTRY_STANDIN_PREFIX } from './settings';
import type { IndustryStandInStore, StandInMember } from './stand-in-store';

/**
 * The industry API's stand-in (docs/industry-api.md), served by this gateway under
 * /industry-standin outside production: the same paths, bodies, errors and expiries as the
 * contract; its state in the gateway's database (its own tables, so several gateway processes
 * share it) or in memory (npm run standins). The portal's client code talks to it exactly as to
 * the real service.
 */
export interface IndustryStandInOptions {
  store: IndustryStandInStore;
  clock: Clock;
  clientId: string;
  clientSecret: string;
  tokenTtlS: number;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const TENANT = /^[A-Za-z0-9_-]{1,64}$/;
const MOBILE = /^\+?[0-9]{6,15}$/;
const MAX_SIZE = 1000;

const view = (m: StandInMember) => ({
  id: String(m.id),
  mobile: m.mobile,
  name: m.name,
  status: m.status,
  createdAt: m.createdAt.toISOString(),
});

function fail(reply: FastifyReply, status: number, error: string, message: string) {
  if (status === 401) reply.header('WWW-Authenticate', `Bearer error="${error}"`);
  return reply.code(status).send({ error, message });
}

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Basic credentials (RFC 6749 2.3.1: each part form-urlencoded). */
function basicCredentials(req: FastifyRequest): [string, string] | null {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const raw = Buffer.from(m[1], 'base64').toString('utf8');
  const i = raw.indexOf(':');
  if (i < 0) return null;
  try {
    return [decodeURIComponent(raw.slice(0, i)), decodeURIComponent(raw.slice(i + 1))];
  } catch {
    return null;
  }
}

export function registerIndustryStandIn(app: FastifyInstance, o: IndustryStandInOptions) {
  const { store, clock } = o;
  const clientOk = (req: FastifyRequest) => {
    const c = basicCredentials(req);
    return !!c && same(c[0], o.clientId) && same(c[1], o.clientSecret);
  };

  /** The bearer token's tenant, or an answer already sent (401 invalid_token, 403 for another tenant). */
  async function authorize(req: FastifyRequest<{ Params: { tenant: string } }>, reply: FastifyReply): Promise<string | null> {
    const m = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(req.headers.authorization ?? '');
    if (!m) return (fail(reply, 401, 'invalid_token', 'a bearer token is required'), null);
    const row = await store.token(hash(m[1]));
    if (!row || row.revokedAt) return (fail(reply, 401, 'invalid_token', 'the token is unknown or revoked'), null);
    if (row.expiresAt <= clock.now()) return (fail(reply, 401, 'invalid_token', 'the token has expired'), null);
    if (row.tenant !== req.params.tenant) return (fail(reply, 403, 'insufficient_scope', 'the token is for another tenant'), null);
    return row.tenant;
  }

  const member = (tenant: string, id: string) => (/^[0-9]{1,15}$/.test(id) ? store.find(tenant, Number(id)) : Promise.resolve(null));

  app.register(
    async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
        done(null, new URLSearchParams(body as string));
      });
      scope.addHook('onSend', async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
      });

      scope.post('/oauth/token', async (req, reply) => {
        if (!clientOk(req)) return fail(reply, 401, 'invalid_client', 'client authentication failed');
        const form = req.body instanceof URLSearchParams ? req.body : null;
        if (!form) return fail(reply, 400, 'invalid_request', 'the body must be application/x-www-form-urlencoded');
        if (form.get('grant_type') !== 'client_credentials') return fail(reply, 400, 'unsupported_grant_type', 'only client_credentials');
        const tenant = form.get('tenant') ?? '';
        const actor = form.get('actor') ?? '';
        if (!TENANT.test(tenant) || !TENANT.test(actor)) return fail(reply, 400, 'invalid_request', 'tenant and actor are required');
        const token = randomBytes(32).toString('base64url');
        await store.addToken(hash(token), {
          tenant,
          actor,
          expiresAt: new Date(clock.now().getTime() + o.tokenTtlS * 1000),
        });
        return {
          access_token: token,
          token_type: 'Bearer',
          expires_in: o.tokenTtlS,
        };
      });

      // RFC 7009: always 200, whatever the token was.
      scope.post('/oauth/revoke', async (req, reply) => {
        if (!clientOk(req)) return fail(reply, 401, 'invalid_client', 'client authentication failed');
        const token = req.body instanceof URLSearchParams ? (req.body.get('token') ?? '') : '';
        if (token) await store.revoke(hash(token), clock.now());
        return {};
      });

      scope.get<{
        Params: { tenant: string };
        Querystring: { page?: string; size?: string; q?: string };
      }>('/tenants/:tenant/members', async (req, reply) => {
        const tenant = await authorize(req, reply);
        if (!tenant) return reply;
        const page = Number(req.query.page ?? 1);
        const size = Number(req.query.size ?? 20);
        const q = (req.query.q ?? '').trim();
        if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_SIZE || q.length > 50) {
          return fail(reply, 400, 'invalid_request', `page >= 1, size 1-${MAX_SIZE}, q at most 50 characters`);
        }
        const { items, total } = await store.list(tenant, q, (page - 1) * size, size);
        return { items: items.map(view), total, page, size };
      });

      scope.post<{
        Params: { tenant: string };
        Body: { mobile?: unknown; name?: unknown };
      }>('/tenants/:tenant/members', async (req, reply) => {
        const tenant = await authorize(req, reply);
        if (!tenant) return reply;
        const mobile = typeof req.body?.mobile === 'string' ? req.body.mobile.trim() : '';
        const name = typeof req.body?.name === 'string' ? req.body.name.trim() : '';
        if (!MOBILE.test(mobile) || name.length < 1 || name.length > 50) return fail(reply, 400, 'invalid_request', 'mobile (6-15 digits) and name (1-50 characters) are required');
        const row = await store.add(tenant, mobile, name, clock.now());
        if (!row) return fail(reply, 409, 'member_exists', 'a member with this mobile exists');
        return reply.code(201).send(view(row));
      });

      for (const action of ['enable', 'disable'] as const) {
        scope.post<{ Params: { tenant: string; id: string } }>(`/tenants/:tenant/members/:id/${action}`, async (req, reply) => {
          const tenant = await authorize(req, reply);
          if (!tenant) return reply;
          const found = await member(tenant, req.params.id);
          if (!found) return fail(reply, 404, 'not_found', 'no such member');
          return view(await store.setStatus(found.id, action === 'enable' ? 'enabled' : 'disabled'));
        });
      }

      scope.delete<{ Params: { tenant: string; id: string } }>('/tenants/:tenant/members/:id', async (req, reply) => {
        const tenant = await authorize(req, reply);
        if (!tenant) return reply;
        const found = await member(tenant, req.params.id);
        if (!found) return fail(reply, 404, 'not_found', 'no such member');
        await store.remove(found.id);
        return reply.code(204).send();
      });

      // The stand-in's own switch for tests and demos (not part of the contract): what the real
      // service does when its operator revokes a tenant's access.
      scope.post<{ Body: { tenant?: unknown } }>('/_standin/revoke-tenant', async (req, reply) => {
        if (!clientOk(req)) return fail(reply, 401, 'invalid_client', 'client authentication failed');
        const tenant = typeof req.body?.tenant === 'string' ? req.body.tenant : '';
        return { revoked: await store.revokeTenant(tenant, clock.now()) };
      });
    },
    { prefix: INDUSTRY_STANDIN_PREFIX },
  );
}
