import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { appTokens, companies, members } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../gateway/session';
import { findApp, redeemable, spendCode, type AppRow } from './codes';
import { keyring } from './keys';
import { parseScope, scopeText, type Scope } from './scopes';

/**
 * The token endpoint's authorization_code grant and the userinfo endpoint (RFC 6749 4.1.3, 5;
 * OpenID Connect Core 3.1.3, 5.3). Errors are OAuth's: { error, error_description } and a status.
 */

const ACCESS_TOKEN_TTL_S = 3600;
const ID_TOKEN_TTL_S = 600;

export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_token',
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
}

export async function grantTokens(deps: Deps, app: AppRow, r: TokenRequest) {
  if (r.grantType !== 'authorization_code') throw new OAuthError('unsupported_grant_type', 'only authorization_code is supported');
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

  const accessToken = newToken();
  await deps.db.delete(appTokens).where(lt(appTokens.expiresAt, now));
  await deps.db.insert(appTokens).values({
    tokenHash: hashToken(accessToken),
    appId: app.appId,
    memberId: row.memberId,
    companyId: row.companyId,
    scope: row.scope,
    codeId: row.id,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000),
  });
  const iat = Math.floor(now.getTime() / 1000);
  const ring = await keyring(deps);
  const idToken = await ring.sign({
    iss: deps.config.oidc.issuer,
    sub: claims.sub,
    aud: app.appId,
    iat,
    exp: iat + ID_TOKEN_TTL_S,
    ...(row.nonce ? { nonce: row.nonce } : {}),
    ...claims.profile,
  });
  return { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S, id_token: idToken, scope: scopeText(scopes) };
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
