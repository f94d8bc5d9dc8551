import { and, eq, lte } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import type { RepaymentStatus, WithdrawStatus } from '#shared/contract/fund';
import { formatCents, maskCard, parseCents } from '#shared/utils/money';
import { bankCards, fundAccounts, fundOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../gateway/app-error';
import type { Ctx } from '../../gateway/handler';
import { requireSecondFactor } from '../account/second-factor';
import { notifyCompany } from '../message/notify';
import { recordJob } from '../../audit/job';
import { announceApprovalRequest, APPROVAL_TTL_MS, assertNotHeld } from './approval';
import { boundWithdrawCard } from './cards';
import { claimKey, requestHash, storeResult } from './idempotency';
import { memberAccounts, platformAccounts, post, purposeOf } from './ledger';
import { beijingDay, nextBeijingMidnight, orderNo, ownOrder } from './orders';
import { checkPayKey } from './pay-key';
import { openedAccount, stillOpened } from './scope';
import { bankByCode } from './reference-data';

/**
 * Withdrawal and repayment. A withdrawal moves available to frozen at once (conditional
 * update: concurrent requests beyond the balance are refused), and on its T+1 settlement
 * frozen leaves to the bank, or returns to available as a refund if the bank bounces it.
 * A repayment moves available to "under review"; the review (a minute later) passes it on.
 */
export const REPAYMENT_REVIEW_MS = 60_000;

function positiveCents(amount: string) {
  const cents = parseCents(amount);
  if (cents === null || cents <= 0) throw new AppError(ErrorCode.invalidParams, 'rule.recharge.amount.positive', {}, 'amount');
  return cents;
}

type WithdrawResult = { applyId: number; status: WithdrawStatus; arrivalDate: string };

export async function submitWithdrawal(ctx: Ctx<{ amount: string; payPassword: string; idempotencyKey: string; otpCode?: string }>): Promise<WithdrawResult> {
  const acc = await openedAccount(ctx);
  await requireSecondFactor(ctx, ctx.params.otpCode);
  const { db, clock } = ctx.deps;
  const cents = positiveCents(ctx.params.amount);
  const now = clock.now();
  await checkPayKey(db, acc, ctx.params.payPassword, now);
  return db.transaction(async (tx) => {
    const claim = await claimKey<WithdrawResult>(tx, acc.id, ctx.params.idempotencyKey, 'withdraw', requestHash('withdraw', { cents }), now);
    if (!claim.fresh) return claim.response;
    const { approvalThreshold } = await stillOpened(tx, acc.id);
    // After the replay answer: a withdrawal accepted before a hold started still answers as it did.
    await assertNotHeld(tx, ctx.deps, acc.id, acc.scope.memberId, now);
    const card = await boundWithdrawCard(tx, acc.id);
    if (!card) throw refuse('fund.noCardNoWithdrawal');
    const mine = await memberAccounts(tx, acc.id);
    // Above the company's threshold a second member decides within 24 hours (decision 0052); the money is frozen meanwhile.
    const status: WithdrawStatus = approvalThreshold > 0 && cents > approvalThreshold ? 'awaitingApproval' : 'processing';
    const settles = nextBeijingMidnight(now);
    const due = status === 'awaitingApproval' ? new Date(now.getTime() + APPROVAL_TTL_MS) : settles;
    const [order] = await tx
      .insert(fundOrders)
      .values({ orderNo: orderNo('W', now), fundAccountId: acc.id, kind: 'withdrawal', status, amount: cents, cardId: card.id, memberId: acc.scope.memberId, dueAt: due, createdAt: now })
      .returning({ id: fundOrders.id });
    await post(tx, {
      fundAccountId: acc.id,
      kind: 'withdrawal',
      purpose: purposeOf('fund.purpose.withdrawal', { tail: card.cardNo.slice(-4) }),
      reference: `withdrawal:${order.id}`,
      at: now,
      legs: [
        { accountId: mine.available, amount: -cents },
        { accountId: mine.frozen, amount: cents },
      ],
    });
    if (status === 'awaitingApproval') {
      await announceApprovalRequest(tx, { companyId: acc.companyId, memberId: acc.scope.memberId, amount: cents, cardTail: card.cardNo.slice(-4), dueAt: due, at: now });
    }
    const result: WithdrawResult = { applyId: order.id, status, arrivalDate: beijingDay(settles) };
    await storeResult(tx, claim.id, result);
    return result;
  });
}

export async function withdrawalResult(ctx: Ctx<{ applyId: number }>) {
  const acc = await openedAccount(ctx);
  const o = await ownOrder(ctx.deps.db, acc.id, 'withdrawal', ctx.params.applyId);
  const [card] = await ctx.deps.db.select().from(bankCards).where(eq(bankCards.id, o.cardId!)).limit(1);
  const bank = bankByCode(card.bankCode);
  return {
    applyId: o.id,
    status: o.status as WithdrawStatus,
    amount: formatCents(o.amount),
    cardNo: maskCard(card.cardNo),
    bankName: bank ? (ctx.lang === 'en' ? bank.nameEn : bank.nameZh) : card.bankName,
    time: o.createdAt.toISOString(),
    // Awaiting approval: the day it would arrive if approved now.
    arrivalDate: beijingDay(o.status === 'awaitingApproval' ? nextBeijingMidnight(ctx.deps.clock.now()) : o.dueAt),
    approvalDueAt: o.status === 'awaitingApproval' ? o.dueAt.toISOString() : null,
    refuseReason: o.refuseReason,
  };
}

/** T+1: withdrawals due by now are paid out by the bank; a final answer moves frozen money out (or back to available if bounced). */
export async function runWithdrawalSettlement(deps: Deps, now: Date) {
  const due = await deps.db
    .select()
    .from(fundOrders)
    .where(and(eq(fundOrders.kind, 'withdrawal'), eq(fundOrders.status, 'processing'), lte(fundOrders.dueAt, now)));
  let n = 0;
  let failure: unknown = null;
  for (const o of due) {
    try {
      // Asked outside the transaction; a second payout request for the same order answers the first (idempotent by order number).
      const { status: outcome } = await deps.adapters.bank.payout({ orderNo: o.orderNo, amount: o.amount, at: now });
      // processing: the bank's callback (or the next tick's ask) brings the answer.
      if (outcome !== 'processing' && (await applyPayoutAnswer(deps, o.id, outcome, now))) n++;
    } catch (err) {
      // One unanswered payout does not hold up the others; the job reports it after the round.
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return n;
}

/** Applies the bank's final answer to a withdrawal once: only a processing order moves (conditional update). */
export async function applyPayoutAnswer(deps: Deps, orderId: number, outcome: 'success' | 'failed', now: Date) {
  return deps.db.transaction(async (tx) => {
    const [o] = await tx
      .update(fundOrders)
      .set({ status: outcome, settledAt: now })
      .where(and(eq(fundOrders.id, orderId), eq(fundOrders.kind, 'withdrawal'), eq(fundOrders.status, 'processing')))
      .returning();
    if (!o) return false;
    const mine = await memberAccounts(tx, o.fundAccountId);
    const platform = await platformAccounts(tx, deps.database);
    const [card] = await tx.select({ cardNo: bankCards.cardNo }).from(bankCards).where(eq(bankCards.id, o.cardId!)).limit(1);
    const tail = card?.cardNo.slice(-4) ?? '';
    await post(tx, {
      fundAccountId: o.fundAccountId,
      kind: outcome === 'success' ? 'withdrawal' : 'refund',
      purpose: purposeOf(outcome === 'success' ? 'fund.purpose.withdrawalSettled' : 'fund.purpose.withdrawalRefund', { tail }),
      reference: `withdrawal:${o.id}`,
      at: now,
      legs: [
        { accountId: mine.frozen, amount: -o.amount },
        { accountId: outcome === 'success' ? platform.bankClearing : mine.available, amount: o.amount },
      ],
    });
    const [acc] = await tx.select({ companyId: fundAccounts.companyId }).from(fundAccounts).where(eq(fundAccounts.id, o.fundAccountId)).limit(1);
    await recordJob(tx, { job: 'bank.payoutAnswer', companyId: acc.companyId, target: `withdrawal:${o.id}`, detail: { outcome, amount: formatCents(o.amount) }, at: now });
    await notifyCompany(tx, acc.companyId, {
      key: outcome === 'success' ? 'fund.notice.withdrawn' : 'fund.notice.withdrawalBounced',
      vars: { amount: formatCents(o.amount), tail },
      publisher: 'fund',
      at: now,
    });
    return true;
  });
}

/* ---- repayment ---- */

type RepaymentResult = { repaymentId: number; status: RepaymentStatus };

export async function applyRepayment(ctx: Ctx<{ amount: string; payPassword: string; idempotencyKey: string; remark?: string }>): Promise<RepaymentResult> {
  const acc = await openedAccount(ctx);
  const { db, clock } = ctx.deps;
  const cents = positiveCents(ctx.params.amount);
  const now = clock.now();
  await checkPayKey(db, acc, ctx.params.payPassword, now);
  const remark = ctx.params.remark || null;
  return db.transaction(async (tx) => {
    const claim = await claimKey<RepaymentResult>(tx, acc.id, ctx.params.idempotencyKey, 'repayment', requestHash('repayment', { cents, remark }), now);
    if (!claim.fresh) return claim.response;
    await stillOpened(tx, acc.id);
    const mine = await memberAccounts(tx, acc.id);
    const [order] = await tx
      .insert(fundOrders)
      .values({
        orderNo: orderNo('P', now),
        fundAccountId: acc.id,
        kind: 'repayment',
        status: 'reviewing',
        amount: cents,
        remark,
        memberId: acc.scope.memberId,
        dueAt: new Date(now.getTime() + REPAYMENT_REVIEW_MS),
        createdAt: now,
      })
      .returning({ id: fundOrders.id });
    await post(tx, {
      fundAccountId: acc.id,
      kind: 'repayment',
      purpose: purposeOf('fund.purpose.repayment', { no: String(order.id) }),
      reference: `repayment:${order.id}`,
      at: now,
      legs: [
        { accountId: mine.available, amount: -cents },
        { accountId: mine.reviewing, amount: cents },
      ],
    });
    const result: RepaymentResult = { repaymentId: order.id, status: 'reviewing' };
    await storeResult(tx, claim.id, result);
    return result;
  });
}

export async function repaymentResult(ctx: Ctx<{ repaymentId: number }>) {
  const acc = await openedAccount(ctx);
  let o = await ownOrder(ctx.deps.db, acc.id, 'repayment', ctx.params.repaymentId);
  // A due review is applied when read, like the job would.
  if (o.status === 'reviewing' && o.dueAt.getTime() <= ctx.deps.clock.now().getTime()) {
    await runRepaymentReviews(ctx.deps, ctx.deps.clock.now(), o.id);
    o = await ownOrder(ctx.deps.db, acc.id, 'repayment', o.id);
  }
  return { repaymentId: o.id, status: o.status as RepaymentStatus, amount: formatCents(o.amount), remark: o.remark, time: o.createdAt.toISOString() };
}

/** The repayment review passes due repayments: the amount under review goes to the platform. */
export async function runRepaymentReviews(deps: Deps, now: Date, orderId?: number) {
  const due = await deps.db
    .select()
    .from(fundOrders)
    .where(and(eq(fundOrders.kind, 'repayment'), eq(fundOrders.status, 'reviewing'), lte(fundOrders.dueAt, now), orderId === undefined ? undefined : eq(fundOrders.id, orderId)));
  let n = 0;
  for (const o of due) {
    const done = await deps.db.transaction(async (tx) => {
      const moved = await tx
        .update(fundOrders)
        .set({ status: 'success', settledAt: now })
        .where(and(eq(fundOrders.id, o.id), eq(fundOrders.status, 'reviewing')))
        .returning({ id: fundOrders.id });
      if (!moved.length) return false;
      const mine = await memberAccounts(tx, o.fundAccountId);
      const platform = await platformAccounts(tx, deps.database);
      await post(tx, {
        fundAccountId: o.fundAccountId,
        kind: 'repayment',
        purpose: purposeOf('fund.purpose.repaymentReceived', { no: String(o.id) }),
        reference: `repayment:${o.id}`,
        at: now,
        legs: [
          { accountId: mine.reviewing, amount: -o.amount },
          { accountId: platform.repaymentsReceived, amount: o.amount },
        ],
      });
      return true;
    });
    if (done) n++;
  }
  return n;
}
