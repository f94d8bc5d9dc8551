import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, members } from './core';

/**
 * WIS openings (spec states.json "wis": notOpened -> trial -> official). The owner is the
 * company a member acts for, or the member alone for a personal login; each owner opens a
 * trial at most once and the official edition at most once.
 */
export const wisSubscriptions = pgTable(
  'wis_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** 'company:<id>' or 'member:<id>'. */
    owner: text('owner').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    edition: text('edition').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Trial: when it ends (30 days). Official: when the free period ends (90 days). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('wis_edition', sql`${t.edition} in ('trial', 'official')`), uniqueIndex('wis_owner_edition_uq').on(t.owner, t.edition), index('wis_member_idx').on(t.memberId)],
);
