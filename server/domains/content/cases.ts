import { and, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { checkCaseDetail, getCaseList, type CaseSummary } from '#shared/contract/content';
import type { Lang } from '#shared/rules/texts';
import { counted } from '../../db/list-counters';
import { contentCases } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { pick } from './lang';
import { contentPage } from './page';
import { sanitizeArticle } from './sanitize';

type Row = typeof contentCases.$inferSelect;

const summaryOf = (r: Row, lang: Lang): CaseSummary => ({
  id: r.id,
  type: r.type,
  featured: r.featured,
  title: pick(lang, r.titleZh, r.titleEn),
  company: pick(lang, r.companyZh, r.companyEn),
  industry: pick(lang, r.industryZh, r.industryEn),
  region: pick(lang, r.regionZh, r.regionEn),
  summary: pick(lang, r.summaryZh, r.summaryEn),
  coverUrl: r.coverUrl,
  metrics: r.metrics.map((m) => ({ value: lang === 'en' ? (m.valueEn ?? m.value) : m.value, label: pick(lang, m.labelZh, m.labelEn) })),
  publishedAt: r.publishedAt.toISOString(),
});

export const caseHandlers = [
  handle(getCaseList, async ({ params, deps, lang, page, rows }) => {
    // `published` as written in the partial indexes' predicate (a parameter would not match it).
    const conds: SQL[] = [sql`${contentCases.published}`];
    if (params.type !== undefined) conds.push(eq(contentCases.type, params.type));
    if (params.featured) conds.push(isNotNull(contentCases.featured));
    const where = and(...conds);
    // The page's ids from content_cases_list_idx / content_cases_published_idx, then those rows (a
    // deferred join); the total from the counters (published cases per type). Featured cases are
    // six at most: counted.
    const total = params.featured
      ? deps.db
          .select({ n: count() })
          .from(contentCases)
          .where(where)
          .then(([r]) => Number(r.n))
      : counted(deps.db, 'cases', 0, params.type === undefined ? {} : { states: [String(params.type)] });
    const { list, total: n } = await contentPage(deps.db, contentCases, contentCases.publishedAt, where, page, rows, total);
    return { list: list.map((r) => summaryOf(r, lang)), total: n };
  }),

  handle(checkCaseDetail, async ({ params, deps, lang }) => {
    const by = params.id !== undefined ? eq(contentCases.id, params.id) : eq(contentCases.featured, params.featured!);
    const [r] = await deps.db
      .select()
      .from(contentCases)
      .where(and(by, eq(contentCases.published, true)))
      .limit(1);
    if (!r) throw notFound('content.caseNotFound');
    return { ...summaryOf(r, lang), body: sanitizeArticle(pick(lang, r.bodyZh, r.bodyEn)) };
  }),
];
