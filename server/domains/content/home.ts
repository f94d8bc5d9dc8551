import { and, asc, desc, eq, gte, or, sql } from 'drizzle-orm';
import { developmentHistoryList, getEnableAdvertise, getIndexLarge, getRecommendEnquiryList, queryIndexBanner, queryMallItemByCategoryName, type MallCategory } from '#shared/contract/content';
import { contentAds, contentBanners, contentEnquiries, contentFigures, contentHistory, contentMallItems } from '../../db/schema';
import { handle } from '../../gateway/handler';
import { pick } from './lang';

/** The home page's smaller data sets: short lists, no paging beyond the envelope's rows. */
export const homeHandlers = [
  handle(queryIndexBanner, async ({ deps, lang }) => {
    const rows = await deps.db.select().from(contentBanners).where(eq(contentBanners.published, true)).orderBy(asc(contentBanners.sort), asc(contentBanners.id));
    return rows.map((r) => ({
      id: r.id,
      title: pick(lang, r.titleZh, r.titleEn),
      subtitle: pick(lang, r.subtitleZh, r.subtitleEn),
      imageUrl: r.imageUrl,
      linkUrl: r.linkUrl,
    }));
  }),

  handle(getRecommendEnquiryList, async ({ deps, lang, rows }) => {
    // Open enquiries only: a deadline in the past is no longer worth recommending.
    const today = deps.clock.now().toISOString().slice(0, 10);
    const list = await deps.db
      .select()
      .from(contentEnquiries)
      .where(and(eq(contentEnquiries.recommended, true), gte(contentEnquiries.deadline, today)))
      .orderBy(desc(contentEnquiries.createdAt), desc(contentEnquiries.id))
      .limit(rows);
    return list.map((r) => ({
      id: r.id,
      title: pick(lang, r.titleZh, r.titleEn),
      buyer: pick(lang, r.buyerZh, r.buyerEn),
      region: pick(lang, r.regionZh, r.regionEn),
      category: pick(lang, r.categoryZh, r.categoryEn),
      quantity: r.quantity,
      unit: pick(lang, r.unitZh, r.unitEn),
      deadline: r.deadline,
    }));
  }),

  handle(queryMallItemByCategoryName, async ({ params, deps, lang }) => {
    const name = params.categoryName;
    const where = name
      ? and(eq(contentMallItems.published, true), or(eq(contentMallItems.categoryKey, name), eq(contentMallItems.categoryZh, name), sql`lower(${contentMallItems.categoryEn}) = lower(${name})`))
      : eq(contentMallItems.published, true);
    const rows = await deps.db.select().from(contentMallItems).where(where).orderBy(asc(contentMallItems.sort), asc(contentMallItems.id));
    const groups = new Map<string, MallCategory>();
    for (const r of rows) {
      let g = groups.get(r.categoryKey);
      if (!g) groups.set(r.categoryKey, (g = { categoryKey: r.categoryKey, categoryName: pick(lang, r.categoryZh, r.categoryEn), items: [] }));
      g.items.push({
        id: r.id,
        name: pick(lang, r.nameZh, r.nameEn),
        spec: pick(lang, r.specZh, r.specEn),
        brand: r.brand,
        priceCents: r.priceCents,
        unit: pick(lang, r.unitZh, r.unitEn),
        imageUrl: r.imageUrl,
      });
    }
    return [...groups.values()];
  }),

  handle(getEnableAdvertise, async ({ params, deps, lang }) => {
    const rows = await deps.db
      .select()
      .from(contentAds)
      .where(and(eq(contentAds.locationId, params.locationId), eq(contentAds.enabled, true)))
      .orderBy(asc(contentAds.sort), asc(contentAds.id));
    return rows.map((r) => ({
      id: r.id,
      locationId: r.locationId as 1 | 2,
      title: pick(lang, r.titleZh, r.titleEn),
      body: pick(lang, r.bodyZh, r.bodyEn),
      action: pick(lang, r.actionZh, r.actionEn),
      linkUrl: r.linkUrl,
      imageUrl: r.imageUrl,
    }));
  }),

  handle(getIndexLarge, async ({ deps, lang }) => {
    const rows = await deps.db.select().from(contentFigures).orderBy(asc(contentFigures.sort), asc(contentFigures.id));
    return rows.map((r) => ({ key: r.key, value: r.value, unit: pick(lang, r.unitZh, r.unitEn), label: pick(lang, r.labelZh, r.labelEn) }));
  }),

  handle(developmentHistoryList, async ({ deps, lang }) => {
    const rows = await deps.db.select().from(contentHistory).orderBy(asc(contentHistory.year), asc(contentHistory.month), asc(contentHistory.id));
    return rows.map((r) => ({ id: r.id, year: r.year, month: r.month, title: pick(lang, r.titleZh, r.titleEn), body: pick(lang, r.bodyZh, r.bodyEn) }));
  }),
];
