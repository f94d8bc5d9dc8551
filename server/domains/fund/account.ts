import { and, eq, lte } from 'drizzle-orm';
import { idNumberProblem } from '#shared/rules/id-number';
import type { FundStatus, MyCapital } from '#shared/contract/fund';
import { hasText, text } from '#shared/rules/texts';
import { formatCents } from '#shared/utils/money';
import { recordJob } from '../../audit/job';
import type { Db } from '../../db/client';
import { companies, fundAccounts, members } from '../../db/schema';
import type { Deps } from '../../deps';
import { refuse } from '../../gateway/app-error';
import type { Ctx } from '../../gateway/handler';
import { notifyCompany } from '../message/notify';
import { consumeSmsCode, sendSmsCode, type SmsPurpose } from '../account/sms-codes';
import { balancesOf, memberAccounts } from './ledger';
import { findAccount, fundScope, maskMobile } from './scope';
import { checkCompanyNeed } from '../../gateway/company-authority';

/** The account-opening review decides about a minute after the application (spec section 9). */
export const OPEN_REVIEW_MS = 60_000;
// The SMS code store keys codes by purpose; the fund's own purposes never collide with the account ones.
export const OPEN_PURPOSE = 'fundOpen' satisfies SmsPurpose;

async function memberMobile(db: Db, memberId: number) {
  const [m] = await db.select({ mobile: members.mobile, nationCode: members.nationCode }).from(members).where(eq(members.id, memberId)).limit(1);
  return m;
}

/**
 * A due application is decided when it is read, so the member sees the outcome about a minute after
 * applying even between job runs (development runs jobs only on demand).
 */
async function currentAccount(ctx: Ctx<unknown>, companyId: number) {
  const acc = await findAccount(ctx, companyId);
  if (acc?.status === 'reviewing' && acc.reviewDueAt && acc.reviewDueAt.getTime() <= ctx.deps.clock.now().getTime()) {
    await decideDue(ctx.deps, acc);
    return findAccount(ctx, companyId);
  }
  return acc;
}

async function decideDue(deps: Deps, a: { id: number; idNumber: string }) {
  return decideOpening(deps, a.id, idNumberValid(a.idNumber) ? { approve: true } : { approve: false, reason: 'fund.reject.idNumber' }, 'fund.openingReview');
}

export async function accountStatus(ctx: Ctx<unknown>) {
  const { companyId } = fundScope(ctx);
  const acc = await currentAccount(ctx, companyId);
  return {
    status: (acc?.status ?? 'notOpened') as FundStatus,
    // Automatic reasons are text keys; an operator's are free text.
    rejectReason: acc?.status === 'rejected' && acc.rejectReason ? (hasText(acc.rejectReason) ? text(acc.rejectReason, ctx.lang) : acc.rejectReason) : null,
    reviewDueAt: acc?.status === 'reviewing' && acc.reviewDueAt ? acc.reviewDueAt.toISOString() : null,
  };
}

export async function myCapital(ctx: Ctx<unknown>): Promise<MyCapital> {
  const { companyId } = fundScope(ctx);
  const acc = await currentAccount(ctx, companyId);
  const b = acc ? await balancesOf(ctx.deps.db, acc.id) : { available: 0, frozen: 0, reviewing: 0 };
  return {
    status: (acc?.status ?? 'notOpened') as FundStatus,
    available: formatCents(b.available),
    frozen: formatCents(b.frozen),
    reviewing: formatCents(b.reviewing),
    payKeySet: !!acc?.payKeyHash,
    accountNo: acc?.status === 'opened' || acc?.status === 'abnormal' ? acc.accountNo : null,
  };
}

export async function basicInfo(ctx: Ctx<unknown>) {
  const { companyId } = fundScope(ctx);
  const acc = await findAccount(ctx, companyId);
  if (!acc) throw refuse('fund.notOpened');
  const [c] = await ctx.deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return {
    accountNo: acc.accountNo,
    companyName: c?.name ?? '',
    contactName: acc.contactName,
    mobile: maskMobile(acc.mobile),
    status: acc.status as FundStatus,
    appliedAt: acc.appliedAt.toISOString(),
    openedAt: acc.status === 'opened' && acc.reviewedAt ? acc.reviewedAt.toISOString() : null,
  };
}

/** Opening is possible with no account yet or after a rejection. */
function assertCanApply(status: string | undefined) {
  if (status && status !== 'rejected') throw refuse(status === 'reviewing' ? 'fund.open.underReview' : 'fund.open.already');
}

export async function openAccountMobile(ctx: Ctx<{ send?: boolean }>) {
  const scope = fundScope(ctx);
  assertCanApply((await findAccount(ctx, scope.companyId))?.status);
  const m = await memberMobile(ctx.deps.db, scope.memberId);
  if (!ctx.params.send) return { mobile: maskMobile(m.mobile), sent: false, resendAfter: 0 };
  // Reading the mask is every member's; sending the opening code is opening's first step, so it needs
  // what openAccount needs (a need is static per command: checked here with the gateway's own check).
  if (ctx.principal) await checkCompanyNeed(ctx.deps.database, ctx.principal, { button: 'capital.open' });
  const r = await sendSmsCode(ctx.deps, { nationCode: m.nationCode, mobile: m.mobile, purpose: OPEN_PURPOSE, ip: ctx.ip, lang: ctx.lang });
  return { mobile: maskMobile(m.mobile), sent: true, resendAfter: r.resendAfter };
}

export async function openAccount(ctx: Ctx<{ contactName: string; idNumber: string; smsCode: string }>) {
  const scope = fundScope(ctx);
  const { db, clock } = ctx.deps;
  const now = clock.now();
  const existing = await findAccount(ctx, scope.companyId);
  assertCanApply(existing?.status);
  const m = await memberMobile(db, scope.memberId);
  await consumeSmsCode(db, now, { nationCode: m.nationCode, mobile: m.mobile, purpose: OPEN_PURPOSE, code: ctx.params.smsCode });
  const due = new Date(now.getTime() + OPEN_REVIEW_MS);
  const values = {
    status: 'reviewing',
    contactName: ctx.params.contactName,
    idNumber: ctx.params.idNumber.toUpperCase(),
    mobile: m.mobile,
    rejectReason: null,
    appliedBy: scope.memberId,
    appliedAt: now,
    reviewDueAt: due,
    reviewedAt: null,
  };
  await db.transaction(async (tx) => {
    if (existing) {
      // Only from rejected: a concurrent second application finds the row already reviewing.
      const moved = await tx
        .update(fundAccounts)
        .set(values)
        .where(and(eq(fundAccounts.id, existing.id), eq(fundAccounts.status, 'rejected')))
        .returning({ id: fundAccounts.id });
      if (!moved.length) throw refuse('fund.open.underReview');
    } else {
      const [c] = await tx.select({ code: companies.code }).from(companies).where(eq(companies.id, scope.companyId)).limit(1);
      const [created] = await tx
        .insert(fundAccounts)
        .values({ companyId: scope.companyId, accountNo: `FA${c.code}`, ...values })
        .onConflictDoNothing()
        .returning({ id: fundAccounts.id });
      if (!created) throw refuse('fund.open.underReview');
      await memberAccounts(tx, created.id);
    }
  });
  return { status: 'reviewing' as const, reviewDueAt: due.toISOString() };
}

/** GB 11643 (the shared rule the submission already passed; kept for rows stored before it). */
export function idNumberValid(id: string): boolean {
  return idNumberProblem(id) === null;
}

/**
 * Decides one application (the automatic review, or the operator console through this function):
 * only from reviewing; tells every member of the company by in-site message. The decision and its
 * notice commit together; the automatic review (`job`) also writes its audit entry there (the
 * operator's command has its own, decision 0053).
 */
export async function decideOpening(deps: Deps, fundAccountId: number, decision: { approve: true } | { approve: false; reason: string }, job?: string) {
  const now = deps.clock.now();
  const set = decision.approve ? { status: 'opened', reviewedAt: now, rejectReason: null } : { status: 'rejected', reviewedAt: now, rejectReason: decision.reason };
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(fundAccounts)
      .set(set)
      .where(and(eq(fundAccounts.id, fundAccountId), eq(fundAccounts.status, 'reviewing')))
      .returning({ companyId: fundAccounts.companyId, accountNo: fundAccounts.accountNo });
    if (!row) return false;
    if (job) await recordJob(tx, { job, companyId: row.companyId, target: `fundAccount:${fundAccountId}`, detail: { outcome: set.status, reason: decision.approve ? null : decision.reason }, at: now });
    await notifyCompany(tx, row.companyId, {
      key: decision.approve ? 'fund.notice.opened' : 'fund.notice.rejected',
      vars: decision.approve ? { accountNo: row.accountNo } : {},
      publisher: 'fund',
      at: now,
    });
    return true;
  });
}

/** The automatic review: applications due by now pass, unless the ID number's check digit is wrong. */
export async function runOpeningReviews(deps: Deps, now: Date) {
  const due = await deps.db
    .select({ id: fundAccounts.id, idNumber: fundAccounts.idNumber })
    .from(fundAccounts)
    .where(and(eq(fundAccounts.status, 'reviewing'), lte(fundAccounts.reviewDueAt, now)));
  let n = 0;
  for (const a of due) if (await decideDue(deps, a)) n++;
  return n;
}
