import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { OidcProvider } from './settings';
import { OIDC_STANDIN_PREFIX } from './settings';

/**
 * The gateway as OpenID Connect relying party (openid-client): discovery, the authorization URL
 * (code + PKCE S256 + state + nonce) and the code exchange with the ID token checked (signature,
 * issuer, audience, nonce, expiry). Discovered metadata is kept per provider for 10 minutes
 * (only metadata: every process can discover on its own); a failed discovery is not kept.
 */

export type OidcFailure = 'unavailable' | 'code' | 'denied' | 'provider';

/** A failure the visitor is told about by its reason; the cause goes to the log. */
export class OidcError extends Error {
  constructor(
    readonly reason: OidcFailure,
    readonly cause?: unknown,
  ) {
    super(reason);
  }
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  name: string | null;
  email: string | null;
}

const METADATA_TTL_MS = 10 * 60_000;
const TIMEOUT_S = 8;

export interface RelyingParty {
  authorizationUrl(p: OidcProvider, a: { redirectUri: string; state: string; nonce: string; codeVerifier: string; lang: string }): Promise<URL>;
  exchange(p: OidcProvider, a: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string }): Promise<OidcIdentity>;
}

export function relyingParty(app: FastifyInstance, port: number): RelyingParty {
  const cache = new Map<string, { config: client.Configuration; until: number }>();
  const fetcher = loopbackFetch(app, port);

  async function configFor(p: OidcProvider): Promise<client.Configuration> {
    const hit = cache.get(p.id);
    if (hit && hit.until > Date.now()) return hit.config;
    const insecure = new URL(p.issuer).protocol === 'http:';
    try {
      const config = await client.discovery(new URL(p.issuer), p.clientId, undefined, client.ClientSecretBasic(p.clientSecret), {
        [client.customFetch]: fetcher,
        timeout: TIMEOUT_S,
        // Production allows http only to loopback (config-required.ts); the stand-in is http.
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      });
      cache.set(p.id, { config, until: Date.now() + METADATA_TTL_MS });
      return config;
    } catch (err) {
      throw new OidcError('unavailable', err);
    }
  }

  return {
    async authorizationUrl(p, a) {
      const config = await configFor(p);
      return client.buildAuthorizationUrl(config, {
        redirect_uri: a.redirectUri,
        scope: 'openid profile email',
        state: a.state,
        nonce: a.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(a.codeVerifier),
        code_challenge_method: 'S256',
        ui_locales: a.lang,
      });
    },

    async exchange(p, a) {
      const config = await configFor(p);
      let tokens;
      try {
        tokens = await client.authorizationCodeGrant(config, a.callbackUrl, {
          pkceCodeVerifier: a.codeVerifier,
          expectedState: a.state,
          expectedNonce: a.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        throw new OidcError(failureOf(err), err);
      }
      const claims = tokens.claims();
      if (!claims?.sub) throw new OidcError('provider');
      let profile: Record<string, unknown> = claims;
      // Many providers keep name and e-mail out of the ID token: ask the userinfo endpoint, not required to sign in.
      if (claims.name === undefined && claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
        try {
          profile = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        } catch {
          /* the account's name is only shown, never needed */
        }
      }
      const str = (v: unknown, max: number) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null);
      return { issuer: claims.iss, subject: claims.sub, name: str(profile.name, 64), email: str(profile.email, 254) };
    },
  };
}

/** What a failed exchange means for the visitor: the provider refused the code, the visitor declined, the provider is unreachable, or it answered wrongly. */
function failureOf(err: unknown): OidcFailure {
  if (err instanceof client.AuthorizationResponseError) return err.error === 'access_denied' ? 'denied' : 'provider';
  if (err instanceof client.ResponseBodyError) return err.error === 'invalid_grant' ? 'code' : 'provider';
  // fetch's own failures (refused, reset, DNS, timeout) are TypeError / AbortError / TimeoutError.
  if (err instanceof TypeError || (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError'))) return 'unavailable';
  if (err instanceof client.ClientError && /fetch|network|timeout/i.test(err.message)) return 'unavailable';
  return 'provider';
}

/**
 * Requests to this gateway's own stand-in IdP run in-process (app.inject): tests have no
 * listening port. The Host header is kept, so the stand-in answers URLs of its issuer.
 * Everything else goes over the network.
 */
function loopbackFetch(app: FastifyInstance, port: number): client.CustomFetch {
  return async (url, options) => {
    const u = new URL(url);
    const loopback = (u.hostname === '127.0.0.1' || u.hostname === 'localhost') && Number(u.port || 80) === port;
    if (!loopback || !u.pathname.startsWith(`${OIDC_STANDIN_PREFIX}/`) || !app.hasRoute({ method: 'GET', url: `${OIDC_STANDIN_PREFIX}/*` })) {
      return fetch(url, options as RequestInit);
    }
    const headers: Record<string, string> = { host: u.host };
    new Headers(options.headers as HeadersInit).forEach((v, k) => (headers[k] = v));
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: u.pathname + u.search,
      headers,
      ...(options.body !== undefined && options.body !== null ? { payload: String(options.body) } : {}),
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}
