import { z } from 'zod';
import * as f from '../rules/fields';
import { command, noParams } from './command';

/**
 * The base app's employees: the company's roster, with Excel import and export.
 * Every command acts on the session's company, declares its button (the gateway checks it) and
 * applies the caller's data scope (decision record 0013) on the server.
 */

export const EMPLOYEE_STATUSES = ['inService', 'left'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

const id = z.number().int().positive();
const keyword = z.string().trim().max(30).optional();
/** An ISO calendar date (YYYY-MM-DD) that exists. */
export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'employee.entryDate.format')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'employee.entryDate.format');

export const employeeName = z.string().trim().min(1, 'employee.name.required').max(30, 'employee.name.max');
export const employeeMobile = z.string().trim().min(1, 'rule.register.mobile.required').regex(f.MOBILE_CN, 'rule.general.mobile');
export const jobNumber = z
  .string()
  .trim()
  .min(1, 'employee.jobNumber.required')
  .max(30, 'employee.jobNumber.max')
  .regex(/^[A-Za-z0-9_-]+$/, 'employee.jobNumber.format');
export const employeePosition = z.string().trim().max(30, 'employee.position.max');
export const employeeRemark = z.string().trim().max(200, 'employee.remark.max');
/** Extended field values by field key; their definitions and checks belong to the extended-field settings. */
export const employeeExt = z.record(
  z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  z.union([z.string().max(500), z.number(), z.boolean(), z.null()]),
);

const fields = {
  name: employeeName,
  mobile: employeeMobile,
  jobNumber,
  gender: z.enum(GENDERS, { message: 'employee.gender.required' }),
  departmentId: id.nullable().default(null),
  position: employeePosition.default(''),
  entryDate: isoDate.nullable().default(null),
  status: z.enum(EMPLOYEE_STATUSES).default('inService'),
  email: f.email.or(z.literal('')).nullable().default(null),
  remark: employeeRemark.default(''),
  ext: employeeExt.refine((v) => Object.keys(v).length <= 50).optional(),
};

export interface Employee {
  id: number;
  name: string;
  mobile: string;
  jobNumber: string;
  gender: Gender;
  department: { id: number; name: string } | null;
  position: string;
  entryDate: string | null;
  status: EmployeeStatus;
  email: string | null;
  remark: string;
  ext: Record<string, unknown>;
  /** The member account of this company with the same mobile (it signs in; the roster row does not). */
  linkedMember: boolean;
  createdAt: string;
}

/** The list's filters (also the export's). */
export const employeeFilter = z.object({ keyword, departmentId: id.optional(), status: z.enum(EMPLOYEE_STATUSES).optional() }).strict();

/** Answers {list, total} for the envelope's page/rows (the spec marks the command unpaged: callers pass page and rows). */
export const getEmployeeList = command('employee/getList', {
  access: 'certified',
  needs: { button: 'employee.view' },
  params: employeeFilter,
}).returns<{ list: Employee[]; total: number }>();

export const saveEmployee = command('employee/save', {
  access: 'certified',
  needs: { button: 'employee.edit' },
  params: z.object(fields).strict(),
}).returns<{ id: number }>();

export const updateEmployee = command('employee/update', {
  access: 'certified',
  needs: { button: 'employee.edit' },
  params: z.object({ id, ...fields }).strict(),
}).returns<{ id: number }>();

/**
 * Our command: consumes the next number of the company's employee coding rule, for the add form's
 * "generate" (job numbers other employees hold are skipped; parallel calls get distinct numbers).
 */
export const generateJobNumber = command('employee/generateJobNumber', {
  access: 'certified',
  needs: { button: 'employee.edit' },
  params: noParams,
}).returns<{ jobNumber: string }>();

export const employeeExtensions = ['employee/generateJobNumber'];

/** Takes employees off the roster (a linked member account stays a member of the company). */
export const removeEmployee = command('employee/removeFacMember', {
  access: 'certified',
  needs: { button: 'employee.remove' },
  params: z.object({ ids: z.array(id).min(1, 'rule.general.required.select').max(200) }).strict(),
}).returns<{ removed: number }>();

/* ---- Excel ---- */

export const IMPORT_MODES = ['check', 'all-or-nothing', 'valid-rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
// Devices join with 'equipment' when their import type is registered (server/domains/excel-import/types.ts).
export const IMPORT_TYPES = ['employee', 'equipment'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];
/** Caps of one import: the upload's size (file contract, 4 MiB) and the data rows of the sheet. */
export const IMPORT_MAX_ROWS = 10_000;

export type ImportStatus = 'checking' | 'importing' | 'done' | 'failed';
export interface ImportError {
  /** The Excel row number the user sees (the header is row 1). */
  row: number;
  /** The column's header in the caller's language ('' for the whole row or file). */
  column: string;
  reason: string;
}
export interface ImportInfo {
  importId: string;
  fileId: string;
  mode: ImportMode;
  status: ImportStatus;
  /** Data rows in the file. */
  total: number;
  processed: number;
  imported: number;
  errorCount: number;
  /** The report: the first 1,000 errors (errorCount says how many there are). */
  errors: ImportError[];
}

/** An uploaded file id (support/file/requestUploadToken with appType excelImport, then POST /api/upload). */
export const fileId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const importEmployeeExcel = command('employee/importEmployeeExcel', {
  access: 'certified',
  needs: { button: 'employee.import' },
  params: z.object({ fileId, mode: z.enum(IMPORT_MODES).default('check') }).strict(),
}).returns<ImportInfo>();

export interface DownloadLink {
  url: string;
  name: string;
}

export const exportEmployeeExcel = command('employee/exportEmployeeExcel', {
  access: 'certified',
  needs: { button: 'employee.export' },
  params: employeeFilter,
}).returns<DownloadLink & { count: number }>();

/** The import template of a type, headers in the caller's language (the server checks the type's own button). */
export const getImportTemplateUrl = command('file/getImportTemplateUrl', {
  access: 'certified',
  needs: { pages: ['employee', 'deviceInfo'] },
  params: z.object({ type: z.enum(IMPORT_TYPES) }).strict(),
}).returns<DownloadLink>();

/** An import's progress and report, by its id or (latest) by its file; only the member who started it reads it. */
export const getExcelImportInfo = command('file/getExcelImportInfo', {
  access: 'certified',
  needs: { pages: ['employee', 'deviceInfo'] },
  params: z
    .object({
      importId: z
        .string()
        .trim()
        .min(8)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/)
        .optional(),
      fileId: fileId.optional(),
    })
    .strict()
    .refine((p) => p.importId !== undefined || p.fileId !== undefined, { message: 'rule.general.required', path: ['importId'] }),
}).returns<ImportInfo | null>();
