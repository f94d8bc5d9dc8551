import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The core tables: accounts, sessions, codes, settings, content the shell needs.
 * Other areas add their own file next to this one and export it from index.ts.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    certified: boolean('certified').notNull().default(false),
    /** The account that founded it (registration or upgrade); counted against the per-account cap. Null for seeded companies. */
    foundedBy: integer('founded_by').references((): AnyPgColumn => members.id),
    /** The admin's policy: at most this many live sessions per member for this company; 0 = unlimited (decision 0050). */
    maxSessionsPerMember: integer('max_sessions_per_member').notNull().default(0),
    createdAt: createdAt(),
  },
  // Company names are unique compared trimmed and case-insensitively (webMember/validEnterpriseName).
  (t) => [uniqueIndex('companies_name_uq').on(sql`lower(btrim(${t.name}))`), index('companies_founded_by_idx').on(t.foundedBy), check('companies_max_sessions_ck', sql`${t.maxSessionsPerMember} between 0 and 100`)],
);

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
    /** A platform field admin may use the mobile factory-approval area (server/domains/factory). */
    isFieldAdmin: boolean('is_field_admin').notNull().default(false),
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
  (t) => [
    primaryKey({ columns: [t.companyId, t.memberId] }),
    index('company_members_member_idx').on(t.memberId),
    // The member list's order (the admin first, then by joining): a page is a range of this index.
    index('company_members_list_idx').on(t.companyId, t.isAdmin.desc().nullsFirst(), t.createdAt, t.memberId),
  ],
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
    /** First use: the sign-in's time, carried over by refresh rotations of the family. */
    createdAt: createdAt(),
    /** Where and what the session was last used from (decision 0050): the gateway's req.ip and User-Agent. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** desktop | h5 | wechat (from the user agent) | app (an app's sign-in through sso/validate/authcode, app_id set). */
    client: text('client').notNull().default('desktop'),
    appId: text('app_id').references((): AnyPgColumn => apps.appId),
    /** Hash of client kind, browser and OS family (no cookie: the gateway is cookieless); "new device" compares it. */
    fingerprint: text('fingerprint'),
    /** Touched at most once a minute by a conditional update after the lookup (gateway/session.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    uniqueIndex('sessions_refresh_uq').on(t.refreshHash),
    index('sessions_member_idx').on(t.memberId),
    index('sessions_family_idx').on(t.family),
    check('sessions_kind_ck', sql`${t.kind} in ('member','operator','salesman')`),
    check('sessions_client_ck', sql`${t.client} in ('desktop','h5','wechat','app')`),
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
    /** A page of the portal the message leads to (a desktop path such as /memberCenter/devices), or null. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The stored read flag the list sorts on (unread first); the database derives it from read_at, so no writer can disagree. */
    isRead: boolean('is_read')
      .notNull()
      .generatedAlwaysAs(sql`read_at is not null`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's order (unread first, newest first, id) over the rows it shows: page 1 and keyset pages read 20 index entries.
    index('messages_list_idx')
      .on(t.memberId, t.isRead, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`deleted_at is null`),
    // The time filters: a range of one member's visible messages, counted from the index alone.
    index('messages_recent_idx')
      .on(t.memberId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`deleted_at is null`),
  ],
);

/**
 * A member's visible (not deleted) and unread message counts, kept by statement triggers on
 * messages (migration "message_counters_trigger"), so every writer keeps them right: handlers,
 * migrations, bulk imports, an operator's SQL. The unread dot and the list's totals read this row.
 */
export const messageCounters = pgTable(
  'message_counters',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    total: integer('total').notNull().default(0),
    unread: integer('unread').notNull().default(0),
  },
  // No CHECK on the values: an upsert's proposed row carries a delta (negative when messages are
  // read or deleted), and PostgreSQL checks the proposed row before it finds the conflict.
);

/*
 * Accounts: captchas, SMS codes, rate events, lockouts, reset tickets,
 * registered apps and their one-use auth codes. Every time column is written from
 * the injected clock (deps.clock), never from the database's now(), so expiry and
 * lockouts follow the clock tests move.
 */

/** Picture (text) and jigsaw captchas: single use, 5 minutes. Text answers are stored hashed. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    answerHash: text('answer_hash'),
    /** The jigsaw's x offset (compared with a tolerance, so it cannot be a hash). */
    answerX: integer('answer_x'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt), check('captchas_kind_ck', sql`${t.kind} in ('image','jigsaw')`)],
);

/** SMS verification codes: hashed, single use, 10 minutes, at most 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nationCode: text('nation_code').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_lookup_idx').on(t.nationCode, t.mobile, t.purpose, t.id), index('sms_codes_expires_idx').on(t.expiresAt)],
);

/** Timestamped events counted in sliding windows (SMS sends per mobile, unknown-mobile probes per IP). */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_bucket_idx').on(t.bucket, t.at)],
);

/**
 * Wrong-password counters and lockouts, one row per login key (member, salesman and operator keys
 * are distinct). `inflight` counts tries reserved and not yet compared (member/throttle.ts); it is
 * trusted only for a while after `reserved_at`, so a process that died mid-check blocks nobody.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  inflight: integer('inflight').notNull().default(0),
  reservedAt: timestamp('reserved_at', { withTimezone: true }),
});

/** Forgot-password tickets: random, stored hashed, single use, 15 minutes. */
export const resetTickets = pgTable('reset_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ticketHash: text('ticket_hash').notNull().unique(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Applications that may receive auth codes (memberAuth, iam authorize, OpenID Connect), with their
 * exact redirect URIs. secret_hash null: a public client, whose OpenID Connect codes need PKCE.
 */
export const apps = pgTable('apps', {
  appId: text('app_id').primaryKey(),
  name: text('name').notNull(),
  redirectUris: text('redirect_uris')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  secretHash: text('secret_hash'),
  createdAt: createdAt(),
});

/**
 * One-use auth codes (60 seconds): without the openid scope exchanged by sso/validate/authcode for a
 * login, with it only at the OpenID Connect token endpoint. code_challenge: PKCE S256, when sent.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    companyId: integer('company_id').references(() => companies.id),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId),
    redirectUri: text('redirect_uri').notNull(),
    scope: text('scope').notNull().default(''),
    codeChallenge: text('code_challenge'),
    nonce: text('nonce'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_codes_member_idx').on(t.memberId), index('auth_codes_expires_idx').on(t.expiresAt)],
);
