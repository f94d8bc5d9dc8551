import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, members } from './core';
import { orgDepartments } from './org';

/**
 * The base app's employees: a company's roster, apart from its member accounts. An
 * employee may be linked to the member account of the same company that has their mobile
 * (member_id), which changes no access (decision record 0014). Job number and mobile are unique
 * in the company, by index, so parallel saves and imports cannot make two.
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    jobNumber: text('job_number').notNull(),
    gender: text('gender').notNull(),
    departmentId: integer('department_id').references(() => orgDepartments.id),
    position: text('position').notNull().default(''),
    entryDate: date('entry_date', { mode: 'string' }),
    status: text('status').notNull().default('inService'),
    email: text('email'),
    remark: text('remark').notNull().default(''),
    /** Values of the company's extended fields (their definitions and checks live with the extended-field settings). */
    ext: jsonb('ext').notNull().default({}),
    memberId: integer('member_id').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_job_number_uq').on(t.companyId, sql`lower(${t.jobNumber})`),
    uniqueIndex('employees_mobile_uq').on(t.companyId, t.mobile),
    // The list's order (newest first) and its department filter.
    index('employees_company_idx').on(t.companyId, t.id),
    index('employees_company_status_idx').on(t.companyId, t.status, t.id),
    index('employees_department_idx').on(t.departmentId, t.id),
    check('employees_status_ck', sql`${t.status} in ('inService','left')`),
    check('employees_gender_ck', sql`${t.gender} in ('male','female')`),
  ],
);

/**
 * Excel imports (file/getExcelImportInfo): one row per run over an uploaded file, holding its
 * progress and its report, so every gateway process sharing the database answers the same.
 * errors: [{row, column, reason}] with column the import type's column key and reason a texts.json
 * key, localized when read.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    fileId: text('file_id').notNull(),
    mode: text('mode').notNull(),
    status: text('status').notNull().default('checking'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_jobs_file_idx').on(t.companyId, t.fileId, t.id),
    // One run at a time per file: a second import of the same file while one runs is refused.
    uniqueIndex('import_jobs_running_uq')
      .on(t.companyId, t.fileId)
      .where(sql`${t.status} in ('checking','importing')`),
    check('import_jobs_status_ck', sql`${t.status} in ('checking','importing','done','failed')`),
    check('import_jobs_mode_ck', sql`${t.mode} in ('check','all-or-nothing','valid-rows')`),
  ],
);
