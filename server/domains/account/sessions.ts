import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appRefreshTokens, appTokens, members, sessions } from '../../db/schema';
import { AppError } from '../../gateway/app-error';
import { revokeMemberTickets } from '../wechat/ticket';
import { hashToken, newToken } from '../../gateway/session';
import { after, limits } from './limits';
import { noteAudit } from '../../audit/scope';

/**
 * Sessions: tokens of 256 random bits, stored as sha256 hashes only. A member login gets an
 * access token (2 h) and a refresh token (30 days); each refresh rotates both (the old row is
 * revoked, the new row keeps the family), and a refresh token presented again after its rotation
 * revokes the whole family. Salesman and operator sessions have no refresh token.
 */

export interface IssuedTokens {
  token: string;
  refreshToken: string;
}

export async function createMemberSession(db: Db, now: Date, who: { memberId: number; companyId: number | null; family?: string }): Promise<IssuedTokens> {
  const token = newToken();
  const refreshToken = newToken();
  // The sign-in's entry names who signed in, in the company's log when it is a company session.
  noteAudit({ memberId: who.memberId, companyId: who.companyId, actorKind: 'member', actorId: who.memberId });
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    refreshHash: hashToken(refreshToken),
    family: who.family ?? randomUUID(),
    kind: 'member',
    memberId: who.memberId,
    companyId: who.companyId,
    expiresAt: after(now, limits.memberTokenTtlMs),
    refreshExpiresAt: after(now, limits.memberRefreshTtlMs),
  });
  return { token, refreshToken };
}

export async function createStaffSession(db: Db, now: Date, who: { kind: 'salesman'; memberId: number } | { kind: 'operator'; operatorId: number }) {
  const token = newToken();
  noteAudit(who.kind === 'operator' ? { actorKind: 'operator', actorId: who.operatorId } : { actorKind: 'member', actorId: who.memberId, memberId: who.memberId });
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    family: randomUUID(),
    kind: who.kind,
    memberId: who.kind === 'salesman' ? who.memberId : null,
    operatorId: who.kind === 'operator' ? who.operatorId : null,
    expiresAt: after(now, limits.staffTokenTtlMs),
  });
  return token;
}

/**
 * Rotates a refresh token: 14 when unknown; reuse of a rotated (revoked) one revokes every session
 * of its family and answers 14; 15 when the refresh token itself has expired.
 */
export async function rotateRefreshToken(db: Db, now: Date, refreshToken: string): Promise<IssuedTokens> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshHash, hashToken(refreshToken)))
    .limit(1);
  if (!row || row.kind !== 'member' || row.memberId === null) throw new AppError(14, 'gateway.14');
  if (row.revokedAt) {
    await revokeFamily(db, now, row.family);
    throw new AppError(14, 'gateway.14');
  }
  if (!row.refreshExpiresAt || row.refreshExpiresAt.getTime() <= now.getTime()) throw new AppError(15, 'gateway.15');
  // A member disabled since the login gets no new tokens.
  const [member] = await db.select({ status: members.status }).from(members).where(eq(members.id, row.memberId)).limit(1);
  if (member?.status !== 'active') throw new AppError(14, 'gateway.14');
  // Only one concurrent rotation wins; the loser is treated as a reuse.
  const won = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (won.length === 0) {
    await revokeFamily(db, now, row.family);
    throw new AppError(14, 'gateway.14');
  }
  return createMemberSession(db, now, { memberId: row.memberId, companyId: row.companyId, family: row.family });
}

export async function revokeFamily(db: Db, now: Date, family: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.family, family), isNull(sessions.revokedAt)));
}

/**
 * Logout, password changes and resets and a mobile change revoke every session of the member
 * (any kind) and its WeChat tickets, which would otherwise sign it in again (decision 0006).
 */
export async function revokeMemberSessions(db: Db, now: Date, memberId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  await revokeMemberTickets(db, now, memberId);
}

/**
 * A credential change (password change or reset, mobile change) may follow a takeover, so it also
 * ends what apps hold for the member: their access and refresh tokens. Consents stay: an app's next
 * sign-in asks only for the new credentials. Logout does not call this: offline access is granted
 * to outlive the portal session, and the member withdraws it on the authorised apps page.
 */
export async function revokeMemberCredentials(db: Db, now: Date, memberId: number) {
  await revokeMemberSessions(db, now, memberId);
  await db.delete(appRefreshTokens).where(eq(appRefreshTokens.memberId, memberId));
  await db.delete(appTokens).where(eq(appTokens.memberId, memberId));
}

export async function revokeOperatorSessions(db: Db, now: Date, operatorId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.operatorId, operatorId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, now: Date, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
