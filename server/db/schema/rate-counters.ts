import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters (SMS budgets per IP and in total, mobile look-ups per IP and per number):
 * one row per key and window, raised by a conditional upsert, so parallel requests in any number
 * of gateway processes never pass a limit. Old windows are swept when new ones open.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
