import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DeviceModelDetail, DeviceModelSummary, DeviceSeries } from '#shared/contract/device';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { deviceModels } from '../../db/schema';

/** Device model pages from device_models, in the request's language. */

export type DeviceRow = typeof deviceModels.$inferSelect;

/** IBX100, ibx-100 and "IBX 100" all name IBX-100: letters, then an optional hyphen, then the rest. */
export function normalizeModel(raw: string): string {
  const s = raw
    .trim()
    .toUpperCase()
    .replace(/[\s_]+/g, '-');
  const m = /^([A-Z]+)-?(\d.*)$/.exec(s);
  return m ? `${m[1]}-${m[2]}` : s;
}

const contentOf = (row: DeviceRow, lang: Lang) => (lang === 'en' ? row.contentEn : row.contentZh);

export const documentUrl = (model: string, key: string, lang: Lang) => `/api/device/doc/${encodeURIComponent(model)}/${key}?lang=${lang}`;

export async function listModels(db: Db, lang: Lang, p: { keyword?: string; series?: DeviceSeries }): Promise<DeviceModelSummary[]> {
  const where: SQL[] = [];
  if (p.series) where.push(eq(deviceModels.series, p.series));
  const keyword = p.keyword?.trim();
  if (keyword) {
    // A model number typed without its hyphen (ibx100) still matches; names match in either language.
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const alnum = keyword.replace(/[^A-Za-z0-9]/g, '');
    const bare = alnum ? sql` or replace(${deviceModels.model}, '-', '') ilike ${`%${alnum}%`}` : sql``;
    where.push(sql`(${deviceModels.model} ilike ${like}${bare} or ${deviceModels.contentZh}->>'name' ilike ${like} or ${deviceModels.contentEn}->>'name' ilike ${like})`);
  }
  const rows = await db
    .select()
    .from(deviceModels)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(deviceModels.sort), asc(deviceModels.model));
  return rows.map((r) => ({ model: r.model, series: r.series as DeviceSeries, name: contentOf(r, lang).name, summary: contentOf(r, lang).summary, photo: r.photo }));
}

export async function findModel(db: Db, model: string): Promise<DeviceRow | null> {
  const [row] = await db
    .select()
    .from(deviceModels)
    .where(eq(deviceModels.model, normalizeModel(model)))
    .limit(1);
  return row ?? null;
}

export function detailOf(row: DeviceRow, lang: Lang): DeviceModelDetail {
  const c = contentOf(row, lang);
  return { ...c, model: row.model, series: row.series as DeviceSeries, photo: row.photo, documentUrls: c.documents.map((d) => documentUrl(row.model, d.key, lang)) };
}
