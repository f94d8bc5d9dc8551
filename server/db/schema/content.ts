import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CaseType, NewsCategory } from '#shared/contract/content';
import { companies, members } from './core';

/**
 * The public site's content store: every text shown from data lives here in both
 * languages. Rich HTML (news and case bodies) is stored already sanitized (server/domains/content/sanitize.ts).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const published = () => boolean('published').notNull().default(true);

export const contentBanners = pgTable('content_banners', {
  id: serial('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  subtitleZh: text('subtitle_zh').notNull(),
  subtitleEn: text('subtitle_en').notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull(),
  sort: integer('sort').notNull().default(0),
  published: published(),
  createdAt: createdAt(),
});

export const contentNews = pgTable(
  'content_news',
  {
    id: serial('id').primaryKey(),
    /** 'industry' (industry information) or 'announcement' (website announcements). */
    category: text('category').$type<NewsCategory>().notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    sourceZh: text('source_zh').notNull(),
    sourceEn: text('source_en').notNull(),
    coverUrl: text('cover_url'),
    views: integer('views').notNull().default(0),
    published: published(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('content_news_category', sql`${t.category} in ('industry', 'announcement')`),
    // The public list (published, newest first) with and without a category, and the console's
    // list (all news, newest first).
    index('content_news_list_idx')
      .on(t.category, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`published`),
    index('content_news_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`published`),
    index('content_news_all_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export interface CaseMetric {
  /** The figure as Chinese readers read it (300家, 1.2亿元); valueEn when English differs. */
  value: string;
  valueEn?: string;
  labelZh: string;
  labelEn: string;
}

export const contentCases = pgTable(
  'content_cases',
  {
    id: serial('id').primaryKey(),
    /** 1 industry, 2 area, 3 manufacturer, 4 transaction (spec section 3). */
    type: integer('type').$type<CaseType>().notNull(),
    /** 1-6: the story shown on /caseOne ... /caseSix; null for other cases. */
    featured: integer('featured'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    companyZh: text('company_zh').notNull(),
    companyEn: text('company_en').notNull(),
    industryZh: text('industry_zh').notNull(),
    industryEn: text('industry_en').notNull(),
    regionZh: text('region_zh').notNull(),
    regionEn: text('region_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    coverUrl: text('cover_url').notNull(),
    metrics: jsonb('metrics').$type<CaseMetric[]>().notNull().default([]),
    published: published(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('content_cases_type', sql`${t.type} between 1 and 4`),
    check('content_cases_featured', sql`${t.featured} is null or ${t.featured} between 1 and 6`),
    uniqueIndex('content_cases_featured_idx').on(t.featured),
    // The public list (published, newest first) with and without a type, and the console's list.
    index('content_cases_list_idx')
      .on(t.type, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`published`),
    index('content_cases_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`published`),
    index('content_cases_all_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const contentMallItems = pgTable('content_mall_items', {
  id: serial('id').primaryKey(),
  categoryKey: text('category_key').notNull(),
  categoryZh: text('category_zh').notNull(),
  categoryEn: text('category_en').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  specZh: text('spec_zh').notNull(),
  specEn: text('spec_en').notNull(),
  brand: text('brand').notNull(),
  /** Integer cents. */
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  unitZh: text('unit_zh').notNull(),
  unitEn: text('unit_en').notNull(),
  imageUrl: text('image_url').notNull(),
  sort: integer('sort').notNull().default(0),
  published: published(),
});

export const contentEnquiries = pgTable('content_enquiries', {
  id: serial('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  buyerZh: text('buyer_zh').notNull(),
  buyerEn: text('buyer_en').notNull(),
  regionZh: text('region_zh').notNull(),
  regionEn: text('region_en').notNull(),
  categoryZh: text('category_zh').notNull(),
  categoryEn: text('category_en').notNull(),
  quantity: integer('quantity').notNull(),
  unitZh: text('unit_zh').notNull(),
  unitEn: text('unit_en').notNull(),
  deadline: date('deadline').notNull(),
  recommended: boolean('recommended').notNull().default(true),
  createdAt: createdAt(),
});

export const contentAds = pgTable(
  'content_ads',
  {
    id: serial('id').primaryKey(),
    /** 1 first slot, 2 second slot on the home page. */
    locationId: integer('location_id').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    actionZh: text('action_zh').notNull(),
    actionEn: text('action_en').notNull(),
    linkUrl: text('link_url').notNull(),
    imageUrl: text('image_url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('content_ads_location', sql`${t.locationId} in (1, 2)`)],
);

/** The home page's platform totals (webLargeSetting/getIndexLarge). */
export const contentFigures = pgTable('content_figures', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: bigint('value', { mode: 'number' }).notNull(),
  unitZh: text('unit_zh').notNull(),
  unitEn: text('unit_en').notNull(),
  labelZh: text('label_zh').notNull(),
  labelEn: text('label_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const contentHistory = pgTable('content_history', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull(),
  month: integer('month').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  bodyZh: text('body_zh').notNull(),
  bodyEn: text('body_en').notNull(),
});

/** Orders whose flow order/operationProcedureView shows (the demo order and, later, real ones). */
export const flowOrders = pgTable('flow_orders', {
  id: serial('id').primaryKey(),
  orderSn: text('order_sn').notNull().unique(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  buyerZh: text('buyer_zh').notNull(),
  buyerEn: text('buyer_en').notNull(),
  sellerZh: text('seller_zh').notNull(),
  sellerEn: text('seller_en').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/** One substep of an order's flow; iconType 1-14 names the substep (and its phase), completedAt null = not yet. */
export const flowOrderSteps = pgTable(
  'flow_order_steps',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => flowOrders.id),
    iconType: integer('icon_type').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('flow_order_steps_icon', sql`${t.iconType} between 1 and 14`), uniqueIndex('flow_order_steps_uq').on(t.orderId, t.iconType)],
);

/** Open-platform developers: one registration per company (op_developer/user/registerDeveloper). */
export const developers = pgTable('developers', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => companies.id),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  website: text('website'),
  purpose: text('purpose').notNull(),
  appKey: text('app_key').notNull().unique(),
  createdAt: createdAt(),
});
