import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './core';

/**
 * Coding (serial-number) rules and connection boxes (the equipment and coding-rule domains).
 * A rule is a company's ordered segments for one target (device serials; employee job numbers may
 * use the same machinery). Its counter has one row per period (the sequence's reset period: ''
 * for never, 'YYYY', 'YYYYMM' or 'YYYYMMDD' in Beijing time), advanced atomically with one
 * insert … on conflict do update … returning, so parallel generations never share a number.
 */
export const codingRules = pgTable(
  'coding_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    target: text('target').notNull(),
    name: text('name').notNull(),
    segments: jsonb('segments').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coding_rules_target_uq').on(t.companyId, t.target), check('coding_rules_target_ck', sql`${t.target} in ('device','employee')`)],
);

export const codingRuleCounters = pgTable(
  'coding_rule_counters',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => codingRules.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.period] })],
);

/**
 * Connection boxes (IBX/IMT) bound to a company at provisioning. A box reports itself to
 * POST /api/box/report with its serial and secret (stored as a SHA-256 hash); reportedAt marks
 * that it is alive, and equipment/sync turns reported boxes into the company's devices.
 */
export const connectionBoxes = pgTable(
  'connection_boxes',
  {
    id: serial('id').primaryKey(),
    sn: text('sn').notNull().unique(),
    model: text('model').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    secretHash: text('secret_hash').notNull(),
    reportedName: text('reported_name').notNull().default(''),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [index('connection_boxes_company_idx').on(t.companyId)],
);
