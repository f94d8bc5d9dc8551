import type { Db } from '../../db/client';
import { forbidden, refuse } from '../../gateway/app-error';
import type { CompanyActor } from '../../gateway/company-authority';
import { dataScope, departmentInScope, type DataScope } from '../org/data-scope';
import { listDepartments } from '../org/departments';

export type DepartmentRow = Awaited<ReturnType<typeof listDepartments>>[number];

/** The company's departments and the caller's data scope, read once per request. */
export async function departmentsAndScope(db: Db, actor: CompanyActor) {
  const [departments, scope] = await Promise.all([listDepartments(db, actor.companyId), dataScope(db, actor)]);
  return { departments, scope };
}

/** A department and all its sub-departments (the list's department filter includes them). */
export function subtreeIds(departments: DepartmentRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) for (const d of departments) if (d.parentId === ids[i]) ids.push(d.id);
  return ids;
}

/**
 * Where an employee may be put by this caller: an enabled department of the company inside the
 * caller's data scope, or no department (whole-company scope only: decision record 0013).
 */
export function checkPlacement(departments: DepartmentRow[], scope: DataScope, departmentId: number | null) {
  if (departmentId !== null) {
    const d = departments.find((x) => x.id === departmentId);
    if (!d) throw refuse('employee.department.notFound');
    if (!d.enabled) throw refuse('employee.department.disabled');
  }
  if (!departmentInScope(scope, departmentId)) throw forbidden('employee.department.outOfScope');
}
