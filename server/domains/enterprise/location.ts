import { asc, eq, inArray } from 'drizzle-orm';
import type { Division } from '#shared/contract/enterprise';
import type { Db } from '../../db/client';
import { divisions } from '../../db/schema';
import { invalid } from '../../gateway/app-error';

/** The location cascade (location/getProvinces|getCities|getTowns) and the address check forms rely on. */

export async function children(db: Db, parentCode: string | null): Promise<Division[]> {
  const q = db.select({ code: divisions.code, name: divisions.name }).from(divisions);
  return parentCode === null ? q.where(eq(divisions.level, 1)).orderBy(asc(divisions.code)) : q.where(eq(divisions.parentCode, parentCode)).orderBy(asc(divisions.code));
}

/** Checks that area ⊂ city ⊂ province; answers their names. 1002 on field `areaCode` otherwise. */
export async function checkAddress(db: Db, p: { provinceCode: string; cityCode: string; areaCode: string }) {
  const rows = await db
    .select()
    .from(divisions)
    .where(inArray(divisions.code, [p.provinceCode, p.cityCode, p.areaCode]));
  const by = new Map(rows.map((r) => [r.code, r]));
  const prov = by.get(p.provinceCode);
  const city = by.get(p.cityCode);
  const area = by.get(p.areaCode);
  if (!prov || prov.level !== 1) throw invalid('provinceCode', 'rule.centre.location');
  if (!city || city.parentCode !== prov.code) throw invalid('cityCode', 'rule.centre.location');
  if (!area || area.parentCode !== city.code) throw invalid('areaCode', 'rule.centre.location');
  return { provinceName: prov.name, cityName: city.name, areaName: area.name };
}

export async function divisionNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db.select({ code: divisions.code, name: divisions.name }).from(divisions).where(inArray(divisions.code, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}
