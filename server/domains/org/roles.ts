import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { noteAudit } from '../../audit/scope';
import type { AuthTree, MemberRoleRow, Role } from '#shared/contract/org';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { companyMembers, members, orgMemberRoles, orgRoleButtons, orgRoleDepartments, orgRoles } from '../../db/schema';
import { invalid, refuse } from '../../gateway/app-error';
import { AUTH_TABLE, type AuthRole } from '#shared/contract/auth-table';
import { localeText } from '#shared/rules/locale-texts';
import type { OrgActor } from './actor';
import { findTarget, findTargets } from './members';
import { companyDepartmentIds } from './departments';
import { watchMoneyButtons } from './money-buttons';

/** Buttons a company role may grant: every company-side button (personal-centre ones everybody holds). */
const rolesOf = (b: { roles: readonly AuthRole[] }) => b.roles;
const GRANTABLE = new Set<string>(AUTH_TABLE.flatMap((m) => m.pages.flatMap((p) => p.buttons.filter((b) => rolesOf(b).includes('companyAdmin') && !rolesOf(b).includes('personal')).map((b) => b.id))));

/** The function tree a role is configured from; `basic` marks what every company member holds anyway. */
export function authTree(lang: Lang): AuthTree {
  const label = (level: 'module' | 'page' | 'button', id: string) => localeText(lang, 'org', `authTable.${level}.${id}`);
  return AUTH_TABLE.map((m) => ({
    moduleId: m.id,
    name: label('module', m.id),
    pages: m.pages
      .map((p) => ({
        pageId: p.id,
        name: label('page', p.id),
        buttons: p.buttons.filter((b) => GRANTABLE.has(b.id)).map((b) => ({ buttonId: b.id, name: label('button', b.id), basic: rolesOf(b).includes('companyMember') })),
      }))
      .filter((p) => p.buttons.length > 0),
  })).filter((m) => m.pages.length > 0);
}

export async function listRoles(db: Db, companyId: number, roleId?: number): Promise<Role[]> {
  // Correlated subqueries name the outer column literally: Drizzle leaves columns unqualified in
  // single-table selects, and an inner table's column of the same name would capture them.
  const roles = await db
    .select({
      roleId: orgRoles.id,
      name: orgRoles.name,
      remark: orgRoles.remark,
      buttons: sql<string | null>`(select string_agg(b.button_id, ',' order by b.button_id) from org_role_buttons b where b.role_id = org_roles.id)`,
      departments: sql<string | null>`(select string_agg(d.department_id::text, ',' order by d.department_id) from org_role_departments d where d.role_id = org_roles.id)`,
      memberCount: sql<number>`(select count(*) from org_member_roles mr where mr.role_id = org_roles.id)`.mapWith(Number),
    })
    .from(orgRoles)
    .where(and(eq(orgRoles.companyId, companyId), roleId === undefined ? undefined : eq(orgRoles.id, roleId)))
    .orderBy(asc(orgRoles.createdAt), asc(orgRoles.id));
  return roles.map((r) => ({
    roleId: r.roleId,
    name: r.name,
    remark: r.remark,
    buttonIds: r.buttons ? r.buttons.split(',') : [],
    departmentIds: r.departments ? r.departments.split(',').map(Number) : [],
    memberCount: r.memberCount,
  }));
}

export async function getRole(db: Db, companyId: number, roleId: number): Promise<Role> {
  const [role] = await listRoles(db, companyId, roleId);
  if (!role) throw refuse('org.role.notFound');
  return role;
}

async function nameTaken(db: Db, companyId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: orgRoles.id })
    .from(orgRoles)
    .where(and(eq(orgRoles.companyId, companyId), sql`lower(btrim(${orgRoles.name})) = lower(btrim(${name}))`));
  return rows.some((r) => r.id !== exceptId);
}

export async function saveRole(db: Db, now: Date, actor: OrgActor, p: { roleId?: number; name: string; remark: string; buttonIds: string[]; departmentIds?: number[] }) {
  const buttons = [...new Set(p.buttonIds)];
  if (buttons.some((b) => !GRANTABLE.has(b))) throw invalid('buttonIds');
  const before = p.roleId !== undefined ? await getRole(db, actor.companyId, p.roleId) : null;
  noteAudit({
    target: p.roleId !== undefined ? `role:${p.roleId}` : null,
    changes: [
      { field: 'name', before: before?.name ?? null, after: p.name },
      { field: 'buttonIds', before: before?.buttonIds ?? [], after: buttons },
      ...(p.departmentIds !== undefined ? [{ field: 'departmentIds', before: before?.departmentIds ?? [], after: p.departmentIds }] : []),
    ],
  });
  if (await nameTaken(db, actor.companyId, p.name, p.roleId)) throw refuse('org.role.nameTaken');
  const departments = p.departmentIds === undefined ? undefined : await companyDepartmentIds(db, actor.companyId, p.departmentIds);
  const roleId = await db.transaction(async (tx) =>
    watchMoneyButtons(tx, now, actor.companyId, async () => {
      let id = p.roleId;
      if (id === undefined) {
        [{ id }] = await tx.insert(orgRoles).values({ companyId: actor.companyId, name: p.name, remark: p.remark }).returning({ id: orgRoles.id });
      } else {
        await tx.update(orgRoles).set({ name: p.name, remark: p.remark }).where(eq(orgRoles.id, id));
        await tx.delete(orgRoleButtons).where(eq(orgRoleButtons.roleId, id));
      }
      if (buttons.length) await tx.insert(orgRoleButtons).values(buttons.map((buttonId) => ({ roleId: id!, buttonId })));
      if (departments) {
        await tx.delete(orgRoleDepartments).where(eq(orgRoleDepartments.roleId, id!));
        if (departments.length) await tx.insert(orgRoleDepartments).values(departments.map((departmentId) => ({ roleId: id!, departmentId })));
      }
      return id!;
    }),
  );
  return getRole(db, actor.companyId, roleId);
}

/** Deleting a role still held by members is refused (1006 with the count): revoke it first, so no one loses functions unnoticed. */
export async function deleteRole(db: Db, actor: OrgActor, roleId: number) {
  const role = await getRole(db, actor.companyId, roleId);
  if (role.memberCount > 0) throw refuse('org.role.assigned', { count: role.memberCount });
  await db.delete(orgRoles).where(and(eq(orgRoles.id, roleId), eq(orgRoles.companyId, actor.companyId)));
  return { deleted: true as const };
}

/** authorizationRole: exactly these members hold the role afterwards (the admin holds everything and is skipped). */
export async function setRoleHolders(db: Db, now: Date, actor: OrgActor, roleId: number, memberCodes: string[]) {
  await getRole(db, actor.companyId, roleId);
  const ids = await findTargets(db, actor.companyId, memberCodes);
  const admins = ids.length
    ? (
        await db
          .select({ id: companyMembers.memberId })
          .from(companyMembers)
          .where(and(eq(companyMembers.companyId, actor.companyId), inArray(companyMembers.memberId, ids), eq(companyMembers.isAdmin, true)))
      ).map((r) => r.id)
    : [];
  const holders = ids.filter((id) => !admins.includes(id));
  await db.transaction(async (tx) =>
    watchMoneyButtons(tx, now, actor.companyId, async () => {
      await tx.delete(orgMemberRoles).where(eq(orgMemberRoles.roleId, roleId));
      if (holders.length) await tx.insert(orgMemberRoles).values(holders.map((memberId) => ({ companyId: actor.companyId, memberId, roleId })));
    }),
  );
  return { memberCount: holders.length };
}

export async function grantRole(db: Db, actor: OrgActor, memberCode: string, roleId: number) {
  await getRole(db, actor.companyId, roleId);
  const t = await findTarget(db, actor.companyId, memberCode);
  if (t.isAdmin) throw refuse('org.member.admin');
  noteAudit({ target: `member:${t.memberId}`, changes: [{ field: 'roles', after: { added: roleId } }] });
  await db.insert(orgMemberRoles).values({ companyId: actor.companyId, memberId: t.memberId, roleId }).onConflictDoNothing();
  return { granted: true as const };
}

export async function revokeRole(db: Db, now: Date, actor: OrgActor, memberCode: string, roleId: number) {
  await getRole(db, actor.companyId, roleId);
  const t = await findTarget(db, actor.companyId, memberCode);
  noteAudit({ target: `member:${t.memberId}`, changes: [{ field: 'roles', before: { removed: roleId } }] });
  await db.transaction(async (tx) => watchMoneyButtons(tx, now, actor.companyId, () => tx.delete(orgMemberRoles).where(and(eq(orgMemberRoles.memberId, t.memberId), eq(orgMemberRoles.roleId, roleId)))));
  return { removed: true as const };
}

/** memberGatewayAuth/queryMemberRolePage: one row per (member, role) held, newest grants first. */
export async function memberRolePage(db: Db, companyId: number, p: { roleId?: number; keyword?: string }, page: number, rows: number) {
  const conds: (SQL | undefined)[] = [eq(orgMemberRoles.companyId, companyId), p.roleId === undefined ? undefined : eq(orgMemberRoles.roleId, p.roleId)];
  if (p.keyword) {
    const like = `%${p.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(members.name, like), ilike(members.mobile, like)));
  }
  const list = await db
    .select({
      memberCode: members.code,
      name: members.name,
      mobile: members.mobile,
      roleId: orgRoles.id,
      roleName: orgRoles.name,
      grantedAt: orgMemberRoles.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orgMemberRoles)
    .innerJoin(orgRoles, eq(orgRoles.id, orgMemberRoles.roleId))
    .innerJoin(members, eq(members.id, orgMemberRoles.memberId))
    .where(and(...conds))
    .orderBy(sql`${orgMemberRoles.createdAt} desc`, asc(members.id), asc(orgRoles.id))
    .limit(rows)
    .offset((page - 1) * rows);
  const out: MemberRoleRow[] = list.map(({ total: _t, grantedAt, ...r }) => ({ ...r, grantedAt: grantedAt.toISOString() }));
  return { list: out, total: list[0]?.total ?? 0 };
}
