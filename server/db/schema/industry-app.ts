import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, members } from './core';

/**
 * The industry app member admin (docs/industry-api.md, decision 0028): the industry API token a
 * company admin obtained through /industryApp/auth, one per member and company, encrypted with a
 * key derived from the client secret (a database copy alone does not hand out a usable token).
 */
export const industryAppTokens = pgTable(
  'industry_app_tokens',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** AES-256-GCM of the bearer token: iv.tag.ciphertext, base64url. */
    sealed: text('sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.companyId] })],
);

/**
 * The industry API's stand-in keeps its own state (development, tests, ALLOW_STAND_INS): tokens
 * it issued (hashed) and each tenant's members. The portal's code never reads these tables.
 */
export const industryStandinTokens = pgTable('industry_standin_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenant: text('tenant').notNull(),
  actor: text('actor').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const industryStandinMembers = pgTable(
  'industry_standin_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    /** enabled | disabled */
    status: text('status').notNull().default('enabled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('industry_standin_members_tenant_mobile').on(t.tenant, t.mobile), index('industry_standin_members_tenant_id').on(t.tenant, t.id)],
);
