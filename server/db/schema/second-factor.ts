import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, members } from './core';

/**
 * The second factor (decision 0051): a TOTP secret per member, encrypted at rest (AES-256-GCM
 * under SECOND_FACTOR_KEY), its recovery codes stored hashed, the sign-in challenges that stand
 * between a password (or SMS code) and a session, and each company's policy.
 */

/**
 * One row per member who started a setup. `secret_enc` is the enabled secret (null until enabled),
 * `pending_enc` the secret of a setup not yet confirmed. `last_step` is the last accepted 30-second
 * time-step: a code is accepted only for a later step, so a code is never used twice.
 */
export const memberTotp = pgTable('member_totp', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  secretEnc: text('secret_enc'),
  pendingEnc: text('pending_enc'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per member with TOTP, stored as sha256 like tokens (50 random bits each, tried under the lockout). */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_recovery_codes_uq').on(t.memberId, t.codeHash)],
);

/**
 * A sign-in waiting for its second factor: random token stored hashed, 5 minutes, single use. The
 * session it leads to is the one the first step asked for (company or personal).
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    companyId: integer('company_id').references(() => companies.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('second_factor_challenges_member_idx').on(t.memberId)],
);

/** A company's rule: who must have a second factor before using the company's pages (gateway, company-authority.ts). */
export const companySecondFactorPolicies = pgTable('company_second_factor_policies', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  admins: boolean('admins').notNull().default(false),
  moneyHolders: boolean('money_holders').notNull().default(false),
  updatedBy: integer('updated_by').references(() => members.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
