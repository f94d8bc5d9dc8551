import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FacDevice } from '#shared/contract/org';
import type { Db } from '../../db/client';
import { orgDepartments, orgDevices } from '../../db/schema';
import { refuse } from '../../gateway/app-error';
import type { OrgActor } from './actor';
import { getDepartment } from './departments';
import { inScope, type DataScope } from './data-scope';

/** The factory's devices: all of the company, or one department's, or the unassigned ones; within the caller's data scope. */
export async function listDevices(db: Db, companyId: number, p: { departmentId?: number; unassigned?: boolean; keyword?: string }, scope: DataScope = { all: true }): Promise<FacDevice[]> {
  const conds: (SQL | undefined)[] = [eq(orgDevices.companyId, companyId), inScope(scope, orgDevices.departmentId)];
  if (p.departmentId !== undefined) conds.push(eq(orgDevices.departmentId, p.departmentId));
  if (p.unassigned) conds.push(isNull(orgDevices.departmentId));
  if (p.keyword) {
    const like = `%${p.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conds.push(or(ilike(orgDevices.name, like), ilike(orgDevices.sn, like), ilike(orgDevices.model, like)));
  }
  const rows = await db
    .select({ id: orgDevices.id, sn: orgDevices.sn, model: orgDevices.model, name: orgDevices.name, departmentId: orgDepartments.id, departmentName: orgDepartments.name })
    .from(orgDevices)
    .leftJoin(orgDepartments, eq(orgDepartments.id, orgDevices.departmentId))
    .where(and(...conds))
    .orderBy(asc(orgDevices.sn));
  return rows.map((r) => ({ id: r.id, sn: r.sn, model: r.model, name: r.name, department: r.departmentId ? { id: r.departmentId, name: r.departmentName! } : null }));
}

async function companyDeviceIds(db: Db, companyId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: orgDevices.id })
    .from(orgDevices)
    .where(and(eq(orgDevices.companyId, companyId), inArray(orgDevices.id, unique)));
  if (rows.length !== unique.length) throw refuse('org.device.notFound');
  return unique;
}

export async function assignDevices(db: Db, actor: OrgActor, p: { departmentId: number; deviceIds: number[] }) {
  const d = await getDepartment(db, actor.companyId, p.departmentId);
  if (!d.enabled) throw refuse('org.department.disabled');
  const ids = await companyDeviceIds(db, actor.companyId, p.deviceIds);
  await db.update(orgDevices).set({ departmentId: d.id }).where(inArray(orgDevices.id, ids));
  return { count: ids.length };
}

export async function unassignDevice(db: Db, actor: OrgActor, deviceId: number) {
  await companyDeviceIds(db, actor.companyId, [deviceId]);
  await db.update(orgDevices).set({ departmentId: null }).where(eq(orgDevices.id, deviceId));
  return { removed: true as const };
}

export async function renameDevice(db: Db, actor: OrgActor, p: { deviceId: number; name: string }) {
  await companyDeviceIds(db, actor.companyId, [p.deviceId]);
  await db.update(orgDevices).set({ name: p.name }).where(eq(orgDevices.id, p.deviceId));
  return { name: p.name };
}

/** Counts within the caller's data scope (a limited scope has no unassigned devices). */
export async function deviceCount(db: Db, companyId: number, scope: DataScope = { all: true }) {
  const [r] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number), assigned: sql<number>`count(${orgDevices.departmentId})`.mapWith(Number) })
    .from(orgDevices)
    .where(and(eq(orgDevices.companyId, companyId), inScope(scope, orgDevices.departmentId)));
  return { total: r.total, assigned: r.assigned, unassigned: r.total - r.assigned };
}
