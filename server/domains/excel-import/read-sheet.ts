import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS } from '#shared/contract/employee';
import type { ImportColumn, StoredError } from './types';

/** What reading needs of a column: its key, headers and whether the header must be there. */
export type SheetColumn = Pick<ImportColumn<never>, 'key' | 'header' | 'required'>;

export type SheetRead = { ok: true; rows: { row: number; cells: Record<string, string> }[] } | { ok: false; error: StoredError };

const fileError = (reason: string, vars?: Record<string, string | number>): SheetRead => ({ ok: false, error: { row: 0, column: '', reason, ...(vars ? { vars } : {}) } });

/** A cell as the text the user typed: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
export function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text).trim();
    if ('error' in v) return '';
    return '';
  }
  return String(v).trim();
}

const norm = (s: string) => s.replace(/\s+/g, '').replace(/[*＊]/g, '').toLowerCase();

/**
 * Reads the first sheet: row 1 holds the template's headers (either language, in any order;
 * every required one must be there), the rows below are data. Empty rows are skipped; more than
 * IMPORT_MAX_ROWS data rows refuse the file.
 */
export async function readSheet(data: Buffer, columns: readonly SheetColumn[]): Promise<SheetRead> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return fileError('excelImport.file.unreadable');
  }
  const ws = wb.worksheets[0];
  if (!ws) return fileError('excelImport.file.unreadable');
  // The first column with a header wins: a built-in column before an extended field of the same label.
  const byHeader = new Map<string, SheetColumn>();
  for (const c of columns) for (const h of Object.values(c.header)) if (!byHeader.has(norm(h))) byHeader.set(norm(h), c);
  const at = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const c = byHeader.get(norm(cellText(cell.value)));
    if (c && !at.has(c.key)) at.set(c.key, col);
  });
  const missing = columns.find((c) => c.required && !at.has(c.key));
  if (missing) return { ok: false, error: { row: 1, column: missing.key, reason: 'excelImport.header.missing', vars: { column: missing.key } } };

  const rows: { row: number; cells: Record<string, string> }[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const sheetRow = ws.getRow(r);
    const cells: Record<string, string> = {};
    let any = false;
    for (const [key, col] of at) {
      const t = cellText(sheetRow.getCell(col).value);
      cells[key] = t;
      if (t) any = true;
    }
    if (!any) continue;
    rows.push({ row: r, cells });
    if (rows.length > IMPORT_MAX_ROWS) return fileError('excelImport.file.tooManyRows', { max: IMPORT_MAX_ROWS });
  }
  if (!rows.length) return fileError('excelImport.file.empty');
  return { ok: true, rows };
}
