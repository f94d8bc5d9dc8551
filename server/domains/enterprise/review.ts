import { and, eq } from 'drizzle-orm';
import { enterpriseInfos } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound, refuse } from '../../gateway/app-error';
import { notifyCompany } from '../message/notify';
import { recordDecision } from '../review-queue';

/** The operator's decision on an enterprise info submission: only from underReview (1006 otherwise). */
export async function reviewEnterpriseInfo(deps: Deps, operatorId: number, id: number, decision: 'approve' | 'reject', reason: string | null) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(enterpriseInfos).where(eq(enterpriseInfos.id, id)).for('update');
    if (!cur) throw notFound();
    if (cur.status !== 'underReview') throw refuse('centre.review.alreadyDecided');
    await tx
      .update(enterpriseInfos)
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', rejectReason: decision === 'reject' ? reason : null, reviewedAt: now })
      .where(and(eq(enterpriseInfos.id, id), eq(enterpriseInfos.status, 'underReview')));
    await recordDecision(tx, { queue: 'enterpriseInfo', itemId: id, operatorId, decision, reason, at: now, companyId: cur.companyId });
    await notifyCompany(tx, cur.companyId, {
      key: decision === 'approve' ? 'centre.enterpriseInfo.approved' : 'centre.enterpriseInfo.rejected',
      vars: { name: cur.name, reason: reason ?? '' },
      publisher: 'review',
      at: now,
    });
  });
}
