import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { ImportMode } from '#shared/contract/employee';
import type { Db } from '../../db/client';
import { files, importJobs } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Deps } from '../../deps';
import { refuse } from '../../gateway/app-error';
import type { CompanyActor } from '../../gateway/company-authority';
import { checkExtCells, extColumns, extDuplicates } from './ext-columns';
import { REPORT_MAX_ERRORS } from './job-view';
import { readSheet } from './read-sheet';
import type { CheckedRow, ImportType, StoredError } from './types';

/** Progress is written every this many checked rows (each a short statement of its own, visible at once). */
const PROGRESS_EVERY = 500;
/** Rows per INSERT statement of the commit. */
const BATCH = 1000;
/** A run not touched for this long died with its process: it no longer blocks a new run of its file. */
const STALE_MS = 5 * 60_000;

async function readStored(deps: Deps, key: string): Promise<Buffer | null> {
  const stored = await deps.adapters.storage.open(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts a run of a file: one running run per file (the partial unique index decides under races). */
async function startJob(db: Db, actor: CompanyActor, type: string, fileId: string, mode: ImportMode, now: Date) {
  await db
    .update(importJobs)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(importJobs.companyId, actor.companyId), eq(importJobs.fileId, fileId), inArray(importJobs.status, ['checking', 'importing']), lt(importJobs.updatedAt, new Date(now.getTime() - STALE_MS))));
  try {
    const [job] = await db
      .insert(importJobs)
      .values({ publicId: randomBytes(12).toString('base64url'), companyId: actor.companyId, memberId: actor.memberId, type, fileId, mode, createdAt: now, updatedAt: now })
      .returning();
    return job;
  } catch (err) {
    if (isUniqueViolation(err, 'import_jobs_running_uq')) throw refuse('excelImport.running');
    throw err;
  }
}

/**
 * One import of an uploaded workbook, start to end, inside the request (5,000 rows take a few
 * seconds; the caps keep any file far below the request deadline). Progress and the report are
 * written to import_jobs as it goes, so file/getExcelImportInfo answers from any process. Modes:
 * check (report only), all-or-nothing (nothing unless every row passes), valid-rows (the rows
 * that pass). The commit is one transaction: a failure imports nothing.
 */
export async function runImport<C>(deps: Deps, actor: CompanyActor, type: ImportType<C>, fileId: string, mode: ImportMode) {
  const db = deps.db;
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.publicId, fileId), eq(files.companyId, actor.companyId), eq(files.memberId, actor.memberId), eq(files.appType, 'excelImport'), isNull(files.deletedAt)))
    .limit(1);
  if (!file) throw refuse('excelImport.file.notFound');
  const job = await startJob(db, actor, type.name, fileId, mode, deps.clock.now());
  const save = (set: Partial<typeof importJobs.$inferInsert>) =>
    db
      .update(importJobs)
      .set({ ...set, updatedAt: deps.clock.now() })
      .where(eq(importJobs.id, job.id))
      .returning();
  const finish = async (errors: StoredError[], total: number, imported: number) =>
    (await save({ status: 'done', total, processed: total, imported, errorCount: errors.length, errors: errors.slice(0, REPORT_MAX_ERRORS) }))[0];

  try {
    const data = await readStored(deps, file.storageKey);
    if (!data) return await finish([{ row: 0, column: '', reason: 'excelImport.file.notFound' }], 0, 0);
    // The company's extended fields are columns of the sheet too, checked as a save checks them.
    const ext = await extColumns(db, actor.companyId, type.name, type.columns);
    const order = [...type.columns, ...ext].map((c) => c.key);
    const sheet = await readSheet(data, [...type.columns, ...ext]);
    if (!sheet.ok) return await finish([sheet.error], 0, 0);
    const total = sheet.rows.length;
    await save({ total });

    const ctx = await type.context(db, actor);
    const errors: StoredError[] = [];
    const passed: CheckedRow[] = [];
    for (let i = 0; i < total; i++) {
      const { row, cells } = sheet.rows[i];
      const values: Record<string, unknown> = {};
      let ok = true;
      for (const col of type.columns) {
        const r = col.check(cells[col.key] ?? '', ctx);
        if (r.ok) values[col.key] = r.value;
        else {
          ok = false;
          errors.push({ row, column: col.key, reason: r.reason, ...(r.vars ? { vars: r.vars } : {}) });
        }
      }
      const x = await checkExtCells(ext, row, cells);
      values.ext = x.values;
      if (x.errors.length) {
        ok = false;
        errors.push(...x.errors);
      }
      if (ok) passed.push({ row, values });
      if ((i + 1) % PROGRESS_EVERY === 0 && i + 1 < total) await save({ processed: i + 1 });
    }
    const rowErrors = [...(await type.checkRows(db, actor, ctx, passed)), ...(await extDuplicates(db, actor.companyId, type.name, ext, passed))];
    errors.push(...rowErrors);
    const failedRows = new Set(rowErrors.map((e) => e.row));
    const valid = passed.filter((r) => !failedRows.has(r.row));
    errors.sort((a, b) => a.row - b.row || order.indexOf(a.column) - order.indexOf(b.column));

    if (mode === 'check' || (mode === 'all-or-nothing' && errors.length) || !valid.length) return await finish(errors, total, 0);
    await save({ status: 'importing', processed: total });
    const imported = await db.transaction(async (tx) => {
      let n = 0;
      for (let i = 0; i < valid.length; i += BATCH) n += await type.commit(tx as unknown as Db, actor, ctx, valid.slice(i, i + BATCH));
      return n;
    });
    return await finish(errors, total, imported);
  } catch (err) {
    // A row taken meanwhile by a parallel save, or anything else: nothing was imported; say so in the report.
    await save({ status: 'failed', errorCount: 1, errors: [{ row: 0, column: '', reason: isUniqueViolation(err) ? 'excelImport.conflict' : 'excelImport.failed' }] });
    if (!isUniqueViolation(err)) throw err;
    return (await db.select().from(importJobs).where(eq(importJobs.id, job.id)))[0];
  }
}
