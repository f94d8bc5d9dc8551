import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appRefreshTokens, appTokens, members, sessions } from '../../db/schema';
import { AppError } from '../../gateway/app-error';
import { hashToken, newToken } from '../../gateway/session';
import { clientColumns, endOtherSessions, enforceSessionLimit, fingerprintOf, isNewDevice, noticeNewDevice, type SessionClient } from './devices';
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

/**
 * A member sign-in (decision 0050): a device the member has not used in 90 days gets an in-site
 * notice (not an app's sign-in, which the member just approved), and the company's limit of
 * sessions per member ends the oldest ones beyond it.
 */
export async function createMemberSession(db: Db, now: Date, who: { memberId: number; companyId: number | null }, client: SessionClient): Promise<IssuedTokens> {
  const token = newToken();
  const refreshToken = newToken();
  // The sign-in's entry names who signed in, in the company's log when it is a company session.
  noteAudit({ memberId: who.memberId, companyId: who.companyId, actorKind: 'member', actorId: who.memberId });
  const fresh = !client.appId && (await isNewDevice(db, now, who.memberId, fingerprintOf(client)));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    refreshHash: hashToken(refreshToken),
    family: randomUUID(),
    kind: 'member',
    memberId: who.memberId,
    companyId: who.companyId,
    expiresAt: after(now, limits.memberTokenTtlMs),
    refreshExpiresAt: after(now, limits.memberRefreshTtlMs),
    ...clientColumns(client, now),
  });
  if (fresh) await noticeNewDevice(db, now, who.memberId, client);
  if (who.companyId !== null) await enforceSessionLimit(db, now, who.memberId, who.companyId);
  return { token, refreshToken };
}

export async function createStaffSession(db: Db, now: Date, who: { kind: 'salesman'; memberId: number } | { kind: 'operator'; operatorId: number }, client: SessionClient) {
  const token = newToken();
  noteAudit(who.kind === 'operator' ? { actorKind: 'operator', actorId: who.operatorId } : { actorKind: 'member', actorId: who.memberId, memberId: who.memberId });
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    family: randomUUID(),
    kind: who.kind,
    memberId: who.kind === 'salesman' ? who.memberId : null,
    operatorId: who.kind === 'operator' ? who.operatorId : null,
    expiresAt: after(now, limits.staffTokenTtlMs),
    ...clientColumns(client, now),
  });
  return token;
}

/**
 * Rotates a refresh token: 14 when unknown; reuse of a rotated (revoked) one revokes every session
 * of its family and answers 14; 15 when the refresh token itself has expired.
 */
export async function rotateRefreshToken(db: Db, now: Date, refreshToken: string, client: SessionClient): Promise<IssuedTokens> {
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
  // The same sign-in goes on: its family, first use, kind and device; the address and agent of this request.
  const token = newToken();
  const next = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    refreshHash: hashToken(next),
    family: row.family,
    kind: 'member',
    memberId: row.memberId,
    companyId: row.companyId,
    expiresAt: after(now, limits.memberTokenTtlMs),
    refreshExpiresAt: after(now, limits.memberRefreshTtlMs),
    createdAt: row.createdAt,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 512),
    client: row.client,
    appId: row.appId,
    fingerprint: row.fingerprint,
    lastUsedAt: now,
  });
  return { token, refreshToken: next };
}

export async function revokeFamily(db: Db, now: Date, family: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.family, family), isNull(sessions.revokedAt)));
}

/**
 * Logout and a password reset revoke every session of the member (any kind) and its WeChat tickets,
 * which would otherwise sign it in again (decision 0006); a password or mobile change keeps the
 * session that made it (`keepSessionId`, decision 0050).
 */
export async function revokeMemberSessions(db: Db, now: Date, memberId: number, keepSessionId: number | null = null) {
  await endOtherSessions(db, now, memberId, keepSessionId);
}

/**
 * A credential change (password change or reset, mobile change) may follow a takeover, so it also
 * ends what apps hold for the member: their access and refresh tokens. Consents stay: an app's next
 * sign-in asks only for the new credentials. Logout does not call this: offline access is granted
 * to outlive the portal session, and the member withdraws it on the authorised apps page.
 */
export async function revokeMemberCredentials(db: Db, now: Date, memberId: number, keepSessionId: number | null = null) {
  await revokeMemberSessions(db, now, memberId, keepSessionId);
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
