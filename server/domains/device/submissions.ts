import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DeviceSubmission } from '#shared/contract/device';
import { ErrorCode } from '#shared/contract/errors';
import { deviceSubmissions, files } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { fileLink } from '../file/links';
import { findModel } from './store';

/**
 * Field staff submissions (/mobile/submit). Photos are uploads of the same member through
 * the file domain (support/file/requestUploadToken + POST /api/upload/watermark, appType 'sitePhoto');
 * anything else named as a photo is refused (1002, field photos). A named model must exist.
 */
export async function submitReport(deps: Deps, memberId: number, p: { kind: 'problem' | 'request'; model?: string; serialNo?: string; description: string; photos: string[] }): Promise<{ id: number }> {
  const photos = [...new Set(p.photos)];
  if (photos.length) {
    const own = await deps.db
      .select({ publicId: files.publicId })
      .from(files)
      .where(and(inArray(files.publicId, photos), eq(files.memberId, memberId), eq(files.appType, 'sitePhoto'), isNull(files.deletedAt)));
    if (own.length !== photos.length) throw new AppError(ErrorCode.invalidParams, 'device.submit.photoInvalid', {}, 'photos');
  }
  let model: string | null = null;
  if (p.model) {
    const row = await findModel(deps.db, p.model);
    if (!row) throw new AppError(ErrorCode.notFound, 'device.model.notFound', { model: p.model }, 'model');
    model = row.model;
  }
  const [row] = await deps.db
    .insert(deviceSubmissions)
    .values({ memberId, kind: p.kind, model, serialNo: p.serialNo || null, description: p.description, photos, createdAt: deps.clock.now() })
    .returning({ id: deviceSubmissions.id });
  return { id: row.id };
}

export async function mySubmissions(deps: Deps, memberId: number, page: number, rows: number): Promise<{ list: DeviceSubmission[]; total: number }> {
  const where = eq(deviceSubmissions.memberId, memberId);
  const [list, [{ n }]] = await Promise.all([
    deps.db
      .select()
      .from(deviceSubmissions)
      .where(where)
      .orderBy(desc(deviceSubmissions.createdAt), desc(deviceSubmissions.id))
      .limit(rows)
      .offset((page - 1) * rows),
    deps.db.select({ n: count() }).from(deviceSubmissions).where(where),
  ]);
  const ids = [...new Set(list.flatMap((s) => s.photos))];
  const names = new Map(
    ids.length
      ? (
          await deps.db
            .select({ publicId: files.publicId, name: files.name })
            .from(files)
            .where(and(inArray(files.publicId, ids), isNull(files.deletedAt)))
        ).map((f) => [f.publicId, f.name])
      : [],
  );
  const now = deps.clock.now();
  return {
    total: Number(n),
    list: await Promise.all(
      list.map(async (s) => ({
        id: s.id,
        kind: s.kind as DeviceSubmission['kind'],
        model: s.model,
        serialNo: s.serialNo,
        description: s.description,
        time: s.createdAt.toISOString(),
        photos: await Promise.all(s.photos.filter((id) => names.has(id)).map(async (id) => ({ fileId: id, name: names.get(id)!, url: await fileLink(deps.db, id, now) }))),
      })),
    ),
  };
}
