import { sql } from 'drizzle-orm';
import type { ImportType as ImportTypeName } from '#shared/contract/employee';
import type { ExtendedField, ExtendedTarget } from '#shared/contract/extended-field';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { checkValuesKeyed, type ExtendedValue } from '../extended-field/check-values';
import { listFields } from '../extended-field/fields';
import type { CheckedRow, StoredError } from './types';

/**
 * The company's extended fields as columns of an import type's sheet (template, import, report,
 * export). A column's key is `ext.<field key>`; its header is the field's label in each language.
 * Values are checked with the same check as a save (checkValuesKeyed), uniqueness for the whole
 * file at once (in the file and against the table).
 */
export const EXT_TARGET: Record<ImportTypeName, ExtendedTarget> = { employee: 'employee', equipment: 'device' };
const TABLE: Record<ExtendedTarget, string> = { employee: 'employees', device: 'org_devices' };
export const EXT_PREFIX = 'ext.';

export interface ExtColumn {
  key: string;
  header: Record<Lang, string>;
  required: boolean;
  width: number;
  /** The field as checked (labels in Chinese; the report puts the reader's label in). */
  field: ExtendedField;
  /** A select's value labels in both languages -> its key (people type labels in a cell). */
  byLabel: Map<string, string>;
  /** A select's value keys -> their labels in each language (the export writes these). */
  labels: Record<Lang, Map<string, string>>;
  /** The header cell's note in each language: what the cell takes. */
  note: Record<Lang, string>;
}

const norm = (s: string) => s.replace(/\s+/g, '').replace(/[*＊]/g, '').toLowerCase();

function noteOf(f: ExtendedField, options: Record<Lang, string[]>, lang: Lang): string {
  const zh = lang === 'zh-CN';
  const parts: string[] = [];
  if (f.required) parts.push(zh ? '必填' : 'Required');
  if (f.unique) parts.push(zh ? '不可重复' : 'Unique');
  if (f.type === 'text') parts.push(zh ? `文字，最多 ${f.maxLength ?? 200} 字` : `Text, at most ${f.maxLength ?? 200} characters`);
  if (f.type === 'date') parts.push(zh ? '日期（YYYY-MM-DD）' : 'Date (YYYY-MM-DD)');
  if (f.type === 'number') {
    const range = [f.min !== null ? `≥ ${f.min}` : '', f.max !== null ? `≤ ${f.max}` : ''].filter(Boolean).join(', ');
    parts.push((zh ? '数字' : 'Number') + (range ? ` ${range}` : ''));
  }
  if (f.type === 'select') parts.push((zh ? '可选：' : 'One of: ') + options[lang].join(zh ? '、' : ', '));
  return parts.join(zh ? '；' : '; ');
}

/**
 * The live extended fields of the type's target as columns. A label that repeats a built-in header
 * (a company's own 职位 or 位置, say) or an earlier field's gets "(extended)", so every
 * header names one column when the sheet is read back.
 */
export async function extColumns(db: Db, companyId: number, type: ImportTypeName, builtIn: readonly { header: Record<Lang, string> }[]): Promise<ExtColumn[]> {
  const target = EXT_TARGET[type];
  const [zh, en] = await Promise.all([listFields(db, companyId, target, 'zh-CN'), listFields(db, companyId, target, 'en')]);
  const taken = new Set(builtIn.flatMap((c) => Object.values(c.header).map(norm)));
  return zh.map((f, i) => {
    const enOptions = en[i]?.options ?? [];
    let header: Record<Lang, string> = { 'zh-CN': f.labelZh, en: f.labelEn };
    if (taken.has(norm(header['zh-CN'])) || taken.has(norm(header.en))) header = { 'zh-CN': `${f.labelZh}（扩展）`, en: `${f.labelEn} (extended)` };
    taken.add(norm(header['zh-CN']));
    taken.add(norm(header.en));
    const byLabel = new Map<string, string>();
    for (const o of [...f.options, ...enOptions]) byLabel.set(o.label, o.key);
    const options = { 'zh-CN': f.options.map((o) => o.label), en: enOptions.map((o) => o.label) };
    const labels = { 'zh-CN': new Map(f.options.map((o) => [o.key, o.label])), en: new Map(enOptions.map((o) => [o.key, o.label])) };
    return { key: `${EXT_PREFIX}${f.key}`, header, required: f.required, width: 18, field: f, byLabel, labels, note: { 'zh-CN': noteOf(f, options, 'zh-CN'), en: noteOf(f, options, 'en') } };
  });
}

/** One row's extended cells: the values to store, or its problems as the report keeps them. */
export async function checkExtCells(columns: ExtColumn[], row: number, cells: Record<string, string>): Promise<{ values: Record<string, ExtendedValue>; errors: StoredError[] }> {
  const input: Record<string, string> = {};
  for (const c of columns) {
    const cell = cells[c.key] ?? '';
    // As people type in a cell: a select's label in either language, a date as 2024/5/6.
    if (c.field.type === 'select') input[c.field.key] = c.byLabel.get(cell) ?? cell;
    else if (c.field.type === 'date') input[c.field.key] = cell.replace(/^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/, (_m, y: string, mo: string, d: string) => `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`);
    else input[c.field.key] = cell;
  }
  const { values, problems } = await checkValuesKeyed(
    columns.map((c) => c.field),
    input,
    null,
  );
  // The label is the column's header, put in by the reader's language when the report is read.
  return {
    values,
    errors: problems.map(({ field, key, vars: { label: _label, ...vars } }) => ({ row, column: `${EXT_PREFIX}${field}`, reason: key, vars })),
  };
}

/**
 * Unique extended values of the passed rows: a repeat inside the file (every one after the first)
 * and a value another row of the table already holds are refused, as a save refuses them.
 */
export async function extDuplicates(db: Db, companyId: number, type: ImportTypeName, columns: ExtColumn[], rows: CheckedRow[]): Promise<StoredError[]> {
  const errors: StoredError[] = [];
  const table = TABLE[EXT_TARGET[type]];
  for (const c of columns.filter((x) => x.field.unique)) {
    const k = c.field.key;
    const at = rows.filter((r) => (r.values.ext as Record<string, ExtendedValue>)?.[k] !== undefined);
    const seen = new Set<string>();
    for (const r of at) {
      const v = String((r.values.ext as Record<string, ExtendedValue>)[k]);
      if (seen.has(v)) errors.push({ row: r.row, column: c.key, reason: 'excelImport.ext.duplicateInFile', vars: { value: v } });
      seen.add(v);
    }
    const taken = new Set<string>();
    const all = [...seen];
    for (let i = 0; i < all.length; i += 1000) {
      const chunk = all.slice(i, i + 1000);
      const { rows: hit } = (await db.execute(
        sql`select distinct ext ->> ${k} as v from ${sql.identifier(table)} where company_id = ${companyId} and ext ->> ${k} in (${sql.join(
          chunk.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      )) as unknown as { rows: { v: string }[] };
      for (const h of hit) taken.add(h.v);
    }
    for (const r of at) {
      const v = String((r.values.ext as Record<string, ExtendedValue>)[k]);
      if (taken.has(v)) errors.push({ row: r.row, column: c.key, reason: 'extendedField.value.taken', vars: { value: v } });
    }
  }
  return errors;
}

/** A stored value as a cell: a select's key as its label in the sheet's language, numbers and dates as text. */
export function extCell(c: ExtColumn, value: unknown, lang: Lang): string {
  if (value === undefined || value === null) return '';
  return (c.field.type === 'select' ? c.labels[lang].get(String(value)) : undefined) ?? String(value);
}
