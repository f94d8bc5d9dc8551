import { and, eq, ne } from 'drizzle-orm';
import type { DeviceFields } from '#shared/contract/equipment';
import type { Db } from '../../db/client';
import { orgDepartments, orgDevices } from '../../db/schema';
import { departmentInScope, type DataScope } from '../org/data-scope';

export interface RowProblem {
  field: string;
  key: string;
}

/**
 * Checks one device (a form or one Excel row, already parsed with the contract's deviceFields)
 * against the database: the serial unused in the company (except by the device itself), the
 * department the company's, enabled and inside the caller's data scope (a member who does not see
 * the whole company must put the device into a department they see). Extended values are checked
 * by the save (extended-field/refuse-invalid.ts).
 * Answers every problem, so an import can report them per row; [] means valid.
 */
export async function checkDeviceRow(db: Db, companyId: number, scope: DataScope, row: DeviceFields & { sn?: string }, exceptId?: number): Promise<RowProblem[]> {
  const problems: RowProblem[] = [];
  if (row.sn !== undefined) {
    const conds = [eq(orgDevices.companyId, companyId), eq(orgDevices.sn, row.sn)];
    if (exceptId !== undefined) conds.push(ne(orgDevices.id, exceptId));
    const [taken] = await db
      .select({ id: orgDevices.id })
      .from(orgDevices)
      .where(and(...conds))
      .limit(1);
    if (taken) problems.push({ field: 'sn', key: 'equipment.sn.taken' });
  }
  if (row.departmentId === null) {
    if (!scope.all) problems.push({ field: 'departmentId', key: 'equipment.department.required' });
  } else {
    const [d] = await db
      .select({ enabled: orgDepartments.enabled })
      .from(orgDepartments)
      .where(and(eq(orgDepartments.companyId, companyId), eq(orgDepartments.id, row.departmentId)))
      .limit(1);
    if (!d || !departmentInScope(scope, row.departmentId)) problems.push({ field: 'departmentId', key: 'org.department.notFound' });
    else if (!d.enabled) problems.push({ field: 'departmentId', key: 'org.department.disabled' });
  }
  return problems;
}
