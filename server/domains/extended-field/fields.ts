import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MAX_EXTENDED_FIELDS, TEXT_MAX_DEFAULT, type ExtendedField, type ExtendedTarget, type ExtendedType } from '#shared/contract/extended-field';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { companies, extendedFields } from '../../db/schema';
import { refuse } from '../../gateway/app-error';
import { listGroups, optionsOf } from '../dictionary/groups';

type Row = typeof extendedFields.$inferSelect;

/** The live (not deleted) fields of a company's target in their order, select fields with their options. */
export async function listFields(db: Db, companyId: number, target: ExtendedTarget, lang: Lang): Promise<ExtendedField[]> {
  const rows = await db
    .select()
    .from(extendedFields)
    .where(and(eq(extendedFields.companyId, companyId), eq(extendedFields.target, target), isNull(extendedFields.deletedAt)))
    .orderBy(asc(extendedFields.sort), asc(extendedFields.id));
  const groups = rows.some((r) => r.type === 'select') ? await listGroups(db, companyId) : [];
  // A company's group shadows the platform's of the same key (contract/dictionary.ts).
  const group = (key: string | null) => groups.find((g) => g.key === key && !g.platform) ?? groups.find((g) => g.key === key) ?? null;
  return rows.map((r) => toField(r, lang, r.type === 'select' ? optionsOf(group(r.dictionaryKey), lang) : []));
}

function toField(r: Row, lang: Lang, options: ExtendedField['options']): ExtendedField {
  return {
    fieldId: r.id,
    target: r.target as ExtendedTarget,
    key: r.key,
    labelZh: r.labelZh,
    labelEn: r.labelEn,
    label: lang === 'en' ? r.labelEn : r.labelZh,
    type: r.type as ExtendedType,
    required: r.required,
    unique: r.isUnique,
    sort: r.sort,
    maxLength: r.maxLength,
    min: r.minValue,
    max: r.maxValue,
    dictionaryKey: r.dictionaryKey,
    options,
  };
}

interface Settings {
  labelZh: string;
  labelEn: string;
  required: boolean;
  unique: boolean;
  sort: number;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
}

/** Only the limits that fit the type are kept: a length for text, a range for numbers. */
function columnsOf(type: ExtendedType, s: Settings) {
  return {
    labelZh: s.labelZh,
    labelEn: s.labelEn,
    required: s.required,
    // A unique select or date makes little sense but does no harm; uniqueness is the company's call.
    isUnique: s.unique,
    sort: s.sort,
    maxLength: type === 'text' ? (s.maxLength ?? TEXT_MAX_DEFAULT) : null,
    minValue: type === 'number' ? (s.min ?? null) : null,
    maxValue: type === 'number' ? (s.max ?? null) : null,
  };
}

async function fieldOf(db: Db, companyId: number, fieldId: number, lang: Lang) {
  const [r] = await db
    .select()
    .from(extendedFields)
    .where(and(eq(extendedFields.id, fieldId), eq(extendedFields.companyId, companyId), isNull(extendedFields.deletedAt)));
  if (!r) throw refuse('extendedField.notFound');
  return (await listFields(db, companyId, r.target as ExtendedTarget, lang)).find((f) => f.fieldId === fieldId)!;
}

/**
 * Adds a field under a lock on the company row, so parallel adds keep the per-target limit. Keys
 * are unique per target for good, deleted fields included (their values may still sit in rows).
 */
export async function addField(db: Db, companyId: number, lang: Lang, p: Settings & { target: ExtendedTarget; key: string; type: ExtendedType; dictionaryKey?: string }): Promise<ExtendedField> {
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const same = and(eq(extendedFields.companyId, companyId), eq(extendedFields.target, p.target));
    const [taken] = await tx
      .select({ deletedAt: extendedFields.deletedAt })
      .from(extendedFields)
      .where(and(same, eq(extendedFields.key, p.key)));
    if (taken) throw refuse(taken.deletedAt ? 'extendedField.key.retired' : 'extendedField.key.taken');
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(extendedFields)
      .where(and(same, isNull(extendedFields.deletedAt)));
    if (n >= MAX_EXTENDED_FIELDS) throw refuse('extendedField.max', { max: MAX_EXTENDED_FIELDS });
    if (p.type === 'select' && !(await listGroups(tx, companyId)).some((g) => g.key === p.dictionaryKey)) throw refuse('dictionary.group.notFound');
    const [row] = await tx
      .insert(extendedFields)
      .values({ companyId, target: p.target, key: p.key, type: p.type, dictionaryKey: p.type === 'select' ? p.dictionaryKey! : null, ...columnsOf(p.type, p) })
      .returning({ id: extendedFields.id });
    return row.id;
  });
  return fieldOf(db, companyId, id, lang);
}

/** Changes labels, rules and order; the type (and key, target, group) never changes. */
export async function updateField(db: Db, companyId: number, lang: Lang, p: Settings & { fieldId: number; type?: ExtendedType }): Promise<ExtendedField> {
  const cur = await fieldOf(db, companyId, p.fieldId, lang);
  if (p.type !== undefined && p.type !== cur.type) throw refuse('extendedField.type.fixed');
  await db.update(extendedFields).set(columnsOf(cur.type, p)).where(eq(extendedFields.id, cur.fieldId));
  return fieldOf(db, companyId, cur.fieldId, lang);
}

/** Deleted fields are no longer shown or checked; their values stay in rows until the row is next saved. */
export async function deleteField(db: Db, companyId: number, fieldId: number, now: Date) {
  const gone = await db
    .update(extendedFields)
    .set({ deletedAt: now })
    .where(and(eq(extendedFields.id, fieldId), eq(extendedFields.companyId, companyId), isNull(extendedFields.deletedAt)))
    .returning({ id: extendedFields.id });
  if (!gone.length) throw refuse('extendedField.notFound');
  return { deleted: true as const };
}
