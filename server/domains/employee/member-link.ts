import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers, members } from '../../db/schema';

/**
 * Member accounts of the company by mobile: an employee whose mobile belongs to one is linked to it
 * (decision record 0014). The link only shows that the person can sign in; it grants nothing.
 */
export async function memberIdsByMobile(db: Db, companyId: number, mobiles: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(mobiles)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: members.id, mobile: members.mobile })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(members.mobile, unique)));
  return new Map(rows.map((r) => [r.mobile, r.id]));
}
