import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import * as c from '#shared/contract/message';
import type { Lang } from '#shared/rules/texts';
import { messages } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle, type Ctx } from '../../gateway/handler';
import { DEEP_OFFSET } from '../../db/keyset';
import { countersQuery, filterOf, keysetPage, offsetPage, pageQuery, rangeCountQuery, totalOf, visible, withCursors, type ListRow } from './list';

/**
 * In-site messages of the signed-in member. Deletion is soft (deleted_at); a deleted message is
 * gone for every command. Counts come from message_counters, which the database keeps (list.ts).
 * Marking read is idempotent; ids of other members' messages are ignored (delete) or 1005 (read).
 */

type Row = typeof messages.$inferSelect;
const memberOf = (ctx: Ctx<unknown, 'member'>) => ctx.actor.memberId;

export const toMessage = (r: Row, lang: Lang): c.Message => ({
  id: r.id,
  title: lang === 'en' ? r.titleEn : r.titleZh,
  content: lang === 'en' ? r.contentEn : r.contentZh,
  publisher: r.publisher,
  time: r.createdAt.toISOString(),
  status: r.readAt ? 'read' : 'unread',
  ...(r.link ? { link: r.link } : {}),
});

const mine = visible;

export const messageHandlers = [
  handle(c.myMessage, async (ctx) => {
    const { deps, params, page, rows, lang } = ctx;
    const memberId = memberOf(ctx);
    const db = deps.db;
    const where = filterOf(memberId, params, deps.clock.now());
    // Totals from the counters row (kept by the database); only a time range is counted, from the index.
    const counts = Promise.all([countersQuery(db, memberId), params.range ? rangeCountQuery(db, where) : null]).then(([[row], ranged]) => {
      const counters = row ?? { total: 0, unread: 0 };
      return { unread: counters.unread, total: ranged ? Number(ranged[0].n) : totalOf(params, counters)! };
    });
    const offset = (page - 1) * rows;
    let result: Awaited<ReturnType<typeof keysetPage>>;
    if (params.after !== undefined || params.before !== undefined) {
      result = await keysetPage(db, where, params, rows);
    } else if (offset < DEEP_OFFSET) {
      // Near the front: the page and the counts in parallel.
      const [list, { total }] = await Promise.all([pageQuery(db, where, rows, offset), counts]);
      result = withCursors(list as ListRow[], page, offset, total);
    } else {
      result = await offsetPage(db, where, page, rows, (await counts).total);
    }
    const { total, unread } = await counts;
    return { ...result, list: result.list.map((r) => toMessage(r.m, lang)), total, unread };
  }),

  handle(c.readMessage, async (ctx) => {
    const { deps, params, lang } = ctx;
    const memberId = memberOf(ctx);
    const now = deps.clock.now();
    // coalesce keeps the first reading time when a message is opened again.
    const [r] = await deps.db
      .update(messages)
      .set({ readAt: sql`coalesce(${messages.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(messages.id, params.id), mine(memberId)))
      .returning();
    if (!r) throw notFound();
    return toMessage(r, lang);
  }),

  handle(c.readAllMessage, async (ctx) => {
    const rows = await ctx.deps.db
      .update(messages)
      .set({ readAt: ctx.deps.clock.now() })
      .where(and(mine(memberOf(ctx)), eq(messages.isRead, false)))
      .returning({ id: messages.id });
    return { count: rows.length };
  }),

  handle(c.delMessage, async (ctx) => {
    const rows = await ctx.deps.db
      .update(messages)
      .set({ deletedAt: ctx.deps.clock.now() })
      .where(and(mine(memberOf(ctx)), inArray(messages.id, ctx.params.ids)))
      .returning({ id: messages.id });
    return { count: rows.length };
  }),

  handle(c.delAllMessage, async (ctx) => {
    const rows = await ctx.deps.db
      .update(messages)
      .set({ deletedAt: ctx.deps.clock.now() })
      .where(mine(memberOf(ctx)))
      .returning({ id: messages.id });
    return { count: rows.length };
  }),

  handle(c.getUnReadMessages, async (ctx) => {
    const rows = await ctx.deps.db
      .select()
      .from(messages)
      .where(and(mine(memberOf(ctx)), eq(messages.isRead, false)))
      .orderBy(desc(messages.createdAt), asc(messages.id))
      .limit(10);
    return rows.map((r) => toMessage(r, ctx.lang));
  }),
];
