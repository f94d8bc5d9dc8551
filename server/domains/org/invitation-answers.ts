import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ReceivedInvitation } from '#shared/contract/invitation';
import { maskPhone } from '#shared/utils/phone-mask';
import type { Db } from '../../db/client';
import { companies, companyMembers, members, orgInvitations, orgMemberRoles, orgRoles } from '../../db/schema';
import { notFound, refuse } from '../../gateway/app-error';
import { notifyMember } from '../message/notify';

/**
 * The invitee's side (memberInvitation/*). An invitation is addressed to the account that held the
 * mobile when it was sent, or, when no account did, to whoever holds that mobile now (the person
 * registered since). Nobody else can see or answer it: others' ids answer 1005, as unknown ids do.
 */

async function me(db: Db, memberId: number) {
  const [m] = await db.select({ id: members.id, nationCode: members.nationCode, mobile: members.mobile }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!m) throw notFound('org.invitation.notFound');
  return m;
}

const addressedTo = (m: { id: number; nationCode: string; mobile: string }) =>
  or(eq(orgInvitations.memberId, m.id), and(isNull(orgInvitations.memberId), eq(orgInvitations.nationCode, m.nationCode), eq(orgInvitations.mobile, m.mobile)))!;

export async function myInvitations(db: Db, now: Date, memberId: number): Promise<ReceivedInvitation[]> {
  const m = await me(db, memberId);
  const rows = await db
    .select({
      id: orgInvitations.id,
      companyName: companies.name,
      roles: sql<string[]>`coalesce((select array_agg(r.name order by r.name) from ${orgRoles} r where r.company_id = ${orgInvitations.companyId} and r.id = any(${orgInvitations.roleIds})), '{}')`,
      createdAt: orgInvitations.createdAt,
      expiresAt: orgInvitations.expiresAt,
    })
    .from(orgInvitations)
    .innerJoin(companies, eq(companies.id, orgInvitations.companyId))
    .where(and(addressedTo(m), eq(orgInvitations.status, 'pending'), gt(orgInvitations.expiresAt, now)))
    .orderBy(asc(orgInvitations.createdAt))
    .limit(50);
  return rows.map((r) => ({ invitationId: r.id, companyName: r.companyName, roles: r.roles, invitedAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString() }));
}

/**
 * Accepting is one transaction: the conditional update (still pending, unexpired, addressed to me,
 * company present) lets exactly one of parallel answers through, then the membership and the
 * invited roles that still exist are written. Anything refused leaves no trace.
 */
export async function acceptInvitation(db: Db, now: Date, memberId: number, invitationId: number) {
  const m = await me(db, memberId);
  const joined = await db.transaction(async (tx) => {
    const [inv] = await tx
      .update(orgInvitations)
      .set({ status: 'accepted', decidedAt: now, memberId: m.id })
      .where(
        and(
          eq(orgInvitations.id, invitationId),
          addressedTo(m),
          eq(orgInvitations.status, 'pending'),
          gt(orgInvitations.expiresAt, now),
          sql`exists (select 1 from ${companies} c where c.id = ${orgInvitations.companyId})`,
        ),
      )
      .returning({ companyId: orgInvitations.companyId, roleIds: orgInvitations.roleIds, invitedBy: orgInvitations.invitedBy, mobile: orgInvitations.mobile });
    if (!inv) return null;
    const added = await tx.insert(companyMembers).values({ companyId: inv.companyId, memberId: m.id }).onConflictDoNothing().returning({ id: companyMembers.memberId });
    if (!added.length) throw refuse('org.invitation.alreadyMember');
    // Roles deleted since the invitation was sent are skipped.
    const roles = inv.roleIds.length
      ? await tx
          .select({ id: orgRoles.id })
          .from(orgRoles)
          .where(and(eq(orgRoles.companyId, inv.companyId), inArray(orgRoles.id, inv.roleIds)))
      : [];
    if (roles.length)
      await tx
        .insert(orgMemberRoles)
        .values(roles.map((r) => ({ companyId: inv.companyId, memberId: m.id, roleId: r.id })))
        .onConflictDoNothing();
    const [c] = await tx.select({ code: companies.code, name: companies.name }).from(companies).where(eq(companies.id, inv.companyId));
    await notifyMember(tx, inv.invitedBy, { key: 'org.invitation.notice.accepted', vars: { mobile: maskPhone(inv.mobile) }, publisher: c.name, at: now });
    return { companyCode: c.code, companyName: c.name };
  });
  if (joined) return joined;
  return explainRefusal(db, now, m, invitationId);
}

export async function declineInvitation(db: Db, now: Date, memberId: number, invitationId: number) {
  const m = await me(db, memberId);
  const [inv] = await db
    .update(orgInvitations)
    .set({ status: 'declined', decidedAt: now, memberId: m.id })
    .where(and(eq(orgInvitations.id, invitationId), addressedTo(m), eq(orgInvitations.status, 'pending'), gt(orgInvitations.expiresAt, now)))
    .returning({ invitedBy: orgInvitations.invitedBy, mobile: orgInvitations.mobile, companyId: orgInvitations.companyId });
  if (!inv) return explainRefusal(db, now, m, invitationId);
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, inv.companyId));
  await notifyMember(db, inv.invitedBy, { key: 'org.invitation.notice.declined', vars: { mobile: maskPhone(inv.mobile) }, publisher: c?.name ?? '', at: now });
  return { status: 'declined' as const };
}

/** Why an answer did not go through (read after the fact; a pending row past its date is closed as expired here). */
async function explainRefusal(db: Db, now: Date, m: { id: number; nationCode: string; mobile: string }, invitationId: number): Promise<never> {
  const [inv] = await db
    .select({ status: orgInvitations.status, expiresAt: orgInvitations.expiresAt, company: companies.id })
    .from(orgInvitations)
    .leftJoin(companies, eq(companies.id, orgInvitations.companyId))
    .where(and(eq(orgInvitations.id, invitationId), addressedTo(m)))
    .limit(1);
  if (!inv) throw notFound('org.invitation.notFound');
  if (inv.status === 'pending' && inv.expiresAt <= now) {
    await db
      .update(orgInvitations)
      .set({ status: 'expired', decidedAt: now })
      .where(and(eq(orgInvitations.id, invitationId), eq(orgInvitations.status, 'pending'), lte(orgInvitations.expiresAt, now)));
    throw refuse('org.invitation.expired');
  }
  if (inv.status === 'expired') throw refuse('org.invitation.expired');
  if (inv.company === null) throw refuse('org.invitation.companyGone');
  throw refuse('org.invitation.closed');
}
