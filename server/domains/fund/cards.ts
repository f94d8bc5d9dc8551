import { and, desc, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { BankCardView, CardKind, CardStatus } from '#shared/contract/bank-card';
import { ErrorCode } from '#shared/contract/errors';
import { parseCents, maskCard } from '#shared/utils/money';
import type { Lang } from '#shared/rules/texts';
import { recordJob } from '../../audit/job';
import type { Db } from '../../db/client';
import { bankCards, fundAccounts, fundOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound, refuse, tooMany } from '../../gateway/app-error';
import type { Ctx } from '../../gateway/handler';
import { notifyCompany } from '../message/notify';
import { startWithdrawalHold } from '../withdrawal-hold';
import { consumeSmsCode, sendSmsCode } from '../account/sms-codes';
import { requireSecondFactor } from '../account/second-factor';
import { checkPayKey } from './pay-key';
import { bankByCode, branchByCode, cityByCode } from './reference-data';
import { sameHolder, withdrawalHolder } from './withdraw-holder';
import { maskMobile, openedAccount } from './scope';

/**
 * Bank cards. Recharge cards are personal cards verified by a code the bank sends to the
 * reserved mobile. The withdrawal account (one bound per fund account) is added with the payment
 * password, in the name of the company's legal representative (withdraw-holder.ts), verified by a
 * micro-deposit typed back (3 tries), then reviewed by the bank (next job run after a minute),
 * then bound. A replacement waits beside the bound account, which keeps receiving withdrawals until
 * the replacement is bound. Neither can change while a withdrawal is under way.
 */
export const MICRO_DEPOSIT_TRIES = 3;
export const BANK_REVIEW_MS = 60_000;

type CardRow = typeof bankCards.$inferSelect;

export function cardView(c: CardRow, lang: Lang): BankCardView {
  const bank = bankByCode(c.bankCode);
  const branch = c.branchCode ? branchByCode(c.branchCode) : null;
  return {
    id: c.id,
    kind: c.kind as CardKind,
    status: c.status as CardStatus,
    holderName: c.holderName,
    bankCode: c.bankCode,
    bankName: bank ? (lang === 'en' ? bank.nameEn : bank.nameZh) : c.bankName,
    branchName: branch ? (lang === 'en' ? branch.nameEn : branch.nameZh) : c.branchName,
    cardNo: maskCard(c.cardNo),
    mobile: c.mobile ? maskMobile(c.mobile) : null,
    createdAt: c.createdAt.toISOString(),
  };
}

const live = (fundAccountId: number) => and(eq(bankCards.fundAccountId, fundAccountId), isNull(bankCards.deletedAt));

async function ownCard(db: Db, fundAccountId: number, cardId: number): Promise<CardRow> {
  const [c] = await db
    .select()
    .from(bankCards)
    .where(and(live(fundAccountId), eq(bankCards.id, cardId)))
    .limit(1);
  // Another company's card id answers exactly like a missing one.
  if (!c) throw notFound('fund.card.notFound');
  return c;
}

export async function listCards(ctx: Ctx<{ kind: CardKind }>) {
  const acc = await openedAccount(ctx);
  await applyDueCardReviews(ctx, acc.id);
  const rows = await ctx.deps.db
    .select()
    .from(bankCards)
    .where(and(live(acc.id), eq(bankCards.kind, ctx.params.kind), ne(bankCards.status, 'pendingSms')))
    .orderBy(desc(bankCards.id));
  return rows.map((c) => cardView(c, ctx.lang));
}

export async function withdrawalInProgress(db: Db, fundAccountId: number) {
  const [row] = await db
    .select({ id: fundOrders.id })
    .from(fundOrders)
    .where(and(eq(fundOrders.fundAccountId, fundAccountId), eq(fundOrders.kind, 'withdrawal'), inArray(fundOrders.status, ['processing', 'awaitingApproval'])))
    .limit(1);
  return !!row;
}

export async function deleteCard(ctx: Ctx<{ cardId: number; otpCode?: string }>) {
  const acc = await openedAccount(ctx);
  // Removing a card changes where money may go: the second factor, when the member has one (decision 0051).
  await requireSecondFactor(ctx, ctx.params.otpCode);
  const card = await ownCard(ctx.deps.db, acc.id, ctx.params.cardId);
  if (card.kind === 'withdrawal' && (await withdrawalInProgress(ctx.deps.db, acc.id))) throw refuse('fund.withdrawalCardLocked');
  await ctx.deps.db.update(bankCards).set({ deletedAt: ctx.deps.clock.now() }).where(eq(bankCards.id, card.id));
  return { deleted: true as const };
}

/* ---- recharge cards ---- */

export async function bindRechargeCard(ctx: Ctx<{ holderName: string; bankCode: string; cardNo: string; idNumber: string; mobile: string }>) {
  const acc = await openedAccount(ctx);
  const { db, clock } = ctx.deps;
  const bank = bankByCode(ctx.params.bankCode);
  if (!bank) throw new AppError(ErrorCode.invalidParams, 'rule.withdrawCard.bank.required', {}, 'bankCode');
  const [dup] = await db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(and(live(acc.id), eq(bankCards.kind, 'recharge'), eq(bankCards.cardNo, ctx.params.cardNo), ne(bankCards.status, 'pendingSms')))
    .limit(1);
  if (dup) throw new AppError(ErrorCode.refused, 'fund.card.duplicate', {}, 'cardNo');
  // The bank sends the code first: a rate-limited mobile adds no card.
  const sent = await sendSmsCode(ctx.deps, { nationCode: '86', mobile: ctx.params.mobile, purpose: 'bindCard', ip: ctx.ip, lang: ctx.lang });
  const [card] = await db
    .insert(bankCards)
    .values({
      fundAccountId: acc.id,
      kind: 'recharge',
      status: 'pendingSms',
      holderName: ctx.params.holderName,
      bankCode: bank.code,
      bankName: bank.nameZh,
      cardNo: ctx.params.cardNo,
      idNumber: ctx.params.idNumber.toUpperCase(),
      mobile: ctx.params.mobile,
      createdAt: clock.now(),
    })
    .returning({ id: bankCards.id });
  return { cardId: card.id, status: 'pendingSms' as CardStatus, resendAfter: sent.resendAfter };
}

export async function checkCardSms(ctx: Ctx<{ cardId: number; smsCode: string }>) {
  const acc = await openedAccount(ctx);
  const { db, clock } = ctx.deps;
  const card = await ownCard(db, acc.id, ctx.params.cardId);
  if (card.kind !== 'recharge' || card.status !== 'pendingSms') throw refuse('fund.card.wrongState');
  await consumeSmsCode(db, clock.now(), { nationCode: '86', mobile: card.mobile!, purpose: 'bindCard', code: ctx.params.smsCode });
  await db
    .update(bankCards)
    .set({ status: 'verified' })
    .where(and(eq(bankCards.id, card.id), eq(bankCards.status, 'pendingSms')));
  return { cardId: card.id, status: 'verified' as CardStatus };
}

/* ---- the withdrawal account ---- */

/** Reads see the bank's due answers at once (development runs jobs only on demand). */
export const applyDueCardReviews = (ctx: Ctx<unknown>, fundAccountId: number) => runCardReviews(ctx.deps, ctx.deps.clock.now(), fundAccountId);

/** The bound withdrawal account: where withdrawals are paid. */
export async function boundWithdrawCard(db: Db, fundAccountId: number): Promise<CardRow | null> {
  const [c] = await db
    .select()
    .from(bankCards)
    .where(and(live(fundAccountId), eq(bankCards.kind, 'withdrawal'), eq(bankCards.status, 'bound')))
    .orderBy(desc(bankCards.id))
    .limit(1);
  return c ?? null;
}

/** The account being verified (waiting for its micro-deposit or under bank review), if any. */
export async function pendingWithdrawCard(db: Db, fundAccountId: number): Promise<CardRow | null> {
  const [c] = await db
    .select()
    .from(bankCards)
    .where(and(live(fundAccountId), eq(bankCards.kind, 'withdrawal'), inArray(bankCards.status, ['waitingPayment', 'bankReview'])))
    .orderBy(desc(bankCards.id))
    .limit(1);
  return c ?? null;
}

/** What the withdrawal-account page shows: the account in progress, else the bound one. */
export async function currentWithdrawCard(db: Db, fundAccountId: number): Promise<CardRow | null> {
  return (await pendingWithdrawCard(db, fundAccountId)) ?? (await boundWithdrawCard(db, fundAccountId));
}

export async function addWithdrawCard(ctx: Ctx<{ holderName: string; bankCode: string; provinceCode: string; cityCode: string; branchCode: string; cardNo: string; payPassword: string; otpCode?: string }>) {
  const acc = await openedAccount(ctx);
  await requireSecondFactor(ctx, ctx.params.otpCode);
  const { db, clock, adapters } = ctx.deps;
  const p = ctx.params;
  const bank = bankByCode(p.bankCode);
  if (!bank) throw new AppError(ErrorCode.invalidParams, 'rule.withdrawCard.bank.required', {}, 'bankCode');
  const branch = branchByCode(p.branchCode);
  const city = cityByCode(p.cityCode);
  if (!branch || branch.bankCode !== bank.code || branch.cityCode !== p.cityCode || !city || city.province.code !== p.provinceCode) {
    throw new AppError(ErrorCode.invalidParams, 'rule.withdrawCard.branch.required', {}, 'branchCode');
  }
  const holder = await withdrawalHolder(db, acc.scope.companyId);
  if (!holder || !sameHolder(holder, p.holderName)) throw new AppError(ErrorCode.refused, 'fund.card.holderMismatch', { name: holder ?? '—' }, 'holderName');
  // Changing where the company's money goes takes the payment password (locks after 5 misses).
  await checkPayKey(db, acc, p.payPassword, clock.now());
  const pending = await pendingWithdrawCard(db, acc.id);
  if (pending?.status === 'bankReview') throw refuse('fund.bindCardProcessing');
  if (await withdrawalInProgress(db, acc.id)) throw refuse('fund.withdrawalCardLocked');
  const now = clock.now();
  const cardId = await db.transaction(async (tx) => {
    // A replacement still waiting for its deposit gives way to this one; the bound account stays.
    if (pending)
      await tx
        .update(bankCards)
        .set({ deletedAt: now })
        .where(and(eq(bankCards.id, pending.id), eq(bankCards.status, 'waitingPayment')));
    const [card] = await tx
      .insert(bankCards)
      .values({
        fundAccountId: acc.id,
        kind: 'withdrawal',
        status: 'waitingPayment',
        holderName: p.holderName.trim(),
        bankCode: bank.code,
        bankName: bank.nameZh,
        branchCode: branch.code,
        branchName: branch.nameZh,
        provinceCode: p.provinceCode,
        cityCode: p.cityCode,
        cardNo: p.cardNo,
        createdAt: now,
      })
      .returning({ id: bankCards.id });
    return card.id;
  });
  const cents = await adapters.bank.sendMicroDeposit(p.cardNo);
  await db.update(bankCards).set({ depositCents: cents }).where(eq(bankCards.id, cardId));
  return { cardId, status: 'waitingPayment' as CardStatus };
}

export async function checkMoney(ctx: Ctx<{ cardId: number; amount: string }>) {
  const acc = await openedAccount(ctx);
  const { db, clock } = ctx.deps;
  const card = await ownCard(db, acc.id, ctx.params.cardId);
  if (card.kind !== 'withdrawal' || card.status !== 'waitingPayment' || card.depositCents == null) throw refuse('fund.card.wrongState');
  // A try is reserved in one statement BEFORE the amount is compared, so parallel guesses share
  // the 3 tries (a burst of all 99 amounts would otherwise find the deposit).
  const [reserved] = await db
    .update(bankCards)
    .set({ depositTries: sql`${bankCards.depositTries} + 1` })
    .where(and(eq(bankCards.id, card.id), eq(bankCards.status, 'waitingPayment'), lt(bankCards.depositTries, MICRO_DEPOSIT_TRIES)))
    .returning({ tries: bankCards.depositTries, depositCents: bankCards.depositCents });
  // No try left while the last ones are still being compared: too many attempts.
  if (!reserved) throw tooMany();
  if (parseCents(ctx.params.amount) === reserved.depositCents) {
    const now = clock.now();
    // The right amount does not use up a try.
    const [done] = await db
      .update(bankCards)
      .set({ status: 'bankReview', reviewDueAt: new Date(now.getTime() + BANK_REVIEW_MS), depositTries: sql`${bankCards.depositTries} - 1` })
      .where(and(eq(bankCards.id, card.id), eq(bankCards.status, 'waitingPayment')))
      .returning({ tries: bankCards.depositTries });
    if (!done) throw refuse('fund.card.depositFailed');
    return { cardId: card.id, status: 'bankReview' as CardStatus, triesLeft: MICRO_DEPOSIT_TRIES - done.tries };
  }
  if (reserved.tries >= MICRO_DEPOSIT_TRIES) {
    await db
      .update(bankCards)
      .set({ status: 'failed' })
      .where(and(eq(bankCards.id, card.id), eq(bankCards.status, 'waitingPayment')));
    throw refuse('fund.card.depositFailed');
  }
  throw new AppError(ErrorCode.refused, 'fund.card.depositWrong', { left: MICRO_DEPOSIT_TRIES - reserved.tries }, 'amount');
}

export async function withdrawCardAvailable(ctx: Ctx<unknown>) {
  const acc = await openedAccount(ctx);
  await applyDueCardReviews(ctx, acc.id);
  const card = await currentWithdrawCard(ctx.deps.db, acc.id);
  return {
    available: (await boundWithdrawCard(ctx.deps.db, acc.id)) !== null,
    card: card ? cardView(card, ctx.lang) : null,
    locked: await withdrawalInProgress(ctx.deps.db, acc.id),
  };
}

/**
 * The bank's review of verified withdrawal accounts: due ones are bound (all, or one fund account's
 * when it reads its cards). The binding, the hold it may start, its audit entry and the company's
 * notice commit together.
 */
export async function runCardReviews(deps: Deps, now: Date, fundAccountId?: number) {
  const bound = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(bankCards)
      .set({ status: 'bound' })
      .where(and(eq(bankCards.status, 'bankReview'), lte(bankCards.reviewDueAt, now), isNull(bankCards.deletedAt), fundAccountId === undefined ? undefined : eq(bankCards.fundAccountId, fundAccountId)))
      .returning({ id: bankCards.id, fundAccountId: bankCards.fundAccountId, cardNo: bankCards.cardNo });
    if (!rows.length) return rows;
    const owners = await tx
      .select({ id: fundAccounts.id, companyId: fundAccounts.companyId })
      .from(fundAccounts)
      .where(
        inArray(
          fundAccounts.id,
          rows.map((b) => b.fundAccountId),
        ),
      );
    for (const b of rows) {
      // A newly bound account replaces the one bound before it, only now.
      const replaced = await tx
        .update(bankCards)
        .set({ deletedAt: now })
        .where(and(eq(bankCards.fundAccountId, b.fundAccountId), eq(bankCards.kind, 'withdrawal'), eq(bankCards.status, 'bound'), ne(bankCards.id, b.id), isNull(bankCards.deletedAt)))
        .returning({ id: bankCards.id });
      // Money now goes elsewhere: the company's withdrawals pause (decision 0052). A first account
      // (none bound before) redirects nothing and starts no hold.
      if (replaced.length) await startWithdrawalHold(tx, { fundAccountId: b.fundAccountId, reason: 'withdrawAccount', at: now });
      const companyId = owners.find((o) => o.id === b.fundAccountId)?.companyId;
      if (!companyId) continue;
      await recordJob(tx, { job: 'fund.cardReview', companyId, target: `bankCard:${b.id}`, detail: { outcome: 'bound', tail: b.cardNo.slice(-4), replaced: replaced.length > 0 }, at: now });
      await notifyCompany(tx, companyId, { key: 'fund.notice.cardBound', vars: { tail: b.cardNo.slice(-4) }, publisher: 'fund', at: now });
    }
    return rows;
  });
  return bound.length;
}
