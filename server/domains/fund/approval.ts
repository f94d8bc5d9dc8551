import { and, count, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalItem, WithdrawStatus } from '#shared/contract/fund';
import { keyWithVars } from '#shared/rules/texts';
import { formatCents, parseCents } from '#shared/utils/money';
import { recordJob } from '../../audit/job';
import type { Db } from '../../db/client';
import { bankCards, companyMembers, fundAccounts, fundOrders, members, orgDisabledMembers, orgMemberRoles, orgRoleButtons } from '../../db/schema';
import type { Deps } from '../../deps';
import { invalid, refuse } from '../../gateway/app-error';
import type { Ctx } from '../../gateway/handler';
import { formatDateTime } from '../account/limits';
import { notifyMember, type Notice } from '../message/notify';
import { activeWithdrawalHold } from '../withdrawal-hold';
import { memberAccounts, post, purposeOf } from './ledger';
import { beijingDay, nextBeijingMidnight, ownOrder } from './orders';
import { openedAccount } from './scope';

/**
 * Dual approval of withdrawals (decision 0052). Above the company's threshold a withdrawal is
 * created `awaitingApproval` with its money frozen as any withdrawal's; a second member holding
 * capital.approve approves it (-> processing, T+1 from the approval) or refuses it (-> refused),
 * or after APPROVAL_TTL_MS the job expires it (-> expired); refused and expired release the money
 * (frozen -> available). Each decision is one conditional UPDATE `where status = 'awaitingApproval'`:
 * of two racing decisions exactly one finds the row, the other is refused, and money moves once.
 */
export const APPROVAL_TTL_MS = 24 * 3_600_000;

/* ---- holds ---- */

/** Refuses while the account's or the member's withdrawal hold runs, saying until when and why. */
export async function assertNotHeld(db: Db, deps: Deps, fundAccountId: number, memberId: number, now: Date) {
  const hold = await activeWithdrawalHold(db, { fundAccountId, memberId, now, hours: deps.config.withdrawHoldHours });
  if (hold) throw refuse(keyWithVars('fund.withdrawalHeld', { until: formatDateTime(hold.until), reason: `@fund.holdReason.${hold.reason}` }));
}

export async function withdrawalHoldOf(ctx: Ctx<unknown>) {
  const acc = await openedAccount(ctx);
  const hold = await activeWithdrawalHold(ctx.deps.db, { fundAccountId: acc.id, memberId: acc.scope.memberId, now: ctx.deps.clock.now(), hours: ctx.deps.config.withdrawHoldHours });
  return { held: !!hold, reason: hold?.reason ?? null, until: hold?.until.toISOString() ?? null };
}

/* ---- threshold ---- */

export async function setThreshold(ctx: Ctx<{ amount: string }>) {
  const acc = await openedAccount(ctx);
  const cents = parseCents(ctx.params.amount);
  if (cents === null || cents < 0) throw invalid('amount', 'rule.general.positiveDecimal2');
  await ctx.deps.db.update(fundAccounts).set({ approvalThreshold: cents }).where(eq(fundAccounts.id, acc.id));
  return { amount: formatCents(cents) };
}

export async function getThreshold(ctx: Ctx<unknown>) {
  const acc = await openedAccount(ctx);
  return { amount: formatCents(acc.approvalThreshold) };
}

/* ---- who is told ---- */

/** The company's members who may approve: the administrator and members a role grants capital.approve, not disabled. */
export async function approversOf(db: Db, companyId: number): Promise<number[]> {
  const granted = db
    .select({ one: sql`1` })
    .from(orgMemberRoles)
    .innerJoin(orgRoleButtons, eq(orgRoleButtons.roleId, orgMemberRoles.roleId))
    .where(and(eq(orgMemberRoles.companyId, companyId), eq(orgMemberRoles.memberId, companyMembers.memberId), eq(orgRoleButtons.buttonId, 'capital.approve')));
  const disabled = db
    .select({ one: sql`1` })
    .from(orgDisabledMembers)
    .where(and(eq(orgDisabledMembers.companyId, companyId), eq(orgDisabledMembers.memberId, companyMembers.memberId)));
  const rows = await db
    .select({ id: companyMembers.memberId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), or(eq(companyMembers.isAdmin, true), sql`exists (${granted})`), sql`not exists (${disabled})`));
  return rows.map((r) => r.id);
}

async function tell(db: Db, memberIds: Iterable<number>, n: Notice) {
  for (const id of new Set(memberIds)) await notifyMember(db, id, n);
}

async function nameOf(db: Db, memberId: number | null) {
  if (!memberId) return '';
  const [m] = await db.select({ name: members.name, mobile: members.mobile }).from(members).where(eq(members.id, memberId)).limit(1);
  return m?.name?.trim() || m?.mobile || '';
}

async function tailOf(db: Db, cardId: number | null) {
  if (!cardId) return '';
  const [c] = await db.select({ cardNo: bankCards.cardNo }).from(bankCards).where(eq(bankCards.id, cardId)).limit(1);
  return c?.cardNo.slice(-4) ?? '';
}

/** Called inside the withdrawal's transaction: the requester and every approver hear of it. */
export async function announceApprovalRequest(tx: Db, o: { companyId: number; memberId: number; amount: number; cardTail: string; dueAt: Date; at: Date }) {
  const approvers = await approversOf(tx, o.companyId);
  await tell(tx, [o.memberId, ...approvers], {
    key: 'fund.notice.approvalRequested',
    vars: { requester: await nameOf(tx, o.memberId), amount: formatCents(o.amount), tail: o.cardTail, due: formatDateTime(o.dueAt) },
    publisher: 'fund',
    at: o.at,
  });
}

/* ---- decisions ---- */

const awaiting = (id: number) => and(eq(fundOrders.id, id), eq(fundOrders.kind, 'withdrawal'), eq(fundOrders.status, 'awaitingApproval'));

/** The withdrawal a decision is about: the caller's company's, awaiting approval, not the caller's own. */
async function decidable(ctx: Ctx<{ applyId: number }>) {
  const acc = await openedAccount(ctx);
  const { db, clock } = ctx.deps;
  const now = clock.now();
  const me = acc.scope.memberId;
  const o = await ownOrder(db, acc.id, 'withdrawal', ctx.params.applyId);
  if (o.memberId === me) throw refuse('fund.approval.self');
  if (o.status !== 'awaitingApproval') throw refuse('fund.approval.notAwaiting');
  return { acc, db, now, me, o };
}

export async function approveWithdrawal(ctx: Ctx<{ applyId: number }>) {
  const { acc, db, now, me, o } = await decidable(ctx);
  // Approving lets money leave: not while the company's or the approver's own hold runs.
  await assertNotHeld(db, ctx.deps, acc.id, me, now);
  const due = nextBeijingMidnight(now);
  return db.transaction(async (tx) => {
    // The one decision: a second approval, or a refusal or expiry that came first, finds no row.
    const [done] = await tx
      .update(fundOrders)
      .set({ status: 'processing', dueAt: due, decidedBy: me, decidedAt: now })
      .where(and(awaiting(o.id), sql`${fundOrders.dueAt} > ${now}`))
      .returning();
    if (!done) throw refuse('fund.approval.notAwaiting');
    await tell(tx, [done.memberId!, me], {
      key: 'fund.notice.approvalApproved',
      vars: { approver: await nameOf(tx, me), requester: await nameOf(tx, done.memberId), amount: formatCents(done.amount), date: beijingDay(due) },
      publisher: 'fund',
      at: now,
    });
    return { applyId: done.id, status: 'processing' as WithdrawStatus, arrivalDate: beijingDay(due) };
  });
}

/** Frozen -> available for a withdrawal that will not leave (refused or expired), inside the decision's transaction. */
async function release(tx: Db, o: { id: number; fundAccountId: number; amount: number; cardId: number | null }, at: Date) {
  const mine = await memberAccounts(tx, o.fundAccountId);
  await post(tx, {
    fundAccountId: o.fundAccountId,
    kind: 'refund',
    purpose: purposeOf('fund.purpose.withdrawalReleased', { tail: await tailOf(tx, o.cardId) }),
    reference: `withdrawal:${o.id}`,
    at,
    legs: [
      { accountId: mine.frozen, amount: -o.amount },
      { accountId: mine.available, amount: o.amount },
    ],
  });
}

export async function refuseWithdrawal(ctx: Ctx<{ applyId: number; reason: string }>) {
  const { db, now, me, o } = await decidable(ctx);
  return db.transaction(async (tx) => {
    const [done] = await tx.update(fundOrders).set({ status: 'refused', decidedBy: me, decidedAt: now, refuseReason: ctx.params.reason }).where(awaiting(o.id)).returning();
    if (!done) throw refuse('fund.approval.notAwaiting');
    await release(tx, done, now);
    await tell(tx, [done.memberId!, me], {
      key: 'fund.notice.approvalRefused',
      vars: { approver: await nameOf(tx, me), requester: await nameOf(tx, done.memberId), amount: formatCents(done.amount), reason: ctx.params.reason },
      publisher: 'fund',
      at: now,
    });
    return { applyId: done.id, status: 'refused' as WithdrawStatus };
  });
}

/** The job: withdrawals nobody decided within 24 hours expire and release their money, once each. */
export async function runApprovalExpiry(deps: Deps, now: Date) {
  const due = await deps.db
    .select({ id: fundOrders.id })
    .from(fundOrders)
    .where(and(eq(fundOrders.kind, 'withdrawal'), eq(fundOrders.status, 'awaitingApproval'), lte(fundOrders.dueAt, now)));
  let n = 0;
  for (const { id } of due) {
    const expired = await deps.db.transaction(async (tx) => {
      const [done] = await tx.update(fundOrders).set({ status: 'expired', decidedAt: now }).where(awaiting(id)).returning();
      if (!done) return false;
      await release(tx, done, now);
      const [acc] = await tx.select({ companyId: fundAccounts.companyId }).from(fundAccounts).where(eq(fundAccounts.id, done.fundAccountId)).limit(1);
      await recordJob(tx, { job: 'fund.approvalExpiry', companyId: acc.companyId, target: `withdrawal:${done.id}`, detail: { outcome: 'expired', amount: formatCents(done.amount) }, at: now });
      await tell(tx, [done.memberId!, ...(await approversOf(tx, acc.companyId))], {
        key: 'fund.notice.approvalExpired',
        vars: { requester: await nameOf(tx, done.memberId), amount: formatCents(done.amount) },
        publisher: 'fund',
        at: now,
      });
      return true;
    });
    if (expired) n++;
  }
  return n;
}

/* ---- the list ---- */

const requester = alias(members, 'requester');
const decider = alias(members, 'decider');

export async function approvalPage(ctx: Ctx<{ status?: WithdrawStatus }>) {
  const acc = await openedAccount(ctx);
  const { db } = ctx.deps;
  // The withdrawals that went to approval: awaiting, or decided by someone (or expired).
  const where = and(
    eq(fundOrders.fundAccountId, acc.id),
    eq(fundOrders.kind, 'withdrawal'),
    or(inArray(fundOrders.status, ['awaitingApproval', 'expired']), isNotNull(fundOrders.decidedBy)),
    ctx.params.status ? eq(fundOrders.status, ctx.params.status) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(fundOrders).where(where);
  const rows = await db
    .select({ o: fundOrders, requesterName: requester.name, requesterMobile: requester.mobile, deciderName: decider.name })
    .from(fundOrders)
    .leftJoin(requester, eq(requester.id, fundOrders.memberId))
    .leftJoin(decider, eq(decider.id, fundOrders.decidedBy))
    .where(where)
    .orderBy(desc(fundOrders.id))
    .limit(ctx.rows)
    .offset((ctx.page - 1) * ctx.rows);
  const list: ApprovalItem[] = rows.map(({ o, requesterName, requesterMobile, deciderName }) => ({
    applyId: o.id,
    amount: formatCents(o.amount),
    status: o.status as WithdrawStatus,
    requester: requesterName?.trim() || requesterMobile || '',
    mine: o.memberId === acc.scope.memberId,
    requestedAt: o.createdAt.toISOString(),
    approvalDueAt: o.status === 'awaitingApproval' ? o.dueAt.toISOString() : null,
    decidedBy: deciderName ?? null,
    decidedAt: o.decidedAt?.toISOString() ?? null,
    refuseReason: o.refuseReason,
  }));
  return { list, total: Number(n) };
}
