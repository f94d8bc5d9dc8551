import type { QueueDetail, QueueItem, QueueName } from '#shared/contract/operator';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../db/client';
import { reviewDecisions } from '../db/schema';
import type { Deps } from '../deps';
import { noteAudit } from '../audit/scope';

/**
 * The review queues' shared shape: each domain owns its queue (certification/review-queue.ts,
 * fund/opening-queue.ts, ...) and records its decisions here; the operator console only composes
 * them (operator/queues.ts), so no domain imports the console.
 */

/** One review queue of the console: how to list it, show one item and apply a decision. */
export interface QueueImpl {
  list(deps: Deps, q: { status?: string; keyword?: string; page: number; rows: number }): Promise<{ list: QueueItem[]; total: number }>;
  /** The detail without the decision history (the console adds it). */
  detail(deps: Deps, id: number, lang: Lang): Promise<Omit<QueueDetail, 'decisions'>>;
  decide(deps: Deps, operatorId: number, id: number, decision: 'approve' | 'reject', reason: string | null): Promise<void>;
  openCount(deps: Deps): Promise<number>;
}

export type Queues = Record<QueueName, QueueImpl>;

/** What an operator decided: a review's outcome, or a fund account's abnormal switch (fund/abnormal.ts). */
export type Decision = 'approve' | 'reject' | 'abnormal' | 'restore';

/** The queues of the operator console. */
export type Queue = 'enterpriseInfo' | 'realName' | 'changeInfo' | 'changeBank' | 'bankBinding' | 'factoryPush' | 'financeApply' | 'fundOpening';

/**
 * Records one operator decision (who, when, what); called inside the transaction that applies it.
 * The audit entry of the decision goes to the company's log (`companyId`; null for a tourist's item).
 */
export async function recordDecision(tx: Db, d: { queue: Queue; itemId: number; operatorId: number; decision: Decision; reason?: string | null; at: Date; companyId: number | null }) {
  noteAudit({ ...(d.companyId !== null ? { companyId: d.companyId } : {}), target: `${d.queue}:${d.itemId}` });
  await tx.insert(reviewDecisions).values({
    queue: d.queue,
    itemId: d.itemId,
    operatorId: d.operatorId,
    decision: d.decision,
    reason: d.reason ?? null,
    createdAt: d.at,
  });
}
