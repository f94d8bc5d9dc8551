import { z } from 'zod';
import { command, keysetParams, oneCursor, type Keyset } from './command';
import { AUDIT_KINDS, type AuditKind } from './audit-values';

/**
 * The audit trail (decision 0053): who did what, when, from where, with what result. Written by the
 * gateway for every state-changing command, in the transaction of the change; read by the company
 * (admin or `audit.view`), by each member for their own account, and by operators.
 */
export { AUDIT_KINDS, type AuditKind };

export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: number;
  seq: number;
  /** ISO time, the server's clock. */
  at: string;
  actorKind: 'member' | 'operator' | 'job' | 'client' | 'anonymous';
  actorId: number | null;
  actorName: string | null;
  ip: string | null;
  userAgent: string | null;
  process: string | null;
  cmd: string;
  kind: AuditKind;
  target: string | null;
  targets: Record<string, unknown>;
  /** The parameters as sent, secrets and card/ID numbers masked. */
  params: Record<string, unknown>;
  changes: AuditChange[];
  result: 'done' | 'refused';
  errorCode: number | null;
  hash: string;
}

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'rule.audit.day');
const filters = {
  /** The acting member's id. */
  memberId: z.number().int().positive().max(2_147_483_647).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  /** A target as `type:id`, e.g. `member:12`, or just its id. */
  target: z.string().trim().min(1).max(80).optional(),
  result: z.enum(['done', 'refused']).optional(),
  /** Beijing calendar days, inclusive. */
  from: isoDay.optional(),
  to: isoDay.optional(),
};
export const auditFilters = z.object(filters).strict();
export type AuditFilters = z.input<typeof auditFilters>;

/** A paged answer: `total` is the whole log's length, or a filter's matches counted up to 1,000 (`more`: there are more). */
export type AuditPage = { list: AuditEntry[]; total: number; more: boolean } & Keyset;

export const queryPage = command('audit/queryPage', {
  access: 'enterprise',
  needs: { button: 'audit.view' },
  paged: true,
  params: z
    .object({ ...filters, ...keysetParams })
    .strict()
    .superRefine(oneCursor),
}).returns<AuditPage>();

/** A signed link streaming the filtered range as .xlsx (at most 100,000 rows), valid 5 minutes. */
export const exportLink = command('audit/exportLink', {
  access: 'enterprise',
  needs: { button: 'audit.view' },
  params: auditFilters,
}).returns<{ url: string; name: string }>();

/** The caller's own sign-ins and security changes, across companies. */
export const myActivity = command('audit/myActivity', {
  access: 'member',
  paged: true,
  params: z
    .object({ kind: z.enum(['signIn', 'security']).optional(), ...keysetParams })
    .strict()
    .superRefine(oneCursor),
}).returns<AuditPage>();

const companyCode = z.string().trim().min(1).max(64);

export interface VerifyResult {
  companyCode: string;
  ok: boolean;
  checked: number;
  head: { seq: number; hash: string } | null;
  broken: { id: number | null; seq: number; reason: 'hash' | 'link' | 'gap' | 'order' | 'head' | 'checkpoint' } | null;
}

/** Operator: walks the company's chain from its start (or its signed checkpoint) to its head. */
export const verify = command('audit/verify', { access: 'operator', params: z.object({ companyCode }).strict() }).returns<VerifyResult>();

/** Operator: any company's log, with the company's filters. */
export const operatorQueryPage = command('audit/operatorQueryPage', {
  access: 'operator',
  paged: true,
  params: z
    .object({ companyCode, ...filters, ...keysetParams })
    .strict()
    .superRefine(oneCursor),
}).returns<AuditPage>();

export interface ChainHead {
  chain: string;
  companyCode: string | null;
  companyName: string | null;
  seq: number;
  hash: string;
}

/** Operator: the chain heads recorded at the end of a Beijing day (default yesterday), and the open breaks. */
export const heads = command('audit/heads', {
  access: 'operator',
  paged: true,
  params: z.object({ day: isoDay.optional() }).strict(),
}).returns<{ day: string; list: ChainHead[]; total: number; breaks: { chain: string; companyCode: string | null; seq: number; reason: string; foundAt: string }[] }>();

/** A member the log's "who" filter offers: the company's members, found by name or mobile. */
export interface AuditActor {
  memberId: number;
  name: string;
  /** Masked (138****0001). */
  mobile: string;
}
const actorSearch = { keyword: z.string().trim().max(40).optional() };

/** The company's members matching `keyword` (part of the name, or up to the last 4 digits of the mobile), at most 50, by name. */
export const actors = command('audit/actors', { access: 'enterprise', needs: { button: 'audit.view' }, params: z.object(actorSearch).strict() }).returns<AuditActor[]>();

/** Operator: the same for any company. */
export const operatorActors = command('audit/operatorActors', { access: 'operator', params: z.object({ companyCode, ...actorSearch }).strict() }).returns<AuditActor[]>();

/** This module's commands: all ours (the spec has no audit trail). */
export const auditExtensions: string[] = ['audit/queryPage', 'audit/exportLink', 'audit/myActivity', 'audit/verify', 'audit/operatorQueryPage', 'audit/heads', 'audit/actors', 'audit/operatorActors'];
