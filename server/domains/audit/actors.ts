import { and, asc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { AuditActor } from '#shared/contract/audit';
import { maskPhone } from '#shared/utils/phone-mask';
import type { Db } from '../../db/client';
import { companyMembers, members } from '../../db/schema';

const LIMIT = 50;

/**
 * The "who" filter's choices (decision 0053): the company's members by name or the mobile's last digits, at most
 * 50, so a company of thousands is searched on the server rather than listed. Former members still
 * appear in the filter from the entries the log has shown.
 */
export async function companyActors(db: Db, companyId: number, keyword: string | undefined): Promise<AuditActor[]> {
  const where: SQL[] = [eq(companyMembers.companyId, companyId)];
  const k = keyword?.replace(/[%_\\]/g, '\\$&');
  // Digits match the mobile's last four only, the part the filter shows: no probing of whole numbers.
  if (k) where.push(/^\d{1,4}$/.test(k) ? or(ilike(members.name, `%${k}%`), like(members.mobile, `%${k}`))! : ilike(members.name, `%${k}%`));
  const rows = await db
    .select({ memberId: members.id, name: members.name, mobile: members.mobile })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(and(...where))
    .orderBy(asc(members.name), asc(members.id))
    .limit(LIMIT);
  return rows.map((r) => ({ memberId: r.memberId, name: r.name ?? '', mobile: maskPhone(r.mobile) }));
}
