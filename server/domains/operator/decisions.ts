import type { Db } from '../../db/client';
import { reviewDecisions } from '../../db/schema';

/** What an operator decided: a review's outcome, or a fund account's abnormal switch (fund/abnormal.ts). */
export type Decision = 'approve' | 'reject' | 'abnormal' | 'restore';

/** The queues of the operator console. */
export type Queue = 'enterpriseInfo' | 'realName' | 'changeInfo' | 'changeBank' | 'bankBinding' | 'factoryPush' | 'financeApply' | 'fundOpening';

/** Records one operator decision (who, when, what); called inside the transaction that applies it. */
export async function recordDecision(
  tx: Db,
  d: { queue: Queue; itemId: number; operatorId: number; decision: Decision; reason?: string | null; at: Date },
) {
  await tx.insert(reviewDecisions).values({
    queue: d.queue,
    itemId: d.itemId,
    operatorId: d.operatorId,
    decision: d.decision,
    reason: d.reason ?? null,
    createdAt: d.at,
  });
}
