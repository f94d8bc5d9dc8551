import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { QueueItem, ReconSide } from '#shared/contract/operator';
import { formatCents } from '#shared/utils/money';
import { companies, fundAccounts, fundOrders, operators, reconItems } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound, refuse } from '../../gateway/app-error';
import { parseSide } from './reconciliation';
import type { QueueImpl } from '../review-queue';
import { newestFirst, queuePage } from '../queue-page';

type Row = { item: typeof reconItems.$inferSelect; companyCode: string | null; companyName: string | null };
const cols = { item: reconItems, companyCode: companies.code, companyName: companies.name };

const side = (t: string | null): ReconSide | null => {
  const s = parseSide(t);
  return s ? { direction: s.direction, amount: formatCents(s.amount), status: s.status } : null;
};

const toItem = (r: Row): QueueItem => ({
  id: r.item.id,
  queue: 'reconciliation',
  // A bank line for an order we do not know has no company.
  companyCode: r.companyCode ?? '',
  companyName: r.companyName ?? '',
  title: r.item.orderNo,
  status: r.item.status,
  bankStatus: null,
  submittedAt: r.item.createdAt.toISOString(),
  reviewedAt: r.item.resolvedAt?.toISOString() ?? null,
  recon: { day: r.item.day, orderNo: r.item.orderNo, difference: r.item.difference as NonNullable<QueueItem['recon']>['difference'], ledger: side(r.item.ledger), bank: side(r.item.bank) },
});

const from = (deps: Deps) => ({
  rows: () =>
    deps.db
      .select(cols)
      .from(reconItems)
      .leftJoin(fundOrders, eq(fundOrders.orderNo, reconItems.orderNo))
      .leftJoin(fundAccounts, eq(fundAccounts.id, fundOrders.fundAccountId))
      .leftJoin(companies, eq(companies.id, fundAccounts.companyId)),
  ids: () =>
    deps.db
      .select({ id: reconItems.id })
      .from(reconItems)
      .leftJoin(fundOrders, eq(fundOrders.orderNo, reconItems.orderNo))
      .leftJoin(fundAccounts, eq(fundAccounts.id, fundOrders.fundAccountId))
      .leftJoin(companies, eq(companies.id, fundAccounts.companyId)),
  count: () =>
    deps.db
      .select({ n: count() })
      .from(reconItems)
      .leftJoin(fundOrders, eq(fundOrders.orderNo, reconItems.orderNo))
      .leftJoin(fundAccounts, eq(fundAccounts.id, fundOrders.fundAccountId))
      .leftJoin(companies, eq(companies.id, fundAccounts.companyId)),
});

/**
 * Reconciliation differences (fund/reconciliation.ts): listed with day, order number and both
 * sides; an operator resolves one with a note (resolveReconItem), never approves or rejects it.
 * Resolving is a conditional update, so two operators cannot both resolve the same item.
 */
export const reconQueue: QueueImpl = {
  async list(deps, q) {
    const like = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null;
    const where: SQL | undefined = and(
      q.status ? eq(reconItems.status, q.status) : undefined,
      like ? or(ilike(reconItems.orderNo, like), ilike(reconItems.day, like), ilike(companies.name, like), ilike(companies.code, like)) : undefined,
    );
    const f = from(deps);
    const { list, total } = await queuePage(deps, q, {
      list: 'queue.reconciliation',
      count: () =>
        f
          .count()
          .where(where)
          .then(([r]) => Number(r.n)),
      // recon_items_status_idx (status, id) or the primary key; the joins only for a keyword.
      ids: (limit, offset, reverse) =>
        (like ? f.ids() : deps.db.select({ id: reconItems.id }).from(reconItems))
          .where(where)
          .orderBy(...newestFirst(reverse, reconItems.id))
          .limit(limit)
          .offset(offset),
      rows: (anyOfIds, reverse) =>
        f
          .rows()
          .where(sql`${reconItems.id} = ${anyOfIds}`)
          .orderBy(...newestFirst(reverse, reconItems.id)),
    });
    return { list: list.map(toItem), total };
  },

  async detail(deps, id) {
    const [r] = await from(deps).rows().where(eq(reconItems.id, id));
    if (!r) throw notFound();
    const [by] = r.item.resolvedBy ? await deps.db.select({ name: operators.name }).from(operators).where(eq(operators.id, r.item.resolvedBy)) : [];
    return {
      // The difference and both sides travel in item.recon (the console labels them in its language).
      item: toItem(r),
      fields: [
        { key: 'reconDay', value: r.item.day },
        { key: 'reconOrderNo', value: r.item.orderNo },
        { key: 'reconResolvedBy', value: by?.name ?? '' },
        { key: 'reconNote', value: r.item.note ?? '' },
      ],
      rejectReason: null,
      files: [],
      // Resolved through operator/resolve, not approve/reject.
      canDecide: false,
      blockedBy: null,
    };
  },

  async decide() {
    throw refuse('recon.notDecidable');
  },

  async openCount(deps) {
    const [{ n }] = await deps.db.select({ n: count() }).from(reconItems).where(eq(reconItems.status, 'open'));
    return Number(n);
  },
};

export async function resolveReconItem(deps: Deps, operatorId: number, id: number, note: string) {
  const done = await deps.db
    .update(reconItems)
    .set({ status: 'resolved', note, resolvedBy: operatorId, resolvedAt: deps.clock.now() })
    .where(and(eq(reconItems.id, id), eq(reconItems.status, 'open')))
    .returning({ id: reconItems.id });
  if (done.length) return;
  const [exists] = await deps.db.select({ id: reconItems.id }).from(reconItems).where(eq(reconItems.id, id)).limit(1);
  throw exists ? refuse('recon.resolved') : notFound();
}
