import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, type Database } from './client';

/** The newest migration this build carries (drizzle records its `when` as created_at when applied). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

export type Readiness = { ready: true } | { ready: false; reason: 'database unreachable' | 'migrations pending' };

/**
 * Ready = the database answers within timeoutMs and has every migration of this build applied
 * (one query proves both). A process of an older build sharing a newer database stays ready.
 */
export async function checkReadiness(database: Database, timeoutMs = 2_000): Promise<Readiness> {
  const expected = newestMigration();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  try {
    const rows = await Promise.race([database.raw<{ latest: string | null }>('readyz', 'select max(created_at)::text as latest from drizzle.__drizzle_migrations', []), timeout]);
    if (rows === 'timeout') return { ready: false, reason: 'database unreachable' };
    return Number(rows[0]?.latest ?? 0) >= expected ? { ready: true } : { ready: false, reason: 'migrations pending' };
  } catch {
    return { ready: false, reason: 'database unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
