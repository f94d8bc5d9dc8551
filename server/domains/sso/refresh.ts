import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { appRefreshTokens, appTokens } from '../../db/schema';
import type { Db } from '../../db/client';
import { hashToken, newToken } from '../../gateway/session';

/**
 * Refresh tokens for apps granted offline_access (decision 0035): opaque, stored hashed, 30 days
 * each, single use with rotation. A chain starts at the code exchange; every refresh spends its
 * token and issues the next of the same chain. A spent token presented again means two parties
 * hold the chain (one of them stole it), so the whole chain goes: its refresh tokens and the
 * access tokens it issued (RFC 9700 4.14.2). Revoking the app's consent deletes the chains too.
 */

const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;

type RefreshRow = typeof appRefreshTokens.$inferSelect;

interface ChainGrant {
  appId: string;
  memberId: number;
  companyId: number | null;
  scope: string;
}

/** The next refresh token of `chainId` (a new chain when null); answers the token and its chain. */
export async function issueRefreshToken(db: Db, now: Date, g: ChainGrant, chainId: string | null = null): Promise<{ token: string; chainId: string }> {
  const token = newToken();
  const chain = chainId ?? randomUUID();
  await db.delete(appRefreshTokens).where(lt(appRefreshTokens.expiresAt, now));
  await db.insert(appRefreshTokens).values({ tokenHash: hashToken(token), chainId: chain, ...g, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS), createdAt: now });
  return { token, chainId: chain };
}

type RefreshSpent = { ok: true; row: RefreshRow } | { ok: false; replayed: boolean };

/**
 * Spends a refresh token of `appId` (one conditional UPDATE: of two concurrent refreshes one wins,
 * the other is a replay). A spent token presented again by its app revokes its chain; another
 * app's token is refused and left alone (that app cannot have been the chain's holder).
 */
export async function spendRefreshToken(db: Db, now: Date, token: string, appId: string): Promise<RefreshSpent> {
  const hash = hashToken(token);
  const [row] = await db
    .update(appRefreshTokens)
    .set({ usedAt: now })
    .where(and(eq(appRefreshTokens.tokenHash, hash), eq(appRefreshTokens.appId, appId), isNull(appRefreshTokens.usedAt), gt(appRefreshTokens.expiresAt, now)))
    .returning();
  if (row) return { ok: true, row };
  const [old] = await db.select().from(appRefreshTokens).where(eq(appRefreshTokens.tokenHash, hash)).limit(1);
  if (old && old.appId === appId && old.usedAt) {
    await revokeChain(db, old.chainId);
    return { ok: false, replayed: true };
  }
  return { ok: false, replayed: false };
}

async function revokeChain(db: Db, chainId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(appRefreshTokens).where(eq(appRefreshTokens.chainId, chainId));
    await tx.delete(appTokens).where(eq(appTokens.chainId, chainId));
  });
}

/** Every chain of the member for the app (the consent was revoked). */
export async function revokeAppRefreshTokens(db: Db, memberId: number, appId: string) {
  await db.delete(appRefreshTokens).where(and(eq(appRefreshTokens.memberId, memberId), eq(appRefreshTokens.appId, appId)));
}
