import { and, eq } from 'drizzle-orm';
import { text } from '#shared/rules/texts';
import { financeApplications } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound, refuse } from '../../gateway/app-error';
import { notifyCompany } from '../message/notify';
import { recordDecision } from '../review-queue';

/**
 * An operator's decision on a submitted application: passed, or not passed with a reason (the
 * spec's states). The company's members get an in-site message; a visitor gets an SMS (in
 * Chinese: visitors' mobiles are mainland numbers and no language is kept for them).
 */
export async function decideApplication(deps: Deps, operatorId: number, id: number, decision: 'approve' | 'reject', reason: string | null) {
  const now = deps.clock.now();
  const passed = decision === 'approve';
  const row = await deps.db.transaction(async (tx) => {
    const [r] = await tx
      .update(financeApplications)
      .set({ status: passed ? 'passed' : 'notPassed', rejectReason: passed ? null : reason, reviewedAt: now })
      .where(and(eq(financeApplications.id, id), eq(financeApplications.status, 'submitted')))
      .returning();
    if (!r) {
      const [exists] = await tx.select({ id: financeApplications.id }).from(financeApplications).where(eq(financeApplications.id, id)).limit(1);
      throw exists ? refuse('finance.apply.decided') : notFound();
    }
    await recordDecision(tx, { queue: 'financeApply', itemId: id, operatorId, decision, reason, at: now, companyId: r.companyId });
    if (r.companyId) {
      await notifyCompany(tx, r.companyId, {
        key: passed ? 'finance.notice.passed' : 'finance.notice.notPassed',
        vars: { applyNo: r.applyNo, kind: { t: `finance.kind.${r.kind}` }, reason: reason ?? '' },
        publisher: 'finance',
        at: now,
      });
    }
    return r;
  });
  // After the commit: the stand-in records the SMS through another connection.
  if (!row.companyId) {
    const vars = { applyNo: row.applyNo, kind: text(`finance.kind.${row.kind}`, 'zh-CN'), reason: reason ?? '' };
    const body = text(passed ? 'finance.sms.passed' : 'finance.sms.notPassed', 'zh-CN', vars);
    const notice = passed ? { kind: 'financePassed' as const, vars: { kind: vars.kind, applyNo: vars.applyNo } } : { kind: 'financeNotPassed' as const, vars };
    // The decision stands whatever the SMS provider answers (the adapter logs its failures with
    // the provider's request id); failing the operator's command would only invite a retry.
    await deps.adapters.sms.sendText(row.mobile, body, notice).catch(() => undefined);
  }
}
