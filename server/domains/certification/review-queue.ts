import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { QueueItem, QueueName } from '#shared/contract/operator';
import type { Lang } from '#shared/rules/texts';
import { text } from '#shared/rules/texts';
import { CERT_BANK_QUEUE, certApplications, companies } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { needsCreditCodeOverride, reviewApplication } from './review';
import { applicationView } from './views';
import { optionLabel } from '../enterprise/options';
import type { QueueImpl } from '../review-queue';
import { joinedQueuePage } from '../queue-page';

type Row = { app: typeof certApplications.$inferSelect; companyCode: string; companyName: string };
const cols = { app: certApplications, companyCode: companies.code, companyName: companies.name };

/** Which applications a queue holds. */
const scope = (queue: QueueName): SQL | undefined =>
  // Literals, not parameters: the bank queue's partial indexes match this predicate as written.
  queue === 'bankBinding' ? sql.raw(CERT_BANK_QUEUE) : eq(certApplications.kind, queue === 'realName' ? 'initial' : queue);

/** A binding waits for the operator under the bank's review, or after too many wrong amounts. */
const bankDecidable = (a: Row['app']) => (a.status === 'underReview' || a.status === 'approved') && (a.bankStatus === 'bankReview' || a.bankStatus === 'bindingFailed');

const titleOf = (r: Row) => String((r.app.business as { companyName?: string } | null)?.companyName ?? r.companyName);

const toItem = (queue: QueueName, r: Row): QueueItem => ({
  id: r.app.id,
  queue,
  companyCode: r.companyCode,
  companyName: r.companyName,
  title: titleOf(r),
  status: r.app.status,
  bankStatus: r.app.bankStatus,
  submittedAt: r.app.submittedAt.toISOString(),
  reviewedAt: r.app.reviewedAt?.toISOString() ?? null,
});

const label = (lang: Lang, key: string) => text(key, lang);

/** Real-name applications, changes of business info or bank account, and corporate account bindings. */
export function certQueue(queue: Exclude<QueueName, 'reconciliation'>): QueueImpl {
  return {
    async list(deps, q) {
      const like = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null;
      const where = and(
        scope(queue),
        q.status ? (queue === 'bankBinding' ? eq(certApplications.bankStatus, q.status) : eq(certApplications.status, q.status)) : undefined,
        like ? or(ilike(companies.name, like), ilike(companies.code, like), sql`${certApplications.business}->>'companyName' ilike ${like}`) : undefined,
      );
      const { list, total } = await joinedQueuePage(deps, q, {
        list: `queue.${queue}`,
        from: certApplications,
        id: certApplications.id,
        at: certApplications.submittedAt,
        owner: { table: companies, on: eq(companies.id, certApplications.companyId) },
        where,
        rows: (filter, order) =>
          deps.db
            .select(cols)
            .from(certApplications)
            .innerJoin(companies, eq(companies.id, certApplications.companyId))
            .where(filter)
            .orderBy(...order),
      });
      return { list: list.map((r) => toItem(queue, r)), total };
    },

    async detail(deps, id, lang) {
      const [r] = await deps.db
        .select(cols)
        .from(certApplications)
        .innerJoin(companies, eq(companies.id, certApplications.companyId))
        .where(and(eq(certApplications.id, id), scope(queue)));
      if (!r) throw notFound();
      const v = (await applicationView(deps.db, r.app, deps.clock.now()))!;
      const fields: { key: string; value: string }[] = [];
      if (v.business) {
        const b = v.business;
        fields.push(
          { key: 'companyName', value: b.companyName },
          { key: 'certificateType', value: label(lang, `centre.certificateType.${b.certificateType}`) },
          { key: 'creditCode', value: b.creditCode },
          { key: 'legalName', value: b.legalName },
          { key: 'legalIdNumber', value: b.legalIdNumber },
          { key: 'nature', value: optionLabel('nature', b.nature, lang) },
          { key: 'industry', value: optionLabel('industry', b.industry, lang) },
          { key: 'size', value: optionLabel('size', b.size, lang) },
          { key: 'region', value: `${b.provinceName} ${b.cityName} ${b.areaName}` },
        );
      }
      if (v.bank) {
        const k = v.bank;
        fields.push(
          { key: 'accountName', value: k.accountName },
          { key: 'bank', value: k.bank },
          { key: 'bankRegion', value: `${k.provinceName} ${k.cityName}` },
          { key: 'branch', value: k.branch },
          { key: 'account', value: k.accountGrouped },
          { key: 'contactPhone', value: k.contactPhone },
          { key: 'remark', value: k.remark ?? '' },
        );
        if (v.transferNote) fields.push({ key: 'transferNote', value: v.transferNote });
      }
      const underReview = r.app.status === 'underReview';
      let canDecide = queue === 'bankBinding' ? bankDecidable(r.app) : underReview;
      let blockedBy: string | null = null;
      if (queue === 'realName' && underReview && r.app.bankStatus !== 'bound') {
        // Rejecting stays possible; approving waits for the corporate account.
        blockedBy = text('centre.bank.notBound', lang);
        canDecide = true;
      }
      return {
        item: toItem(queue, r),
        fields,
        rejectReason: v.rejectReason,
        files: v.files.map((f) => ({ fileId: f.fileId, role: f.role, name: f.name, ext: f.ext, size: f.size, url: f.url })),
        canDecide,
        blockedBy,
        overrideNeeded: queue !== 'bankBinding' && underReview && needsCreditCodeOverride(r.app) ? text('centre.review.creditCodeOverride', lang) : null,
      };
    },

    decide: (deps, operatorId, id, decision, reason) => reviewApplication(deps, queue, operatorId, id, decision, reason),

    async openCount(deps) {
      const open =
        queue === 'bankBinding' ? and(inArray(certApplications.bankStatus, ['bindingFailed', 'bankReview']), inArray(certApplications.status, ['underReview', 'approved'])) : eq(certApplications.status, 'underReview');
      const [{ n }] = await deps.db
        .select({ n: count() })
        .from(certApplications)
        .where(and(scope(queue), open));
      return Number(n);
    },
  };
}
