/**
 * The operator's content editor: list (newest first, paged), save (create unpublished, or
 * edit), publish and unpublish news, cases, banners and notices. News and case bodies go
 * through the store's sanitizer; every write answers the row as the editor shows it.
 * Publishing a news item or case dates it now, so it leads the public lists.
 */
import { count, eq } from 'drizzle-orm';
import * as c from '#shared/contract/content-admin';
import type { Db } from '../../db/client';
import { counted } from '../../db/list-counters';
import { contentBanners, contentCases, contentNews, notices } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { sanitizeArticle } from './sanitize';
import { contentPage } from './page';

type Kind = c.ContentKind;
const tables = { news: contentNews, case: contentCases, banner: contentBanners, notice: notices } as const;

function rowOf(kind: Kind, r: Record<string, unknown>): c.ContentRow {
  const titleZh = String(kind === 'notice' ? r.labelZh : r.titleZh);
  const titleEn = String(kind === 'notice' ? r.labelEn : r.titleEn);
  const date = (r.publishedAt ?? r.createdAt) as Date;
  const { createdAt: _c, ...fields } = r;
  return { kind, id: Number(r.id), titleZh, titleEn, published: r.published === true, date: date.toISOString(), fields };
}

async function find(db: Db, kind: Kind, id: number) {
  const t = tables[kind];
  const [r] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!r) throw notFound();
  return r as Record<string, unknown>;
}

/** The columns a save writes: bodies sanitized, the discriminator and id dropped. */
function valuesOf(input: c.ContentInput & { kind: Kind }) {
  const { kind: _k, id: _i, ...v } = input as Record<string, unknown> & { kind: Kind };
  if (input.kind === 'news' || input.kind === 'case') {
    v.bodyZh = sanitizeArticle(String(v.bodyZh));
    v.bodyEn = sanitizeArticle(String(v.bodyEn));
  }
  if (input.kind === 'notice' && !input.containLinks) v.linkAddress = null;
  return v;
}

export const adminHandlers = [
  handle(c.list, async ({ params, deps, page, rows }) => {
    const t = tables[params.kind];
    const order = params.kind === 'news' ? contentNews.publishedAt : params.kind === 'case' ? contentCases.publishedAt : t.createdAt;
    // News and cases grow long: their totals come from the counters and a page's ids from
    // content_news_all_idx / content_cases_all_idx (a deferred join). Banners and notices are a handful.
    const total =
      params.kind === 'news' || params.kind === 'case'
        ? counted(deps.db, params.kind === 'news' ? 'news.all' : 'cases.all', 0)
        : deps.db
            .select({ n: count() })
            .from(t)
            .then(([r]) => Number(r.n));
    const { list, total: n } = await contentPage(deps.db, t, order, undefined, page, rows, total);
    return { list: list.map((r) => rowOf(params.kind, r as Record<string, unknown>)), total: n };
  }),

  handle(c.save, async ({ params, deps }) => {
    const kind = params.kind;
    const t = tables[kind];
    const values = valuesOf(params);
    if (params.id !== undefined) {
      await find(deps.db, kind, params.id);
      const [r] = await deps.db.update(t).set(values).where(eq(t.id, params.id)).returning();
      return rowOf(kind, r as Record<string, unknown>);
    }
    const now = deps.clock.now();
    const extra = kind === 'news' || kind === 'case' ? { publishedAt: now } : {};
    const [r] = await deps.db
      .insert(t)
      .values({ ...values, ...extra, published: false } as never)
      .returning();
    return rowOf(kind, r as Record<string, unknown>);
  }),

  handle(c.publish, async ({ params, deps }) => {
    const t = tables[params.kind];
    const before = await find(deps.db, params.kind, params.id);
    const dated = params.published && before.published !== true && (params.kind === 'news' || params.kind === 'case');
    const [r] = await deps.db
      .update(t)
      .set({ published: params.published, ...(dated ? { publishedAt: deps.clock.now() } : {}) } as never)
      .where(eq(t.id, params.id))
      .returning();
    return rowOf(params.kind, r as Record<string, unknown>);
  }),
];
