import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FileView, UploadedFile } from '#shared/contract/file';
import { PREVIEW_EXTS } from '#shared/contract/file';
import type { Db } from '../../db/client';
import { numberedPage } from '../../db/keyset';
import { counted, countersOf } from '../../db/list-counters';
import { files, FILES_LISTED } from '../../db/schema';
import { fileLink, linkSigner } from './links';

export type FileRow = typeof files.$inferSelect;
/** What a file's view is made of: the columns a list reads. */
type ViewedFile = Pick<FileRow, 'publicId' | 'name' | 'size' | 'ext' | 'createdAt' | 'appType'>;
type Sign = Awaited<ReturnType<typeof linkSigner>>;

export async function uploadedView(db: Db, f: FileRow, now: Date): Promise<UploadedFile> {
  return { fileId: f.publicId, url: await fileLink(db, f.publicId, now), name: f.name, size: f.size };
}

const viewOf = (f: ViewedFile, sign: Sign): FileView => ({
  fileId: f.publicId,
  url: sign(f.publicId),
  name: f.name,
  size: f.size,
  ext: f.ext,
  time: f.createdAt.toISOString(),
  appType: f.appType as FileView['appType'],
  preview: (PREVIEW_EXTS as readonly string[]).includes(f.ext),
  downloadUrl: sign(f.publicId, true),
});

/** Files' views, their links signed with one read of the key. */
export async function fileViews(db: Db, rows: readonly ViewedFile[], now: Date): Promise<FileView[]> {
  const sign = await linkSigner(db, now);
  return rows.map((f) => viewOf(f, sign));
}

export async function fileView(db: Db, f: ViewedFile, now: Date): Promise<FileView> {
  return viewOf(f, await linkSigner(db, now));
}

/**
 * Files a member may see: their own uploads and their (session) company's documents. Excel import
 * and export files are working files holding rows of the roster (under data scope): never listed
 * (FILES_LISTED, which the list's partial indexes and counters share).
 */
const listed = sql.raw(FILES_LISTED);
/** The columns a listed file's view needs (not its storage key, owner or biz id). */
const LISTED_COLUMNS = { publicId: files.publicId, name: files.name, size: files.size, ext: files.ext, createdAt: files.createdAt, appType: files.appType };
const newest = [desc(files.createdAt), desc(files.id)];
const oldest = [asc(files.createdAt), asc(files.id)];

/**
 * The ranges "my files" is made of, each a range of a partial index in list order: the company's
 * documents, and the member's uploads per company they were made for (taken from the member's
 * counters rows, so that none is missed and none is read twice), with each range's count.
 */
export async function fileRanges(db: Db, who: { memberId: number; companyId: number | null }) {
  const [own, company] = await Promise.all([countersOf(db, 'files.member', who.memberId), who.companyId ? counted(db, 'files.company', who.companyId) : Promise.resolve(0)]);
  const ranges: Array<{ where: SQL; n: number }> = [];
  if (who.companyId) ranges.push({ where: and(listed, eq(files.companyId, who.companyId))!, n: company });
  for (const r of own) {
    if (r.n > 0 && r.sub !== who.companyId) ranges.push({ where: and(listed, eq(files.memberId, who.memberId), sql`coalesce(${files.companyId}, 0) = ${r.sub}`)!, n: r.n });
  }
  return ranges;
}

/** A page's ids: the ranges merged in list order (a merge of index scans, no sort). */
export function fileIdsQuery(db: Db, ranges: SQL[], limit: number, offset: number, reverse = false) {
  const parts = ranges.map((where) => db.select({ id: files.id, createdAt: files.createdAt }).from(files).where(where));
  const dir = sql.raw(reverse ? 'asc' : 'desc');
  return sql`select id from (${sql.join(parts, sql` union all `)}) u order by created_at ${dir}, id ${dir} limit ${limit} offset ${offset}`;
}

/**
 * My files at any size: the page's ids from the ranges' indexes,
 * then those rows (a deferred join); the total is the sum of the ranges' counters.
 */
export async function myFiles(db: Db, who: { memberId: number; companyId: number | null }, page: number, rows: number, now: Date) {
  const ranges = await fileRanges(db, who);
  if (!ranges.length) return { list: [], total: 0 };
  const total = ranges.reduce((a, r) => a + r.n, 0);
  const { list } = await numberedPage((page - 1) * rows, rows, Promise.resolve(total), (limit, offset, reverse) =>
    db
      .select(LISTED_COLUMNS)
      .from(files)
      .where(
        sql`${files.id} = any(array(${fileIdsQuery(
          db,
          ranges.map((r) => r.where),
          limit,
          offset,
          reverse,
        )}))`,
      )
      .orderBy(...(reverse ? oldest : newest)),
  );
  return { list: await fileViews(db, list, now), total };
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
