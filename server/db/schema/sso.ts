import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { apps, authCodes, companies, members } from './core';

/**
 * The portal as authorisation server: what a member allowed each app (remembered until revoked
 * in the member centre) and the access tokens apps hold for the userinfo endpoint.
 */

/** One row per member and app the member allowed; revoking deletes it (and the app's tokens). */
export const appConsents = pgTable(
  'app_consents',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId),
    /** Space-separated scopes allowed so far (a later, wider request asks again). */
    scope: text('scope').notNull().default(''),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.appId] })],
);

/** Access tokens from the token endpoint: random, stored hashed, 1 hour; code_id ties them to their code (replay revokes). */
export const appTokens = pgTable(
  'app_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    companyId: integer('company_id').references(() => companies.id),
    scope: text('scope').notNull(),
    codeId: bigint('code_id', { mode: 'number' }).references(() => authCodes.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_tokens_member_app_idx').on(t.memberId, t.appId), index('app_tokens_code_idx').on(t.codeId), index('app_tokens_expires_idx').on(t.expiresAt)],
);
