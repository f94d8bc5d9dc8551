import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyCerts, companyMembers, members } from '../../db/schema';

/**
 * Whose personal card may receive the company's withdrawals (the spec binds personal cards only):
 * the legal representative named by the company's real-name certification, or, for a company
 * certified without a certification record (seeded data), its administrator. Money never leaves
 * to a card in the name of whoever happened to add it.
 */
export async function withdrawalHolder(db: Db, companyId: number): Promise<string | null> {
  const [cert] = await db.select({ business: companyCerts.business }).from(companyCerts).where(eq(companyCerts.companyId, companyId)).limit(1);
  const legal = (cert?.business as { legalName?: string } | undefined)?.legalName?.trim();
  if (legal) return legal;
  const [admin] = await db
    .select({ name: members.name })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.isAdmin, true)))
    .limit(1);
  return admin?.name?.trim() || null;
}

/** Names compare without spaces (people type "王 强" as often as "王强") and case-insensitively (Latin names). */
export const sameHolder = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();
