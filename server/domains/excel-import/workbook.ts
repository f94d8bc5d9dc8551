import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DownloadLink } from '#shared/contract/employee';
import { XLSX_MIME } from '#shared/contract/file';
import type { Lang } from '#shared/rules/texts';
import { files } from '../../db/schema';
import type { Deps } from '../../deps';
import type { CompanyActor } from '../../gateway/company-authority';
import { fileLink } from '../file/links';
import type { ImportColumn } from './types';

/** One sheet: the columns' headers in the caller's language (bold, frozen), then the rows' cells. */
export async function writeSheet(columns: readonly (Pick<ImportColumn<never>, 'key' | 'header' | 'width'> & { note?: Record<Lang, string> })[], lang: Lang, sheetName: string, rows: (string | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header[lang], key: c.key, width: c.width ?? 16 }));
  ws.getRow(1).font = { bold: true };
  // An extended field's header says what its cells take (type, range, choices).
  columns.forEach((c, i) => {
    if (c.note?.[lang]) ws.getRow(1).getCell(i + 1).note = c.note[lang];
  });
  // Text cells: a mobile or job number must not turn into a number (or a date) when reopened.
  for (let i = 1; i <= columns.length; i++) ws.getColumn(i).numFmt = '@';
  for (const r of rows) ws.addRow(r.map((v) => v ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Stores a workbook as the company's working file (appType excelExport: never listed in My files)
 * and answers a signed download link for the caller. `publicId` given: the same bytes are kept
 * once (templates), otherwise a fresh id.
 */
export async function storeWorkbook(deps: Deps, actor: CompanyActor, name: string, data: Buffer, publicId?: string): Promise<DownloadLink> {
  const id = publicId ?? randomBytes(16).toString('base64url');
  const [existing] = publicId ? await deps.db.select({ id: files.id }).from(files).where(eq(files.publicId, id)).limit(1) : [];
  if (!existing) {
    await deps.adapters.storage.put(id, data, XLSX_MIME);
    await deps.db
      .insert(files)
      .values({ publicId: id, memberId: actor.memberId, companyId: actor.companyId, name, ext: 'xlsx', mime: XLSX_MIME, size: data.length, storageKey: id, appType: 'excelExport', createdAt: deps.clock.now() })
      .onConflictDoNothing();
  }
  return { url: await fileLink(deps.db, id, deps.clock.now(), true), name };
}
