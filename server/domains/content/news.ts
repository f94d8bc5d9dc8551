import { and, asc, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { checkNewsDetail, getNewsList, type NewsCategory, type NewsSummary } from '../../../src-shared/contract/content';
import type { Lang } from '../../../src-shared/rules/texts';
import { contentNews } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { pick, window } from './lang';
import { sanitizeArticle } from './sanitize';

type Row = typeof contentNews.$inferSelect;

const summaryOf = (r: Row, lang: Lang): NewsSummary => ({
  id: r.id,
  category: r.category as NewsCategory,
  title: pick(lang, r.titleZh, r.titleEn),
  summary: pick(lang, r.summaryZh, r.summaryEn),
  source: pick(lang, r.sourceZh, r.sourceEn),
  coverUrl: r.coverUrl,
  publishedAt: r.publishedAt.toISOString(),
  views: r.views,
});

/** Newest first; the id breaks ties so paging is stable. */
const newest = [desc(contentNews.publishedAt), desc(contentNews.id)];

export const newsHandlers = [
  handle(getNewsList, async ({ params, deps, lang, page, rows }) => {
    const where =
      params.category === 'all' ? eq(contentNews.published, true) : and(eq(contentNews.published, true), eq(contentNews.category, params.category));
    const [list, [{ n }]] = await Promise.all([
      deps.db.select().from(contentNews).where(where).orderBy(...newest).limit(window(page, rows).limit).offset(window(page, rows).offset),
      deps.db.select({ n: count() }).from(contentNews).where(where),
    ]);
    return { list: list.map((r) => summaryOf(r, lang)), total: Number(n) };
  }),

  handle(checkNewsDetail, async ({ params, deps, lang }) => {
    // Reading an article counts a view; an unpublished or unknown id is "not found" alike.
    const [r] = await deps.db
      .update(contentNews)
      .set({ views: sql`${contentNews.views} + 1` })
      .where(and(eq(contentNews.id, params.id), eq(contentNews.published, true)))
      .returning();
    if (!r) throw notFound('content.newsNotFound');
    // Neighbours within the same category, in list order (newest first): prev is newer, next is older.
    const same = and(eq(contentNews.published, true), eq(contentNews.category, r.category));
    const newer = or(gt(contentNews.publishedAt, r.publishedAt), and(eq(contentNews.publishedAt, r.publishedAt), gt(contentNews.id, r.id)));
    const older = or(lt(contentNews.publishedAt, r.publishedAt), and(eq(contentNews.publishedAt, r.publishedAt), lt(contentNews.id, r.id)));
    const cols = { id: contentNews.id, titleZh: contentNews.titleZh, titleEn: contentNews.titleEn };
    const [[prev], [next]] = await Promise.all([
      deps.db.select(cols).from(contentNews).where(and(same, newer)).orderBy(asc(contentNews.publishedAt), asc(contentNews.id)).limit(1),
      deps.db.select(cols).from(contentNews).where(and(same, older)).orderBy(...newest).limit(1),
    ]);
    const neighbour = (x?: { id: number; titleZh: string; titleEn: string }) => (x ? { id: x.id, title: pick(lang, x.titleZh, x.titleEn) } : null);
    return {
      ...summaryOf(r, lang),
      body: sanitizeArticle(pick(lang, r.bodyZh, r.bodyEn)),
      prev: neighbour(prev),
      next: neighbour(next),
    };
  }),
];
