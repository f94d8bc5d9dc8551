import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './core';

/**
 * The base app's configuration of a company: dictionary groups with their values (also the
 * platform's own groups, company_id null) and the extended fields a company adds to its
 * employees and devices. The values of extended fields live in the target rows' `ext` jsonb.
 */

/** A dictionary group: a company's (company_id) or the platform's (null), keyed per owner. */
export const dictionaryGroups = pgTable(
  'dictionary_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    key: text('key').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dictionary_groups_key_uq').on(sql`coalesce(${t.companyId}, 0)`, t.key)],
);

/** A value of a group. Values are never deleted (rows may hold them); a retired value is disabled. */
export const dictionaryValues = pgTable(
  'dictionary_values',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => dictionaryGroups.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('dictionary_values_key_uq').on(t.groupId, t.key)],
);

/**
 * An extended field of a company's employees or devices. A deleted field keeps its row
 * (deleted_at) so that its key is never reused for another meaning of the values rows still hold.
 */
export const extendedFields = pgTable(
  'extended_fields',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    target: text('target').notNull(),
    key: text('key').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    isUnique: boolean('is_unique').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    maxLength: integer('max_length'),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    dictionaryKey: text('dictionary_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('extended_fields_key_uq').on(t.companyId, t.target, t.key),
    check('extended_fields_target_ck', sql`${t.target} in ('employee','device')`),
    check('extended_fields_type_ck', sql`${t.type} in ('text','number','date','select')`),
  ],
);
