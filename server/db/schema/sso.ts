import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { apps, authCodes, companies, members } from './core';

/**
 * The portal as authorisation server: what a member allowed each app (remembered until revoked
 * in the member centre), the access tokens apps hold for the userinfo endpoint, and the refresh
 * tokens of apps granted offline_access.
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
    /** The refresh-token chain this token came from (null: from a code); a replayed refresh token revokes the chain's tokens. */
    chainId: text('chain_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_tokens_member_app_idx').on(t.memberId, t.appId), index('app_tokens_code_idx').on(t.codeId), index('app_tokens_expires_idx').on(t.expiresAt), index('app_tokens_chain_idx').on(t.chainId)],
);

/**
 * Refresh tokens (offline_access): random, stored hashed, single use. Each use spends the row
 * (used_at) and issues the next one of the same chain, so a token presented twice is a replay and
 * revokes the whole chain (its refresh and access tokens). Revoking the app's consent deletes them.
 */
export const appRefreshTokens = pgTable(
  'app_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    chainId: text('chain_id').notNull(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    companyId: integer('company_id').references(() => companies.id),
    scope: text('scope').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_refresh_tokens_chain_idx').on(t.chainId), index('app_refresh_tokens_member_app_idx').on(t.memberId, t.appId), index('app_refresh_tokens_expires_idx').on(t.expiresAt)],
);
