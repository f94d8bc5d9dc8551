import { eq } from 'drizzle-orm';
import { companies, members, orgMemberRoles, orgRoleButtons, orgRoles } from '#server/db/schema';
import type { GatewayBody, TestServer } from '../../helpers/server';

/** Shared set-up of the equipment and coding-rule tests: the demo company and members with chosen buttons. */
export const ok = (r: GatewayBody) => {
  if (r.error) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  return r.response;
};

export async function companyId(s: TestServer, code = 'C10000001') {
  return (await s.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, code)))[0].id;
}

/** Gives a member of C10000001 a fresh role granting exactly these buttons. */
export async function grant(s: TestServer, mobile: string, buttons: string[]) {
  const db = s.database.db;
  const cid = await companyId(s);
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  const [role] = await db
    .insert(orgRoles)
    .values({ companyId: cid, name: `r-${mobile}-${buttons.join(',')}-${Math.random()}`.slice(0, 60) })
    .returning({ id: orgRoles.id });
  await db.insert(orgRoleButtons).values(buttons.map((buttonId) => ({ roleId: role.id, buttonId })));
  await db.insert(orgMemberRoles).values({ companyId: cid, memberId: m.id, roleId: role.id });
}
