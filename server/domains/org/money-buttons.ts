import { and, eq, like } from 'drizzle-orm';
import { isMemberDefault } from '#shared/contract/authority';
import type { Db } from '../../db/client';
import { orgMemberRoles, orgRoleButtons } from '../../db/schema';
import { endCompanySessions } from '../account/devices';

/**
 * Revoking a money button (capital.*, beyond what every member holds) ends the member's sessions
 * for the company in the same transaction (decision 0050): a session that could move money a
 * minute ago starts again from a sign-in, so nothing it loaded keeps offering the button.
 */
async function moneyButtons(db: Db, companyId: number): Promise<Map<number, Set<string>>> {
  const rows = await db
    .select({ memberId: orgMemberRoles.memberId, buttonId: orgRoleButtons.buttonId })
    .from(orgMemberRoles)
    .innerJoin(orgRoleButtons, eq(orgRoleButtons.roleId, orgMemberRoles.roleId))
    .where(and(eq(orgMemberRoles.companyId, companyId), like(orgRoleButtons.buttonId, 'capital.%')));
  const held = new Map<number, Set<string>>();
  for (const r of rows) if (!isMemberDefault(r.buttonId)) (held.get(r.memberId) ?? held.set(r.memberId, new Set()).get(r.memberId)!).add(r.buttonId);
  return held;
}

/** Runs a role change inside `tx`; members who held a money button before and not after lose their company sessions. */
export async function watchMoneyButtons<T>(tx: Db, now: Date, companyId: number, change: () => Promise<T>): Promise<T> {
  const before = await moneyButtons(tx, companyId);
  const result = await change();
  if (before.size === 0) return result;
  const after = await moneyButtons(tx, companyId);
  for (const [memberId, buttons] of before) {
    const still = after.get(memberId);
    if ([...buttons].some((b) => !still?.has(b))) await endCompanySessions(tx, now, companyId, memberId);
  }
  return result;
}
