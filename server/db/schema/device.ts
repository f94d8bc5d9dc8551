import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeviceContent } from '#shared/contract/device';
import { members } from './core';

/**
 * Devices: the content of the connection-box (IBX) and terminal (IMT) model pages,
 * one row per model with its texts in both languages, and the field staff's submissions
 * (a device problem or request with phone-camera photos).
 */

export const deviceModels = pgTable(
  'device_models',
  {
    model: text('model').primaryKey(),
    series: text('series').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Path of the model photo under the site root (an SVG drawing, public/device/). */
    photo: text('photo').notNull(),
    contentZh: jsonb('content_zh').$type<DeviceContent>().notNull(),
    contentEn: jsonb('content_en').$type<DeviceContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('device_models_series_ck', sql`${t.series} in ('IBX','IMT')`), index('device_models_sort_idx').on(t.series, t.sort)],
);

/** A field staff member's submission: a problem or request about a device, with photos (file ids). */
export const deviceSubmissions = pgTable(
  'device_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    model: text('model'),
    serialNo: text('serial_no'),
    description: text('description').notNull(),
    photos: jsonb('photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('device_submissions_kind_ck', sql`${t.kind} in ('problem','request')`), index('device_submissions_member_idx').on(t.memberId, t.createdAt)],
);
