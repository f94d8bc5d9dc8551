import type { ImportType as ImportTypeName } from '#shared/contract/employee';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import type { importJobs } from '../../db/schema';
import { extColumns } from './ext-columns';
import { jobView } from './job-view';
import { importTypes } from './registry';

/** An import job as its reader sees it: built-in and extended-field columns by their headers in the reader's language. */
export async function importView(db: Db, companyId: number, job: typeof importJobs.$inferSelect, lang: Lang) {
  const type = importTypes[job.type as ImportTypeName];
  if (!type) return jobView(job, undefined, lang);
  const ext = await extColumns(db, companyId, type.name, type.columns);
  return jobView(job, { columns: [...type.columns, ...ext] }, lang);
}
