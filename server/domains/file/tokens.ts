import { and, eq, gt, isNull } from 'drizzle-orm';
import { uploadTokens } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../gateway/session';

/** Upload tokens: random, stored hashed, single use, 10 minutes (support/file/requestUploadToken). */
export const UPLOAD_TOKEN_TTL_S = 600;

export async function issueUploadToken(deps: Deps, t: { memberId: number; companyId: number | null; appType: string; bizId: string | null }) {
  const token = newToken();
  const now = deps.clock.now();
  await deps.db.insert(uploadTokens).values({
    tokenHash: hashToken(token),
    memberId: t.memberId,
    companyId: t.companyId,
    appType: t.appType,
    bizId: t.bizId,
    expiresAt: new Date(now.getTime() + UPLOAD_TOKEN_TTL_S * 1000),
    createdAt: now,
  });
  return token;
}

/** Spends a token (one conditional UPDATE, so a token is used once even under races). */
export async function spendUploadToken(deps: Deps, token: string) {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(uploadTokens)
    .set({ usedAt: now })
    .where(and(eq(uploadTokens.tokenHash, hashToken(token)), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** What a token is for, without spending it (the upload checks the file against it first). */
export async function peekUploadToken(deps: Deps, token: string) {
  const [row] = await deps.db
    .select({ appType: uploadTokens.appType, companyId: uploadTokens.companyId })
    .from(uploadTokens)
    .where(and(eq(uploadTokens.tokenHash, hashToken(token)), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, deps.clock.now())))
    .limit(1);
  return row ?? null;
}
