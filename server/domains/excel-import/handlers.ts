/**
 * Excel import, generic part: the template of an import type, and an import's progress
 * and report. Each type's own import command (employee/importEmployeeExcel, later
 * equipment/importExcel) calls runImport with its type. Decision record 0014.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import * as e from '#shared/contract/employee';
import { text } from '#shared/rules/texts';
import { importJobs } from '../../db/schema';
import { forbidden } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { holds, orgActor } from '../org/actor';
import { extColumns } from './ext-columns';
import { importView } from './import-view';
import { importTypes } from './registry';
import { storeWorkbook, writeSheet } from './workbook';

export const excelImportHandlers = [
  handle(e.getImportTemplateUrl, async (ctx) => {
    const actor = orgActor(ctx);
    const type = importTypes[ctx.params.type];
    if (!holds(actor, { button: type.button })) throw forbidden('org.forbidden');
    const sheetName = text(type.sheetName, ctx.lang);
    // The company's extended fields of the type's target follow the built-in columns.
    const columns = [...type.columns, ...(await extColumns(ctx.deps.db, actor.companyId, type.name, type.columns))];
    // One stored template per company, type, language and column set: a changed column list makes a new one.
    const version = createHash('sha256')
      .update(JSON.stringify(columns.map((c) => [c.key, c.header, 'note' in c ? c.note : null])))
      .digest('hex')
      .slice(0, 12);
    const publicId = `tpl-${type.name}-${actor.companyId}-${ctx.lang}-${version}`;
    const data = await writeSheet(columns, ctx.lang, sheetName, []);
    return storeWorkbook(ctx.deps, actor, `${sheetName}-${ctx.lang === 'en' ? 'template' : '导入模板'}.xlsx`, data, publicId);
  }),

  handle(e.getExcelImportInfo, async (ctx) => {
    const actor = orgActor(ctx);
    // Only the member who started an import reads it: its report quotes rows of their data scope.
    const mine = and(eq(importJobs.companyId, actor.companyId), eq(importJobs.memberId, actor.memberId));
    const where = ctx.params.importId !== undefined ? and(mine, eq(importJobs.publicId, ctx.params.importId)) : and(mine, eq(importJobs.fileId, ctx.params.fileId!));
    const [job] = await ctx.deps.db.select().from(importJobs).where(where).orderBy(desc(importJobs.id)).limit(1);
    return job ? importView(ctx.deps.db, actor.companyId, job, ctx.lang) : null;
  }),
];
