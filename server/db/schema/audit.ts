import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The audit trail (decision 0053). Entries of one chain (a company `c:<id>`, or a member without a
 * company `m:<id>`) are numbered 1, 2, 3… and each carries SHA-256(previous hash ‖ RFC 8785 JSON of
 * the entry), so an edited, deleted or reordered row breaks the chain where it happened.
 * Rows are written in the transaction of the change they record and never updated.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chain: text('chain').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The company whose log shows the entry (null: a member's own chain). */
    companyId: integer('company_id'),
    /** The member the entry is about for "my activity": the actor, or whoever signed in or failed to. */
    memberId: integer('member_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    process: text('process'),
    cmd: text('cmd').notNull(),
    kind: text('kind').notNull(),
    /** The main target as `type:id` (filterable); every target id is in `detail.targets`. */
    target: text('target'),
    /** {targets, params, changes: [{field, before, after}]}, secrets and card/ID numbers masked. */
    detail: jsonb('detail').notNull(),
    result: text('result').notNull(),
    errorCode: integer('error_code'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_entries_chain_seq_uq').on(t.chain, t.seq),
    index('audit_entries_company_idx').on(t.companyId, t.id),
    index('audit_entries_company_at_idx').on(t.companyId, t.at),
    index('audit_entries_company_actor_idx').on(t.companyId, t.actorId, t.id),
    index('audit_entries_company_kind_idx').on(t.companyId, t.kind, t.id),
    index('audit_entries_company_target_idx').on(t.companyId, t.target, t.id),
    index('audit_entries_company_result_idx').on(t.companyId, t.result, t.id),
    index('audit_entries_member_idx').on(t.memberId, t.id),
    check('audit_entries_result_ck', sql`${t.result} in ('done','refused')`),
  ],
);

/** The head of each chain: its last number and hash, and how far the daily check has verified it. */
export const auditHeads = pgTable('audit_heads', {
  chain: text('chain').primaryKey(),
  companyId: integer('company_id'),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  verifiedSeq: bigint('verified_seq', { mode: 'number' }).notNull().default(0),
  verifiedHash: text('verified_hash').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a chain starts after pruning: the last pruned entry's number and hash, signed with the
 * audit signing key (AUDIT_SIGNING_KEY), so the remaining entries stay verifiable and a forged
 * starting point is found.
 */
export const auditCheckpoints = pgTable('audit_checkpoints', {
  chain: text('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  prunedAt: timestamp('pruned_at', { withTimezone: true }).notNull(),
  signature: text('signature').notNull(),
});

/** A broken chain found by the verify command or the daily job: an item of the operator console. */
export const auditBreaks = pgTable(
  'audit_breaks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chain: text('chain').notNull(),
    companyId: integer('company_id'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('audit_breaks_open_uq')
      .on(t.chain)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** The heads of every chain at the end of each Beijing day, for a copy kept elsewhere. */
export const auditDayHeads = pgTable(
  'audit_day_heads',
  {
    day: text('day').notNull(),
    chain: text('chain').notNull(),
    companyId: integer('company_id'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('audit_day_heads_uq').on(t.day, t.chain)],
);
