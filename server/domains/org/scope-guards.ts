import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgDevices } from '../../db/schema';
import { forbidden, refuse } from '../../gateway/app-error';
import { departmentInScope, type DataScope } from './data-scope';

/**
 * Changes stay inside the data scope too (decision record 0016): a member may change only the
 * departments and devices they can see. Outside the scope answers as for another company's rows
 * (not found), so a limited member learns nothing about what they cannot see.
 */
export function departmentsInScopeOrRefuse(scope: DataScope, ids: number[]) {
  if (ids.some((id) => !departmentInScope(scope, id))) throw refuse('org.department.notFound');
}

/** A new top-level department would fall outside every limited scope: only whole-company scope makes one. */
export function topLevelOrRefuse(scope: DataScope) {
  if (!scope.all) throw forbidden('org.forbidden');
}

export async function devicesInScopeOrRefuse(db: Db, scope: DataScope, companyId: number, deviceIds: number[]) {
  if (scope.all) return;
  const rows = await db
    .select({ departmentId: orgDevices.departmentId })
    .from(orgDevices)
    .where(and(eq(orgDevices.companyId, companyId), inArray(orgDevices.id, [...new Set(deviceIds)])));
  if (rows.some((r) => !departmentInScope(scope, r.departmentId))) throw refuse('org.device.notFound');
}
