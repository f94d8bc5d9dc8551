import { and, eq } from 'drizzle-orm';
import { fundAccounts } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound, refuse } from '../../gateway/app-error';
import { notifyCompany } from '../message/notify';
import { recordDecision } from '../review-queue';

export type AbnormalSwitch = 'abnormal' | 'restore';

/**
 * An operator puts an opened fund account into "abnormal" (the spec's "contact customer service"
 * state: every money command refuses) with a reason, and back to opened once resolved (states.json
 * fundAccount). The switch is a conditional update of the account row, so it serialises with the
 * money transactions that read the row `for share` (scope.ts stillOpened): a withdrawal either
 * commits before the switch or is refused after it. The reason stays in the decision history; the
 * company is told by in-site message to call customer service, not why.
 */
export async function switchAbnormal(deps: Deps, operatorId: number, fundAccountId: number, to: AbnormalSwitch, reason: string) {
  const now = deps.clock.now();
  const [from, next] = to === 'abnormal' ? ['opened', 'abnormal'] : ['abnormal', 'opened'];
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(fundAccounts)
      .set({ status: next })
      .where(and(eq(fundAccounts.id, fundAccountId), eq(fundAccounts.status, from)))
      .returning({ companyId: fundAccounts.companyId });
    if (!row) {
      const [exists] = await tx.select({ id: fundAccounts.id }).from(fundAccounts).where(eq(fundAccounts.id, fundAccountId)).limit(1);
      throw exists ? refuse(to === 'abnormal' ? 'fund.abnormal.notOpened' : 'fund.abnormal.notAbnormal') : notFound();
    }
    await recordDecision(tx, { queue: 'fundOpening', itemId: fundAccountId, operatorId, decision: to, reason, at: now, companyId: row.companyId });
    await notifyCompany(tx, row.companyId, { key: to === 'abnormal' ? 'fund.notice.abnormal' : 'fund.notice.restored', vars: {}, publisher: 'fund', at: now });
    return { status: next as 'abnormal' | 'opened' };
  });
}
