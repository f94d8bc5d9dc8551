import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPhone } from '#shared/utils/device';
import type { Deps } from '../../deps';
import { registerOidcCors } from './cors';
import { keyring } from './keys';
import { SCOPES } from './scopes';
import { authenticateClient, grantTokens, OAuthError, userInfo, type ClientCredentials } from './tokens';

/**
 * The OpenID Connect provider's HTTP side (decision 0023). The authorization endpoint is the
 * desktop page /oauth/authorize (the member's session lives in the browser and reaches the
 * gateway through memberAuth/getCode); these routes serve what an app's server calls:
 *
 * GET  /.well-known/openid-configuration   discovery (OpenID Connect Discovery 1.0)
 * GET  /oauth/jwks                         the public signing keys, every configured one
 * POST /oauth/token                        authorization_code (+ PKCE), refresh_token (rotated), form-encoded
 * GET|POST /oauth/userinfo                 claims for a Bearer access token
 *
 * Each answers CORS for registered apps' origins (cors.ts), for apps whose code runs in the browser.
 */

export const AUTHORIZE_PATH = '/oauth/authorize';
/** The same step in the H5 build, where a phone's request is sent (decision 0035). */
const H5_AUTHORIZE_PATH = '/h5/oauth/authorize';

export function registerOidcRoutes(app: FastifyInstance, deps: Deps) {
  const issuer = deps.config.oidc.issuer;
  // Production imports the configured keys at start-up: key material that does not import stops the start, not a sign-in.
  if (deps.config.production) app.addHook('onReady', async () => void (await keyring(deps)));
  registerOidcCors(app, deps.db);

  // The authorization endpoint is one URL for every app, but the desktop build is laid out for
  // 1280 px: a phone (or WeChat) gets the H5 consent page, the query unchanged.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const q = req.url.indexOf('?');
    if ((q < 0 ? req.url : req.url.slice(0, q)) !== AUTHORIZE_PATH) return;
    reply.header('vary', 'User-Agent');
    if (!isPhone(String(req.headers['user-agent'] ?? ''))) return;
    reply.header('cache-control', 'no-store');
    reply.redirect(`${H5_AUTHORIZE_PATH}${q < 0 ? '' : req.url.slice(q)}`, 302);
    return reply;
  });

  app.get('/.well-known/openid-configuration', async (_req, reply) => {
    const ring = await keyring(deps);
    reply.header('cache-control', 'public, max-age=300');
    return {
      issuer,
      authorization_endpoint: `${issuer}${AUTHORIZE_PATH}`,
      token_endpoint: `${issuer}/oauth/token`,
      userinfo_endpoint: `${issuer}/oauth/userinfo`,
      jwks_uri: `${issuer}/oauth/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ring.algs,
      scopes_supported: [...SCOPES],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'name', 'preferred_username', 'phone_number', 'phone_number_verified', 'company_code', 'company_name'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      prompt_values_supported: ['none', 'consent'],
      ui_locales_supported: ['zh-CN', 'en'],
    };
  });

  app.get('/oauth/jwks', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    reply.type('application/jwk-set+json');
    return (await keyring(deps)).jwks;
  });

  app.register(async (scope) => {
    // Form bodies only here (RFC 6749 3.2); the gateway elsewhere takes JSON alone.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      done(null, new URLSearchParams(body as string));
    });

    scope.post('/oauth/token', async (req, reply) => {
      noStore(reply);
      try {
        const form = formOf(req);
        const app = await authenticateClient(deps, clientOf(req, form));
        return await grantTokens(deps, app, {
          grantType: form.get('grant_type') ?? undefined,
          code: form.get('code') ?? undefined,
          redirectUri: form.get('redirect_uri') ?? undefined,
          codeVerifier: form.get('code_verifier') ?? undefined,
          refreshToken: form.get('refresh_token') ?? undefined,
          scope: form.get('scope') ?? undefined,
        });
      } catch (err) {
        return oauthFailure(req, reply, err, 'Basic');
      }
    });

    const userinfo = async (req: FastifyRequest, reply: FastifyReply) => {
      noStore(reply);
      try {
        const m = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(req.headers.authorization ?? '');
        if (!m) throw new OAuthError('invalid_token', 'a Bearer access token is required');
        return await userInfo(deps, m[1]);
      } catch (err) {
        return oauthFailure(req, reply, err, 'Bearer');
      }
    };
    scope.get('/oauth/userinfo', userinfo);
    scope.post('/oauth/userinfo', userinfo);
  });
}

function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}

/** The form, each parameter at most once (RFC 6749 3.2: a repeated parameter is invalid_request). */
function formOf(req: FastifyRequest): URLSearchParams {
  if (!(req.body instanceof URLSearchParams)) throw new OAuthError('invalid_request', 'the body must be application/x-www-form-urlencoded');
  const form = req.body;
  for (const key of new Set(form.keys())) if (form.getAll(key).length > 1) throw new OAuthError('invalid_request', `${key} is repeated`);
  return form;
}

/** client_secret_basic, client_secret_post or none (client_id alone); never two at once. */
function clientOf(req: FastifyRequest, form: URLSearchParams): ClientCredentials {
  const basic = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(req.headers.authorization ?? '');
  const bodyId = form.get('client_id') ?? undefined;
  const bodySecret = form.get('client_secret') ?? undefined;
  if (basic) {
    if (bodySecret !== undefined) throw new OAuthError('invalid_request', 'use one client authentication method');
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError('invalid_client', 'client authentication failed');
    const clientId = safeDecode(decoded.slice(0, colon));
    const secret = safeDecode(decoded.slice(colon + 1));
    if (bodyId !== undefined && bodyId !== clientId) throw new OAuthError('invalid_request', 'client_id does not match the credentials');
    return { clientId, secret };
  }
  if (!bodyId) throw new OAuthError('invalid_client', 'client authentication failed');
  return { clientId: bodyId, secret: bodySecret };
}

/** RFC 6749 2.3.1: the Basic credentials are form-encoded first. */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw new OAuthError('invalid_client', 'client authentication failed');
  }
}

function oauthFailure(req: FastifyRequest, reply: FastifyReply, err: unknown, scheme: 'Basic' | 'Bearer') {
  if (!(err instanceof OAuthError)) {
    req.log.error({ err }, 'oidc endpoint failed');
    return reply.code(500).send({ error: 'server_error' });
  }
  if (err.status === 401) reply.header('www-authenticate', scheme === 'Bearer' ? `Bearer error="${err.error}"` : 'Basic realm="oauth"');
  return reply.code(err.status).send({ error: err.error, error_description: err.description });
}
