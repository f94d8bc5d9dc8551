import type { ImportError, ImportInfo, ImportMode, ImportStatus } from '#shared/contract/employee';
import { text, type Lang } from '#shared/rules/texts';
import type { importJobs } from '../../db/schema';
import { EXT_PREFIX } from './ext-columns';
import type { StoredError } from './types';

/** What a report needs of an import type: its columns' headers. */
export interface ReportColumns {
  columns: readonly { key: string; header: Record<Lang, string> }[];
}

/** How many errors a report keeps and answers (errorCount counts them all). */
export const REPORT_MAX_ERRORS = 1000;

/** The job as the caller reads it: columns by their header and reasons in the caller's language. */
export function jobView(job: typeof importJobs.$inferSelect, type: ReportColumns | undefined, lang: Lang): ImportInfo {
  const header = (key: string) => type?.columns.find((c) => c.key === key)?.header[lang] ?? key;
  const errors: ImportError[] = (job.errors as StoredError[]).map((e) => {
    const vars: Record<string, string | number> = e.vars?.column !== undefined ? { ...e.vars, column: header(String(e.vars.column)) } : { ...e.vars };
    // An extended field's text names the field by its label: the column's header in the reader's language.
    if (e.column.startsWith(EXT_PREFIX)) vars.label = header(e.column);
    return { row: e.row, column: e.column ? header(e.column) : '', reason: text(e.reason, lang, vars) };
  });
  return {
    importId: job.publicId,
    fileId: job.fileId,
    mode: job.mode as ImportMode,
    status: job.status as ImportStatus,
    total: job.total,
    processed: job.processed,
    imported: job.imported,
    errorCount: job.errorCount,
    errors,
  };
}
