import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CheckResult, DeviceCheckView } from '#shared/contract/equipment';
import type { Db } from '../../db/client';
import { deviceChecks, files, members } from '../../db/schema';
import { invalid } from '../../gateway/app-error';
import { fileLink } from '../file/links';

const PHOTO_EXTS = ['jpg', 'jpeg', 'png', 'gif'];

async function photoLinks(db: Db, ids: string[], now: Date) {
  return Promise.all(ids.map(async (fileId) => ({ fileId, url: await fileLink(db, fileId, now) })));
}

/** The latest check of each device (with who did it and signed links to its photos). */
export async function lastChecks(db: Db, deviceIds: number[], now: Date): Promise<Map<number, DeviceCheckView>> {
  if (!deviceIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([deviceChecks.deviceId], {
      id: deviceChecks.id,
      deviceId: deviceChecks.deviceId,
      result: deviceChecks.result,
      note: deviceChecks.note,
      location: deviceChecks.location,
      photoFileIds: deviceChecks.photoFileIds,
      checkedAt: deviceChecks.checkedAt,
      memberName: members.name,
    })
    .from(deviceChecks)
    .innerJoin(members, eq(members.id, deviceChecks.memberId))
    .where(inArray(deviceChecks.deviceId, deviceIds))
    .orderBy(deviceChecks.deviceId, desc(deviceChecks.checkedAt), desc(deviceChecks.id));
  const out = new Map<number, DeviceCheckView>();
  for (const r of rows) {
    out.set(r.deviceId, {
      id: r.id,
      result: r.result as CheckResult,
      note: r.note,
      location: r.location,
      checkedAt: r.checkedAt.toISOString(),
      memberName: r.memberName ?? '',
      photos: await photoLinks(db, r.photoFileIds, now),
    });
  }
  return out;
}

/**
 * Records a field check of a device the caller may see (the caller checked the scope). Photos
 * must be the caller's own device-check uploads to this company, and pictures.
 */
export async function recordCheck(
  db: Db,
  who: { companyId: number; memberId: number },
  deviceId: number,
  p: { result: CheckResult; note: string; location: string; photoFileIds: string[] },
  now: Date,
): Promise<DeviceCheckView> {
  const ids = [...new Set(p.photoFileIds)];
  if (ids.length) {
    const found = await db
      .select({ publicId: files.publicId, ext: files.ext })
      .from(files)
      .where(and(inArray(files.publicId, ids), eq(files.companyId, who.companyId), eq(files.memberId, who.memberId), eq(files.appType, 'deviceCheck'), isNull(files.deletedAt)));
    if (found.length !== ids.length || found.some((f) => !PHOTO_EXTS.includes(f.ext))) throw invalid('photoFileIds', 'equipment.check.photos');
  }
  const [r] = await db.insert(deviceChecks).values({ companyId: who.companyId, deviceId, memberId: who.memberId, result: p.result, note: p.note, location: p.location, photoFileIds: ids, checkedAt: now }).returning();
  const [m] = await db.select({ name: members.name }).from(members).where(eq(members.id, who.memberId)).limit(1);
  return {
    id: r.id,
    result: r.result as CheckResult,
    note: r.note,
    location: r.location,
    checkedAt: r.checkedAt.toISOString(),
    memberName: m?.name ?? '',
    photos: await photoLinks(db, ids, now),
  };
}
