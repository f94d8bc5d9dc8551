import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './core';

/**
 * Activities: lottery draws (web and WeChat), the exposition draw, invitation-code draws and
 * the registration activity the salesman's spread tool counts. Stock and draw counters are
 * changed only by conditional UPDATEs (CHECKs as the last guard), so concurrent draws never
 * oversell a prize nor exceed a member's draws.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    /** Plain text; paragraphs separated by blank lines. */
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    drawsPerDay: integer('draws_per_day').notNull().default(1),
    /** Weight of "no prize" against the prizes' remaining stock. */
    missWeight: integer('miss_weight').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('activities_kind_ck', sql`${t.kind} in ('lottery','exposition','invitation','registration')`), check('activities_counts_ck', sql`${t.drawsPerDay} >= 1 and ${t.missWeight} >= 0`)],
);

export const activityPrizes = pgTable(
  'activity_prizes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    level: integer('level').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    stock: integer('stock').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [check('activity_prizes_stock_ck', sql`${t.stock} >= 0 and ${t.stock} <= ${t.total}`), index('activity_prizes_activity_idx').on(t.activityId)],
);

/** Draws used per subject (m:<memberId> or c:<code>) and Beijing day ('all' for a code). */
export const activityDrawCounts = pgTable(
  'activity_draw_counts',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    subject: text('subject').notNull(),
    day: text('day').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.subject, t.day] }), check('activity_draw_counts_used_ck', sql`${t.used} >= 0`)],
);

export const activityDraws = pgTable(
  'activity_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    subject: text('subject').notNull(),
    memberId: integer('member_id').references(() => members.id),
    invitationCode: text('invitation_code'),
    /** web | wechat | live | code */
    channel: text('channel').notNull(),
    prizeId: integer('prize_id').references(() => activityPrizes.id),
    requestId: text('request_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('activity_draws_request_uq').on(t.activityId, t.subject, t.requestId), index('activity_draws_activity_idx').on(t.activityId, t.createdAt), index('activity_draws_member_idx').on(t.memberId)],
);

export const activityCodes = pgTable(
  'activity_codes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** Stored upper-case. */
    code: text('code').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('activity_codes_code_uq').on(t.code)],
);

/** The salesman's own picture (salesMember/changePicSelf), a small data URL. */
export const salesmanPictures = pgTable('salesman_pictures', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  picture: text('picture').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
