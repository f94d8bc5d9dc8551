import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { checkCaseDetail, getCaseList, type CaseSummary, type CaseType } from '../../../src-shared/contract/content';
import type { Lang } from '../../../src-shared/rules/texts';
import { contentCases } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { pick, window } from './lang';
import { sanitizeArticle } from './sanitize';

type Row = typeof contentCases.$inferSelect;

const summaryOf = (r: Row, lang: Lang): CaseSummary => ({
  id: r.id,
  type: r.type as CaseType,
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
    const conds: SQL[] = [eq(contentCases.published, true)];
    if (params.type !== undefined) conds.push(eq(contentCases.type, params.type));
    if (params.featured) conds.push(isNotNull(contentCases.featured));
    const where = and(...conds);
    const w = window(page, rows);
    const [list, [{ n }]] = await Promise.all([
      deps.db.select().from(contentCases).where(where).orderBy(desc(contentCases.publishedAt), desc(contentCases.id)).limit(w.limit).offset(w.offset),
      deps.db.select({ n: count() }).from(contentCases).where(where),
    ]);
    return { list: list.map((r) => summaryOf(r, lang)), total: Number(n) };
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
