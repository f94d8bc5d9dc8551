import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FactoryStatus, PushKind, PushStatus } from '#shared/contract/factory';
import { companies, members, operators } from './core';

/**
 * Factory approval (server/domains/factory/handlers.ts explains the design): the plants field
 * admins visit, the approval pushes they send to the platform, and each push's check records.
 */

export const factories = pgTable(
  'factories',
  {
    id: serial('id').primaryKey(),
    /** The factory's serial number, FAC + 8 digits (assigned by initFacInfo or the seed). */
    facSn: text('fac_sn').notNull().unique(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    /** The portal company that runs the plant, when it is a member. */
    companyId: integer('company_id').references(() => companies.id),
    address: text('address'),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    deviceCount: integer('device_count'),
    /** Floor area in square metres. */
    area: integer('area'),
    materials: jsonb('materials')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    productFields: jsonb('product_fields')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** File public ids: the licence and workshop photos taken on site. */
    photos: jsonb('photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<FactoryStatus>().notNull().default('unapproved'),
    /** Confirmed as a gold supplier (facApprove/affirmGlod) after approval. */
    gold: boolean('gold').notNull().default(false),
    createdBy: integer('created_by').references(() => members.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('factories_status_ck', sql`${t.status} in ('unapproved','pending','approved')`), index('factories_status_idx').on(t.status, t.id)],
);

/** A request from a field admin to the platform: approve a factory, or change an approved one's account or base info. */
export const factoryPushes = pgTable(
  'factory_pushes',
  {
    id: serial('id').primaryKey(),
    factoryId: integer('factory_id')
      .notNull()
      .references(() => factories.id),
    submitterId: integer('submitter_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<PushKind>().notNull(),
    /** For change requests: the proposed values. */
    changes: jsonb('changes').$type<Record<string, string | number>>(),
    remark: text('remark'),
    status: text('status').$type<PushStatus>().notNull(),
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('factory_pushes_kind_ck', sql`${t.kind} in ('approval','accountChange','baseChange')`),
    check('factory_pushes_status_ck', sql`${t.status} in ('pending','approved','rejected')`),
    // One open push per factory at a time: a second one would race the first decision.
    uniqueIndex('factory_pushes_open_uq')
      .on(t.factoryId)
      .where(sql`${t.status} = 'pending'`),
    index('factory_pushes_submitter_idx').on(t.submitterId, t.submittedAt),
    // The console queue, newest first, with and without its status filter.
    index('factory_pushes_status_idx').on(t.status, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('factory_pushes_queue_idx').on(t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** The history of a push: submissions, the field admin's check notes, the platform's decisions. */
export const pushCheckRecords = pgTable(
  'push_check_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pushId: integer('push_id')
      .notNull()
      .references(() => factoryPushes.id),
    action: text('action').notNull(),
    memberId: integer('member_id').references(() => members.id),
    operatorId: integer('operator_id').references(() => operators.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [check('push_check_records_action_ck', sql`${t.action} in ('submitted','resubmitted','note','approved','rejected')`), index('push_check_records_push_idx').on(t.pushId, t.id)],
);
