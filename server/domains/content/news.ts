import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { checkNewsDetail, getNewsList, type NewsSummary } from '#shared/contract/content';
import type { Lang } from '#shared/rules/texts';
import { counted } from '../../db/list-counters';
import { contentNews } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { pick } from './lang';
import { contentPage } from './page';
import { sanitizeArticle } from './sanitize';

type Row = typeof contentNews.$inferSelect;

const summaryOf = (r: Row, lang: Lang): NewsSummary => ({
  id: r.id,
  category: r.category,
  title: pick(lang, r.titleZh, r.titleEn),
  summary: pick(lang, r.summaryZh, r.summaryEn),
  source: pick(lang, r.sourceZh, r.sourceEn),
  coverUrl: r.coverUrl,
  publishedAt: r.publishedAt.toISOString(),
  views: r.views,
});

/** Newest first; the id breaks ties so paging is stable. */
const newest = [desc(contentNews.publishedAt), desc(contentNews.id)];
const oldest = [asc(contentNews.publishedAt), asc(contentNews.id)];

export const newsHandlers = [
  handle(getNewsList, async ({ params, deps, lang, page, rows }) => {
    // The page's ids from content_news_list_idx / content_news_published_idx, then those rows (a
    // deferred join); the total from the counters (published news per category).
    // `published` as written in the partial indexes' predicate (a parameter would not match it).
    const published = sql`${contentNews.published}`;
    const where = params.category === 'all' ? published : and(published, eq(contentNews.category, params.category));
    const total = counted(deps.db, 'news', 0, params.category === 'all' ? {} : { states: [params.category] });
    const { list, total: n } = await contentPage(deps.db, contentNews, contentNews.publishedAt, where, page, rows, total);
    return { list: list.map((r) => summaryOf(r, lang)), total: n };
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
      deps.db
        .select(cols)
        .from(contentNews)
        .where(and(same, newer))
        .orderBy(...oldest)
        .limit(1),
      deps.db
        .select(cols)
        .from(contentNews)
        .where(and(same, older))
        .orderBy(...newest)
        .limit(1),
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
