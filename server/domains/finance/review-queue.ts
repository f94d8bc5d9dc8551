import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { QueueItem } from '#shared/contract/operator';
import { financeFields, leaseFields, purchaseFields, type FinanceKind } from '#shared/rules/finance-fields';
import { text } from '#shared/rules/texts';
import { companies, financeApplications } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { fieldValue } from './menus';
import { decideApplication } from './review';
import type { QueueImpl } from '../review-queue';
import { joinedQueuePage } from '../queue-page';

type Row = { app: typeof financeApplications.$inferSelect; companyCode: string | null };
const cols = { app: financeApplications, companyCode: companies.code };

/** Visitors have no company account: the console shows a dash for the code. */
const toItem = (r: Row): QueueItem => ({
  id: r.app.id,
  queue: 'financeApply',
  companyCode: r.companyCode ?? '—',
  companyName: r.app.companyName,
  title: `${r.app.applyNo} · ${r.app.contactName}`,
  status: r.app.status,
  bankStatus: null,
  submittedAt: r.app.submittedAt.toISOString(),
  reviewedAt: r.app.reviewedAt?.toISOString() ?? null,
});

const FORM_FIELDS: Record<FinanceKind, object> = { finance: financeFields, productivity: financeFields, lease: leaseFields, purchase: purchaseFields };
const capitalize = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

const escapeLike = (v: string) => `%${v.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

/** Finance, lease, purchase and productivity applications of visitors and companies. */
export const financeQueue: QueueImpl = {
  async list(deps, q) {
    const like = q.keyword ? escapeLike(q.keyword) : null;
    const where: SQL | undefined = and(
      q.status ? eq(financeApplications.status, q.status) : undefined,
      like ? or(ilike(financeApplications.companyName, like), ilike(financeApplications.applyNo, like), ilike(companies.code, like), ilike(financeApplications.mobile, like)) : undefined,
    );
    const { list, total } = await joinedQueuePage(deps, q, {
      list: 'queue.financeApply',
      from: financeApplications,
      id: financeApplications.id,
      at: financeApplications.submittedAt,
      owner: { table: companies, on: eq(companies.id, financeApplications.companyId), left: true },
      where,
      rows: (filter, order) =>
        deps.db
          .select(cols)
          .from(financeApplications)
          .leftJoin(companies, eq(companies.id, financeApplications.companyId))
          .where(filter)
          .orderBy(...order),
    });
    return { list: list.map(toItem), total };
  },

  async detail(deps, id, lang) {
    const [r] = await deps.db.select(cols).from(financeApplications).leftJoin(companies, eq(companies.id, financeApplications.companyId)).where(eq(financeApplications.id, id));
    if (!r) throw notFound();
    const form = r.app.form as Record<string, unknown>;
    const fields = [
      { key: 'finKind', value: capitalize(text(`finance.kind.${r.app.kind}`, lang)) },
      { key: 'finApplicant', value: r.app.companyId ? text('finance.applicant.member', lang) : text('finance.applicant.visitor', lang) },
      { key: 'companyName', value: r.app.companyName },
      // In form order (jsonb keeps its keys sorted by length, not as submitted).
      ...Object.keys(FORM_FIELDS[r.app.kind as FinanceKind])
        .filter((key) => key in form)
        .map((key) => ({ key: `fin.${key}`, value: fieldValue(key, form[key], lang) })),
      { key: 'finResubmits', value: String(r.app.resubmits) },
    ];
    return { item: toItem(r), fields, rejectReason: r.app.status === 'notPassed' ? r.app.rejectReason : null, files: [], canDecide: r.app.status === 'submitted', blockedBy: null };
  },

  decide: (deps, operatorId, id, decision, reason) => decideApplication(deps, operatorId, id, decision, reason),

  async openCount(deps) {
    const [{ n }] = await deps.db.select({ n: count() }).from(financeApplications).where(eq(financeApplications.status, 'submitted'));
    return Number(n);
  },
};
