import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PushStatus } from '#shared/contract/factory';
import type { QueueItem } from '#shared/contract/operator';
import { text, type Lang } from '#shared/rules/texts';
import { factories, factoryPushes } from '../../db/schema';
import type { QueueImpl } from '../review-queue';
import { joinedQueuePage } from '../queue-page';
import { label } from './labels';
import { decidePush } from './pushes';
import { fileRefs, findPush, findFactory, likeOf, selectPushes } from './store';

/**
 * The operator console's queue of factory pushes: approve, or reject with a reason; the
 * field admin who pushed is notified either way (pushes.ts decidePush).
 */

type Joined = Awaited<ReturnType<typeof findPush>>;

const toItem = (r: Joined): QueueItem => ({
  id: r.p.id,
  queue: 'factoryPush',
  companyCode: r.facSn,
  companyName: r.companyName,
  title: r.factoryName,
  status: r.p.status,
  bankStatus: null,
  submittedAt: r.p.submittedAt.toISOString(),
  reviewedAt: r.p.decidedAt?.toISOString() ?? null,
});

const labels = (lang: Lang, group: string, values: string[]) => values.map((v) => label(lang, `${group}.${v}`)).join(lang === 'en' ? ', ' : '、');

export const factoryPushQueue: QueueImpl = {
  async list(deps, q) {
    const like = likeOf(q.keyword);
    const where: SQL | undefined = and(
      q.status ? eq(factoryPushes.status, q.status as PushStatus) : undefined,
      like ? or(ilike(factories.name, like), ilike(factories.facSn, like), ilike(factories.companyName, like)) : undefined,
    );
    const { list, total } = await joinedQueuePage(deps, q, {
      list: 'queue.factoryPush',
      from: factoryPushes,
      id: factoryPushes.id,
      at: factoryPushes.submittedAt,
      owner: { table: factories, on: eq(factories.id, factoryPushes.factoryId) },
      where,
      rows: (filter, order) => selectPushes(deps.db, filter).orderBy(...order),
    });
    return { list: list.map(toItem), total };
  },

  async detail(deps, id, lang) {
    const r = await findPush(deps.db, id);
    const f = await findFactory(deps.db, r.facSn);
    const t = (k: string) => text(k, lang);
    const changes = Object.entries(r.p.changes ?? {}).map(([k, v]) => `${label(lang, `field.${k}`)}: ${v}`);
    const fields = [
      { key: 'pushKind', value: t(`factory.kind.${r.p.kind}`) },
      { key: 'facSn', value: f.facSn },
      { key: 'factoryName', value: f.name },
      { key: 'address', value: f.address ?? '' },
      { key: 'contacts', value: f.contactName ?? '' },
      { key: 'mobile', value: f.contactMobile ?? '' },
      { key: 'deviceCount', value: f.deviceCount === null ? '' : String(f.deviceCount) },
      { key: 'area', value: f.area === null ? '' : `${f.area} m²` },
      { key: 'materials', value: labels(lang, 'material', f.materials) },
      { key: 'productFields', value: labels(lang, 'productField', f.productFields) },
      ...(changes.length ? [{ key: 'changes', value: changes.join('\n') }] : []),
      { key: 'submitter', value: r.submitter },
      { key: 'remark', value: r.p.remark ?? '' },
    ];
    const photos = await fileRefs(deps.db, f.photos, deps.clock.now());
    return {
      item: toItem(r),
      fields,
      rejectReason: r.p.rejectReason,
      files: photos.map((p) => ({ fileId: p.fileId, role: 'sitePhoto', name: p.name, ext: p.name.split('.').pop()?.toLowerCase() ?? '', size: 0, url: p.url })),
      canDecide: r.p.status === 'pending',
      blockedBy: null,
    };
  },

  decide: (deps, operatorId, id, decision, reason) => decidePush(deps, operatorId, id, decision, reason),

  async openCount(deps) {
    const [{ n }] = await deps.db.select({ n: count() }).from(factoryPushes).where(eq(factoryPushes.status, 'pending'));
    return Number(n);
  },
};
