import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, members } from './core';

/**
 * Finance applications (spec sections 3-4, states.json financeApplication): finance, lease,
 * purchase and productivity. The applicant is a visitor (company name and a verified mobile, no
 * member) or a member acting for a certified company. The form itself is `form` (jsonb), checked
 * by the contract's zod schema of its kind before it is stored; amounts in it are integer counts
 * of 10K yuan. Resubmission after "not passed" updates the same row (resubmits + 1).
 */
export const financeApplications = pgTable(
  'finance_applications',
  {
    id: serial('id').primaryKey(),
    /** Told to the applicant; visitors look their application up by it and their mobile. */
    applyNo: text('apply_no').notNull().unique(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    memberId: integer('member_id').references(() => members.id),
    companyId: integer('company_id').references(() => companies.id),
    /** The applicant company's name as submitted (visitors) or as registered (members). */
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    /** The main contact's mobile; for visitors verified by an SMS code. */
    mobile: text('mobile').notNull(),
    form: jsonb('form').notNull(),
    rejectReason: text('reject_reason'),
    resubmits: integer('resubmits').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('finance_kind_ck', sql`${t.kind} in ('finance', 'lease', 'purchase', 'productivity')`),
    check('finance_status_ck', sql`${t.status} in ('submitted', 'notPassed', 'passed')`),
    check('finance_applicant_ck', sql`(${t.memberId} is null) = (${t.companyId} is null)`),
    // One open application per company and kind: a second submit while one awaits its result loses.
    uniqueIndex('finance_company_open_uq')
      .on(t.companyId, t.kind)
      .where(sql`${t.status} = 'submitted' and ${t.companyId} is not null`),
    index('finance_company_kind_idx').on(t.companyId, t.kind, t.id),
    // The console queue, newest first, with and without its status filter.
    index('finance_status_idx').on(t.status, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('finance_queue_idx').on(t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
