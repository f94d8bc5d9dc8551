import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './core';

/**
 * Passkeys (WebAuthn, decision 0054): a member's credentials, and the single-use challenges the
 * server handed out for a registration or an assertion.
 */

/**
 * One row per registered credential. `credential_id` is the authenticator's id (base64url, unique
 * across members: a usernameless sign-in finds the member by it); `public_key` the COSE key
 * (base64url); `counter` the last signature counter seen (a lower one is refused as a clone).
 */
export const memberPasskeys = pgTable(
  'member_passkeys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** JSON array of AuthenticatorTransport ('internal', 'hybrid', 'usb', …), the hint for the browser. */
    transports: text('transports').notNull().default('[]'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('member_passkeys_member_idx').on(t.memberId)],
);

/**
 * A challenge the server issued, stored as sha256 (the challenge travels to the browser in clear),
 * with its purpose and, when known, its member (registration, second factor) and session (step-up).
 * Taken by one DELETE … RETURNING, so of parallel uses exactly one finds it.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login', 'secondFactor', 'stepUp'] }).notNull(),
    memberId: integer('member_id').references(() => members.id),
    sessionId: bigint('session_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A passkey assertion spent on a money command's confirmation (decision 0054): a random proof,
 * stored hashed, bound to the session it was made in, 2 minutes, used once.
 */
export const passkeyProofs = pgTable('passkey_proofs', {
  proofHash: text('proof_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  sessionId: bigint('session_id', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
