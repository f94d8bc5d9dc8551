import { eq } from 'drizzle-orm';
import { companies, fundAccounts, members, orgMemberRoles, orgRoleButtons, orgRoles } from '#server/db/schema';
import { memberAccounts, platformAccounts, post, purposeOf } from '#server/domains/fund/ledger';
import type { TestServer } from '../../helpers/server';

/** The demo company C10000001: an opened fund account (10,000.00), a bound withdrawal card, payment password 12345678. */
export const ADMIN = '13800000001';
export const APPROVER = '13800000012';
export const PLAIN = '13800000011';
export const PAY = '12345678';

/** A role of the demo company granting `buttons` to the member. */
export async function grant(s: TestServer, mobile: string, buttons: string[]) {
  const db = s.database.db;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001'));
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  const [role] = await db
    .insert(orgRoles)
    .values({ companyId: company.id, name: `fund-${buttons.join('-')}-${Date.now()}` })
    .returning({ id: orgRoles.id });
  await db.insert(orgRoleButtons).values(buttons.map((buttonId) => ({ roleId: role.id, buttonId })));
  await db.insert(orgMemberRoles).values({ companyId: company.id, memberId: member.id, roleId: role.id });
}

export async function demoAccountId(s: TestServer) {
  const [acc] = await s.database.db.select({ id: fundAccounts.id }).from(fundAccounts).where(eq(fundAccounts.accountNo, 'FAC10000001'));
  return acc.id;
}

/** Moves the available balance by `cents` (either sign) against the bank clearing account, through the ledger. */
export async function adjustAvailable(s: TestServer, fundAccountId: number, cents: number) {
  await s.database.db.transaction(async (tx) => {
    const mine = await memberAccounts(tx, fundAccountId);
    const platform = await platformAccounts(tx, s.database);
    await post(tx, {
      fundAccountId,
      kind: cents > 0 ? 'recharge' : 'withdrawal',
      purpose: purposeOf('fund.purpose.recharge', { tail: '0000' }),
      reference: 'test:adjust',
      at: s.app.deps.clock.now(),
      legs: [
        { accountId: platform.bankClearing, amount: -cents },
        { accountId: mine.available, amount: cents },
      ],
    });
  });
}
