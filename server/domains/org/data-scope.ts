import { inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CompanyActor } from '../../gateway/company-authority';

/**
 * Whose data a company member sees in lists, exports and dashboards (data roles, decision record
 * 0013; org groups, 0016). The admin sees the whole company. Anyone else sees the departments their
 * roles' data roles cover, the departments of the org groups granted to them, and their own
 * department, each with its sub-departments; a member with none of these sees no department's data. Read from the database on every request, like the buttons, so a
 * change of roles reaches open sessions at once.
 */
export type DataScope = { all: true } | { all: false; departmentIds: number[] };

// Covered departments: the data roles of the member's roles, the org groups granted to the member,
// and the member's own department, then every descendant of those (a department's data includes
// its sub-departments).
const scopeSql = (companyId: number, memberId: number) => sql`with recursive covered(id) as (
    select rd.department_id from org_member_roles mr join org_role_departments rd on rd.role_id = mr.role_id
      where mr.company_id = ${companyId} and mr.member_id = ${memberId}
    union
    select gd.department_id from org_group_members gm join org_groups g on g.id = gm.group_id join org_group_departments gd on gd.group_id = gm.group_id
      where g.company_id = ${companyId} and gm.member_id = ${memberId}
    union
    select dm.department_id from org_department_members dm where dm.company_id = ${companyId} and dm.member_id = ${memberId}
    union
    select d.id from org_departments d join covered c on d.parent_id = c.id where d.company_id = ${companyId}
  )
  select id from covered`;

export async function dataScope(db: Db, actor: CompanyActor): Promise<DataScope> {
  if (actor.isAdmin) return { all: true };
  const { rows } = (await db.execute(scopeSql(actor.companyId, actor.memberId))) as unknown as { rows: { id: number }[] };
  return { all: false, departmentIds: rows.map((r) => Number(r.id)).sort((a, b) => a - b) };
}

/**
 * The condition a scoped list adds on its department column (undefined: no limit). Rows without a
 * department belong to no covered department, so only the whole-company scope sees them.
 */
export function inScope(scope: DataScope, departmentColumn: AnyColumn): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.departmentIds.length === 0) return sql`false`;
  return sql`(${isNotNull(departmentColumn)} and ${inArray(departmentColumn, scope.departmentIds)})`;
}

/** Whether one department (null: none) is visible in the scope. */
export function departmentInScope(scope: DataScope, departmentId: number | null): boolean {
  if (scope.all) return true;
  return departmentId !== null && scope.departmentIds.includes(departmentId);
}
