import type { Employee } from '#shared/contract/employee';
import { text, type Lang } from '#shared/rules/texts';
import type { Deps } from '../../deps';
import { refuse } from '../../gateway/app-error';
import type { CompanyActor } from '../../gateway/company-authority';
import { extCell, extColumns } from '../excel-import/ext-columns';
import { storeWorkbook, writeSheet } from '../excel-import/workbook';
import { employeeColumns } from './import-type';
import { queryRoster, rosterWhere, type EmployeeFilter } from './roster';
import { departmentsAndScope } from './scope';

/** Rows one export may hold; a larger roster is exported in parts by its filters. */
export const EXPORT_MAX_ROWS = 20_000;

const GENDER: Record<Lang, Record<string, string>> = { 'zh-CN': { male: '男', female: '女' }, en: { male: 'Male', female: 'Female' } };
const STATUS: Record<Lang, Record<string, string>> = { 'zh-CN': { inService: '在职', left: '离职' }, en: { inService: 'In service', left: 'Left' } };

/** One employee as the sheet's cells, in the template's column order (an export re-imports as is). */
function cells(e: Employee, lang: Lang): Record<string, string | null> {
  return {
    name: e.name,
    mobile: e.mobile,
    jobNumber: e.jobNumber,
    gender: GENDER[lang][e.gender],
    department: e.department?.name ?? '',
    position: e.position,
    entryDate: e.entryDate,
    status: STATUS[lang][e.status],
    email: e.email,
    remark: e.remark,
  };
}

/** The list's filters and data scope, the whole result as an .xlsx with headers in the caller's language. */
export async function exportEmployees(deps: Deps, actor: CompanyActor, f: EmployeeFilter, lang: Lang) {
  const { departments, scope } = await departmentsAndScope(deps.db, actor);
  const known = f.departmentId === undefined || departments.some((d) => d.id === f.departmentId);
  const { list, total } = known ? await queryRoster(deps.db, rosterWhere(actor.companyId, scope, departments, f), EXPORT_MAX_ROWS + 1) : { list: [], total: 0 };
  if (total > EXPORT_MAX_ROWS) throw refuse('excelExport.tooMany', { max: EXPORT_MAX_ROWS });
  const sheetName = text('employee.sheetName', lang);
  // The company's extended fields follow, as in the template: an export re-imports as is.
  const ext = await extColumns(deps.db, actor.companyId, 'employee', employeeColumns);
  const rows = list.map((e) => [...employeeColumns.map((c) => cells(e, lang)[c.key]), ...ext.map((c) => extCell(c, e.ext[c.field.key], lang))]);
  const data = await writeSheet([...employeeColumns, ...ext], lang, sheetName, rows);
  const day = deps.clock.now().toISOString().slice(0, 10).replace(/-/g, '');
  return { ...(await storeWorkbook(deps, actor, `${text('excelExport.fileName', lang)}-${day}.xlsx`, data)), count: list.length };
}
