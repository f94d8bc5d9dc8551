import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { QueueItem } from '#shared/contract/operator';
import { companies, enterpriseInfos } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { toState } from './info';
import { optionLabel } from './options';
import { reviewEnterpriseInfo } from './review';
import type { QueueImpl } from '../review-queue';
import { joinedQueuePage } from '../queue-page';

const cols = { info: enterpriseInfos, companyCode: companies.code, companyName: companies.name };
const toItem = (r: { info: typeof enterpriseInfos.$inferSelect; companyCode: string; companyName: string }): QueueItem => ({
  id: r.info.id,
  queue: 'enterpriseInfo',
  companyCode: r.companyCode,
  companyName: r.companyName,
  title: r.info.name,
  status: r.info.status,
  bankStatus: null,
  submittedAt: r.info.submittedAt.toISOString(),
  reviewedAt: r.info.reviewedAt?.toISOString() ?? null,
});

/** Enterprise info submissions. */
export const enterpriseQueue: QueueImpl = {
  async list(deps, q) {
    const like = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null;
    const where = and(q.status ? eq(enterpriseInfos.status, q.status) : undefined, like ? or(ilike(enterpriseInfos.name, like), ilike(companies.code, like)) : undefined);
    const { list, total } = await joinedQueuePage(deps, q, {
      list: 'queue.enterpriseInfo',
      from: enterpriseInfos,
      id: enterpriseInfos.id,
      at: enterpriseInfos.submittedAt,
      owner: { table: companies, on: eq(companies.id, enterpriseInfos.companyId) },
      where,
      rows: (filter, order) =>
        deps.db
          .select(cols)
          .from(enterpriseInfos)
          .innerJoin(companies, eq(companies.id, enterpriseInfos.companyId))
          .where(filter)
          .orderBy(...order),
    });
    return { list: list.map(toItem), total };
  },

  async detail(deps, id, lang) {
    const [r] = await deps.db.select(cols).from(enterpriseInfos).innerJoin(companies, eq(companies.id, enterpriseInfos.companyId)).where(eq(enterpriseInfos.id, id));
    if (!r) throw notFound();
    const { info } = await toState(deps, r.info);
    const i = info!;
    return {
      item: toItem(r),
      fields: [
        { key: 'name', value: i.name },
        { key: 'introduction', value: i.introduction },
        { key: 'establishmentTime', value: i.establishmentTime },
        { key: 'nature', value: optionLabel('nature', i.nature, lang) },
        { key: 'industry', value: optionLabel('industry', i.industry, lang) },
        { key: 'size', value: optionLabel('size', i.size, lang) },
        { key: 'contacts', value: i.contacts },
        { key: 'mobile', value: i.mobile },
        { key: 'telphone', value: i.telphone },
        { key: 'email', value: i.email },
        { key: 'address', value: `${i.provinceName} ${i.cityName} ${i.areaName} ${i.address}` },
      ],
      rejectReason: r.info.status === 'rejected' ? r.info.rejectReason : null,
      files: [],
      canDecide: r.info.status === 'underReview',
      blockedBy: null,
    };
  },

  decide: (deps, operatorId, id, decision, reason) => reviewEnterpriseInfo(deps, operatorId, id, decision, reason),

  async openCount(deps) {
    const [{ n }] = await deps.db.select({ n: count() }).from(enterpriseInfos).where(eq(enterpriseInfos.status, 'underReview'));
    return Number(n);
  },
};
