import { eq } from 'drizzle-orm';
import { companyCerts } from '../../db/schema';
import type { Deps } from '../../deps';
import { roleFiles } from './views';

/** The documents behind the certified data (facDetailApprovedV2). */
export async function certifiedFiles(deps: Deps, companyId: number) {
  const [cert] = await deps.db.select().from(companyCerts).where(eq(companyCerts.companyId, companyId));
  return cert ? roleFiles(deps.db, cert.fileIds as Record<string, string>, deps.clock.now()) : [];
}
