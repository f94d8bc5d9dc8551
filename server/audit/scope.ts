import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';
import type { AuditChange } from '#shared/contract/audit';
import type { Db } from '../db/client';
import { appendEntry, type ActorKind, type EntryInput } from './chain';

/**
 * The audit entry of the command being run (decision 0053). The gateway opens a scope per
 * state-changing command; the entry is written at the end of the command's first top-level
 * transaction (installAuditHook), so the change and its entry commit or roll back together. A
 * command that opened no transaction (one statement) gets its entry right after it succeeds.
 * Handlers add what only they know (the signed-in member, the company an operator acted on,
 * fields before and after) with noteAudit.
 */
export interface AuditScope {
  cmd: string;
  kind: string;
  companyId: number | null;
  memberId: number | null;
  actorKind: ActorKind;
  actorId: number | null;
  actorName: string | null;
  ip: string | null;
  userAgent: string | null;
  params: Record<string, unknown>;
  targets: Record<string, unknown>;
  target: string | null;
  changes: AuditChange[];
  now: () => Date;
  written: boolean;
  closed: boolean;
}

export const PROCESS = `${hostname()}:${process.pid}`;
const store = new AsyncLocalStorage<AuditScope>();

export const runInScope = <T>(scope: AuditScope, fn: () => Promise<T>) => store.run(scope, fn);

/** What a handler knows better than the gateway: who signed in, which company, which fields changed. */
export function noteAudit(note: Partial<Pick<AuditScope, 'companyId' | 'memberId' | 'actorKind' | 'actorId' | 'actorName' | 'target'>> & { changes?: AuditChange[]; targets?: Record<string, unknown> }) {
  const s = store.getStore();
  if (!s || s.closed) return;
  const { changes, targets, ...rest } = note;
  Object.assign(s, rest);
  if (changes) s.changes.push(...changes);
  if (targets) Object.assign(s.targets, targets);
}

export function entryOf(s: AuditScope, result: 'done' | 'refused', errorCode: number | null): EntryInput {
  return {
    companyId: s.companyId,
    memberId: s.memberId,
    at: s.now(),
    actorKind: s.actorKind,
    actorId: s.actorId,
    actorName: s.actorName,
    ip: s.ip,
    userAgent: s.userAgent,
    process: PROCESS,
    cmd: s.cmd,
    kind: s.kind,
    target: s.target,
    detail: { targets: s.targets, params: s.params, changes: s.changes },
    result,
    errorCode,
  };
}

/** Writes the scope's entry into tx once (the hook calls it before a top-level commit). */
async function flushInto(tx: Db) {
  const s = store.getStore();
  if (!s || s.written || s.closed) return;
  s.written = true;
  await appendEntry(tx, entryOf(s, 'done', null));
}

const HOOKED = Symbol('auditHooked');

/**
 * Wraps the database's top-level transaction so that a command's entry joins its first
 * transaction. Nested transactions (savepoints) are on the transaction object and not wrapped.
 */
export function installAuditHook(db: Db) {
  const d = db as Db & { [HOOKED]?: true };
  if (d[HOOKED]) return;
  const original = d.transaction.bind(d);
  d.transaction = ((fn: (tx: Db) => Promise<unknown>, config?: unknown) =>
    original(async (tx) => {
      const result = await fn(tx as unknown as Db);
      await flushInto(tx as unknown as Db);
      return result;
    }, config as never)) as Db['transaction'];
  d[HOOKED] = true;
}
