import { and, asc, count, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Keyset } from '#shared/contract/command';
import type { MessageRange } from '#shared/contract/message';
import type { Db } from '../../db/client';
import { cursorOf, fromMicros, fromTheEnd, keysetAnswer, microsOf, numberedAnswer, parseCursor } from '../../db/keyset';
import { messageCounters, messages } from '../../db/schema';
import { invalid } from '../../gateway/app-error';
import { rangeStart } from './ranges';

/**
 * The message list at any size: every read here is a range of messages_list_idx (member, read
 * flag, newest first, id; deleted rows left out) or a counters row, never a count over the table.
 * Page numbers use a deferred join (the ids of the page from the index alone, then those rows)
 * and read deep pages from the end; next/previous use the cursor (read flag, time, id).
 */

export interface ListFilter {
  range?: MessageRange;
  status?: 'read' | 'unread';
  after?: string;
  before?: string;
}

type Row = typeof messages.$inferSelect;
export interface ListRow {
  m: Row;
  us: string;
}

export const visible = (memberId: number) => and(eq(messages.memberId, memberId), isNull(messages.deletedAt));

export function filterOf(memberId: number, f: ListFilter, now: Date): SQL {
  return and(visible(memberId), f.status ? eq(messages.isRead, f.status === 'read') : undefined, f.range ? gte(messages.createdAt, rangeStart(f.range, now)) : undefined)!;
}

/** The member's counters row (0, 0 when the member never had a message). */
export const countersQuery = (db: Db, memberId: number) => db.select({ total: messageCounters.total, unread: messageCounters.unread }).from(messageCounters).where(eq(messageCounters.memberId, memberId));

/** A time range has no counter: counted from the index (messages_recent_idx / messages_list_idx), the range only. */
export const rangeCountQuery = (db: Db, where: SQL) => db.select({ n: count() }).from(messages).where(where);

/** The filter's total from the counters row where one answers it. */
export function totalOf(f: ListFilter, c: { total: number; unread: number }): number | null {
  if (f.range) return null;
  if (f.status === 'unread') return c.unread;
  if (f.status === 'read') return c.total - c.unread;
  return c.total;
}

const forward = [asc(messages.isRead), desc(messages.createdAt), desc(messages.id)];
const backward = [desc(messages.isRead), asc(messages.createdAt), asc(messages.id)];

/**
 * One page by number: the page's ids from the index alone, then those rows by primary key (a
 * deferred join). `= any(array(...))` keeps the second step an index read of exactly those ids; a
 * plain join lets the planner hash the whole table for a large page.
 */
export function pageQuery(db: Db, where: SQL, limit: number, offset: number, reverse = false) {
  const order = reverse ? backward : forward;
  const ids = db
    .select({ id: messages.id })
    .from(messages)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return db
    .select({ m: messages, us: microsOf(messages.createdAt) })
    .from(messages)
    .where(sql`${messages.id} = any(array(${ids}))`)
    .orderBy(...order);
}

/**
 * The rows of one read-flag group beyond a key: `after` goes on in list order (older, higher id
 * first), `before` goes back (newer first, reversed by the caller).
 */
export function keysetQuery(db: Db, where: SQL, group: boolean, key: { us: string; id: number } | null, dir: 'after' | 'before', limit: number) {
  const past = key ? (dir === 'after' ? sql`(${messages.createdAt}, ${messages.id}) < (${fromMicros(key.us)}, ${key.id})` : sql`(${messages.createdAt}, ${messages.id}) > (${fromMicros(key.us)}, ${key.id})`) : undefined;
  return db
    .select({ m: messages, us: microsOf(messages.createdAt) })
    .from(messages)
    .where(and(where, eq(messages.isRead, group), past))
    .orderBy(...(dir === 'after' ? forward.slice(1) : backward.slice(1)))
    .limit(limit);
}

export const cursorOfRow = (r: ListRow) => cursorOf(r.m.isRead, r.us, r.m.id);

/**
 * The page beside a cursor: rows+1 are read to know whether one more page follows. Unread rows
 * come before read ones, so the key's own group is read first and the other group only when
 * the page reaches past it.
 */
export async function keysetPage(db: Db, where: SQL, f: ListFilter, rows: number): Promise<{ list: ListRow[] } & Keyset> {
  const dir = f.after !== undefined ? 'after' : 'before';
  const field = dir;
  const [flag, us, id] = parseCursor((f.after ?? f.before)!, 3, field);
  if (flag !== '0' && flag !== '1') throw invalid(field);
  const read = flag === '1';
  const key = { us, id: Number(id) };
  let got = (await keysetQuery(db, where, read, key, dir, rows + 1)) as ListRow[];
  // After an unread key the read group follows; before a read key the unread group precedes.
  const other = dir === 'after' ? (read ? null : true) : read ? false : null;
  if (got.length <= rows && other !== null && f.status === undefined) {
    got = got.concat((await keysetQuery(db, where, other, null, dir, rows + 1 - got.length)) as ListRow[]);
  }
  return keysetAnswer(got, rows, dir, cursorOfRow);
}

/** One page by number, read from the end when that is shorter; `total` is the filter's count. */
export async function offsetPage(db: Db, where: SQL, page: number, rows: number, total: number): Promise<{ list: ListRow[] } & Keyset> {
  const offset = (page - 1) * rows;
  const end = fromTheEnd(offset, rows, total);
  const list = (end ? (await pageQuery(db, where, end.limit, end.offset, true)).reverse() : await pageQuery(db, where, rows, offset)) as ListRow[];
  return withCursors(list, page, offset, total);
}

export const withCursors = (list: ListRow[], page: number, offset: number, total: number) => numberedAnswer(list, page, offset, total, cursorOfRow);
