import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { QueueItem } from '#shared/contract/operator';
import { text } from '#shared/rules/texts';
import { formatTime } from '#shared/utils/beijing-time';
import { companies, fundAccounts } from '../../db/schema';
import { notFound, refuse } from '../../gateway/app-error';
import { decideOpening } from './account';
import { noteAudit } from '../../audit/scope';
import { recordDecision } from '../review-queue';
import type { QueueImpl } from '../review-queue';
import { joinedQueuePage } from '../queue-page';

type Row = { acc: typeof fundAccounts.$inferSelect; companyCode: string; companyName: string };
const cols = { acc: fundAccounts, companyCode: companies.code, companyName: companies.name };

const toItem = (r: Row): QueueItem => ({
  id: r.acc.id,
  queue: 'fundOpening',
  companyCode: r.companyCode,
  companyName: r.companyName,
  title: r.acc.accountNo,
  status: r.acc.status,
  bankStatus: null,
  submittedAt: r.acc.appliedAt.toISOString(),
  reviewedAt: r.acc.reviewedAt?.toISOString() ?? null,
});

/**
 * Fund account openings. The automatic review decides about a minute after applying; an operator
 * may decide first. Both go through decideOpening's conditional update, so whoever comes first
 * wins and the other finds nothing to decide (the operator is told so, the job skips it).
 */
export const fundQueue: QueueImpl = {
  async list(deps, q) {
    const like = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null;
    const where: SQL | undefined = and(q.status ? eq(fundAccounts.status, q.status) : undefined, like ? or(ilike(companies.name, like), ilike(companies.code, like), ilike(fundAccounts.accountNo, like)) : undefined);
    const { list, total } = await joinedQueuePage(deps, q, {
      list: 'queue.fundOpening',
      from: fundAccounts,
      id: fundAccounts.id,
      at: fundAccounts.appliedAt,
      owner: { table: companies, on: eq(companies.id, fundAccounts.companyId) },
      where,
      rows: (filter, order) =>
        deps.db
          .select(cols)
          .from(fundAccounts)
          .innerJoin(companies, eq(companies.id, fundAccounts.companyId))
          .where(filter)
          .orderBy(...order),
    });
    return { list: list.map(toItem), total };
  },

  async detail(deps, id, lang) {
    const [r] = await deps.db.select(cols).from(fundAccounts).innerJoin(companies, eq(companies.id, fundAccounts.companyId)).where(eq(fundAccounts.id, id));
    if (!r) throw notFound();
    const reviewing = r.acc.status === 'reviewing';
    return {
      item: toItem(r),
      fields: [
        { key: 'fundAccountNo', value: r.acc.accountNo },
        { key: 'fundContactName', value: r.acc.contactName },
        { key: 'legalIdNumber', value: r.acc.idNumber },
        { key: 'mobile', value: r.acc.mobile },
        { key: 'fundReviewDue', value: reviewing && r.acc.reviewDueAt ? formatTime(r.acc.reviewDueAt.toISOString()) : '' },
      ],
      // Automatic reasons are text keys; an operator's are free text.
      rejectReason: r.acc.status === 'rejected' && r.acc.rejectReason ? text(r.acc.rejectReason, lang) : null,
      files: [],
      canDecide: reviewing,
      blockedBy: null,
      statusSwitch: r.acc.status === 'opened' ? 'abnormal' : r.acc.status === 'abnormal' ? 'restore' : null,
    };
  },

  async decide(deps, operatorId, id, decision, reason) {
    const [acc] = await deps.db.select({ companyId: fundAccounts.companyId }).from(fundAccounts).where(eq(fundAccounts.id, id)).limit(1);
    if (!acc) throw notFound();
    // Named before the decision's transaction, which carries the audit entry.
    noteAudit({ companyId: acc.companyId });
    const decided = await decideOpening(deps, id, decision === 'approve' ? { approve: true } : { approve: false, reason: reason! });
    if (!decided) throw refuse('fund.open.decided');
    await recordDecision(deps.db, { queue: 'fundOpening', itemId: id, operatorId, decision, reason, at: deps.clock.now(), companyId: acc.companyId });
  },

  async openCount(deps) {
    const [{ n }] = await deps.db.select({ n: count() }).from(fundAccounts).where(eq(fundAccounts.status, 'reviewing'));
    return Number(n);
  },
};
