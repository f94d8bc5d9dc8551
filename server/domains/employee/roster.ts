import type { Lang } from '#shared/rules/texts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Employee, EmployeeStatus, Gender } from '#shared/contract/employee';
import type { Db } from '../../db/client';
import { numberedPage } from '../../db/keyset';
import { counted } from '../../db/list-counters';
import { employees, orgDepartments } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { refuse } from '../../gateway/app-error';
import type { CompanyActor } from '../../gateway/company-authority';
import { inScope, type DataScope } from '../org/data-scope';
import { checkEmployeeExt } from './ext-fields';
import { memberIdsByMobile } from './member-link';
import { checkPlacement, departmentsAndScope, subtreeIds, type DepartmentRow } from './scope';

export interface EmployeeFilter {
  keyword?: string;
  departmentId?: number;
  status?: EmployeeStatus;
}

export interface EmployeeInput {
  name: string;
  mobile: string;
  jobNumber: string;
  gender: Gender;
  departmentId: number | null;
  position: string;
  entryDate: string | null;
  status: EmployeeStatus;
  email: string | null;
  remark: string;
  ext?: Record<string, unknown>;
}

/** The list's (and the export's) conditions: the company, the caller's data scope, then the filters. */
export function rosterWhere(companyId: number, scope: DataScope, departments: DepartmentRow[], f: EmployeeFilter): SQL {
  const conds: (SQL | undefined)[] = [eq(employees.companyId, companyId), inScope(scope, employees.departmentId)];
  if (f.departmentId !== undefined) conds.push(inArray(employees.departmentId, subtreeIds(departments, f.departmentId)));
  if (f.status) conds.push(eq(employees.status, f.status));
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conds.push(or(ilike(employees.name, like), ilike(employees.mobile, like), ilike(employees.jobNumber, like)));
  }
  return and(...conds)!;
}

const columns = {
  id: employees.id,
  name: employees.name,
  mobile: employees.mobile,
  jobNumber: employees.jobNumber,
  gender: employees.gender,
  departmentId: employees.departmentId,
  departmentName: orgDepartments.name,
  position: employees.position,
  entryDate: employees.entryDate,
  status: employees.status,
  email: employees.email,
  remark: employees.remark,
  ext: employees.ext,
  memberId: employees.memberId,
  createdAt: employees.createdAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] } & { departmentName: string | null };

const toEmployee = (r: Row): Employee => ({
  id: r.id,
  name: r.name,
  mobile: r.mobile,
  jobNumber: r.jobNumber,
  gender: r.gender as Gender,
  department: r.departmentId !== null ? { id: r.departmentId, name: r.departmentName ?? '' } : null,
  position: r.position,
  entryDate: r.entryDate,
  status: r.status as EmployeeStatus,
  email: r.email,
  remark: r.remark,
  ext: (r.ext ?? {}) as Record<string, unknown>,
  linkedMember: r.memberId !== null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Employees matching the filters, newest first; `limit` null reads them all (the export). A page
 * reads its ids from employees_company_idx (employees_company_status_idx for a status), then those
 * rows by primary key (a deferred join), pages past the middle from the end. `total` is the
 * list's count when the caller has it from the counters; otherwise it is counted.
 */
export async function queryRoster(db: Db, where: SQL, limit: number | null, offset = 0, total?: Promise<number>): Promise<{ list: Employee[]; total: number }> {
  const rowsOf = (w: SQL, reverse = false) =>
    db
      .select(columns)
      .from(employees)
      .leftJoin(orgDepartments, eq(orgDepartments.id, employees.departmentId))
      .where(w)
      .orderBy(reverse ? asc(employees.id) : desc(employees.id));
  if (limit === null) {
    const all = await rowsOf(where);
    return { list: all.map((r) => toEmployee(r as Row)), total: all.length };
  }
  const n =
    total ??
    db
      .select({ n: count() })
      .from(employees)
      .where(where)
      .then(([r]) => Number(r.n));
  const page = await numberedPage(offset, limit, n, (lim, off, reverse) => {
    const ids = db
      .select({ id: employees.id })
      .from(employees)
      .where(where)
      .orderBy(reverse ? asc(employees.id) : desc(employees.id))
      .limit(lim)
      .offset(off);
    return rowsOf(sql`${employees.id} = any(array(${ids}))`, reverse);
  });
  return { list: page.list.map((r) => toEmployee(r as Row)), total: page.total };
}

/**
 * The list's total from the counters (per department and status) when no keyword is given: the
 * departments the filter and the data scope cover, summed.
 */
function rosterTotal(db: Db, companyId: number, scope: DataScope, departments: DepartmentRow[], f: EmployeeFilter): Promise<number> | undefined {
  if (f.keyword) return undefined;
  let subs = f.departmentId !== undefined ? subtreeIds(departments, f.departmentId) : undefined;
  if (!scope.all) subs = (subs ?? scope.departmentIds).filter((d) => scope.departmentIds.includes(d));
  return counted(db, 'employees', companyId, { subs, states: f.status ? [f.status] : undefined });
}

export async function listEmployees(db: Db, actor: CompanyActor, f: EmployeeFilter, page: number, rows: number) {
  const { departments, scope } = await departmentsAndScope(db, actor);
  if (f.departmentId !== undefined && !departments.some((d) => d.id === f.departmentId)) return { list: [], total: 0 };
  return queryRoster(db, rosterWhere(actor.companyId, scope, departments, f), rows, (page - 1) * rows, rosterTotal(db, actor.companyId, scope, departments, f));
}

/** An employee of the company inside the caller's data scope (others are as absent). */
async function findEmployee(db: Db, actor: CompanyActor, scope: DataScope, id: number) {
  const [row] = await db
    .select({ id: employees.id, departmentId: employees.departmentId })
    .from(employees)
    .where(and(eq(employees.id, id), eq(employees.companyId, actor.companyId), inScope(scope, employees.departmentId)))
    .limit(1);
  if (!row) throw refuse('employee.notFound');
  return row;
}

/** The row as stored: empty email as none; the member link recomputed from the mobile. */
async function values(db: Db, companyId: number, p: EmployeeInput, o: { lang: Lang; exceptId?: number }) {
  const link = await memberIdsByMobile(db, companyId, [p.mobile]);
  return {
    name: p.name,
    mobile: p.mobile,
    jobNumber: p.jobNumber,
    gender: p.gender,
    departmentId: p.departmentId,
    position: p.position,
    entryDate: p.entryDate,
    status: p.status,
    email: p.email || null,
    remark: p.remark,
    // A new employee is checked against the required fields; an update without ext keeps the stored values.
    ...(p.ext !== undefined || o.exceptId === undefined ? { ext: await checkEmployeeExt(db, companyId, p.ext ?? {}, o) } : {}),
    memberId: link.get(p.mobile) ?? null,
  };
}

/** Unique job number and mobile are the indexes' word, so parallel saves cannot both pass. */
function uniqueRefusal(err: unknown): never {
  if (isUniqueViolation(err, 'employees_job_number_uq')) throw refuse('employee.jobNumber.taken');
  if (isUniqueViolation(err, 'employees_mobile_uq')) throw refuse('employee.mobile.taken');
  throw err;
}

export async function saveEmployee(db: Db, actor: CompanyActor, p: EmployeeInput, lang: Lang) {
  const { departments, scope } = await departmentsAndScope(db, actor);
  checkPlacement(departments, scope, p.departmentId);
  try {
    const [row] = await db
      .insert(employees)
      .values({ companyId: actor.companyId, ...(await values(db, actor.companyId, p, { lang })) })
      .returning({ id: employees.id });
    return { id: row.id };
  } catch (err) {
    uniqueRefusal(err);
  }
}

export async function updateEmployee(db: Db, actor: CompanyActor, p: EmployeeInput & { id: number }, lang: Lang) {
  const { departments, scope } = await departmentsAndScope(db, actor);
  await findEmployee(db, actor, scope, p.id);
  checkPlacement(departments, scope, p.departmentId);
  try {
    await db
      .update(employees)
      .set({ ...(await values(db, actor.companyId, p, { lang, exceptId: p.id })), updatedAt: new Date() })
      .where(and(eq(employees.id, p.id), eq(employees.companyId, actor.companyId)));
    return { id: p.id };
  } catch (err) {
    uniqueRefusal(err);
  }
}

/** Removes roster rows the caller sees; any id outside the company or the scope refuses the whole call. */
export async function removeEmployees(db: Db, actor: CompanyActor, ids: number[]) {
  const { scope } = await departmentsAndScope(db, actor);
  const unique = [...new Set(ids)];
  const where = and(eq(employees.companyId, actor.companyId), inArray(employees.id, unique), inScope(scope, employees.departmentId));
  return db.transaction(async (tx) => {
    const gone = await tx.delete(employees).where(where).returning({ id: employees.id });
    if (gone.length !== unique.length) throw refuse('employee.notFound');
    return { removed: gone.length };
  });
}
