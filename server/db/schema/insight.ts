import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core';

/*
 * Insight (dashboards and the factory app area): the work-resumption sample, its white list,
 * the app catalogue with each company's apps, and the visual dashboards.
 */

/** Provinces (level 1) and cities (level 2) of the work-resumption sample, named in both languages. */
export const wrRegions = pgTable(
  'wr_regions',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    level: integer('level').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('wr_regions_parent_idx').on(t.parentCode), check('wr_regions_level_ck', sql`${t.level} in (1, 2)`)],
);

/** The sample enterprises whose connected devices the statistics count. */
export const wrEnterprises = pgTable(
  'wr_enterprises',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => wrRegions.code),
    cityCode: text('city_code')
      .notNull()
      .references(() => wrRegions.code),
    devices: integer('devices').notNull(),
  },
  (t) => [index('wr_enterprises_city_idx').on(t.provinceCode, t.cityCode), check('wr_enterprises_devices_ck', sql`${t.devices} > 0`)],
);

/** One row per sample enterprise and day: how many of its devices were switched on. */
export const wrDeviceDays = pgTable(
  'wr_device_days',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => wrEnterprises.id),
    day: date('day').notNull(),
    devicesOn: integer('devices_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day] }), index('wr_device_days_day_idx').on(t.day), check('wr_device_days_on_ck', sql`${t.devicesOn} >= 0`)],
);

/** Companies allowed to see the work-resumption statistics (white/validWorkResumptionAuth). */
export const wrWhiteList = pgTable('wr_white_list', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The app catalogue: platform apps every company may use, box apps bought or followed in the app store. */
export const appCatalogue = pgTable(
  'app_catalogue',
  {
    code: text('code').primaryKey(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    introZh: text('intro_zh').notNull(),
    introEn: text('intro_en').notNull(),
    url: text('url').notNull(),
    icon: text('icon').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('app_catalogue_kind_ck', sql`${t.kind} in ('platform', 'box')`), index('app_catalogue_channel_idx').on(t.channel, t.sort)],
);

/**
 * A company's relation to an app: purchased (with its term and seats), followed, or only a display
 * preference for a platform app. `display` says whether the app shows on the worktable.
 */
export const companyApps = pgTable(
  'company_apps',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    appCode: text('app_code')
      .notNull()
      .references(() => appCatalogue.code),
    relation: text('relation').notNull(),
    display: boolean('display').notNull().default(true),
    seats: integer('seats').notNull().default(0),
    granted: integer('granted').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.appCode] }),
    check('company_apps_relation_ck', sql`${t.relation} in ('platform', 'purchased', 'followed')`),
    check('company_apps_seats_ck', sql`${t.granted} >= 0 and ${t.granted} <= ${t.seats}`),
  ],
);

export const dashboardCategories = pgTable('dashboard_categories', {
  id: serial('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A visual dashboard: its panels (chart definitions with their stored series) in `panels`. */
export const dashboardVisuals = pgTable(
  'dashboard_visuals',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => dashboardCategories.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    introZh: text('intro_zh').notNull(),
    introEn: text('intro_en').notNull(),
    panels: jsonb('panels').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dashboard_visuals_category_idx').on(t.categoryId, t.sort)],
);
