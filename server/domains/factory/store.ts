import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CheckRecord, CompleteInfo, FactoryStatus, FactorySummary, FileRef, PushView } from '#shared/contract/factory';
import { missingFields, type CompleteField } from '#shared/rules/factory';
import type { Db } from '../../db/client';
import { factories, factoryPushes, files, members, pushCheckRecords } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { fileLink } from '../file/links';

/** Reads and views of factories, pushes and check records. */

export type FactoryRow = typeof factories.$inferSelect;
export type PushRow = typeof factoryPushes.$inferSelect;

export const likeOf = (keyword: string | undefined) => (keyword ? `%${keyword.replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null);

export async function findFactory(db: Db, facSn: string, lock = false): Promise<FactoryRow> {
  const q = db.select().from(factories).where(eq(factories.facSn, facSn));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('factory.notFound');
  return row;
}

export const missingOf = (f: FactoryRow): CompleteField[] => missingFields(f);

export const summaryOf = (f: FactoryRow): FactorySummary => ({
  facSn: f.facSn,
  name: f.name,
  companyName: f.companyName,
  address: f.address,
  deviceCount: f.deviceCount,
  status: f.status,
  gold: f.gold,
  missing: missingOf(f),
  updatedAt: f.updatedAt.toISOString(),
});

export async function fileRefs(db: Db, ids: string[], now: Date): Promise<FileRef[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ publicId: files.publicId, name: files.name })
    .from(files)
    .where(and(inArray(files.publicId, ids), isNull(files.deletedAt)));
  const names = new Map(rows.map((r) => [r.publicId, r.name]));
  return Promise.all(ids.filter((id) => names.has(id)).map(async (id) => ({ fileId: id, name: names.get(id)!, url: await fileLink(db, id, now) })));
}

export async function completeInfoOf(db: Db, f: FactoryRow, now: Date): Promise<CompleteInfo> {
  return {
    ...summaryOf(f),
    contactName: f.contactName,
    contactMobile: f.contactMobile,
    area: f.area,
    materials: f.materials,
    productFields: f.productFields,
    photos: await fileRefs(db, f.photos, now),
    editable: f.status === 'unapproved',
  };
}

/** Factories matching a keyword (facSn, name, company, address) and statuses, newest change first. */
export async function searchFactories(db: Db, q: { keyword?: string; statuses?: FactoryStatus[] }, limit: number) {
  const like = likeOf(q.keyword);
  const where = and(
    q.statuses?.length ? inArray(factories.status, q.statuses) : undefined,
    like ? or(ilike(factories.facSn, like), ilike(factories.name, like), ilike(factories.companyName, like), ilike(factories.address, like)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(factories).where(where).orderBy(desc(factories.updatedAt), desc(factories.id)).limit(limit),
    db
      .select({ n: sql<number>`count(*)` })
      .from(factories)
      .where(where),
  ]);
  return { rows, total: Number(n) };
}

const pushCols = { p: factoryPushes, facSn: factories.facSn, factoryName: factories.name, companyName: factories.companyName, submitter: members.name };
type PushJoined = { p: PushRow; facSn: string; factoryName: string; companyName: string; submitter: string };

export const pushViewOf = (r: PushJoined): PushView => ({
  id: r.p.id,
  facSn: r.facSn,
  factoryName: r.factoryName,
  companyName: r.companyName,
  kind: r.p.kind,
  status: r.p.status,
  remark: r.p.remark,
  rejectReason: r.p.rejectReason,
  changes: r.p.changes ?? null,
  submitter: r.submitter,
  submittedAt: r.p.submittedAt.toISOString(),
  decidedAt: r.p.decidedAt?.toISOString() ?? null,
});

export function selectPushes(db: Db, where: SQL | undefined) {
  return db.select(pushCols).from(factoryPushes).innerJoin(factories, eq(factories.id, factoryPushes.factoryId)).innerJoin(members, eq(members.id, factoryPushes.submitterId)).where(where);
}

/** A push by id; with `submitterId`, only that member's (others' pushes are "not found"). */
export async function findPush(db: Db, id: number, submitterId?: number): Promise<PushJoined> {
  const [r] = await selectPushes(db, and(eq(factoryPushes.id, id), submitterId ? eq(factoryPushes.submitterId, submitterId) : undefined));
  if (!r) throw notFound('factory.push.notFound');
  return r;
}

export async function recordsOf(db: Db, pushId: number, viewerId: number | null, platform: string): Promise<CheckRecord[]> {
  const rows = await db
    .select({ r: pushCheckRecords, pushStatus: factoryPushes.status, name: members.name })
    .from(pushCheckRecords)
    .innerJoin(factoryPushes, eq(factoryPushes.id, pushCheckRecords.pushId))
    .leftJoin(members, eq(members.id, pushCheckRecords.memberId))
    .where(eq(pushCheckRecords.pushId, pushId))
    .orderBy(pushCheckRecords.id);
  return rows.map(({ r, pushStatus, name }) => recordViewOf(r, name ?? platform, viewerId, pushStatus));
}

export const recordViewOf = (r: typeof pushCheckRecords.$inferSelect, actor: string, viewerId: number | null, pushStatus: string): CheckRecord => ({
  id: r.id,
  action: r.action as CheckRecord['action'],
  actor,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt?.toISOString() ?? null,
  editable: r.action === 'note' && viewerId !== null && r.memberId === viewerId && pushStatus === 'pending',
});
