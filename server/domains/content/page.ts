import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { numberedPage } from '../../db/keyset';
import type { contentBanners, contentCases, contentNews, notices } from '../../db/schema';
import { window } from './lang';

type ContentTable = typeof contentNews | typeof contentCases | typeof contentBanners | typeof notices;

/**
 * One numbered page of a content table, newest first by `at` (the id breaks ties so paging is
 * stable): the page's ids from the table's list index, then those rows (a deferred join). Deep
 * pages read from the end once `total` is known.
 */
export function contentPage<T extends ContentTable>(db: Db, t: T, at: AnyColumn, where: SQL | undefined, page: number, rows: number, total: Promise<number>) {
  // The union, not T: drizzle's select types need a concrete table (each row is then T's row).
  const table: ContentTable = t;
  const w = window(page, rows);
  return numberedPage(w.offset, w.limit, total, (limit, offset, reverse) => {
    const order = reverse ? [asc(at), asc(t.id)] : [desc(at), desc(t.id)];
    const ids = db
      .select({ id: t.id })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return db
      .select()
      .from(table)
      .where(sql`${t.id} = any(array(${ids}))`)
      .orderBy(...order) as unknown as Promise<T['$inferSelect'][]>;
  });
}
