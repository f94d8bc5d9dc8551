import type { Db } from '../../db/client';
import { reviewDecisions } from '../../db/schema';

/** The queues of the operator console. */
export type Queue = 'enterpriseInfo' | 'realName' | 'changeInfo' | 'changeBank' | 'bankBinding' | 'factoryPush' | 'financeApply' | 'fundOpening';

/** Records one operator decision (who, when, what); called inside the transaction that applies it. */
export async function recordDecision(
  tx: Db,
  d: { queue: Queue; itemId: number; operatorId: number; decision: 'approve' | 'reject'; reason?: string | null; at: Date },
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
