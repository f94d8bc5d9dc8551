import { eq } from 'drizzle-orm';
import { text, type Lang } from '#shared/rules/texts';
import { companies } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * The company a site photo's watermark names: the uploader's company; a member without one (the
 * platform's field admins visit factories as personal members) works for the platform.
 */
export async function watermarkCompany(deps: Deps, companyId: number | null, lang: Lang): Promise<string> {
  if (companyId) {
    const [c] = await deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
    if (c?.name) return c.name;
  }
  return text('centre.upload.platformName', lang);
}
