import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type ProviderType from 'oidc-provider';
import { OIDC_STANDIN_PREFIX } from './settings';

/**
 * The stand-in identity provider for development and tests: a real OpenID Connect provider
 * (oidc-provider, certified by the OpenID Foundation) served by this gateway under
 * /oidc-standin outside production, as the WeChat stand-in serves WeChat's paths. The gateway's
 * relying party talks to it exactly as to a real provider (discovery, authorize, token, JWKS).
 *
 * Its login page lets the tester pick a demo user or name a new one (fresh identities for tests);
 * consent is granted at once, as a company's own IAM would for a first-party app. Its sessions,
 * codes and keys are the IdP's, not the portal's, so they live in this process (oidc-provider's
 * memory adapter); oidc-provider loads only on the first request to the stand-in.
 */

export interface OidcStandInOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the gateway's callback may be (exact match, as a real provider checks). */
  redirectUris: string[];
  codeTtlS: number;
}

export interface DemoUser {
  sub: string;
  name: string;
  email: string;
}

export const OIDC_DEMO_USERS: DemoUser[] = [
  { sub: 'alice', name: '张丽 Alice Zhang', email: 'alice@idp.example' },
  { sub: 'bob', name: '李博 Bob Li', email: 'bob@idp.example' },
];

const userOf = (sub: string): DemoUser | null => OIDC_DEMO_USERS.find((u) => u.sub === sub) ?? (/^[A-Za-z0-9_-]{1,40}$/.test(sub) ? { sub, name: sub, email: `${sub}@idp.example` } : null);

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerOidcStandIn(app: FastifyInstance, o: OidcStandInOptions) {
  let provider: Promise<ProviderType> | null = null;
  const load = () => (provider ??= createProvider(o));

  app.register(async (scope) => {
    // oidc-provider reads request bodies itself (the token endpoint's form posts): leave them unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    scope.get<{ Params: { uid: string }; Querystring: { user?: string; deny?: string } }>(`${OIDC_STANDIN_PREFIX}/interaction/:uid`, async (req, reply) => {
      const p = await load();
      reply.hijack();
      const { raw, res } = { raw: req.raw, res: reply.raw };
      try {
        const details = await p.interactionDetails(raw, res);
        if (req.query.deny !== undefined) {
          await p.interactionFinished(raw, res, { error: 'access_denied', error_description: 'the user declined' }, { mergeWithLastSubmission: false });
          return;
        }
        const chosen = req.query.user !== undefined ? userOf(req.query.user) : null;
        if (chosen) {
          await p.interactionFinished(raw, res, { login: { accountId: chosen.sub } }, { mergeWithLastSubmission: false });
          return;
        }
        send(res, 200, loginPage(details.uid));
      } catch {
        send(res, 400, page('<p class="err">登录会话已失效 / The sign-in session has expired. Start again from the portal.</p>'));
      }
    });

    const forward = async (req: { raw: IncomingMessage }, reply: { hijack(): void; raw: ServerResponse }) => {
      const p = await load();
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(OIDC_STANDIN_PREFIX.length) || '/';
      p.callback()(raw, reply.raw);
    };
    scope.all(`${OIDC_STANDIN_PREFIX}/*`, forward);
  });
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function page(body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>演示身份平台 Demo identity provider</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#1f2329}h1{font-size:20px}a.user,button{display:block;width:100%;box-sizing:border-box;margin:8px 0;padding:10px 12px;border:1px solid #c9cdd4;border-radius:6px;background:#fff;color:#1f2329;text-decoration:none;font:inherit;text-align:left;cursor:pointer}input{width:100%;box-sizing:border-box;padding:8px;font:inherit}.err{color:#c00}</style></head>
<body><h1>演示身份平台 · Demo identity provider</h1>${body}</body></html>`;
}

function loginPage(uid: string) {
  const base = `${OIDC_STANDIN_PREFIX}/interaction/${encodeURIComponent(uid)}`;
  return page(`<p>选择一个演示账号登录 / Sign in as a demo user</p>
${OIDC_DEMO_USERS.map((u) => `<a class="user" href="${esc(`${base}?user=${u.sub}`)}">${esc(u.name)} &lt;${esc(u.email)}&gt;</a>`).join('\n')}
<form method="get" action="${esc(base)}"><label>其他账号 / Another user <input name="user" pattern="[A-Za-z0-9_-]{1,40}" required></label><button type="submit">登录 / Sign in</button></form>
<p><a href="${esc(`${base}?deny=1`)}">拒绝 / Decline</a></p>`);
}

async function createProvider(o: OidcStandInOptions): Promise<ProviderType> {
  const { default: Provider } = await import('oidc-provider');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
  const provider = new Provider(o.issuer, {
    clients: [
      {
        client_id: o.clientId,
        client_secret: o.clientSecret,
        redirect_uris: o.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: o.codeTtlS, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${OIDC_STANDIN_PREFIX}/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => {
      const user = userOf(id);
      return user ? { accountId: user.sub, claims: async () => ({ sub: user.sub, name: user.name, email: user.email, email_verified: true }) } : undefined;
    },
    // First-party: consent is granted with the login.
    loadExistingGrant: async (ctx: {
      oidc: {
        client: { clientId: string };
        session: { accountId: string; grantIdFor(id: string): string | undefined };
        provider: { Grant: { new (v: Record<string, string>): { addOIDCScope(s: string): void; save(): Promise<string> }; find(id: string): Promise<unknown> } };
      };
    }) => {
      const { client, session, provider: op } = ctx.oidc;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return op.Grant.find(existing);
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = page(`<p class="err">${esc(out.error ?? 'error')}: ${esc(out.error_description ?? '')}</p>`);
    },
  });
  return provider;
}
