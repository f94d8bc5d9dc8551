import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { listCounters } from './schema';

/**
 * A list's total from the counters the database keeps (list_counters, migration
 * "list_counters_triggers"): the sum of the rows of one list and owner that the filter covers,
 * `subs` (departments, companies) and `states` (a status, a category) narrowing it. A read of a
 * few primary key entries however long the list is.
 */
export const counterQuery = (db: Db, list: string, scope: number, by: { subs?: number[]; states?: string[] } = {}) =>
  db
    .select({ n: sql<number>`coalesce(sum(${listCounters.n}), 0)::int`.mapWith(Number) })
    .from(listCounters)
    .where(
      and(
        eq(listCounters.list, list),
        eq(listCounters.scope, scope),
        by.subs ? inArray(listCounters.sub, by.subs.length ? by.subs : [-1]) : undefined,
        by.states ? inArray(listCounters.state, by.states.length ? by.states : ['']) : undefined,
      ),
    );

export async function counted(db: Db, list: string, scope: number, by: { subs?: number[]; states?: string[] } = {}): Promise<number> {
  const [r] = await counterQuery(db, list, scope, by);
  return r?.n ?? 0;
}

/** The counters rows of one list and owner (for lists whose total adds up several groups). */
export const countersOf = (db: Db, list: string, scope: number) =>
  db
    .select({ sub: listCounters.sub, state: listCounters.state, n: listCounters.n })
    .from(listCounters)
    .where(and(eq(listCounters.list, list), eq(listCounters.scope, scope)));
