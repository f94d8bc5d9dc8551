import type { ExtendedField, ExtendedFieldError, ExtendedTarget } from '#shared/contract/extended-field';
import { text, type Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { listFields } from './fields';

/**
 * The one check of extended values: dataVerification, and every save and Excel import of employees
 * and devices (wired by their domains), go through it, so a form, an import and a save refuse the
 * same values with the same texts.
 *
 * Seam for the target domains:
 *   const { values, errors } = await checkExtendedValues(db, companyId, 'device', input.ext, {
 *     lang: ctx.lang, isTaken: extColumnLookup('org_devices')(db, companyId, deviceId) });
 *   if (errors.length) throw invalid(...)  // or report them per row in an import
 *   ...store `values` (normalized) as the row's ext, replacing the old ext.
 * An import of many rows loads the fields once (listFields) and calls checkValuesWith per row.
 * Uniqueness against rows being written at the same moment holds only when the save checks and
 * writes under one lock of the company row (`select ... for update` on companies), as addField does.
 */

/** Whether another row of the target already holds this value under this field key. */
export type IsTaken = (fieldKey: string, value: string | number) => Promise<boolean>;
export type ExtendedValue = string | number;
export interface CheckOptions {
  isTaken: IsTaken;
  lang: Lang;
}
export interface CheckResult {
  /** The values as stored: trimmed text, numbers as numbers, dates as YYYY-MM-DD, select values as their keys. Empty values are left out. */
  values: Record<string, ExtendedValue>;
  errors: ExtendedFieldError[];
}

export async function checkExtendedValues(db: Db, companyId: number, target: ExtendedTarget, input: Record<string, unknown>, opts: CheckOptions): Promise<CheckResult> {
  return checkValuesWith(await listFields(db, companyId, target, opts.lang), input, opts);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(v: string) {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Normalizes one present value, or answers the text key that refuses it. */
function normalize(f: ExtendedField, raw: unknown): { value: ExtendedValue } | { key: string; vars?: Record<string, string | number> } {
  switch (f.type) {
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { key: 'extendedField.value.text' };
      const v = String(raw).trim();
      const max = f.maxLength ?? 200;
      return [...v].length > max ? { key: 'extendedField.value.tooLong', vars: { max } } : { value: v };
    }
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(n)) return { key: 'extendedField.value.number' };
      if (f.min !== null && n < f.min) return { key: 'extendedField.value.min', vars: { min: f.min } };
      if (f.max !== null && n > f.max) return { key: 'extendedField.value.max', vars: { max: f.max } };
      return { value: n };
    }
    case 'date': {
      const v = typeof raw === 'string' ? raw.trim() : '';
      return isRealDate(v) ? { value: v } : { key: 'extendedField.value.date' };
    }
    case 'select': {
      // The key, or (as people type in an Excel cell) the label of an enabled value in the caller's language.
      const v = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
      const hit = f.options.find((o) => o.key === v) ?? f.options.find((o) => o.label === v);
      return hit ? { value: hit.key } : { key: 'extendedField.value.select' };
    }
  }
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One refused value as a text key with its placeholders (an import stores these and localizes them when read). */
export interface KeyedProblem {
  field: string;
  key: string;
  vars: Record<string, string | number>;
}

/**
 * The check itself, answering text keys: checkValuesWith localizes them at once; an Excel import
 * keeps them per row. `isTaken` null leaves uniqueness to the caller (an import checks it for all
 * rows at once, in the file and against the table).
 */
export async function checkValuesKeyed(fields: ExtendedField[], input: Record<string, unknown>, isTaken: IsTaken | null): Promise<{ values: Record<string, ExtendedValue>; problems: KeyedProblem[] }> {
  const values: Record<string, ExtendedValue> = {};
  const problems: KeyedProblem[] = [];
  const refuse = (f: { key: string; label: string }, key: string, vars: Record<string, string | number> = {}) => problems.push({ field: f.key, key, vars: { label: f.label, field: f.key, ...vars } });
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(input)) if (!known.has(key)) refuse({ key, label: key }, 'extendedField.value.unknown');
  for (const f of fields) {
    const raw = Object.prototype.hasOwnProperty.call(input, f.key) ? input[f.key] : undefined;
    if (isEmpty(raw)) {
      if (f.required) refuse(f, 'extendedField.value.required');
      continue;
    }
    const r = normalize(f, raw);
    if ('key' in r) {
      refuse(f, r.key, r.vars);
      continue;
    }
    if (f.type === 'text' && r.value === '') {
      if (f.required) refuse(f, 'extendedField.value.required');
      continue;
    }
    if (f.unique && isTaken && (await isTaken(f.key, r.value))) {
      refuse(f, 'extendedField.value.taken', { value: String(r.value) });
      continue;
    }
    values[f.key] = r.value;
  }
  return { values, problems };
}

/** checkExtendedValues with the fields already loaded (an import checks many rows against one list). */
export async function checkValuesWith(fields: ExtendedField[], input: Record<string, unknown>, opts: CheckOptions): Promise<CheckResult> {
  const { values, problems } = await checkValuesKeyed(fields, input, opts.isTaken);
  return { values, errors: problems.map((p) => ({ field: p.field, reason: text(p.key, opts.lang, p.vars) })) };
}
