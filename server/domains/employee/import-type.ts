import { and, eq, inArray, sql } from 'drizzle-orm';
import { employeeMobile, employeeName, employeePosition, employeeRemark, isoDate, jobNumber } from '#shared/contract/employee';
import * as f from '#shared/rules/fields';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';
import { departmentCell, departmentIndex, type DepartmentIndex } from '../excel-import/department-cell';
import { bySchema, optional, required } from '../excel-import/cells';
import type { CheckedRow, ImportColumn, ImportType, StoredError } from '../excel-import/types';
import { memberIdsByMobile } from './member-link';
import { departmentsAndScope } from './scope';

type EmployeeImportCtx = DepartmentIndex;

const GENDER: Record<string, string> = { 男: 'male', 女: 'female', male: 'male', female: 'female', m: 'male', f: 'female' };
const STATUS: Record<string, string> = { 在职: 'inService', 离职: 'left', inservice: 'inService', 'in service': 'inService', left: 'left' };

const department = (cell: string, ctx: EmployeeImportCtx) => departmentCell(cell, ctx, 'employee.department.outOfScope');

const col = (key: string, zh: string, en: string, isRequired: boolean, check: ImportColumn<EmployeeImportCtx>['check'], width = 16): ImportColumn<EmployeeImportCtx> => ({
  key,
  header: { 'zh-CN': zh, en },
  required: isRequired,
  width,
  check,
});

/** The columns of the employee sheet: the template, the import and the export share them. */
export const employeeColumns: ImportColumn<EmployeeImportCtx>[] = [
  col('name', '姓名', 'Name', true, required(employeeName)),
  col('mobile', '手机号', 'Mobile', true, required(employeeMobile)),
  col('jobNumber', '工号', 'Job number', true, required(jobNumber)),
  col(
    'gender',
    '性别',
    'Gender',
    true,
    (cell) => {
      const g = GENDER[cell.toLowerCase()];
      return g ? { ok: true, value: g } : { ok: false, reason: cell ? 'employee.gender.required' : 'excelImport.cell.required' };
    },
    10,
  ),
  col('department', '部门', 'Department', false, department, 24),
  col('position', '职位', 'Position', false, (cell) => bySchema(employeePosition)(cell)),
  col('entryDate', '入职日期', 'Entry date', false, (cell) => optional(isoDate)(cell.replace(/^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/, (_m, y, mo, d) => `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`)), 14),
  col(
    'status',
    '状态',
    'Status',
    false,
    (cell) => {
      if (cell === '') return { ok: true, value: 'inService' };
      const s = STATUS[cell.toLowerCase()];
      return s ? { ok: true, value: s } : { ok: false, reason: 'employee.status.invalid' };
    },
    10,
  ),
  col('email', '邮箱', 'Email', false, optional(f.email), 26),
  col('remark', '备注', 'Remark', false, (cell) => bySchema(employeeRemark)(cell), 30),
];

/** Duplicates inside the file (every repeat after the first) and against the roster. */
async function duplicates(db: Db, companyId: number, rows: CheckedRow[]): Promise<StoredError[]> {
  const errors: StoredError[] = [];
  const seenJob = new Set<string>();
  const seenMobile = new Set<string>();
  for (const r of rows) {
    const job = String(r.values.jobNumber).toLowerCase();
    const mobile = String(r.values.mobile);
    if (seenJob.has(job)) errors.push({ row: r.row, column: 'jobNumber', reason: 'employee.jobNumber.duplicateInFile' });
    if (seenMobile.has(mobile)) errors.push({ row: r.row, column: 'mobile', reason: 'employee.mobile.duplicateInFile' });
    seenJob.add(job);
    seenMobile.add(mobile);
  }
  const takenJobs = new Set<string>();
  const takenMobiles = new Set<string>();
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const jobs = chunk.map((r) => String(r.values.jobNumber).toLowerCase());
    const mobiles = chunk.map((r) => String(r.values.mobile));
    const [j, m] = await Promise.all([
      db
        .select({ v: sql<string>`lower(${employees.jobNumber})` })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), inArray(sql`lower(${employees.jobNumber})`, jobs))),
      db
        .select({ v: employees.mobile })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), inArray(employees.mobile, mobiles))),
    ]);
    for (const x of j) takenJobs.add(x.v);
    for (const x of m) takenMobiles.add(x.v);
  }
  for (const r of rows) {
    if (takenJobs.has(String(r.values.jobNumber).toLowerCase())) errors.push({ row: r.row, column: 'jobNumber', reason: 'employee.jobNumber.taken' });
    if (takenMobiles.has(String(r.values.mobile))) errors.push({ row: r.row, column: 'mobile', reason: 'employee.mobile.taken' });
  }
  return errors;
}

export const employeeImport: ImportType<EmployeeImportCtx> = {
  name: 'employee',
  button: 'employee.import',
  sheetName: 'employee.sheetName',
  columns: employeeColumns,
  async context(db, actor) {
    const { departments, scope } = await departmentsAndScope(db, actor);
    return departmentIndex(departments, scope);
  },
  checkRows: (db, actor, _ctx, rows) => duplicates(db, actor.companyId, rows),
  async commit(tx, actor, _ctx, rows) {
    const links = await memberIdsByMobile(
      tx,
      actor.companyId,
      rows.map((r) => String(r.values.mobile)),
    );
    const v = (r: CheckedRow) => r.values as Record<string, string | number | null>;
    const inserted = await tx
      .insert(employees)
      .values(
        rows.map((r) => ({
          companyId: actor.companyId,
          name: String(v(r).name),
          mobile: String(v(r).mobile),
          jobNumber: String(v(r).jobNumber),
          gender: String(v(r).gender),
          departmentId: v(r).department as number | null,
          position: String(v(r).position ?? ''),
          entryDate: (v(r).entryDate as string | null) ?? null,
          status: String(v(r).status),
          email: (v(r).email as string | null) || null,
          remark: String(v(r).remark ?? ''),
          memberId: links.get(String(v(r).mobile)) ?? null,
          // Checked and normalized by the import as a save checks them (excel-import/ext-columns.ts).
          ext: (r.values.ext ?? {}) as Record<string, unknown>,
        })),
      )
      .returning({ id: employees.id });
    return inserted.length;
  },
};
