import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, members } from './core';

/**
 * WeChat: the WeChat users the gateway's OAuth has seen, and the bindings of a
 * WeChat (union id) to members. Rules held by the indexes: one WeChat per member
 * (member_id unique) and one member per WeChat per company (union id + company, a personal
 * binding counting as company 0). Times come from the injected clock.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A WeChat user as last seen by the OAuth callback; nickname and avatar only after snsapi_userinfo. */
export const wechatUsers = pgTable('wechat_users', {
  unionid: text('unionid').primaryKey(),
  openid: text('openid').notNull(),
  nickname: text('nickname'),
  avatarUrl: text('avatar_url'),
  updatedAt: ts('updated_at').notNull(),
});

export const memberWechats = pgTable(
  'member_wechats',
  {
    id: serial('id').primaryKey(),
    unionid: text('unionid').notNull(),
    openid: text('openid').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The company the member acted for when binding (null: a personal binding); sign-in by WeChat uses it. */
    companyId: integer('company_id').references(() => companies.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('member_wechats_member_uq').on(t.memberId), uniqueIndex('member_wechats_company_uq').on(t.unionid, sql`coalesce(${t.companyId}, 0)`), index('member_wechats_unionid_idx').on(t.unionid)],
);

/**
 * WeChat tickets (decision 0006): the HttpOnly credential the OAuth callback gives a browser for
 * one WeChat identity. Only the sha256 of the random token is stored. `member_id` is the member
 * the ticket bound or signed in as; logout, password changes and unbinding set `revoked_at`
 * on the tickets of the member (and of the WeChat bound to it).
 */
export const wechatTickets = pgTable(
  'wechat_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    unionid: text('unionid').notNull(),
    openid: text('openid').notNull(),
    memberId: integer('member_id').references(() => members.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('wechat_tickets_token_uq').on(t.tokenHash), index('wechat_tickets_unionid_idx').on(t.unionid), index('wechat_tickets_member_idx').on(t.memberId)],
);
