import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, operators } from './core';

/**
 * Notifications beyond the in-site message (decision 0055): each member's choices, the outbox of
 * deliveries a worker sends (one row per notice and channel, written in the transaction of the
 * change that causes it), and WeChat's access token shared by every process.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A member's choices; no row means the catalogue's defaults in zh-CN with quiet hours on. */
export const notifyPreferences = pgTable('notify_preferences', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  /** The language outside messages are written in: the member's, as last seen by a notify command. */
  lang: text('lang').notNull().default('zh-CN'),
  quietHours: boolean('quiet_hours').notNull().default(true),
  /** Per event key, the channels the member switched away from the default: `{ "<key>": { "sms": false } }`. */
  choices: jsonb('choices').$type<Record<string, Partial<Record<'inSite' | 'sms' | 'wechat', boolean>>>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull(),
});

export const NOTIFY_DELIVERY_STATUSES = ['pending', 'done', 'dead', 'discarded'] as const;
export type NotifyDeliveryStatus = (typeof NOTIFY_DELIVERY_STATUSES)[number];

/**
 * The outbox: pending rows are due at `due_at` (later in quiet hours or after a failure) and free
 * to claim while `lease_until` is null or past; a claim sets a lease and a fresh `claim` token, and
 * only the holder of the token may finish the row (a worker whose lease ran out finds 0 rows).
 */
export const notifyDeliveries = pgTable(
  'notify_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** One notice to one member: its deliveries share it (one row per channel at most). */
    noticeId: text('notice_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    event: text('event').notNull(),
    channel: text('channel').$type<'sms' | 'wechat'>().notNull(),
    /** The notice's variables as the caller gave them (`{t: key}` values are localized at delivery). */
    vars: jsonb('vars').$type<Record<string, string | number | { t: string }>>().notNull(),
    lang: text('lang').notNull(),
    status: text('status').$type<NotifyDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: ts('due_at').notNull(),
    leaseUntil: ts('lease_until'),
    claim: text('claim'),
    lastError: text('last_error'),
    /** Why a row was moved to another channel or discarded (WeChat unfollowed, an operator's reason). */
    note: text('note'),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: ts('created_at').notNull(),
    doneAt: ts('done_at'),
  },
  (t) => [
    uniqueIndex('notify_deliveries_notice_channel_uq').on(t.noticeId, t.channel),
    // The worker's claim: due pending rows, oldest first, from the index alone.
    index('notify_deliveries_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`status = 'pending'`),
    index('notify_deliveries_dead_idx')
      .on(t.id)
      .where(sql`status = 'dead'`),
  ],
);

/**
 * WeChat's access token for the official account, one row per app id, shared by every process:
 * a refresh takes `refreshing_until` with a conditional update first, so two processes never
 * ask WeChat at once (a new token from /cgi-bin/token retires the previous one).
 */
export const wechatAccessTokens = pgTable('wechat_access_tokens', {
  appId: text('app_id').primaryKey(),
  token: text('token'),
  expiresAt: ts('expires_at'),
  refreshingUntil: ts('refreshing_until'),
  refreshedAt: ts('refreshed_at'),
});
