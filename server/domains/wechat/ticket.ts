import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import type { Db } from '../../db/client';
import { memberWechats, wechatTickets } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { hashToken, newToken } from '../../gateway/session';

/**
 * The WeChat ticket (decision 0006): proof that this browser was authorised as a WeChat user by
 * the gateway's OAuth callback. A random token of 256 bits, stored only as its sha256, kept by
 * the browser in an HttpOnly cookie that the gateway reads for the WeChat-acting commands only
 * (gateway/wx-ticket-cookie.ts). The union id alone, which is not secret, never signs anyone in.
 *
 * Revocable: logout, a password change or reset, a mobile change and unbinding revoke the tickets
 * of the member (those that bound or signed in as it, and those of the WeChat bound to it). A
 * missing, unknown, expired or revoked ticket all answer the same (1006, authorise again).
 */
export interface WxIdentity {
  openid: string;
  unionid: string;
}

export interface WxTicket extends WxIdentity {
  id: number;
}

/** A week: inside WeChat a new authorisation is a silent redirect (snsapi_base), so a short life costs little. */
export const TICKET_TTL_MS = 7 * 86400_000;

/** newToken(): 32 random bytes, base64url. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function issueTicket(db: Db, now: Date, id: WxIdentity): Promise<string> {
  const token = newToken();
  // Tickets of this WeChat that can no longer be used go when it gets a new one (the table stays small).
  await db.delete(wechatTickets).where(and(eq(wechatTickets.unionid, id.unionid), or(lte(wechatTickets.expiresAt, now), sql`${wechatTickets.revokedAt} is not null`)));
  await db.insert(wechatTickets).values({
    tokenHash: hashToken(token),
    unionid: id.unionid,
    openid: id.openid,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  return token;
}

/** The live ticket behind a cookie value, or null (none, malformed, unknown, expired or revoked). */
export async function findTicket(db: Db, now: Date, token: string | null | undefined): Promise<WxTicket | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ id: wechatTickets.id, openid: wechatTickets.openid, unionid: wechatTickets.unionid })
    .from(wechatTickets)
    .where(and(eq(wechatTickets.tokenHash, hashToken(token)), isNull(wechatTickets.revokedAt), gt(wechatTickets.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** The ticket a WeChat-acting command needs: 1006 (authorise again) when there is no live one. */
export async function requireTicket(deps: Deps, token: string | null | undefined): Promise<WxTicket> {
  const ticket = await findTicket(deps.db, deps.clock.now(), token);
  if (!ticket) throw new AppError(ErrorCode.refused, 'wechat.ticket.invalid', {}, 'wxTicket');
  return ticket;
}

/** Records the member a ticket bound or signed in as, so that member's logout revokes it. */
export async function noteTicketMember(db: Db, ticketId: number, memberId: number) {
  await db.update(wechatTickets).set({ memberId }).where(eq(wechatTickets.id, ticketId));
}

/** The ticket a browser held before a new authorisation replaced it. */
export async function revokeTicket(db: Db, now: Date, token: string | null | undefined) {
  if (!token || !TOKEN_SHAPE.test(token)) return;
  await db
    .update(wechatTickets)
    .set({ revokedAt: now })
    .where(and(eq(wechatTickets.tokenHash, hashToken(token)), isNull(wechatTickets.revokedAt)));
}

/** Every live ticket that acted for the member or belongs to a WeChat bound to it (call before unbinding). */
export async function revokeMemberTickets(db: Db, now: Date, memberId: number) {
  const bound = db.select({ unionid: memberWechats.unionid }).from(memberWechats).where(eq(memberWechats.memberId, memberId));
  await db
    .update(wechatTickets)
    .set({ revokedAt: now })
    .where(and(isNull(wechatTickets.revokedAt), or(eq(wechatTickets.memberId, memberId), inArray(wechatTickets.unionid, bound))));
}

/** Every live ticket of these WeChats (unbinding them). */
export async function revokeWeChatTickets(db: Db, now: Date, unionids: string[]) {
  if (unionids.length === 0) return;
  await db
    .update(wechatTickets)
    .set({ revokedAt: now })
    .where(and(isNull(wechatTickets.revokedAt), inArray(wechatTickets.unionid, unionids)));
}
