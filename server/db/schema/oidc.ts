import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './core';

/**
 * Third-party sign-in over OpenID Connect (/hwAuthorize; decision 0022).
 *
 * oidc_logins: one row per sign-in attempt, so that any gateway process can finish what another
 * started. Started: the state (stored hashed), PKCE verifier, nonce, where to return, and the hash
 * of the HttpOnly cookie that binds the attempt to the browser that started it. The callback
 * spends the row once (callback_at) and records the provider's subject, and the member when that
 * subject is already linked; the browser then finishes (signs in, or links by mobile + SMS code)
 * once (finished_at), within link_expires_at.
 *
 * oidc_identities: a provider's subject linked to a member: one member per (issuer, subject),
 * one subject per issuer per member.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const oidcLogins = pgTable(
  'oidc_logins',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    browserHash: text('browser_hash').notNull(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirect: text('redirect').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    callbackAt: ts('callback_at'),
    issuer: text('issuer'),
    subject: text('subject'),
    subjectName: text('subject_name'),
    subjectEmail: text('subject_email'),
    memberId: integer('member_id').references(() => members.id),
    linkExpiresAt: ts('link_expires_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [uniqueIndex('oidc_logins_state_uq').on(t.stateHash), index('oidc_logins_browser_idx').on(t.browserHash), index('oidc_logins_expires_idx').on(t.expiresAt)],
);

export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    provider: text('provider').notNull(),
    createdAt: ts('created_at').notNull(),
    lastSignInAt: ts('last_sign_in_at'),
  },
  (t) => [uniqueIndex('oidc_identities_subject_uq').on(t.issuer, t.subject), uniqueIndex('oidc_identities_member_uq').on(t.memberId, t.issuer)],
);
