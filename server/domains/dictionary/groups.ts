import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { MAX_DICTIONARY_GROUPS, type DictionaryGroup, type DictionaryOption } from '#shared/contract/dictionary';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { companies, dictionaryGroups, dictionaryValues } from '../../db/schema';
import { refuse } from '../../gateway/app-error';

/** A company's dictionary groups and the platform's (company null), each with all its values. */
export async function listGroups(db: Db, companyId: number | null): Promise<DictionaryGroup[]> {
  const owner = companyId === null ? isNull(dictionaryGroups.companyId) : or(eq(dictionaryGroups.companyId, companyId), isNull(dictionaryGroups.companyId));
  const groups = await db
    .select()
    .from(dictionaryGroups)
    .where(owner)
    .orderBy(sql`${dictionaryGroups.companyId} is null`, asc(dictionaryGroups.key));
  if (!groups.length) return [];
  const values = await db
    .select()
    .from(dictionaryValues)
    .where(
      inArray(
        dictionaryValues.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(dictionaryValues.sort), asc(dictionaryValues.id));
  return groups.map((g) => ({
    groupId: g.id,
    key: g.key,
    nameZh: g.nameZh,
    nameEn: g.nameEn,
    platform: g.companyId === null,
    values: values.filter((v) => v.groupId === g.id).map((v) => ({ key: v.key, labelZh: v.labelZh, labelEn: v.labelEn, sort: v.sort, enabled: v.enabled })),
  }));
}

/** The group a key names for a company: its own, else the platform's (null: neither). */
export async function resolveGroup(db: Db, companyId: number | null, key: string): Promise<DictionaryGroup | null> {
  const groups = (await listGroups(db, companyId)).filter((g) => g.key === key);
  return groups.find((g) => !g.platform) ?? groups[0] ?? null;
}

/** The enabled values of a group, labelled in one language, for a select. */
export function optionsOf(group: DictionaryGroup | null, lang: Lang): DictionaryOption[] {
  return (group?.values ?? []).filter((v) => v.enabled).map((v) => ({ key: v.key, label: lang === 'en' ? v.labelEn : v.labelZh }));
}

interface GroupInput {
  groupId?: number;
  key: string;
  nameZh: string;
  nameEn: string;
  values: { key: string; labelZh: string; labelEn: string; sort: number; enabled: boolean }[];
}

/**
 * Creates or replaces a company group with its values in one transaction, under a lock on the
 * company row so that parallel saves keep the group limit and key uniqueness. A group's key and
 * its values' keys stay once made (extended fields and rows refer to them): dropping a value is
 * refused, disabling it retires it.
 */
export async function saveGroup(db: Db, companyId: number, p: GroupInput): Promise<DictionaryGroup> {
  const groupId = await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [sameKey] = await tx
      .select({ id: dictionaryGroups.id })
      .from(dictionaryGroups)
      .where(and(eq(dictionaryGroups.companyId, companyId), eq(dictionaryGroups.key, p.key)));
    let id: number;
    if (p.groupId === undefined) {
      if (sameKey) throw refuse('dictionary.key.taken');
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(dictionaryGroups)
        .where(eq(dictionaryGroups.companyId, companyId));
      if (n >= MAX_DICTIONARY_GROUPS) throw refuse('dictionary.groups.max', { max: MAX_DICTIONARY_GROUPS });
      [{ id }] = await tx.insert(dictionaryGroups).values({ companyId, key: p.key, nameZh: p.nameZh, nameEn: p.nameEn }).returning({ id: dictionaryGroups.id });
    } else {
      const [cur] = await tx
        .select()
        .from(dictionaryGroups)
        .where(and(eq(dictionaryGroups.id, p.groupId), eq(dictionaryGroups.companyId, companyId)));
      if (!cur) throw refuse('dictionary.group.notFound');
      if (cur.key !== p.key) throw refuse('dictionary.key.fixed');
      id = cur.id;
      await tx.update(dictionaryGroups).set({ nameZh: p.nameZh, nameEn: p.nameEn }).where(eq(dictionaryGroups.id, id));
      const kept = new Set(p.values.map((v) => v.key));
      const dropped = (await tx.select({ key: dictionaryValues.key }).from(dictionaryValues).where(eq(dictionaryValues.groupId, id))).find((v) => !kept.has(v.key));
      if (dropped) throw refuse('dictionary.value.keep', { key: dropped.key });
    }
    if (p.values.length)
      await tx
        .insert(dictionaryValues)
        .values(p.values.map((v) => ({ groupId: id, ...v })))
        .onConflictDoUpdate({
          target: [dictionaryValues.groupId, dictionaryValues.key],
          set: { labelZh: sql`excluded.label_zh`, labelEn: sql`excluded.label_en`, sort: sql`excluded.sort`, enabled: sql`excluded.enabled` },
        });
    return id;
  });
  return (await listGroups(db, companyId)).find((g) => g.groupId === groupId)!;
}
