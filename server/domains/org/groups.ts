import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrgGroup } from '#shared/contract/org';
import type { Db } from '../../db/client';
import { orgGroupDepartments, orgGroupMembers, orgGroups } from '../../db/schema';
import { refuse } from '../../gateway/app-error';
import type { OrgActor } from './actor';
import { companyDepartmentIds } from './departments';
import { findTargets } from './members';

/** Org groups: a named set of departments of the company, authorised to members. */
export async function listGroups(db: Db, companyId: number, groupId?: number): Promise<OrgGroup[]> {
  // Correlated subqueries name the outer column literally: Drizzle leaves columns unqualified in
  // single-table selects, and an inner table's column of the same name would capture them.
  const rows = await db
    .select({
      groupId: orgGroups.id,
      name: orgGroups.name,
      remark: orgGroups.remark,
      departments: sql<string | null>`(select string_agg(gd.department_id::text, ',' order by gd.department_id) from org_group_departments gd where gd.group_id = org_groups.id)`,
      membersCsv: sql<string | null>`(select string_agg(m.code, ',' order by m.code) from org_group_members gm join members m on m.id = gm.member_id where gm.group_id = org_groups.id)`,
    })
    .from(orgGroups)
    .where(and(eq(orgGroups.companyId, companyId), groupId === undefined ? undefined : eq(orgGroups.id, groupId)))
    .orderBy(asc(orgGroups.id));
  return rows.map((r) => ({
    groupId: r.groupId,
    name: r.name,
    remark: r.remark,
    departmentIds: r.departments ? r.departments.split(',').map(Number) : [],
    memberCodes: r.membersCsv ? r.membersCsv.split(',') : [],
  }));
}

export async function getGroup(db: Db, companyId: number, groupId: number) {
  const [g] = await listGroups(db, companyId, groupId);
  if (!g) throw refuse('org.group.notFound');
  return g;
}

export async function saveGroup(db: Db, actor: OrgActor, p: { groupId?: number; name: string; remark: string; departmentIds: number[] }) {
  const c = actor.companyId;
  if (p.groupId !== undefined) await getGroup(db, c, p.groupId);
  const taken = await db
    .select({ id: orgGroups.id })
    .from(orgGroups)
    .where(and(eq(orgGroups.companyId, c), sql`lower(btrim(${orgGroups.name})) = lower(btrim(${p.name}))`));
  if (taken.some((r) => r.id !== p.groupId)) throw refuse('org.group.nameTaken');
  const departments = await companyDepartmentIds(db, c, p.departmentIds);
  const id = await db.transaction(async (tx) => {
    let gid = p.groupId;
    if (gid === undefined) [{ id: gid }] = await tx.insert(orgGroups).values({ companyId: c, name: p.name, remark: p.remark }).returning({ id: orgGroups.id });
    else await tx.update(orgGroups).set({ name: p.name, remark: p.remark }).where(eq(orgGroups.id, gid));
    await tx.delete(orgGroupDepartments).where(eq(orgGroupDepartments.groupId, gid!));
    if (departments.length) await tx.insert(orgGroupDepartments).values(departments.map((departmentId) => ({ groupId: gid!, departmentId })));
    return gid!;
  });
  return getGroup(db, c, id);
}

export async function deleteGroup(db: Db, actor: OrgActor, groupId: number) {
  await getGroup(db, actor.companyId, groupId);
  await db.delete(orgGroups).where(eq(orgGroups.id, groupId));
  return { deleted: true as const };
}

/** authorizationOrg: exactly these members belong to the group afterwards. */
export async function setGroupMembers(db: Db, actor: OrgActor, groupId: number, memberCodes: string[]) {
  await getGroup(db, actor.companyId, groupId);
  const ids = await findTargets(db, actor.companyId, memberCodes);
  await db.transaction(async (tx) => {
    await tx.delete(orgGroupMembers).where(eq(orgGroupMembers.groupId, groupId));
    if (ids.length) await tx.insert(orgGroupMembers).values(ids.map((memberId) => ({ groupId, memberId })));
  });
  return { memberCount: ids.length };
}
