import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One PostgreSQL schema for PGlite and PostgreSQL alike (PostgreSQL 15 features only).
 * Domains add their tables here; migrations are generated with `npm run db:generate`.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  certified: boolean('certified').notNull().default(false),
  createdAt: createdAt(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nationCode: text('nation_code').notNull().default('86'),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    workFunction: text('work_function'),
    passwordHash: text('password_hash'),
    invitationCode: text('invitation_code'),
    /** A salesman may log in to the sales tool (salesMember personLogin). */
    isSalesman: boolean('is_salesman').notNull().default(false),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_mobile_uq').on(t.nationCode, t.mobile)],
);

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.memberId] }), index('company_members_member_idx').on(t.memberId)],
);

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  account: text('account').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/**
 * Sessions: tokens are random (256 bits) and stored as sha256 hashes only.
 * `family` links a chain of refresh rotations so a reused refresh token can
 * revoke the whole chain. kind: member | operator | salesman.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    refreshHash: text('refresh_hash'),
    family: text('family').notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id').references(() => members.id),
    operatorId: integer('operator_id').references(() => operators.id),
    companyId: integer('company_id').references(() => companies.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    uniqueIndex('sessions_refresh_uq').on(t.refreshHash),
    index('sessions_member_idx').on(t.memberId),
    check('sessions_kind_ck', sql`${t.kind} in ('member','operator','salesman')`),
  ],
);

/** What the stand-in services "sent" (SMS codes, captcha answers, bank micro-deposits). Development only. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    code: text('code'),
    amount: text('amount'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

export const pageViews = pgTable('page_views', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  path: text('path').notNull(),
  title: text('title').notNull(),
  build: text('build').notNull(),
  lang: text('lang').notNull(),
  referrer: text('referrer'),
  memberId: integer('member_id'),
  createdAt: createdAt(),
});

/** Key-value site settings: globalColor, localConfig, siteConfig, the dev clock offset. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  labelZh: text('label_zh').notNull(),
  labelEn: text('label_en').notNull(),
  contentZh: text('content_zh').notNull(),
  contentEn: text('content_en').notNull(),
  containLinks: boolean('contain_links').notNull().default(false),
  linkAddress: text('link_address'),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
});

/** In-site messages (the member centre's message domain owns the commands). */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    publisher: text('publisher').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_member_idx').on(t.memberId, t.createdAt)],
);
