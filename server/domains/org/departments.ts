import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DepartmentMember, DepartmentNode } from '#shared/contract/org';
import type { Db } from '../../db/client';
import { numberedPage } from '../../db/keyset';
import { counted } from '../../db/list-counters';
import { members, orgDepartmentMembers, orgDepartments, orgDisabledMembers } from '../../db/schema';
import { refuse } from '../../gateway/app-error';
import type { OrgActor } from './actor';
import { departmentInScope, inScope, type DataScope } from './data-scope';
import { findTarget, findTargets } from './members';

type Flat = Omit<DepartmentNode, 'children'>;

/** The company's departments, only those in the caller's data scope when one is given. */
export async function listDepartments(db: Db, companyId: number, scope: DataScope = { all: true }): Promise<Flat[]> {
  // Correlated subqueries name the outer column literally: Drizzle leaves columns unqualified in
  // single-table selects, and an inner table's column of the same name would capture them.
  return db
    .select({
      id: orgDepartments.id,
      parentId: orgDepartments.parentId,
      name: orgDepartments.name,
      remark: orgDepartments.remark,
      enabled: orgDepartments.enabled,
      // From the counters the database keeps (list_counters), not a count of each department's rows.
      memberCount: sql<number>`(select coalesce(sum(c.n), 0) from list_counters c where c.list = 'department_members' and c.scope = org_departments.id)`.mapWith(Number),
      deviceCount: sql<number>`(select coalesce(sum(c.n), 0) from list_counters c where c.list = 'devices' and c.scope = org_departments.company_id and c.sub = org_departments.id)`.mapWith(Number),
    })
    .from(orgDepartments)
    .where(and(eq(orgDepartments.companyId, companyId), inScope(scope, orgDepartments.id)))
    .orderBy(asc(orgDepartments.sort), asc(orgDepartments.id));
}

export function toTree(flat: Flat[]): DepartmentNode[] {
  const nodes = new Map(flat.map((d) => [d.id, { ...d, children: [] as DepartmentNode[] }]));
  const roots: DepartmentNode[] = [];
  for (const n of nodes.values()) (n.parentId !== null && nodes.get(n.parentId) ? nodes.get(n.parentId)!.children : roots).push(n);
  return roots;
}

export async function getDepartment(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(orgDepartments)
    .where(and(eq(orgDepartments.id, id), eq(orgDepartments.companyId, companyId)))
    .limit(1);
  if (!row) throw refuse('org.department.notFound');
  return row;
}

/** One department of the scope (outside it, as for another company's: not found); its path stops where the scope does. */
export async function departmentDetail(db: Db, companyId: number, id: number, scope: DataScope = { all: true }) {
  const flat = await listDepartments(db, companyId, scope);
  const byId = new Map(flat.map((d) => [d.id, d]));
  const d = byId.get(id);
  if (!d) throw refuse('org.department.notFound');
  const path: string[] = [];
  for (let cur: Flat | undefined = d; cur; cur = cur.parentId === null ? undefined : byId.get(cur.parentId)) path.unshift(cur.name);
  return { ...d, parentName: d.parentId === null ? null : (byId.get(d.parentId)?.name ?? null), path };
}

/** All ids must be departments of the company (1006 otherwise). */
export async function companyDepartmentIds(db: Db, companyId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .select({ id: orgDepartments.id })
    .from(orgDepartments)
    .where(and(eq(orgDepartments.companyId, companyId), inArray(orgDepartments.id, unique)));
  if (rows.length !== unique.length) throw refuse('org.department.notFound');
  return unique;
}

async function nameTaken(db: Db, companyId: number, parentId: number | null, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: orgDepartments.id })
    .from(orgDepartments)
    .where(and(eq(orgDepartments.companyId, companyId), sql`coalesce(${orgDepartments.parentId}, 0) = ${parentId ?? 0}`, sql`lower(btrim(${orgDepartments.name})) = lower(btrim(${name}))`));
  return rows.some((r) => r.id !== exceptId);
}

/** Insert (no id) or update; a department may move, but never under itself or its own sub-departments. */
export async function saveDepartment(db: Db, actor: OrgActor, p: { id?: number; parentId: number | null; name: string; remark: string }) {
  const c = actor.companyId;
  if (p.parentId !== null) {
    const parent = await getDepartment(db, c, p.parentId);
    if (!parent.enabled) throw refuse('org.department.parentDisabled');
  }
  if (p.id !== undefined) {
    await getDepartment(db, c, p.id);
    if (p.parentId !== null) {
      const flat = await listDepartments(db, c);
      const byId = new Map(flat.map((d) => [d.id, d]));
      for (let cur: number | null = p.parentId; cur !== null; cur = byId.get(cur)?.parentId ?? null) if (cur === p.id) throw refuse('org.department.cycle');
    }
  }
  if (await nameTaken(db, c, p.parentId, p.name, p.id)) throw refuse('org.department.nameTaken');
  if (p.id === undefined) {
    // A new department goes after its siblings.
    const [last] = await db
      .select({ sort: sql<number>`coalesce(max(${orgDepartments.sort}), 0)`.mapWith(Number) })
      .from(orgDepartments)
      .where(and(eq(orgDepartments.companyId, c), sql`coalesce(${orgDepartments.parentId}, 0) = ${p.parentId ?? 0}`));
    const [row] = await db
      .insert(orgDepartments)
      .values({ companyId: c, parentId: p.parentId, name: p.name, remark: p.remark, sort: last.sort + 1 })
      .returning({ id: orgDepartments.id });
    return { id: row.id };
  }
  await db.update(orgDepartments).set({ parentId: p.parentId, name: p.name, remark: p.remark }).where(eq(orgDepartments.id, p.id));
  return { id: p.id };
}

/**
 * enabled -> disabled -> enabled (1006 when already there). Disabling a department disables its
 * sub-departments too; enabling needs an enabled parent. Members and devices stay where they are.
 */
export async function setDepartmentEnabled(db: Db, actor: OrgActor, id: number, enabled: boolean) {
  const d = await getDepartment(db, actor.companyId, id);
  if (d.enabled === enabled) throw refuse(enabled ? 'org.department.alreadyEnabled' : 'org.department.alreadyDisabled');
  if (enabled) {
    if (d.parentId !== null && !(await getDepartment(db, actor.companyId, d.parentId)).enabled) throw refuse('org.department.parentDisabled');
    await db.update(orgDepartments).set({ enabled: true }).where(eq(orgDepartments.id, id));
  } else {
    const flat = await listDepartments(db, actor.companyId);
    const ids = [id];
    for (let i = 0; i < ids.length; i++) for (const x of flat) if (x.parentId === ids[i]) ids.push(x.id);
    await db.update(orgDepartments).set({ enabled: false }).where(inArray(orgDepartments.id, ids));
  }
  return { enabled };
}

const deptForward = [asc(orgDepartmentMembers.createdAt), asc(orgDepartmentMembers.memberId)];
const deptBackward = [desc(orgDepartmentMembers.createdAt), desc(orgDepartmentMembers.memberId)];

/** The page's member ids in list order from org_department_members_list_idx (members joined for a keyword only). */
export function departmentMemberIdsQuery(db: Db, p: { departmentId: number; keyword?: string }, where: SQL, limit: number, offset: number, reverse = false) {
  const q = db.select({ id: orgDepartmentMembers.memberId }).from(orgDepartmentMembers).$dynamic();
  if (p.keyword) q.innerJoin(members, eq(members.id, orgDepartmentMembers.memberId));
  return q
    .where(where)
    .orderBy(...(reverse ? deptBackward : deptForward))
    .limit(limit)
    .offset(offset);
}

/**
 * A department's members at any size: the page's ids from the list index, then those members (a
 * deferred join); the total from the department's counters row, or counted for a keyword.
 */
export async function departmentMemberPage(db: Db, companyId: number, p: { departmentId: number; keyword?: string }, page: number, rows: number, scope: DataScope = { all: true }) {
  await getDepartment(db, companyId, p.departmentId);
  if (!departmentInScope(scope, p.departmentId)) throw refuse('org.department.notFound');
  const conds: (SQL | undefined)[] = [eq(orgDepartmentMembers.departmentId, p.departmentId)];
  if (p.keyword) {
    const like = `%${p.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conds.push(or(ilike(members.name, like), ilike(members.mobile, like)));
  }
  const where = and(...conds)!;
  const total = p.keyword
    ? db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orgDepartmentMembers)
        .innerJoin(members, eq(members.id, orgDepartmentMembers.memberId))
        .where(where)
        .then(([r]) => r.n)
    : counted(db, 'department_members', p.departmentId);
  const { list, total: n } = await numberedPage((page - 1) * rows, rows, total, (limit, offset, reverse) =>
    db
      .select({
        memberCode: members.code,
        name: members.name,
        mobile: members.mobile,
        position: orgDepartmentMembers.position,
        disabledAt: orgDisabledMembers.disabledAt,
      })
      .from(orgDepartmentMembers)
      .innerJoin(members, eq(members.id, orgDepartmentMembers.memberId))
      .leftJoin(orgDisabledMembers, and(eq(orgDisabledMembers.companyId, orgDepartmentMembers.companyId), eq(orgDisabledMembers.memberId, orgDepartmentMembers.memberId)))
      .where(
        and(
          eq(orgDepartmentMembers.companyId, companyId),
          eq(orgDepartmentMembers.departmentId, p.departmentId),
          sql`${orgDepartmentMembers.memberId} = any(array(${departmentMemberIdsQuery(db, p, where, limit, offset, reverse)}))`,
        ),
      )
      .orderBy(...(reverse ? deptBackward : deptForward)),
  );
  const out: DepartmentMember[] = list.map((r) => ({ memberCode: r.memberCode, name: r.name, mobile: r.mobile, position: r.position, status: r.disabledAt ? 'disabled' : 'enabled' }));
  return { list: out, total: n };
}

/** A member belongs to one department of a company: adding moves them here from any other. */
export async function addDepartmentMembers(db: Db, actor: OrgActor, p: { departmentId: number; memberCodes: string[]; position: string }) {
  const d = await getDepartment(db, actor.companyId, p.departmentId);
  if (!d.enabled) throw refuse('org.department.disabled');
  const ids = await findTargets(db, actor.companyId, p.memberCodes);
  await db
    .insert(orgDepartmentMembers)
    .values(ids.map((memberId) => ({ companyId: actor.companyId, memberId, departmentId: d.id, position: p.position })))
    .onConflictDoUpdate({ target: [orgDepartmentMembers.companyId, orgDepartmentMembers.memberId], set: { departmentId: d.id, position: p.position } });
  return { count: ids.length };
}

async function inDepartment(db: Db, actor: OrgActor, departmentId: number, memberCode: string) {
  await getDepartment(db, actor.companyId, departmentId);
  const t = await findTarget(db, actor.companyId, memberCode);
  const where = and(eq(orgDepartmentMembers.companyId, actor.companyId), eq(orgDepartmentMembers.memberId, t.memberId), eq(orgDepartmentMembers.departmentId, departmentId));
  const [row] = await db.select({ id: orgDepartmentMembers.memberId }).from(orgDepartmentMembers).where(where).limit(1);
  if (!row) throw refuse('org.member.notFound');
  return where;
}

export async function updateDepartmentMember(db: Db, actor: OrgActor, p: { departmentId: number; memberCode: string; position: string }) {
  const where = await inDepartment(db, actor, p.departmentId, p.memberCode);
  await db.update(orgDepartmentMembers).set({ position: p.position }).where(where);
  return { updated: true as const };
}

export async function removeDepartmentMember(db: Db, actor: OrgActor, p: { departmentId: number; memberCode: string }) {
  const where = await inDepartment(db, actor, p.departmentId, p.memberCode);
  await db.delete(orgDepartmentMembers).where(where);
  return { removed: true as const };
}
