import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isStorageKey, type Storage } from './storage';

export interface CopyCounts {
  /** Written to the target (missing there, or there with another size). */
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
  /** Names that are no storage key (editor backups, .DS_Store …): left alone. */
  ignored: number;
}

const PARALLEL = 8;

/**
 * Copies every file of a disk store (DATA_DIR/files) to another store, by the same key.
 * Idempotent: a file already there with the same size is skipped, so an interrupted run is
 * simply started again. Files are at most 4 MiB (the upload limit), so each is read whole.
 */
export async function copyDiskFiles(fromDir: string, to: Storage, contentType: (data: Buffer) => string): Promise<CopyCounts> {
  const entries = await readdir(fromDir, { withFileTypes: true });
  const keys = entries.filter((e) => e.isFile() && isStorageKey(e.name)).map((e) => e.name);
  const counts: CopyCounts = { copied: 0, skipped: 0, ignored: entries.length - keys.length };
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++];
      const data = await readFile(join(fromDir, key));
      if ((await to.size(key)) === data.length) {
        counts.skipped++;
        continue;
      }
      await to.put(key, data, contentType(data));
      counts.copied++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, keys.length) }, worker));
  return counts;
}
