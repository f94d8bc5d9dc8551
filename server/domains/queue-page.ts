import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { numberedPage } from '../db/keyset';
import { counted } from '../db/list-counters';
import type { Deps } from '../deps';

/** A queue's order, newest first (`reverse`: oldest first, for pages read from the end). */
export const newestFirst = (reverse: boolean, ...cols: AnyColumn[]) => cols.map((c) => (reverse ? asc(c) : desc(c)));

/**
 * One page of a console queue at any size: the page's ids from the queue's index (`ids`, joined
 * only for a keyword), then those rows with their joins (`rows`, given `= any(...)` of the ids: a
 * deferred join); pages past the middle are read from the end. The total comes from the queue's
 * counters row per status (`list`); a keyword (a substring of names and numbers) is counted.
 */
export function queuePage<R>(
  deps: Deps,
  q: { status?: string; keyword?: string; page: number; rows: number },
  o: {
    list: string;
    count: () => Promise<number>;
    ids: (limit: number, offset: number, reverse: boolean) => SQLWrapper;
    rows: (anyOfIds: SQL, reverse: boolean) => Promise<R[]>;
  },
) {
  const total = q.keyword ? o.count() : counted(deps.db, o.list, 0, q.status ? { states: [q.status] } : {});
  return numberedPage((q.page - 1) * q.rows, q.rows, total, (limit, offset, reverse) => o.rows(sql`any(array(${o.ids(limit, offset, reverse)}))`, reverse));
}
