import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DeviceFields, DeviceStatus, Equipment } from '#shared/contract/equipment';
import type { Db } from '../../db/client';
import { numberedPage } from '../../db/keyset';
import { counted } from '../../db/list-counters';
import { orgDepartments, orgDevices } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { inScope, type DataScope } from '../org/data-scope';
import { lastChecks } from './checks';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A department and every department below it (a filter by department includes its sub-departments). */
async function departmentSubtree(db: Db, companyId: number, departmentId: number): Promise<number[]> {
  const { rows } = (await db.execute(sql`with recursive sub(id) as (
      select id from org_departments where company_id = ${companyId} and id = ${departmentId}
      union
      select d.id from org_departments d join sub on d.parent_id = sub.id where d.company_id = ${companyId}
    ) select id from sub`)) as unknown as { rows: { id: number }[] };
  return rows.map((r) => Number(r.id));
}

const columns = {
  id: orgDevices.id,
  sn: orgDevices.sn,
  name: orgDevices.name,
  model: orgDevices.model,
  brand: orgDevices.brand,
  specification: orgDevices.specification,
  purchaseDate: orgDevices.purchaseDate,
  status: orgDevices.status,
  location: orgDevices.location,
  boxSn: orgDevices.boxSn,
  ext: orgDevices.ext,
  createdAt: orgDevices.createdAt,
  departmentId: orgDepartments.id,
  departmentName: orgDepartments.name,
};
type Row = { [K in keyof typeof columns]: unknown } & { id: number; createdAt: Date };

async function views(db: Db, rows: Row[], now: Date): Promise<Equipment[]> {
  const checks = await lastChecks(
    db,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((r) => ({
    id: r.id,
    sn: r.sn as string,
    name: r.name as string,
    model: r.model as string,
    brand: r.brand as string,
    specification: r.specification as string,
    purchaseDate: (r.purchaseDate as string | null) ?? null,
    status: r.status as DeviceStatus,
    location: r.location as string,
    boxSn: (r.boxSn as string | null) ?? null,
    department: r.departmentId ? { id: r.departmentId as number, name: r.departmentName as string } : null,
    ext: (r.ext as Record<string, unknown>) ?? {},
    createdAt: r.createdAt.toISOString(),
    lastCheck: checks.get(r.id) ?? null,
  }));
}

export interface ListFilter {
  keyword?: string;
  departmentId?: number;
  status?: DeviceStatus;
  model?: string;
  ids?: number[];
}

/**
 * One page of the company's devices in the caller's scope, newest first: the page's ids from
 * org_devices_company_list_idx (org_devices_company_status_idx for a status), then those rows by
 * primary key (a deferred join), pages past the middle from the end. The total comes from the
 * counters (per department and status) unless a keyword or model is given.
 */
export async function listEquipment(db: Db, companyId: number, scope: DataScope, f: ListFilter, page: number, rows: number, now: Date) {
  const conds: (SQL | undefined)[] = [eq(orgDevices.companyId, companyId), inScope(scope, orgDevices.departmentId)];
  let subs: number[] | undefined;
  if (f.departmentId !== undefined) {
    subs = await departmentSubtree(db, companyId, f.departmentId);
    conds.push(subs.length ? inArray(orgDevices.departmentId, subs) : sql`false`);
  }
  if (!scope.all) subs = (subs ?? scope.departmentIds).filter((d) => scope.departmentIds.includes(d));
  if (f.status) conds.push(eq(orgDevices.status, f.status));
  if (f.model) conds.push(ilike(orgDevices.model, like(f.model)));
  if (f.ids) conds.push(inArray(orgDevices.id, f.ids));
  if (f.keyword) {
    const k = like(f.keyword);
    conds.push(or(ilike(orgDevices.name, k), ilike(orgDevices.sn, k), ilike(orgDevices.brand, k), ilike(orgDevices.location, k)));
  }
  const where = and(...conds);
  const total =
    f.model || f.keyword || f.ids
      ? db
          .select({ n: count() })
          .from(orgDevices)
          .where(where)
          .then(([r]) => Number(r.n))
      : counted(db, 'devices', companyId, { subs, states: f.status ? [f.status] : undefined });
  const result = await numberedPage((page - 1) * rows, rows, total, (limit, offset, reverse) => {
    const order = reverse ? asc(orgDevices.id) : desc(orgDevices.id);
    const ids = db.select({ id: orgDevices.id }).from(orgDevices).where(where).orderBy(order).limit(limit).offset(offset);
    return db
      .select(columns)
      .from(orgDevices)
      .leftJoin(orgDepartments, eq(orgDepartments.id, orgDevices.departmentId))
      .where(sql`${orgDevices.id} = any(array(${ids}))`)
      .orderBy(order);
  });
  return { list: await views(db, result.list as Row[], now), total: result.total };
}

/** One device of the company in the caller's scope, by id or serial; 1005 otherwise (another company's alike). */
export async function getEquipment(db: Db, companyId: number, scope: DataScope, by: { id: number } | { sn: string }, now: Date): Promise<Equipment> {
  const [r] = await db
    .select(columns)
    .from(orgDevices)
    .leftJoin(orgDepartments, eq(orgDepartments.id, orgDevices.departmentId))
    .where(and(eq(orgDevices.companyId, companyId), 'id' in by ? eq(orgDevices.id, by.id) : eq(orgDevices.sn, by.sn), inScope(scope, orgDevices.departmentId)))
    .limit(1);
  if (!r) throw notFound();
  return (await views(db, [r as Row], now))[0];
}

const stored = (f: DeviceFields) => ({
  name: f.name,
  model: f.model,
  brand: f.brand,
  specification: f.specification,
  purchaseDate: f.purchaseDate,
  status: f.status,
  location: f.location,
  departmentId: f.departmentId,
  ext: f.ext,
});

/** Inserts a checked device; a serial taken meanwhile by a parallel add answers null (the unique index decides). */
export async function insertDevice(db: Db, companyId: number, sn: string, f: DeviceFields): Promise<number | null> {
  const [r] = await db
    .insert(orgDevices)
    .values({ companyId, sn, ...stored(f) })
    .onConflictDoNothing({ target: [orgDevices.companyId, orgDevices.sn] })
    .returning({ id: orgDevices.id });
  return r?.id ?? null;
}

export async function updateDevice(db: Db, companyId: number, id: number, sn: string, f: DeviceFields) {
  await db
    .update(orgDevices)
    .set({ sn, ...stored(f) })
    .where(and(eq(orgDevices.companyId, companyId), eq(orgDevices.id, id)));
}

/** Deleting a device deletes its checks (foreign key on delete cascade); the photo files stay the company's. */
export async function deleteDevice(db: Db, companyId: number, id: number) {
  await db.delete(orgDevices).where(and(eq(orgDevices.companyId, companyId), eq(orgDevices.id, id)));
}
