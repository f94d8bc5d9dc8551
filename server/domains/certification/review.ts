import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certApplications, companies, companyCerts } from '../../db/schema';
import type { Deps } from '../../deps';
import { creditCodeCheckOk } from '#shared/rules/credit-code';
import { invalid, notFound, refuse } from '../../gateway/app-error';
import { notifyCompany } from '../message/notify';
import { recordDecision, type Queue } from '../review-queue';
import { decideBankReview, sendDeposit } from './bank';
import type { AppRow, StoredBank } from './views';

/**
 * Operator decisions on real-name applications, only from underReview (1006 otherwise):
 * - initial: approve needs the corporate account bound; the company becomes certified and its
 *   certified data is what it submitted. Reject: rejected with reason, resubmission allowed.
 * - changeInfo: approve replaces the certified business info (and documents); reject keeps it.
 * - changeBank: approve sends the platform transfer to the new account (awaitingPlatformTransfer);
 *   the member's confirmation of the amount replaces the certified account. Reject keeps it.
 * - bankBinding: under bank review (the member confirmed the amount), approve records the bank's
 *   pass (→ bound) and reject its refusal with a reason (a new payment and note: the member types
 *   the amount again); after 5 wrong amounts, approve sends a new payment and reject rejects the
 *   application.
 */
type Decision = 'approve' | 'reject';

async function lockApp(tx: Db, id: number): Promise<AppRow> {
  const [a] = await tx.select().from(certApplications).where(eq(certApplications.id, id)).for('update');
  if (!a) throw notFound();
  return a;
}

/** Whether the application carries business info whose credit code fails the GB 32100 check character. */
export function needsCreditCodeOverride(a: Pick<AppRow, 'business'>): boolean {
  const code = (a.business as { creditCode?: string } | null)?.creditCode;
  return typeof code === 'string' && !creditCodeCheckOk(code);
}

const kindText = (kind: string) => ({ t: `centre.realName.kind.${kind}` });

export async function reviewApplication(deps: Deps, queue: Queue, operatorId: number, id: number, decision: Decision, reason: string | null) {
  const now = deps.clock.now();
  const after = await deps.db.transaction(async (tx): Promise<{ transfer: AppRow } | { resend: AppRow } | { refused: AppRow } | null> => {
    const a = await lockApp(tx, id);
    const expected = queue === 'realName' ? 'initial' : queue;
    if (queue !== 'bankBinding' && a.kind !== expected) throw notFound();
    const liveApp = a.status === 'underReview' || a.status === 'approved';
    if (queue === 'bankBinding' ? !liveApp || (a.bankStatus !== 'bindingFailed' && a.bankStatus !== 'bankReview') : a.status !== 'underReview') {
      throw refuse('centre.review.alreadyDecided');
    }
    await recordDecision(tx, { queue, itemId: id, operatorId, decision, reason, at: now, companyId: a.companyId });

    if (queue === 'bankBinding' && a.bankStatus === 'bankReview') {
      // The bank's answer to the amount the member confirmed.
      await decideBankReview(tx, a, decision, now);
      return decision === 'reject' ? { refused: a } : null;
    }
    if (decision === 'reject') {
      await tx.update(certApplications).set({ status: 'rejected', rejectReason: reason, reviewedAt: now }).where(eq(certApplications.id, id));
      await notifyCompany(tx, a.companyId, { key: 'centre.realName.rejected', vars: { kind: kindText(a.kind), reason: reason ?? '' }, publisher: 'review', at: now });
      return null;
    }
    // A credit code failing its check character is approved only with the operator's reason (decision 0018).
    if (queue !== 'bankBinding' && needsCreditCodeOverride(a) && !reason) throw invalid('overrideReason', 'centre.review.creditCodeOverride');
    if (queue === 'bankBinding') {
      if (a.bankStatus !== 'bindingFailed') throw refuse('centre.review.alreadyDecided');
      return { resend: a };
    }
    if (a.kind === 'initial') {
      if (a.bankStatus !== 'bound') throw refuse('centre.bank.notBound');
      await tx.update(certApplications).set({ status: 'approved', reviewedAt: now }).where(eq(certApplications.id, id));
      const cert = { business: a.business!, bank: a.bank!, fileIds: a.fileIds, approvedAt: now };
      await tx
        .insert(companyCerts)
        .values({ companyId: a.companyId, ...cert })
        .onConflictDoUpdate({ target: companyCerts.companyId, set: cert });
      await tx.update(companies).set({ certified: true }).where(eq(companies.id, a.companyId));
    } else if (a.kind === 'changeInfo') {
      await tx.update(certApplications).set({ status: 'approved', reviewedAt: now }).where(eq(certApplications.id, id));
      const [cur] = await tx.select().from(companyCerts).where(eq(companyCerts.companyId, a.companyId));
      await tx
        .update(companyCerts)
        .set({ business: a.business!, fileIds: { ...(cur?.fileIds as object), ...(a.fileIds as object) }, approvedAt: now })
        .where(eq(companyCerts.companyId, a.companyId));
    } else {
      await tx
        .update(certApplications)
        .set({ status: 'approved', reviewedAt: now })
        .where(and(eq(certApplications.id, id), eq(certApplications.status, 'underReview')));
      return { transfer: a };
    }
    await notifyCompany(tx, a.companyId, { key: 'centre.realName.approved', vars: { kind: kindText(a.kind) }, publisher: 'review', at: now });
    return null;
  });

  // Payments go out after the decision is stored (the stand-in bank writes outside our transaction).
  if (after && 'transfer' in after) {
    const bank = after.transfer.bank as StoredBank;
    await sendDeposit(deps, id, bank.account, 'awaitingPlatformTransfer');
    await notifyCompany(deps.db, after.transfer.companyId, { key: 'centre.realName.transfer', vars: { account: `****${bank.account.slice(-4)}` }, publisher: 'review', at: now });
  } else if (after && 'refused' in after) {
    const bank = after.refused.bank as StoredBank;
    await sendDeposit(deps, id, bank.account, after.refused.kind === 'changeBank' ? 'awaitingPlatformTransfer' : 'verificationPaymentSent');
    await notifyCompany(deps.db, after.refused.companyId, { key: 'centre.realName.bankRefused', vars: { account: `****${bank.account.slice(-4)}`, reason: reason ?? '' }, publisher: 'review', at: now });
  } else if (after && 'resend' in after) {
    const bank = after.resend.bank as StoredBank;
    await sendDeposit(deps, id, bank.account, after.resend.kind === 'changeBank' ? 'awaitingPlatformTransfer' : 'verificationPaymentSent');
    await notifyCompany(deps.db, after.resend.companyId, {
      key: after.resend.kind === 'changeBank' ? 'centre.realName.transfer' : 'centre.realName.submitted',
      vars: { kind: kindText(after.resend.kind), account: `****${bank.account.slice(-4)}` },
      publisher: 'review',
      at: now,
    });
  }
}
