import { and, count, desc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { FileView, UploadedFile } from '../../../src-shared/contract/file';
import { EXCEL_APP_TYPES, PREVIEW_EXTS } from '../../../src-shared/contract/file';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { fileLink } from './links';

export type FileRow = typeof files.$inferSelect;

export async function uploadedView(db: Db, f: FileRow, now: Date): Promise<UploadedFile> {
  return { fileId: f.publicId, url: await fileLink(db, f.publicId, now), name: f.name, size: f.size };
}

export async function fileView(db: Db, f: FileRow, now: Date): Promise<FileView> {
  return {
    ...(await uploadedView(db, f, now)),
    ext: f.ext,
    time: f.createdAt.toISOString(),
    appType: f.appType as FileView['appType'],
    preview: (PREVIEW_EXTS as readonly string[]).includes(f.ext),
    downloadUrl: await fileLink(db, f.publicId, now, true),
  };
}

/**
 * Files a member may see: their own uploads and their (session) company's documents. Excel import
 * and export files are working files holding rows of the roster (under data scope): never listed.
 */
const visible = (memberId: number, companyId: number | null) =>
  and(
    isNull(files.deletedAt),
    notInArray(files.appType, [...EXCEL_APP_TYPES]),
    companyId ? or(eq(files.memberId, memberId), eq(files.companyId, companyId)) : eq(files.memberId, memberId),
  );

export async function myFiles(db: Db, who: { memberId: number; companyId: number | null }, page: number, rows: number, now: Date) {
  const where = visible(who.memberId, who.companyId);
  const [list, [{ n }]] = await Promise.all([
    db.select().from(files).where(where).orderBy(desc(files.createdAt), desc(files.id)).limit(rows).offset((page - 1) * rows),
    db.select({ n: count() }).from(files).where(where),
  ]);
  return { list: await Promise.all(list.map((f) => fileView(db, f, now))), total: Number(n) };
}

/** Files by public id that the member may attach (own uploads of the company, or the company's documents). */
export async function attachable(db: Db, who: { memberId: number; companyId: number }, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.publicId, ids), isNull(files.deletedAt), or(eq(files.companyId, who.companyId), eq(files.memberId, who.memberId))));
}

export async function filesByPublicIds(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.select().from(files).where(inArray(files.publicId, ids));
}
