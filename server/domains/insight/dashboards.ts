import { asc, eq, sql } from 'drizzle-orm';
import type { DashboardCategory, DashboardPanel, DashboardVisual } from '#shared/contract/insight';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { dashboardCategories, dashboardVisuals } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { isLiveTitle, livePanels, liveTitle } from '../equipment/live-dashboards';
import type { StoredPanel } from './dashboard-seed-data';

const pick = (lang: Lang, x: { zh: string; en: string }) => (lang === 'en' ? x.en : x.zh);

export async function categories(db: Db, lang: Lang): Promise<DashboardCategory[]> {
  const rows = await db
    .select({
      id: dashboardCategories.id,
      nameZh: dashboardCategories.nameZh,
      nameEn: dashboardCategories.nameEn,
      count: sql<number>`count(${dashboardVisuals.id})::int`,
    })
    .from(dashboardCategories)
    .leftJoin(dashboardVisuals, eq(dashboardVisuals.categoryId, dashboardCategories.id))
    .groupBy(dashboardCategories.id)
    .orderBy(asc(dashboardCategories.sort), asc(dashboardCategories.id));
  return rows.map((r) => ({ id: r.id, name: lang === 'en' ? r.nameEn : r.nameZh, count: Number(r.count) }));
}

type VisualRow = typeof dashboardVisuals.$inferSelect;

/**
 * A dashboard as listed. `company`: the caller is a company session, for whom the dashboards of
 * equipment/live-dashboards.ts are computed from the company's own data; all others are samples.
 */
function visual(r: VisualRow, lang: Lang, company = false): DashboardVisual {
  const live = company && isLiveTitle(r.titleEn);
  return {
    id: r.id,
    categoryId: r.categoryId,
    title: (live ? liveTitle(r.titleEn, lang) : null) ?? (lang === 'en' ? r.titleEn : r.titleZh),
    sample: !live,
    intro: lang === 'en' ? r.introEn : r.introZh,
    panels: (live ? livePanels(r.titleEn) : null) ?? (r.panels as StoredPanel[]).length,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function visuals(db: Db, lang: Lang, categoryId?: number, company = false): Promise<DashboardVisual[]> {
  const q = db.select().from(dashboardVisuals);
  const rows = await (categoryId === undefined ? q : q.where(eq(dashboardVisuals.categoryId, categoryId))).orderBy(asc(dashboardVisuals.sort), asc(dashboardVisuals.id));
  return rows.map((r) => visual(r, lang, company));
}

/** One dashboard with its panels in the asked language, or 1005. */
export async function visualDetail(db: Db, lang: Lang, id: number) {
  const [r] = await db.select().from(dashboardVisuals).where(eq(dashboardVisuals.id, id)).limit(1);
  if (!r) throw notFound();
  const items: DashboardPanel[] = (r.panels as StoredPanel[]).map((p) => ({
    id: p.id,
    type: p.type,
    title: pick(lang, p.title),
    unit: pick(lang, p.unit),
    span: p.span,
    labels: lang === 'en' ? p.labels.en : p.labels.zh,
    series: p.series.map((s) => ({ name: pick(lang, s.name), data: s.data })),
  }));
  return { ...visual(r, lang), items };
}
