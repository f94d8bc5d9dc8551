import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { LoginInfo } from '#shared/contract/account';
import type { AppInfo } from '#shared/contract/sso';
import { ErrorCode } from '#shared/contract/errors';
import type { Lang } from '#shared/rules/texts';
import { apps, appTokens, authCodes } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { hashToken, newToken, type Principal } from '../../gateway/session';
import { findMemberById, membership } from '../account/accounts';
import { startMemberLogin } from '../account/login-info';
import type { SessionClient } from '../account/devices';
import { consentOf, hasConsent, recordConsent } from './consents';
import { parseScope, scopeText } from './scopes';

/**
 * Auth codes for registered apps (decision 0023): issued to a signed-in member for one of the app's
 * registered redirect URIs (compared exactly, character for character; anything else is 1003),
 * random, stored hashed, 60 seconds, single use, PKCE S256 when the app sends a challenge. A code
 * without the openid scope is exchanged by sso/validate/authcode (which must name the app as
 * `source`); one with it only at the token endpoint. A failed exchange spends the code all the same.
 */

export const AUTH_CODE_TTL_MS = 60_000;
const DAY_MS = 86_400_000;

export type AppRow = typeof apps.$inferSelect;
export type CodeRow = typeof authCodes.$inferSelect;

export async function findApp(db: Db, appId: string): Promise<AppRow | null> {
  const [app] = await db.select().from(apps).where(eq(apps.appId, appId)).limit(1);
  return app ?? null;
}

export async function appInfo(deps: Deps, principal: Principal, p: { appId: string; scope?: string }): Promise<AppInfo> {
  const app = await findApp(deps.db, p.appId);
  if (!app) throw new AppError(ErrorCode.notFound, 'member.app.notFound', {}, 'appId');
  const consented = await hasConsent(deps.db, principal.memberId!, app.appId, parseScope(p.scope));
  return { appId: app.appId, name: app.name, redirectUris: app.redirectUris, consented };
}

export interface CodeRequest {
  appId: string;
  redirectUri: string;
  scope?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256';
  nonce?: string;
}

export async function issueAuthCode(deps: Deps, principal: Principal, p: CodeRequest) {
  const app = await findApp(deps.db, p.appId);
  if (!app) throw new AppError(ErrorCode.notFound, 'member.app.notFound', {}, 'appId');
  if (!app.redirectUris.includes(p.redirectUri)) throw new AppError(ErrorCode.forbidden, 'member.app.redirectNotAllowed', {}, 'redirectUri');
  // A challenge without its method would be "plain" (RFC 7636 4.3), which the portal does not take.
  if (p.codeChallenge && p.codeChallengeMethod !== 'S256') throw new AppError(ErrorCode.invalidParams, 'sso.pkce.method', {}, 'codeChallengeMethod');
  if (p.codeChallenge && p.codeChallenge.length !== 43) throw new AppError(ErrorCode.invalidParams, 'sso.pkce.challenge', {}, 'codeChallenge');
  const scopes = parseScope(p.scope);
  // A public client's OpenID Connect code is redeemed by nobody but the holder of the verifier.
  if (scopes.includes('openid') && app.secretHash === null && !p.codeChallenge) throw new AppError(ErrorCode.invalidParams, 'sso.pkce.required', {}, 'codeChallenge');
  const now = deps.clock.now();
  const code = newToken();
  await deps.db.delete(authCodes).where(lt(authCodes.expiresAt, new Date(now.getTime() - DAY_MS)));
  await recordConsent(deps.db, principal.memberId!, app.appId, scopes, now);
  await deps.db.insert(authCodes).values({
    codeHash: hashToken(code),
    memberId: principal.memberId!,
    companyId: principal.companyId,
    appId: app.appId,
    redirectUri: p.redirectUri,
    scope: scopeText(scopes),
    codeChallenge: p.codeChallenge ?? null,
    nonce: p.nonce ?? null,
    expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_MS),
  });
  return { code, redirectUri: p.redirectUri };
}

/** S256: BASE64URL(SHA256(verifier)) equals the challenge. */
export function pkceMatches(challenge: string, verifier: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export type Spent = { ok: true; row: CodeRow } | { ok: false; replayed: boolean };

/**
 * Spends a code (one conditional UPDATE: of two concurrent exchanges one wins). A code that was
 * already spent is a replay: the access tokens issued for it are revoked (RFC 6749 4.1.2).
 */
export async function spendCode(db: Db, code: string, now: Date): Promise<Spent> {
  const hash = hashToken(code);
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.codeHash, hash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .returning();
  if (row) return { ok: true, row };
  const [old] = await db.select({ id: authCodes.id, usedAt: authCodes.usedAt }).from(authCodes).where(eq(authCodes.codeHash, hash)).limit(1);
  if (old?.usedAt) {
    await db.delete(appTokens).where(eq(appTokens.codeId, old.id));
    return { ok: false, replayed: true };
  }
  return { ok: false, replayed: false };
}

/** Whether a spent code may still be redeemed: PKCE verifier, consent not revoked since. */
export async function redeemable(db: Db, row: CodeRow, verifier: string | undefined): Promise<boolean> {
  if (row.codeChallenge ? !verifier || !pkceMatches(row.codeChallenge, verifier) : verifier !== undefined) return false;
  return (await consentOf(db, row.memberId, row.appId)) !== null;
}

export async function exchangeAuthCode(deps: Deps, lang: Lang, p: { source: string; code: string; codeVerifier?: string }, client: SessionClient): Promise<LoginInfo> {
  const now = deps.clock.now();
  const invalid = () => new AppError(ErrorCode.refused, 'member.authCode.invalid', {}, 'code');
  const spent = await spendCode(deps.db, p.code, now);
  if (!spent.ok) throw invalid();
  const { row } = spent;
  // OpenID Connect codes go to the token endpoint only: a portal session is not what the app asked for.
  if (row.appId !== p.source || parseScope(row.scope).includes('openid')) throw invalid();
  if (!(await redeemable(deps.db, row, p.codeVerifier))) throw invalid();
  const member = await findMemberById(deps.db, row.memberId);
  if (!member || member.status !== 'active') throw invalid();
  const company = row.companyId === null ? null : await membership(deps.db, member.id, { id: row.companyId });
  if (row.companyId !== null && !company) throw invalid();
  // The session is the app's (decision 0050): listed with the app's name, no new-device notice.
  return startMemberLogin(deps.db, now, lang, member, company, { ...client, appId: row.appId });
}
