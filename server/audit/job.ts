import type { Db } from '../db/client';
import { appendEntry } from './chain';
import { PROCESS } from './scope';

/**
 * A scheduled job's change to a company's data (settlement, expiries), recorded inside the job's
 * transaction with the job as actor: `cmd` is the job's name, `target` what it changed.
 */
export function recordJob(tx: Db, e: { job: string; companyId: number; target: string; detail: Record<string, unknown>; at: Date }) {
  return appendEntry(tx, {
    companyId: e.companyId,
    memberId: null,
    at: e.at,
    actorKind: 'job',
    actorId: null,
    actorName: e.job,
    ip: null,
    userAgent: null,
    process: PROCESS,
    cmd: e.job,
    kind: 'job',
    target: e.target,
    detail: { targets: {}, params: {}, changes: [], ...e.detail },
    result: 'done',
    errorCode: null,
  });
}
