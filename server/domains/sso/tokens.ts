import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { appTokens, companies, members } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../gateway/session';
import { findApp, redeemable, spendCode, type AppRow } from './codes';
import { hasConsent } from './consents';
import { keyring } from './keys';
import { issueRefreshToken, spendRefreshToken } from './refresh';
import { covers, parseScope, scopeText, type Scope } from './scopes';

/**
 * The token endpoint's authorization_code and refresh_token grants and the userinfo endpoint (RFC 6749 4.1.3, 5, 6;
 * OpenID Connect Core 3.1.3, 5.3). Errors are OAuth's: { error, error_description } and a status.
 */

const ACCESS_TOKEN_TTL_S = 3600;
const ID_TOKEN_TTL_S = 600;

export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'invalid_scope' | 'unsupported_grant_type' | 'invalid_token',
    readonly description: string,
    readonly status = error === 'invalid_client' || error === 'invalid_token' ? 401 : 400,
  ) {
    super(description);
  }
}

export interface ClientCredentials {
  clientId: string;
  /** Undefined: a public client (no secret sent). */
  secret?: string;
}

/** The app the request authenticates as: a confidential app must send its secret, a public one none. */
export async function authenticateClient(deps: Deps, c: ClientCredentials): Promise<AppRow> {
  const app = await findApp(deps.db, c.clientId);
  const bad = new OAuthError('invalid_client', 'client authentication failed');
  if (!app) throw bad;
  if (app.secretHash === null) {
    if (c.secret !== undefined) throw bad;
    return app;
  }
  if (c.secret === undefined) throw bad;
  const a = Buffer.from(hashToken(c.secret));
  const b = Buffer.from(app.secretHash);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw bad;
  return app;
}

export interface TokenRequest {
  grantType: string | undefined;
  code: string | undefined;
  redirectUri: string | undefined;
  codeVerifier: string | undefined;
  refreshToken: string | undefined;
  /** refresh_token only: a narrower scope than the chain's (RFC 6749 6). */
  scope: string | undefined;
}

export async function grantTokens(deps: Deps, app: AppRow, r: TokenRequest) {
  if (r.grantType === 'authorization_code') return codeGrant(deps, app, r);
  if (r.grantType === 'refresh_token') return refreshGrant(deps, app, r);
  throw new OAuthError('unsupported_grant_type', 'authorization_code and refresh_token are supported');
}

async function codeGrant(deps: Deps, app: AppRow, r: TokenRequest) {
  if (!r.code || !r.redirectUri) throw new OAuthError('invalid_request', 'code and redirect_uri are required');
  const now = deps.clock.now();
  const spent = await spendCode(deps.db, r.code, now);
  const invalid = new OAuthError('invalid_grant', 'the code is invalid, expired, already used, or was issued for another client or redirect_uri');
  if (!spent.ok) throw invalid;
  const { row } = spent;
  const scopes = parseScope(row.scope);
  if (row.appId !== app.appId || row.redirectUri !== r.redirectUri || !scopes.includes('openid')) throw invalid;
  if (!(await redeemable(deps.db, row, r.codeVerifier))) throw invalid;
  const claims = await memberClaims(deps, row.memberId, row.companyId, scopes);
  if (!claims) throw invalid;
  const grant = { appId: app.appId, memberId: row.memberId, companyId: row.companyId, scope: row.scope };
  // The member allowed offline_access on the consent screen (remembered per app): a chain starts here.
  const refresh = scopes.includes('offline_access') ? await issueRefreshToken(deps.db, now, grant) : null;
  return issueTokens(deps, now, grant, scopes, claims, { codeId: row.id, chainId: refresh?.chainId ?? null, nonce: row.nonce, refreshToken: refresh?.token ?? null });
}

/**
 * RFC 6749 6 with rotation: the token is spent and the next one of its chain issued, with a new
 * access token and ID token (no nonce: OpenID Connect Core 12.2). The consent must still cover
 * the chain's scope; a narrower `scope` narrows this access token, not the chain.
 */
async function refreshGrant(deps: Deps, app: AppRow, r: TokenRequest) {
  if (!r.refreshToken) throw new OAuthError('invalid_request', 'refresh_token is required');
  const now = deps.clock.now();
  const invalid = new OAuthError('invalid_grant', 'the refresh token is invalid, expired, revoked or already used');
  const spent = await spendRefreshToken(deps.db, now, r.refreshToken, app.appId);
  if (!spent.ok) throw invalid;
  const { row } = spent;
  const chainScopes = parseScope(row.scope);
  if (!(await hasConsent(deps.db, row.memberId, row.appId, chainScopes))) throw invalid;
  let scopes = chainScopes;
  if (r.scope !== undefined) {
    const asked = r.scope.split(' ').filter(Boolean);
    if (!covers(row.scope, asked)) throw new OAuthError('invalid_scope', 'the scope asked for is wider than the one granted');
    scopes = parseScope(r.scope);
  }
  const claims = await memberClaims(deps, row.memberId, row.companyId, scopes);
  if (!claims) throw invalid;
  const grant = { appId: app.appId, memberId: row.memberId, companyId: row.companyId, scope: row.scope };
  const next = await issueRefreshToken(deps.db, now, grant, row.chainId);
  return issueTokens(deps, now, { ...grant, scope: scopeText(scopes) }, scopes, claims, { codeId: null, chainId: row.chainId, nonce: null, refreshToken: next.token });
}

async function issueTokens(
  deps: Deps,
  now: Date,
  grant: { appId: string; memberId: number; companyId: number | null; scope: string },
  scopes: readonly Scope[],
  claims: NonNullable<Awaited<ReturnType<typeof memberClaims>>>,
  o: { codeId: number | null; chainId: string | null; nonce: string | null; refreshToken: string | null },
) {
  const accessToken = newToken();
  await deps.db.delete(appTokens).where(lt(appTokens.expiresAt, now));
  await deps.db.insert(appTokens).values({
    tokenHash: hashToken(accessToken),
    ...grant,
    codeId: o.codeId,
    chainId: o.chainId,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000),
  });
  const iat = Math.floor(now.getTime() / 1000);
  const ring = await keyring(deps);
  const idToken = scopes.includes('openid')
    ? await ring.sign({
        iss: deps.config.oidc.issuer,
        sub: claims.sub,
        aud: grant.appId,
        iat,
        exp: iat + ID_TOKEN_TTL_S,
        ...(o.nonce ? { nonce: o.nonce } : {}),
        ...claims.profile,
      })
    : null;
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    ...(idToken ? { id_token: idToken } : {}),
    ...(o.refreshToken ? { refresh_token: o.refreshToken } : {}),
    scope: scopeText(scopes),
  };
}

/** The claims a member's scopes release; null when the member (or the membership) is gone. */
async function memberClaims(deps: Deps, memberId: number, companyId: number | null, scopes: readonly Scope[]) {
  const [m] = await deps.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!m || m.status !== 'active') return null;
  const profile: Record<string, unknown> = {};
  if (scopes.includes('profile')) Object.assign(profile, { name: m.name, preferred_username: m.code });
  if (scopes.includes('phone')) Object.assign(profile, { phone_number: `+${m.nationCode} ${m.mobile}`, phone_number_verified: true });
  if (scopes.includes('company') && companyId !== null) {
    const [c] = await deps.db.select({ code: companies.code, name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
    if (c) Object.assign(profile, { company_code: c.code, company_name: c.name });
  }
  // The member code is the stable subject: never reassigned, and not the table's sequence.
  return { sub: m.code, profile };
}

export async function userInfo(deps: Deps, accessToken: string) {
  const now = deps.clock.now();
  const [t] = await deps.db
    .select()
    .from(appTokens)
    .where(and(eq(appTokens.tokenHash, hashToken(accessToken)), gt(appTokens.expiresAt, now)))
    .limit(1);
  if (!t) throw new OAuthError('invalid_token', 'the access token is invalid, expired or revoked');
  const claims = await memberClaims(deps, t.memberId, t.companyId, parseScope(t.scope));
  if (!claims) throw new OAuthError('invalid_token', 'the access token is invalid, expired or revoked');
  return { sub: claims.sub, ...claims.profile };
}
