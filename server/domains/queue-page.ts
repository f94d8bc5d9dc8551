import { asc, count, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * queuePage for a queue of one table joined to its owner (the company, the factory) and read newest
 * first by `at`, then `id`: the count and the rows read the join, the page's ids join only for a
 * keyword. `rows` selects the queue's columns under the given filter and order.
 */
export function joinedQueuePage<R>(
  deps: Deps,
  q: { status?: string; keyword?: string; page: number; rows: number },
  t: {
    list: string;
    from: PgTable;
    id: PgColumn;
    at: PgColumn;
    owner: { table: PgTable; on: SQL; left?: boolean };
    where: SQL | undefined;
    rows: (where: SQL, order: SQL[]) => Promise<R[]>;
  },
) {
  const joined = <B extends PgSelect>(b: B): B => {
    if (t.owner.left) b.leftJoin(t.owner.table, t.owner.on);
    else b.innerJoin(t.owner.table, t.owner.on);
    return b;
  };
  return queuePage(deps, q, {
    list: t.list,
    count: () =>
      joined(deps.db.select({ n: count() }).from(t.from).$dynamic())
        .where(t.where)
        .then(([r]) => Number(r.n)),
    ids: (limit, offset, reverse) => {
      const ids = deps.db.select({ id: t.id }).from(t.from).$dynamic();
      return (q.keyword ? joined(ids) : ids)
        .where(t.where)
        .orderBy(...newestFirst(reverse, t.at, t.id))
        .limit(limit)
        .offset(offset);
    },
    rows: (anyOfIds, reverse) => t.rows(sql`${t.id} = ${anyOfIds}`, newestFirst(reverse, t.at, t.id)),
  });
}
