import { and, asc, eq, gt, lte, max, sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import { WR_RESUMED_SHARE, type WrRegion, type WrRow, type WrSummary, type WrTrendPoint } from '#shared/contract/insight';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { wrDeviceDays, wrEnterprises, wrRegions, wrWhiteList } from '../../db/schema';
import { AppError, notFound } from '../../gateway/app-error';
import type { Principal } from '../../gateway/session';

/** Only companies on the white list see the statistics; personal members never do. */
export async function isAuthorised(db: Db, p: Principal): Promise<boolean> {
  if (!p.companyId) return false;
  const rows = await db.select({ id: wrWhiteList.companyId }).from(wrWhiteList).where(eq(wrWhiteList.companyId, p.companyId)).limit(1);
  return rows.length > 0;
}

export async function requireAuthorised(db: Db, p: Principal) {
  if (!(await isAuthorised(db, p))) throw new AppError(ErrorCode.forbidden, 'workResumption.notAuthorised');
}

const nameOf = (lang: Lang) => (lang === 'en' ? wrRegions.nameEn : wrRegions.nameZh);
const rate = (on: number, of: number) => (of > 0 ? Math.round((on / of) * 10_000) / 10_000 : 0);

export async function regions(db: Db, lang: Lang, parentCode: string | null): Promise<WrRegion[]> {
  return db
    .select({ code: wrRegions.code, name: nameOf(lang) })
    .from(wrRegions)
    .where(parentCode === null ? eq(wrRegions.level, 1) : eq(wrRegions.parentCode, parentCode))
    .orderBy(asc(wrRegions.sort));
}

/** A region of the given level, or 1005. */
export async function region(db: Db, lang: Lang, code: string, level: 1 | 2): Promise<WrRegion & { parentCode: string | null }> {
  const [r] = await db
    .select({ code: wrRegions.code, name: nameOf(lang), parentCode: wrRegions.parentCode })
    .from(wrRegions)
    .where(and(eq(wrRegions.code, code), eq(wrRegions.level, level)))
    .limit(1);
  if (!r) throw notFound();
  return r;
}

/** The latest day with data and the first day of a period of `days` ending on it (exclusive). */
async function period(db: Db, days: number): Promise<{ asOf: string | null; after: string | null }> {
  const [r] = await db.select({ d: max(wrDeviceDays.day) }).from(wrDeviceDays);
  const asOf = r?.d ?? null;
  if (!asOf) return { asOf: null, after: null };
  const after = new Date(Date.parse(`${asOf}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  return { asOf, after };
}

export interface Scope {
  provinceCode?: string;
  cityCode?: string;
}

function scopeWhere(s: Scope): SQL | undefined {
  return and(s.provinceCode ? eq(wrEnterprises.provinceCode, s.provinceCode) : undefined, s.cityCode ? eq(wrEnterprises.cityCode, s.cityCode) : undefined);
}

/** Devices on per day in the scope over the period. */
export async function trend(db: Db, days: number, s: Scope): Promise<{ asOf: string | null; points: WrTrendPoint[] }> {
  const { asOf, after } = await period(db, days);
  if (!asOf) return { asOf, points: [] };
  const rows = await db
    .select({ date: wrDeviceDays.day, on: sql<number>`sum(${wrDeviceDays.devicesOn})::int`, devices: sql<number>`sum(${wrEnterprises.devices})::int` })
    .from(wrDeviceDays)
    .innerJoin(wrEnterprises, eq(wrEnterprises.id, wrDeviceDays.enterpriseId))
    .where(and(gt(wrDeviceDays.day, after!), lte(wrDeviceDays.day, asOf), scopeWhere(s)))
    .groupBy(wrDeviceDays.day)
    .orderBy(asc(wrDeviceDays.day));
  return { asOf, points: rows.map((r) => ({ date: r.date, devicesOn: Number(r.on), devices: Number(r.devices), utilisation: rate(Number(r.on), Number(r.devices)) })) };
}

interface EnterpriseFigures {
  id: number;
  name: string;
  provinceCode: string;
  cityCode: string;
  devices: number;
  onLatest: number;
  onAvg: number;
}

/** Each sample enterprise in the scope with its devices on (latest day) and its average over the period. */
async function enterpriseFigures(db: Db, lang: Lang, days: number, s: Scope) {
  const { asOf, after } = await period(db, days);
  const inPeriod = asOf ? and(gt(wrDeviceDays.day, after!), lte(wrDeviceDays.day, asOf)) : sql`false`;
  const rows = await db
    .select({
      id: wrEnterprises.id,
      name: lang === 'en' ? wrEnterprises.nameEn : wrEnterprises.nameZh,
      provinceCode: wrEnterprises.provinceCode,
      cityCode: wrEnterprises.cityCode,
      devices: wrEnterprises.devices,
      onLatest: sql<number>`coalesce(sum(${wrDeviceDays.devicesOn}) filter (where ${wrDeviceDays.day} = ${asOf}), 0)::int`,
      onAvg: sql<number>`coalesce(avg(${wrDeviceDays.devicesOn}), 0)::float8`,
    })
    .from(wrEnterprises)
    .leftJoin(wrDeviceDays, and(eq(wrDeviceDays.enterpriseId, wrEnterprises.id), inPeriod))
    .where(scopeWhere(s))
    .groupBy(wrEnterprises.id)
    .orderBy(asc(wrEnterprises.id));
  const list: EnterpriseFigures[] = rows.map((r) => ({ ...r, onLatest: Number(r.onLatest), onAvg: Number(r.onAvg) }));
  return { asOf, list };
}

function summarise(asOf: string | null, list: EnterpriseFigures[]): WrSummary {
  const devices = list.reduce((n, e) => n + e.devices, 0);
  const on = list.reduce((n, e) => n + e.onLatest, 0);
  const avg = list.reduce((n, e) => n + e.onAvg, 0);
  const resumed = list.filter((e) => e.onLatest >= e.devices * WR_RESUMED_SHARE).length;
  return {
    asOf,
    enterprises: list.length,
    devices,
    devicesOn: on,
    utilisation: rate(on, devices),
    resumed,
    resumptionRate: rate(resumed, list.length),
    avgUtilisation: rate(avg, devices),
  };
}

function group(list: EnterpriseFigures[], keyOf: (e: EnterpriseFigures) => string, names: WrRegion[]): WrRow[] {
  return names
    .map((r) => {
      const s = summarise(
        null,
        list.filter((e) => keyOf(e) === r.code),
      );
      return { code: r.code, name: r.name, enterprises: s.enterprises, devices: s.devices, devicesOn: s.devicesOn, utilisation: s.utilisation, avgUtilisation: s.avgUtilisation };
    })
    .filter((r) => r.enterprises > 0);
}

export async function countrySample(db: Db, lang: Lang, days: number) {
  const { asOf, list } = await enterpriseFigures(db, lang, days, {});
  return { summary: summarise(asOf, list), rows: group(list, (e) => e.provinceCode, await regions(db, lang, null)) };
}

export async function provinceSample(db: Db, lang: Lang, days: number, provinceCode: string) {
  const reg = await region(db, lang, provinceCode, 1);
  const { asOf, list } = await enterpriseFigures(db, lang, days, { provinceCode });
  return { region: { code: reg.code, name: reg.name }, summary: summarise(asOf, list), rows: group(list, (e) => e.cityCode, await regions(db, lang, provinceCode)) };
}

export async function citySample(db: Db, lang: Lang, days: number, cityCode: string) {
  const reg = await region(db, lang, cityCode, 2);
  const { asOf, list } = await enterpriseFigures(db, lang, days, { cityCode });
  const rows: WrRow[] = list.map((e) => ({
    code: String(e.id),
    name: e.name,
    enterprises: 1,
    devices: e.devices,
    devicesOn: e.onLatest,
    utilisation: rate(e.onLatest, e.devices),
    avgUtilisation: rate(e.onAvg, e.devices),
  }));
  return { region: { code: reg.code, name: reg.name }, summary: summarise(asOf, list), rows };
}

/** The trend's scope: a city must lie in the province when both are given. */
export async function checkScope(db: Db, lang: Lang, s: Scope) {
  if (s.provinceCode) await region(db, lang, s.provinceCode, 1);
  if (s.cityCode) {
    const city = await region(db, lang, s.cityCode, 2);
    if (s.provinceCode && city.parentCode !== s.provinceCode) throw notFound();
  }
}
