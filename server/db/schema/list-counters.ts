import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Row counts of the long lists other than messages and transaction records (decision 0025), kept
 * by statement triggers (migration "list_counters_triggers"), so every writer keeps them right:
 * handlers, imports, migrations, an operator's SQL. One row per list and grouping: `scope` is the
 * owner (company, member, department; 0 for the console's site-wide lists), `sub` and `state` the
 * groups a list filters on (a department, a status, a category; 0 and '' when none). A list's total
 * is the sum of the rows its filter covers, a read of a few primary key entries.
 */
export const listCounters = pgTable(
  'list_counters',
  {
    list: text('list').notNull(),
    scope: integer('scope').notNull(),
    sub: integer('sub').notNull().default(0),
    state: text('state').notNull().default(''),
    n: integer('n').notNull().default(0),
  },
  // No CHECK on n: an upsert's proposed row carries a delta (negative on deletes).
  (t) => [primaryKey({ columns: [t.list, t.scope, t.sub, t.state] })],
);
