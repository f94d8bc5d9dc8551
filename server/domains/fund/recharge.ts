import { and, asc, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import type { RechargeStatus } from '#shared/contract/fund';
import { formatCents, parseCents } from '#shared/utils/money';
import type { Db } from '../../db/client';
import { bankCards, fundAccounts, fundOrders, rechargeVerifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound, refuse } from '../../gateway/app-error';
import type { Ctx } from '../../gateway/handler';
import { notifyCompany } from '../message/notify';
import { recordJob } from '../../audit/job';
import { digest } from '../account/limits';
import { consumeSmsCode, sendSmsCode, type SmsPurpose } from '../account/sms-codes';
import { claimKey, requestHash, storeResult } from './idempotency';
import { memberAccounts, platformAccounts, post, purposeOf } from './ledger';
import { orderNo, ownOrder } from './orders';
import { maskMobile, openedAccount, stillOpened } from './scope';

/**
 * Recharge in the spec's steps: the bank sends a code to the card's reserved mobile
 * (sendRechargeSms), validRechargeSms spends it and allows one recharge on that card
 * for 10 minutes, recharge creates a processing order, and the bank's answer arrives
 * a few seconds later (queryRechargeStatus settles a due order itself; the job settles
 * the rest). A failed recharge never touches a balance.
 */
const RECHARGE_PURPOSE = 'recharge' satisfies SmsPurpose;
const VERIFICATION_TTL_MS = 10 * 60_000;
const verificationHash = (cardId: number, code: string) => digest('recharge', String(cardId), code);

async function verifiedRechargeCard(db: Db, fundAccountId: number, cardId: number) {
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.fundAccountId, fundAccountId), eq(bankCards.kind, 'recharge'), isNull(bankCards.deletedAt)))
    .limit(1);
  if (!card) throw notFound('fund.card.notFound');
  if (card.status !== 'verified') throw refuse('fund.card.wrongState');
  return card;
}

export async function sendRechargeSms(ctx: Ctx<{ cardId: number }>) {
  const acc = await openedAccount(ctx);
  const card = await verifiedRechargeCard(ctx.deps.db, acc.id, ctx.params.cardId);
  const r = await sendSmsCode(ctx.deps, { nationCode: '86', mobile: card.mobile!, purpose: RECHARGE_PURPOSE, ip: ctx.ip, lang: ctx.lang });
  return { mobile: maskMobile(card.mobile!), sent: true as const, resendAfter: r.resendAfter };
}

export async function validRechargeSms(ctx: Ctx<{ cardId: number; smsCode: string }>) {
  const acc = await openedAccount(ctx);
  const card = await verifiedRechargeCard(ctx.deps.db, acc.id, ctx.params.cardId);
  const now = ctx.deps.clock.now();
  await consumeSmsCode(ctx.deps.db, now, { nationCode: '86', mobile: card.mobile!, purpose: RECHARGE_PURPOSE, code: ctx.params.smsCode });
  await ctx.deps.db.insert(rechargeVerifications).values({
    cardId: card.id,
    codeHash: verificationHash(card.id, ctx.params.smsCode),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  return { valid: true as const };
}

type RechargeResult = { rechargeId: number; status: RechargeStatus };

export async function recharge(ctx: Ctx<{ cardId: number; amount: string; smsCode: string; idempotencyKey: string }>): Promise<RechargeResult> {
  const acc = await openedAccount(ctx);
  const { db, clock, adapters } = ctx.deps;
  const p = ctx.params;
  const cents = parseCents(p.amount);
  if (cents === null || cents <= 0) throw new AppError(ErrorCode.invalidParams, 'rule.recharge.amount.positive', {}, 'amount');
  const now = clock.now();
  const hash = requestHash('recharge', { cardId: p.cardId, cents });
  const result = await db.transaction(async (tx) => {
    const claim = await claimKey<RechargeResult>(tx, acc.id, p.idempotencyKey, 'recharge', hash, now);
    if (!claim.fresh) return claim.response;
    await stillOpened(tx, acc.id);
    await verifiedRechargeCard(tx, acc.id, p.cardId);
    const spent = await tx
      .update(rechargeVerifications)
      .set({ usedAt: now })
      .where(and(eq(rechargeVerifications.cardId, p.cardId), eq(rechargeVerifications.codeHash, verificationHash(p.cardId, p.smsCode)), isNull(rechargeVerifications.usedAt), gt(rechargeVerifications.expiresAt, now)))
      .returning({ id: rechargeVerifications.id });
    if (!spent.length) throw new AppError(ErrorCode.refused, 'rule.recharge.smsCode.fetchFirst', {}, 'smsCode');
    const [order] = await tx
      .insert(fundOrders)
      .values({
        orderNo: orderNo('R', now),
        fundAccountId: acc.id,
        kind: 'recharge',
        status: 'processing',
        amount: cents,
        cardId: p.cardId,
        memberId: acc.scope.memberId,
        dueAt: new Date(now.getTime() + adapters.bank.rechargeDelayMs),
        createdAt: now,
      })
      .returning({ id: fundOrders.id });
    const result: RechargeResult = { rechargeId: order.id, status: 'processing' };
    await storeResult(tx, claim.id, result);
    return result;
  });
  // A bank over HTTP (no modelled delay) gets the order as soon as it is committed; the callback
  // brings its answer. Failing to reach the bank now is no failure of the recharge: the job and
  // the status query ask again with the same order number.
  if (adapters.bank.rechargeDelayMs === 0 && result.status === 'processing') {
    await settleRecharge(ctx.deps, result.rechargeId).catch((err: Error) => ctx.log.warn({ err: err.message, rechargeId: result.rechargeId }, 'bank: recharge not submitted yet'));
  }
  return result;
}

/** Asks the bank about a processing recharge and applies a final answer; `processing` leaves it for the callback or the next ask. */
export async function settleRecharge(deps: Deps, orderId: number) {
  const now = deps.clock.now();
  const [due] = await deps.db
    .select()
    .from(fundOrders)
    .where(and(eq(fundOrders.id, orderId), eq(fundOrders.status, 'processing')))
    .limit(1);
  if (!due) return false;
  // The bank is asked outside the transaction (a network call never holds row locks); its answer is idempotent by order number.
  const { status: outcome } = await deps.adapters.bank.rechargeResult({ orderNo: due.orderNo, amount: due.amount, at: now });
  if (outcome === 'processing') return false;
  return applyRechargeAnswer(deps, orderId, outcome, now);
}

/**
 * Applies the bank's final answer once: only a processing order moves (conditional update), so a
 * second answer (the job's ask and the bank's callback, or a replayed callback) is a no-op.
 */
export async function applyRechargeAnswer(deps: Deps, orderId: number, outcome: 'success' | 'failed', now: Date) {
  return deps.db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(fundOrders)
      .where(and(eq(fundOrders.id, orderId), eq(fundOrders.status, 'processing')))
      .limit(1);
    if (!o) return false;
    const moved = await tx
      .update(fundOrders)
      .set({ status: outcome, settledAt: now })
      .where(and(eq(fundOrders.id, o.id), eq(fundOrders.status, 'processing')))
      .returning({ id: fundOrders.id });
    if (!moved.length) return false;
    const [card] = await tx.select({ cardNo: bankCards.cardNo }).from(bankCards).where(eq(bankCards.id, o.cardId!)).limit(1);
    const [acc] = await tx.select({ companyId: fundAccounts.companyId }).from(fundAccounts).where(eq(fundAccounts.id, o.fundAccountId)).limit(1);
    const tail = card?.cardNo.slice(-4) ?? '';
    if (outcome === 'success') {
      const mine = await memberAccounts(tx, o.fundAccountId);
      const platform = await platformAccounts(tx, deps.database);
      await post(tx, {
        fundAccountId: o.fundAccountId,
        kind: 'recharge',
        purpose: purposeOf('fund.purpose.recharge', { tail }),
        reference: `recharge:${o.id}`,
        at: now,
        legs: [
          { accountId: platform.bankClearing, amount: -o.amount },
          { accountId: mine.available, amount: o.amount },
        ],
      });
    }
    await recordJob(tx, { job: 'bank.rechargeAnswer', companyId: acc.companyId, target: `recharge:${o.id}`, detail: { outcome, amount: formatCents(o.amount) }, at: now });
    await notifyCompany(tx, acc.companyId, {
      key: outcome === 'success' ? 'fund.notice.recharged' : 'fund.notice.rechargeFailed',
      vars: { amount: formatCents(o.amount), tail },
      publisher: 'fund',
      at: now,
    });
    return true;
  });
}

export async function queryRechargeStatus(ctx: Ctx<{ rechargeId: number }>) {
  const acc = await openedAccount(ctx);
  let o = await ownOrder(ctx.deps.db, acc.id, 'recharge', ctx.params.rechargeId);
  if (o.status === 'processing' && o.dueAt.getTime() <= ctx.deps.clock.now().getTime()) {
    await settleRecharge(ctx.deps, o.id);
    o = await ownOrder(ctx.deps.db, acc.id, 'recharge', o.id);
  }
  return { rechargeId: o.id, status: o.status as RechargeStatus, amount: formatCents(o.amount), time: o.createdAt.toISOString() };
}

export async function lastRechargeCard(ctx: Ctx<unknown>) {
  const acc = await openedAccount(ctx);
  const [o] = await ctx.deps.db
    .select({ cardId: fundOrders.cardId })
    .from(fundOrders)
    .innerJoin(bankCards, eq(bankCards.id, fundOrders.cardId))
    .where(and(eq(fundOrders.fundAccountId, acc.id), eq(fundOrders.kind, 'recharge'), isNull(bankCards.deletedAt)))
    .orderBy(desc(fundOrders.id))
    .limit(1);
  return { cardId: o?.cardId ?? null };
}

export async function runRechargeSettlement(deps: Deps, now: Date) {
  const due = await deps.db
    .select({ id: fundOrders.id })
    .from(fundOrders)
    .where(and(eq(fundOrders.kind, 'recharge'), eq(fundOrders.status, 'processing'), lte(fundOrders.dueAt, now)))
    .orderBy(asc(fundOrders.id));
  let n = 0;
  let failure: unknown = null;
  for (const o of due) {
    // A bank that does not answer one order does not hold up the others; the job reports it after the round.
    try {
      if (await settleRecharge(deps, o.id)) n++;
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return n;
}
