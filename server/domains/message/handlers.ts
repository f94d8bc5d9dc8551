import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import * as c from '../../../src-shared/contract/message';
import type { Lang } from '../../../src-shared/rules/texts';
import { messages } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle, type Ctx } from '../../gateway/handler';
import { rangeStart } from './ranges';

/**
 * In-site messages of the signed-in member. Deletion is soft (deleted_at) so the unread count's
 * prepared statement stays one indexed read; a deleted message is gone for every command.
 * Marking read is idempotent; ids of other members' messages are ignored (delete) or 1005 (read).
 */

type Row = typeof messages.$inferSelect;
const memberOf = (ctx: Ctx<unknown>) => ctx.principal!.memberId!;

export const toMessage = (r: Row, lang: Lang): c.Message => ({
  id: r.id,
  title: lang === 'en' ? r.titleEn : r.titleZh,
  content: lang === 'en' ? r.contentEn : r.contentZh,
  publisher: r.publisher,
  time: r.createdAt.toISOString(),
  status: r.readAt ? 'read' : 'unread',
});

const mine = (memberId: number) => and(eq(messages.memberId, memberId), isNull(messages.deletedAt));

export const messageHandlers = [
  handle(c.myMessage, async (ctx) => {
    const { deps, params, page, rows, lang } = ctx;
    const memberId = memberOf(ctx);
    const where = and(
      mine(memberId),
      params.range ? gte(messages.createdAt, rangeStart(params.range, deps.clock.now())) : undefined,
      params.status === 'read' ? sql`${messages.readAt} is not null` : params.status === 'unread' ? isNull(messages.readAt) : undefined,
    );
    const [list, [{ n }], [{ u }]] = await Promise.all([
      deps.db
        .select()
        .from(messages)
        .where(where)
        // Unread first (read_at null sorts first ascending with NULLS FIRST), then newest.
        .orderBy(sql`${messages.readAt} is not null`, desc(messages.createdAt), desc(messages.id))
        .limit(rows)
        .offset((page - 1) * rows),
      deps.db.select({ n: count() }).from(messages).where(where),
      deps.db.select({ u: count() }).from(messages).where(and(mine(memberId), isNull(messages.readAt))),
    ]);
    return { list: list.map((r) => toMessage(r, lang)), total: Number(n), unread: Number(u) };
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
      .where(and(mine(memberOf(ctx)), isNull(messages.readAt)))
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
      .where(and(mine(memberOf(ctx)), isNull(messages.readAt)))
      .orderBy(desc(messages.createdAt), asc(messages.id))
      .limit(10);
    return rows.map((r) => toMessage(r, ctx.lang));
  }),
];
