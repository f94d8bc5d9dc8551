import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Keyset } from '#shared/contract/command';
import { invalid } from '../gateway/app-error';

/**
 * Keyset paging helpers shared by the long lists. A cursor is a row's whole sort key as
 * dot-separated integers (flags as 0/1, times in microseconds since the epoch, ids), so the
 * page beside it is an index range read however deep it is, and stays right when rows are
 * added, read or deleted in between. Times travel as microseconds because PostgreSQL keeps
 * them to the microsecond and a JavaScript Date only to the millisecond.
 */

/** The column as exact microseconds since the epoch, as text (extract returns numeric from PostgreSQL 14). */
export const microsOf = (col: AnyColumn) => sql<string>`(extract(epoch from ${col}) * 1000000)::bigint::text`;

/** A microseconds value back as a timestamptz, exactly (whole microseconds below 2^53 are exact doubles). */
export const fromMicros = (us: string) => sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;

/** Splits a cursor into its `parts` integers, or answers 1002 on `field` (a cursor of another list). */
export function parseCursor(cursor: string, parts: number, field: string): string[] {
  const p = cursor.split('.');
  if (p.length !== parts) throw invalid(field);
  return p;
}

export const cursorOf = (...parts: Array<string | number | boolean>) => parts.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p)).join('.');

/**
 * The page read from a cursor as `rows + 1` rows in `dir` (the extra row says there is more), in
 * list order, with the cursors of the pages beside it.
 */
export function keysetAnswer<R>(got: R[], rows: number, dir: 'after' | 'before', cursor: (r: R) => string): { list: R[] } & Keyset {
  const more = got.length > rows;
  const list = got.slice(0, rows);
  if (dir === 'before') list.reverse();
  if (!list.length) return { list };
  const first = cursor(list[0]);
  const last = cursor(list[list.length - 1]);
  return dir === 'after' ? { list, prev: first, ...(more ? { next: last } : {}) } : { list, next: last, ...(more ? { prev: first } : {}) };
}

/** A page read by number, with the cursors of the pages beside it (none before page 1 or past the last row). */
export function numberedAnswer<R>(list: R[], page: number, offset: number, total: number, cursor: (r: R) => string): { list: R[] } & Keyset {
  if (!list.length) return { list };
  return {
    list,
    ...(page > 1 ? { prev: cursor(list[0]) } : {}),
    ...(offset + list.length < total ? { next: cursor(list[list.length - 1]) } : {}),
  };
}

/** Rows past `total - offset` read backwards from the end: the last pages cost what the first do. */
export function fromTheEnd(offset: number, rows: number, total: number): { limit: number; offset: number } | null {
  const remaining = total - offset;
  if (remaining <= 0 || offset <= remaining) return null;
  return { limit: Math.min(rows, remaining), offset: Math.max(0, remaining - rows) };
}

/** Pages deeper than this wait for the count so that they may read from the end. */
export const DEEP_OFFSET = 2000;

export type { SQL };

/**
 * One page by number (at `offset`) for the lists that page by number only: `read(limit, offset, reverse)` reads
 * the page's rows in list order (reverse: from the end, reversed here). Shallow pages are read
 * beside the total; deeper ones wait for it, so that pages past the middle are read from the end.
 */
export async function numberedPage<T>(offset: number, rows: number, total: Promise<number>, read: (limit: number, offset: number, reverse: boolean) => Promise<T[]>): Promise<{ list: T[]; total: number }> {
  if (offset < DEEP_OFFSET) {
    const [list, n] = await Promise.all([read(rows, offset, false), total]);
    return { list, total: n };
  }
  const n = await total;
  if (offset >= n) return { list: [], total: n };
  const end = fromTheEnd(offset, rows, n);
  const list = end ? (await read(end.limit, end.offset, true)).reverse() : await read(rows, offset, false);
  return { list, total: n };
}
