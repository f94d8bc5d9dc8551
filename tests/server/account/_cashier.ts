import { eq } from 'drizzle-orm';
import { companies, companyMembers, members, orgMemberRoles, orgRoleButtons, orgRoles } from '#server/db/schema';
import type { TestServer } from '../../helpers/server';

/** 13800000009 joins C10000001 as a member with a money button (a role granting capital.withdraw): the second-factor policy covers them. */
export async function joinAsCashier(s: TestServer): Promise<number> {
  const db = s.database.db;
  const [c1] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001'));
  const [{ id: clerkId }] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, '13800000009'));
  await db.insert(companyMembers).values({ companyId: c1.id, memberId: clerkId, isAdmin: false });
  const [role] = await db.insert(orgRoles).values({ companyId: c1.id, name: 'cashier' }).returning({ id: orgRoles.id });
  await db.insert(orgRoleButtons).values([
    { roleId: role.id, buttonId: 'capital.withdraw' },
    { roleId: role.id, buttonId: 'member.add' },
  ]);
  await db.insert(orgMemberRoles).values({ companyId: c1.id, memberId: clerkId, roleId: role.id });
  return clerkId;
}
