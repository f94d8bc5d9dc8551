import { and, asc, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { INVITATION_DAYS, type InvitationStatus, type SentInvitation } from '#shared/contract/invitation';
import { maskPhone } from '#shared/utils/phone-mask';
import type { Db } from '../../db/client';
import { companies, companyMembers, members, orgInvitations, orgRoles } from '../../db/schema';
import { notFound, refuse, tooMany } from '../../gateway/app-error';
import { notifyMember } from '../message/notify';
import type { OrgActor } from './actor';
import { companyRoleIds } from './members';

/**
 * The inviting company's side of invitations (facInfo/addFacMember, facInvitation/*). The company
 * never learns whether a mobile has an account, nor the person's name, until they accept: every
 * answer carries the masked mobile only.
 */

/** Invitations a company may send in 24 hours (revoked ones count): enough to onboard a workshop, too few to spam strangers' inboxes. */
export const MAX_INVITATIONS_PER_DAY = 100;
const DAY_MS = 86_400_000;

export async function inviteMember(db: Db, now: Date, actor: OrgActor, p: { mobile: string; roleIds: number[] }): Promise<SentInvitation> {
  const roleIds = await companyRoleIds(db, actor.companyId, p.roleIds);
  const id = await db.transaction(async (tx) => {
    // One invite at a time per company, so the daily cap holds under parallel adds.
    await tx.execute(sql`select id from ${companies} where id = ${actor.companyId} for update`);
    const [person] = await tx
      .select({ id: members.id, inCompany: sql<boolean>`exists (select 1 from ${companyMembers} cm where cm.company_id = ${actor.companyId} and cm.member_id = ${members.id})` })
      .from(members)
      .where(and(eq(members.nationCode, '86'), eq(members.mobile, p.mobile)))
      .limit(1);
    if (person?.inCompany) throw refuse('org.member.exists');
    const addressed = and(eq(orgInvitations.companyId, actor.companyId), eq(orgInvitations.nationCode, '86'), eq(orgInvitations.mobile, p.mobile));
    // A pending invitation past its date no longer blocks a new one.
    await tx
      .update(orgInvitations)
      .set({ status: 'expired', decidedAt: now })
      .where(and(addressed, eq(orgInvitations.status, 'pending'), lte(orgInvitations.expiresAt, now)));
    const [sent] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orgInvitations)
      .where(and(eq(orgInvitations.companyId, actor.companyId), gt(orgInvitations.createdAt, new Date(now.getTime() - DAY_MS))));
    if (sent.n >= MAX_INVITATIONS_PER_DAY) throw tooMany('org.invitation.tooMany', { max: MAX_INVITATIONS_PER_DAY });
    // The partial unique index (one pending per company and mobile) decides between parallel adds.
    const [row] = await tx
      .insert(orgInvitations)
      .values({
        companyId: actor.companyId,
        nationCode: '86',
        mobile: p.mobile,
        memberId: person?.id ?? null,
        invitedBy: actor.memberId,
        roleIds,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: orgInvitations.id });
    if (!row) throw refuse('org.invitation.pending');
    if (person) {
      const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, actor.companyId));
      await notifyMember(tx, person.id, { key: 'org.invitation.notice.received', vars: { company: c.name, days: INVITATION_DAYS }, publisher: c.name, at: now });
    }
    return row.id;
  });
  const [sent] = (await listInvitations(db, now, actor.companyId, { id }, 1, 1)).list;
  return sent;
}

/** What the company sees of one invitation row: a pending one past its date reads as expired. */
export function effectiveStatus(status: string, expiresAt: Date, now: Date): InvitationStatus {
  return status === 'pending' && expiresAt <= now ? 'expired' : (status as InvitationStatus);
}

export async function listInvitations(db: Db, now: Date, companyId: number, p: { status?: InvitationStatus; id?: number }, page: number, rows: number) {
  const conds: SQL[] = [eq(orgInvitations.companyId, companyId)];
  if (p.id !== undefined) conds.push(eq(orgInvitations.id, p.id));
  const isPending = and(eq(orgInvitations.status, 'pending'), gt(orgInvitations.expiresAt, now))!;
  if (p.status === 'pending') conds.push(isPending);
  else if (p.status === 'expired') conds.push(or(eq(orgInvitations.status, 'expired'), and(eq(orgInvitations.status, 'pending'), lte(orgInvitations.expiresAt, now)))!);
  else if (p.status) conds.push(eq(orgInvitations.status, p.status));
  const list = await db
    .select({
      id: orgInvitations.id,
      mobile: orgInvitations.mobile,
      roleIds: orgInvitations.roleIds,
      status: orgInvitations.status,
      invitedBy: members.name,
      createdAt: orgInvitations.createdAt,
      expiresAt: orgInvitations.expiresAt,
      decidedAt: orgInvitations.decidedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orgInvitations)
    .innerJoin(members, eq(members.id, orgInvitations.invitedBy))
    .where(and(...conds))
    .orderBy(desc(sql`(${isPending})`), desc(orgInvitations.createdAt), desc(orgInvitations.id))
    .limit(rows)
    .offset((page - 1) * rows);
  const roleNames = await companyRoleNames(db, companyId);
  const out: SentInvitation[] = list.map((r) => ({
    invitationId: r.id,
    maskedMobile: maskPhone(r.mobile),
    roles: r.roleIds.filter((id) => roleNames.has(id)).map((roleId) => ({ roleId, name: roleNames.get(roleId)! })),
    status: effectiveStatus(r.status, r.expiresAt, now),
    invitedBy: r.invitedBy,
    invitedAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
  return { list: out, total: list[0]?.total ?? 0 };
}

/** Role id -> name of the company (roles are few per company; deleted ones drop out of invitations). */
export async function companyRoleNames(db: Db, companyId: number): Promise<Map<number, string>> {
  const rows = await db.select({ id: orgRoles.id, name: orgRoles.name }).from(orgRoles).where(eq(orgRoles.companyId, companyId)).orderBy(asc(orgRoles.name));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function revokeInvitation(db: Db, now: Date, actor: OrgActor, invitationId: number) {
  const mine = and(eq(orgInvitations.id, invitationId), eq(orgInvitations.companyId, actor.companyId));
  const [row] = await db
    .update(orgInvitations)
    .set({ status: 'revoked', decidedAt: now })
    .where(and(mine, eq(orgInvitations.status, 'pending')))
    .returning({ id: orgInvitations.id });
  if (row) return { status: 'revoked' as const };
  const [exists] = await db.select({ id: orgInvitations.id }).from(orgInvitations).where(mine).limit(1);
  if (!exists) throw notFound('org.invitation.notFound');
  throw refuse('org.invitation.closed');
}

/** Daily tidy-up: pending invitations past their date become expired (reads treat them so already). */
export async function expireInvitations(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(orgInvitations)
    .set({ status: 'expired', decidedAt: now })
    .where(and(eq(orgInvitations.status, 'pending'), lte(orgInvitations.expiresAt, now)))
    .returning({ id: orgInvitations.id });
  return rows.length;
}
