import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { noteAudit } from '../../audit/scope';
import type { CompanyMember, RoleRef } from '#shared/contract/org';
import type { Db } from '../../db/client';
import { numberedPage } from '../../db/keyset';
import { counted } from '../../db/list-counters';
import { companyMembers, members, orgDepartmentMembers, orgDepartments, orgDisabledMembers, orgGroupMembers, orgMemberRoles, orgRoles } from '../../db/schema';
import { refuse } from '../../gateway/app-error';
import type { OrgActor } from './actor';
import { endCompanySessions } from '../account/devices';
import { watchMoneyButtons } from './money-buttons';

/** A company member as the org commands address it (by memberCode). */
export interface Target {
  memberId: number;
  isAdmin: boolean;
  disabled: boolean;
}

export async function findTarget(db: Db, companyId: number, memberCode: string): Promise<Target> {
  const [row] = await db
    .select({ memberId: members.id, isAdmin: companyMembers.isAdmin, disabledAt: orgDisabledMembers.disabledAt })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .leftJoin(orgDisabledMembers, and(eq(orgDisabledMembers.companyId, companyMembers.companyId), eq(orgDisabledMembers.memberId, companyMembers.memberId)))
    .where(and(eq(companyMembers.companyId, companyId), eq(members.code, memberCode)))
    .limit(1);
  if (!row) throw refuse('org.member.notFound');
  return { memberId: row.memberId, isAdmin: row.isAdmin, disabled: row.disabledAt !== null };
}

/** Many members by code; all must belong to the company (else 1006, nothing changes). */
export async function findTargets(db: Db, companyId: number, codes: string[]): Promise<number[]> {
  const unique = [...new Set(codes)];
  if (!unique.length) return [];
  const rows = await db
    .select({ id: members.id })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(members.code, unique)));
  if (rows.length !== unique.length) throw refuse('org.member.notFound');
  return rows.map((r) => r.id);
}

/** The admin (the member who registered the company) is never the object of member management. */
function guardTarget(actor: OrgActor, t: Target, opts: { self?: boolean } = {}) {
  if (t.isAdmin) throw refuse('org.member.admin');
  if (opts.self && t.memberId === actor.memberId) throw refuse('org.member.self');
}

const disabledJoin = and(eq(orgDisabledMembers.companyId, companyMembers.companyId), eq(orgDisabledMembers.memberId, companyMembers.memberId));

export function membersWhere(companyId: number, p: MemberFilter): SQL {
  const conds: SQL[] = [eq(companyMembers.companyId, companyId)];
  if (p.keyword) {
    const like = `%${p.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(members.name, like), ilike(members.mobile, like))!);
  }
  if (p.status === 'disabled') conds.push(sql`${orgDisabledMembers.memberId} is not null`);
  if (p.status === 'enabled') conds.push(isNull(orgDisabledMembers.memberId));
  return and(...conds)!;
}

interface MemberFilter {
  keyword?: string;
  status?: 'enabled' | 'disabled';
}

const forward = [desc(companyMembers.isAdmin), asc(companyMembers.createdAt), asc(companyMembers.memberId)];
const backward = [asc(companyMembers.isAdmin), desc(companyMembers.createdAt), desc(companyMembers.memberId)];

/** The page's member ids in list order from company_members_list_idx (joined only for the filters that need it). */
export function memberIdsQuery(db: Db, p: MemberFilter, where: SQL, limit: number, offset: number, reverse = false) {
  const q = db.select({ id: companyMembers.memberId }).from(companyMembers).$dynamic();
  if (p.keyword) q.innerJoin(members, eq(members.id, companyMembers.memberId));
  if (p.status) q.leftJoin(orgDisabledMembers, disabledJoin);
  return q
    .where(where)
    .orderBy(...(reverse ? backward : forward))
    .limit(limit)
    .offset(offset);
}

/**
 * The total: the counters row without a keyword (the disabled ones have their own, the enabled
 * are the difference); a keyword (a substring of name or mobile) is counted.
 */
function membersTotal(db: Db, companyId: number, p: MemberFilter, where: SQL): Promise<number> {
  if (p.keyword) return countMembers(db, where);
  if (p.status === 'disabled') return counted(db, 'company_members.disabled', companyId);
  const all = counted(db, 'company_members', companyId);
  if (p.status === 'enabled') return Promise.all([all, counted(db, 'company_members.disabled', companyId)]).then(([a, d]) => a - d);
  return all;
}

/**
 * The member list at any size: the page's ids from company_members_list_idx, then those members
 * with their department (a deferred join); the total from the counters row.
 */
export async function listMembers(db: Db, companyId: number, p: MemberFilter, page: number, rows: number) {
  const where = membersWhere(companyId, p);
  const { list, total } = await numberedPage((page - 1) * rows, rows, membersTotal(db, companyId, p, where), (limit, offset, reverse) =>
    db
      .select({
        memberId: members.id,
        memberCode: members.code,
        name: members.name,
        mobile: members.mobile,
        isAdmin: companyMembers.isAdmin,
        disabledAt: orgDisabledMembers.disabledAt,
        departmentId: orgDepartments.id,
        departmentName: orgDepartments.name,
        joinedAt: companyMembers.createdAt,
      })
      .from(companyMembers)
      .innerJoin(members, eq(members.id, companyMembers.memberId))
      .leftJoin(orgDisabledMembers, disabledJoin)
      .leftJoin(orgDepartmentMembers, and(eq(orgDepartmentMembers.companyId, companyMembers.companyId), eq(orgDepartmentMembers.memberId, companyMembers.memberId)))
      .leftJoin(orgDepartments, eq(orgDepartments.id, orgDepartmentMembers.departmentId))
      .where(and(eq(companyMembers.companyId, companyId), sql`${companyMembers.memberId} = any(array(${memberIdsQuery(db, p, where, limit, offset, reverse)}))`))
      .orderBy(...(reverse ? backward : forward)),
  );
  const roles = await rolesOf(
    db,
    companyId,
    list.map((r) => r.memberId),
  );
  const out: CompanyMember[] = list.map((r) => ({
    memberCode: r.memberCode,
    name: r.name,
    mobile: r.mobile,
    isAdmin: r.isAdmin,
    status: r.disabledAt ? 'disabled' : 'enabled',
    roles: roles.get(r.memberId) ?? [],
    department: r.departmentId ? { id: r.departmentId, name: r.departmentName! } : null,
    joinedAt: r.joinedAt.toISOString(),
  }));
  return { list: out, total };
}

export async function countMembers(db: Db, where: SQL) {
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .leftJoin(orgDisabledMembers, disabledJoin)
    .where(where);
  return r.n;
}

export async function rolesOf(db: Db, companyId: number, memberIds: number[]): Promise<Map<number, RoleRef[]>> {
  const map = new Map<number, RoleRef[]>();
  if (!memberIds.length) return map;
  const rows = await db
    .select({ memberId: orgMemberRoles.memberId, roleId: orgRoles.id, name: orgRoles.name })
    .from(orgMemberRoles)
    .innerJoin(orgRoles, eq(orgRoles.id, orgMemberRoles.roleId))
    .where(and(eq(orgMemberRoles.companyId, companyId), inArray(orgMemberRoles.memberId, memberIds)))
    .orderBy(asc(orgRoles.name));
  for (const r of rows) map.set(r.memberId, [...(map.get(r.memberId) ?? []), { roleId: r.roleId, name: r.name }]);
  return map;
}

/** Ends every session of the member that acts for this company (other companies' sessions stay). */
const revokeCompanySessions = endCompanySessions;

/** The company admin ends a member's sessions for this company (decision 0050); answers how many ended. */
export async function signOutMember(db: Db, now: Date, actor: OrgActor, memberCode: string) {
  const t = await findTarget(db, actor.companyId, memberCode);
  guardTarget(actor, t, { self: true });
  return { count: await endCompanySessions(db, now, actor.companyId, t.memberId) };
}

export async function setMemberEnabled(db: Db, now: Date, actor: OrgActor, memberCode: string, enabled: boolean) {
  const t = await findTarget(db, actor.companyId, memberCode);
  guardTarget(actor, t, { self: true });
  if (enabled) {
    if (!t.disabled) throw refuse('org.member.alreadyEnabled');
    await db.delete(orgDisabledMembers).where(and(eq(orgDisabledMembers.companyId, actor.companyId), eq(orgDisabledMembers.memberId, t.memberId)));
    return { status: 'enabled' as const };
  }
  if (t.disabled) throw refuse('org.member.alreadyDisabled');
  await db.transaction(async (tx) => {
    await tx.insert(orgDisabledMembers).values({ companyId: actor.companyId, memberId: t.memberId, disabledAt: now });
    await revokeCompanySessions(tx, now, actor.companyId, t.memberId);
  });
  return { status: 'disabled' as const };
}

/** Removal ends the membership with everything the company gave the member (roles, department, groups, sessions). */
export async function removeMember(db: Db, now: Date, actor: OrgActor, memberCode: string) {
  const t = await findTarget(db, actor.companyId, memberCode);
  guardTarget(actor, t, { self: true });
  const c = actor.companyId;
  await db.transaction(async (tx) => {
    await tx.delete(orgMemberRoles).where(and(eq(orgMemberRoles.companyId, c), eq(orgMemberRoles.memberId, t.memberId)));
    await tx.delete(orgDepartmentMembers).where(and(eq(orgDepartmentMembers.companyId, c), eq(orgDepartmentMembers.memberId, t.memberId)));
    await tx.execute(sql`delete from ${orgGroupMembers} gm using org_groups g where g.id = gm.group_id and g.company_id = ${c} and gm.member_id = ${t.memberId}`);
    await tx.delete(orgDisabledMembers).where(and(eq(orgDisabledMembers.companyId, c), eq(orgDisabledMembers.memberId, t.memberId)));
    await tx.delete(companyMembers).where(and(eq(companyMembers.companyId, c), eq(companyMembers.memberId, t.memberId)));
    await revokeCompanySessions(tx, now, c, t.memberId);
  });
  return { removed: true as const };
}

/** Replaces the member's roles; every role must be the company's. */
export async function setMemberRoles(db: Db, now: Date, actor: OrgActor, memberCode: string, roleIds: number[]) {
  const t = await findTarget(db, actor.companyId, memberCode);
  guardTarget(actor, t);
  const ids = await companyRoleIds(db, actor.companyId, roleIds);
  const before = (await rolesOf(db, actor.companyId, [t.memberId])).get(t.memberId) ?? [];
  noteAudit({ target: `member:${t.memberId}`, changes: [{ field: 'roleIds', before: before.map((r) => r.roleId), after: ids }] });
  await db.transaction(async (tx) =>
    watchMoneyButtons(tx, now, actor.companyId, async () => {
      await tx.delete(orgMemberRoles).where(and(eq(orgMemberRoles.companyId, actor.companyId), eq(orgMemberRoles.memberId, t.memberId)));
      if (ids.length) await tx.insert(orgMemberRoles).values(ids.map((roleId) => ({ companyId: actor.companyId, memberId: t.memberId, roleId })));
    }),
  );
  return { roles: (await rolesOf(db, actor.companyId, [t.memberId])).get(t.memberId) ?? [] };
}

export async function companyRoleIds(db: Db, companyId: number, roleIds: number[]): Promise<number[]> {
  const unique = [...new Set(roleIds)];
  if (!unique.length) return [];
  const rows = await db
    .select({ id: orgRoles.id })
    .from(orgRoles)
    .where(and(eq(orgRoles.companyId, companyId), inArray(orgRoles.id, unique)));
  if (rows.length !== unique.length) throw refuse('org.role.notFound');
  return unique;
}

export async function memberDepartment(db: Db, companyId: number, memberCode: string) {
  const t = await findTarget(db, companyId, memberCode);
  const [row] = await db
    .select({ id: orgDepartments.id, name: orgDepartments.name, position: orgDepartmentMembers.position })
    .from(orgDepartmentMembers)
    .innerJoin(orgDepartments, eq(orgDepartments.id, orgDepartmentMembers.departmentId))
    .where(and(eq(orgDepartmentMembers.companyId, companyId), eq(orgDepartmentMembers.memberId, t.memberId)))
    .limit(1);
  return { department: row ?? null };
}
