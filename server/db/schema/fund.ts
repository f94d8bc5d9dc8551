import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, members } from './core';

/**
 * The company fund account: a double-entry ledger in integer cents.
 * Balances live in ledger_accounts (one row per bucket: a company's available,
 * frozen and reviewing money, and the platform's counter accounts); every
 * movement is one ledger_txns row with ledger_entries summing to zero.
 * Member buckets can never go negative (CHECK + conditional UPDATE).
 * Times are written from the injected clock.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts('created_at').notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });

/** One per company: opening application, review state and the payment password. */
export const fundAccounts = pgTable(
  'fund_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    accountNo: text('account_no').notNull(),
    status: text('status').notNull(),
    contactName: text('contact_name').notNull(),
    idNumber: text('id_number').notNull(),
    mobile: text('mobile').notNull(),
    rejectReason: text('reject_reason'),
    appliedBy: integer('applied_by').references(() => members.id),
    appliedAt: ts('applied_at').notNull(),
    /** The automatic review decides at this time (about 1 minute after applying). */
    reviewDueAt: ts('review_due_at'),
    reviewedAt: ts('reviewed_at'),
    payKeyHash: text('pay_key_hash'),
    /** Withdrawals above this many cents wait for a second member's approval; 0 = off (decision 0052). */
    approvalThreshold: cents('approval_threshold').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fund_accounts_company_uq').on(t.companyId),
    uniqueIndex('fund_accounts_no_uq').on(t.accountNo),
    index('fund_accounts_review_idx').on(t.status, t.reviewDueAt),
    // The console's opening queue, newest first, with and without its status filter.
    index('fund_accounts_status_idx').on(t.status, t.appliedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('fund_accounts_queue_idx').on(t.appliedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('fund_accounts_status_ck', sql`${t.status} in ('reviewing','rejected','opened','abnormal')`),
    check('fund_accounts_approval_threshold_ck', sql`${t.approvalThreshold} >= 0`),
  ],
);

/** Balance buckets. owner null = a platform account (bank clearing, repayments received), which may go negative. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    fundAccountId: integer('fund_account_id').references(() => fundAccounts.id),
    bucket: text('bucket').notNull(),
    balance: cents('balance').notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq').on(sql`coalesce(${t.fundAccountId}, 0)`, t.bucket),
    check('ledger_accounts_balance_ck', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('ledger_accounts_bucket_ck', sql`${t.bucket} in ('available','frozen','reviewing','bankClearing','repaymentsReceived')`),
  ],
);

/** One money movement (append-only). kind is what the member's records show. */
export const ledgerTxns = pgTable(
  'ledger_txns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fundAccountId: integer('fund_account_id')
      .notNull()
      .references(() => fundAccounts.id),
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    /** What caused it: recharge:<id>, withdrawal:<id>, repayment:<id>. */
    reference: text('reference').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('ledger_txns_account_idx').on(t.fundAccountId, t.createdAt), check('ledger_txns_kind_ck', sql`${t.kind} in ('payment','recharge','withdrawal','collection','repayment','refund')`)],
);

/** Append-only entries; each transaction's entries sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txnId: bigint('txn_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTxns.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: cents('amount').notNull(),
    balanceAfter: cents('balance_after').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    // The records list's order (newest first, id), so a page reads its own index entries and no more.
    index('ledger_entries_list_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ledger_entries_txn_idx').on(t.txnId),
    check('ledger_entries_nonzero_ck', sql`${t.amount} <> 0`),
  ],
);

/**
 * Per ledger account: how many entries, and the income and expense (cents) they add up to. Kept by
 * statement triggers on ledger_entries (migration "ledger_entry_counters_trigger"), so the records'
 * unfiltered total and totals never count the table.
 */
export const ledgerEntryCounters = pgTable('ledger_entry_counters', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => ledgerAccounts.id),
  entries: integer('entries').notNull().default(0),
  income: cents('income').notNull().default(0),
  expense: cents('expense').notNull().default(0),
});

/** The first result of every money command, by (account, key): a replay answers it and moves nothing. */
export const fundIdempotency = pgTable(
  'fund_idempotency',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fundAccountId: integer('fund_account_id')
      .notNull()
      .references(() => fundAccounts.id),
    key: text('key').notNull(),
    command: text('command').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('fund_idempotency_key_uq').on(t.fundAccountId, t.key)],
);

/**
 * Bank cards of a fund account. kind recharge: a personal card verified by the
 * bank-reserved mobile's SMS code. kind withdrawal: the account money goes to,
 * verified by a micro-deposit (status notBound → waitingPayment → bankReview → bound | failed).
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    fundAccountId: integer('fund_account_id')
      .notNull()
      .references(() => fundAccounts.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    holderName: text('holder_name').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    branchCode: text('branch_code'),
    branchName: text('branch_name'),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    cardNo: text('card_no').notNull(),
    idNumber: text('id_number'),
    mobile: text('mobile'),
    /** The micro-deposit the member must type back (withdrawal accounts). */
    depositCents: integer('deposit_cents'),
    depositTries: integer('deposit_tries').notNull().default(0),
    /** Bank review of a verified withdrawal account completes on this job run. */
    reviewDueAt: ts('review_due_at'),
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('bank_cards_account_idx').on(t.fundAccountId, t.kind),
    check('bank_cards_kind_ck', sql`${t.kind} in ('recharge','withdrawal')`),
    check('bank_cards_status_ck', sql`${t.status} in ('pendingSms','verified','waitingPayment','bankReview','failed','bound')`),
  ],
);

/** Recharges, withdrawals and repayments: the business side of a movement, with its state. */
export const fundOrders = pgTable(
  'fund_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    fundAccountId: integer('fund_account_id')
      .notNull()
      .references(() => fundAccounts.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amount: cents('amount').notNull(),
    cardId: integer('card_id').references(() => bankCards.id),
    remark: text('remark'),
    memberId: integer('member_id').references(() => members.id),
    /** When the bank or the review job settles it; for a withdrawal awaiting approval, when the approval expires. */
    dueAt: ts('due_at').notNull(),
    settledAt: ts('settled_at'),
    /** A withdrawal's second member: who approved or refused it, when, and why it was refused. */
    decidedBy: integer('decided_by').references(() => members.id),
    decidedAt: ts('decided_at'),
    refuseReason: text('refuse_reason'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('fund_orders_no_uq').on(t.orderNo),
    index('fund_orders_due_idx').on(t.status, t.dueAt),
    index('fund_orders_account_idx').on(t.fundAccountId, t.kind, t.id),
    check('fund_orders_kind_ck', sql`${t.kind} in ('recharge','withdrawal','repayment')`),
    check('fund_orders_status_ck', sql`${t.status} in ('processing','success','failed','reviewing','awaitingApproval','refused','expired')`),
    check('fund_orders_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** A recharge SMS code checked by validRechargeSms, spendable once by recharge within 10 minutes. */
export const rechargeVerifications = pgTable(
  'recharge_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => bankCards.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('recharge_verifications_card_idx').on(t.cardId, t.id)],
);

/**
 * A pause of withdrawals after a change that could redirect the company's money (decision 0052):
 * a withdrawal-account or payment-password change holds the whole fund account (fund_account_id),
 * a member's mobile, password or second-factor change holds the withdrawals that member requests
 * or approves (member_id). The hold lasts WITHDRAW_HOLD_HOURS from started_at, read at check time.
 */
export const withdrawalHolds = pgTable(
  'withdrawal_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fundAccountId: integer('fund_account_id').references(() => fundAccounts.id),
    memberId: integer('member_id').references(() => members.id),
    reason: text('reason').notNull(),
    startedAt: ts('started_at').notNull(),
  },
  (t) => [
    index('withdrawal_holds_account_idx').on(t.fundAccountId, t.startedAt),
    index('withdrawal_holds_member_idx').on(t.memberId, t.startedAt),
    check('withdrawal_holds_whose_ck', sql`(${t.fundAccountId} is null) <> (${t.memberId} is null)`),
    check('withdrawal_holds_reason_ck', sql`${t.reason} in ('withdrawAccount','payKey','mobile','password','secondFactor')`),
  ],
);
