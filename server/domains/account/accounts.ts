import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, members, orgDisabledMembers } from '../../db/schema';

/** Member and company look-ups shared by registration, login and the session commands. */

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByMobile(db: Db, nationCode: string, mobile: string): Promise<MemberRow | null> {
  const [m] = await db
    .select()
    .from(members)
    .where(and(eq(members.nationCode, nationCode), eq(members.mobile, mobile)))
    .limit(1);
  return m ?? null;
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | null> {
  const [m] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return m ?? null;
}

export async function isMobileRegistered(db: Db, nationCode: string, mobile: string) {
  return (await findMemberByMobile(db, nationCode, mobile)) !== null;
}

/** The member's companies, oldest membership first. */
export async function companiesOf(db: Db, memberId: number) {
  return db
    .select({ id: companies.id, code: companies.code, name: companies.name, certified: companies.certified, isAdmin: companyMembers.isAdmin })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.memberId, memberId))
    .orderBy(asc(companyMembers.createdAt), asc(companies.id));
}

/**
 * The member's active membership in one company (by code or id), or null: a membership the company
 * admin disabled (org_disabled_members) counts as none. `granted` lists the buttonIds the member's
 * company roles grant (org domain), joined here so every login info carries them.
 */
export async function membership(db: Db, memberId: number, company: { code: string } | { id: number }) {
  const [row] = await db
    .select({
      id: companies.id,
      code: companies.code,
      name: companies.name,
      certified: companies.certified,
      isAdmin: companyMembers.isAdmin,
      grantedCsv: sql<
        string | null
      >`(select string_agg(distinct rb.button_id, ',') from org_member_roles mr join org_role_buttons rb on rb.role_id = mr.role_id where mr.company_id = ${companies.id} and mr.member_id = ${companyMembers.memberId})`,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.memberId, memberId),
        'code' in company ? eq(companies.code, company.code) : eq(companies.id, company.id),
        sql`not exists (select 1 from ${orgDisabledMembers} d where d.company_id = ${companyMembers.companyId} and d.member_id = ${companyMembers.memberId})`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const { grantedCsv, ...rest } = row;
  return { ...rest, granted: grantedCsv ? grantedCsv.split(',') : [] };
}

/** Whether the company disabled this member (login to it is refused with its own text). */
export async function isMembershipDisabled(db: Db, memberId: number, companyCode: string) {
  const [row] = await db
    .select({ at: orgDisabledMembers.disabledAt })
    .from(orgDisabledMembers)
    .innerJoin(companies, eq(companies.id, orgDisabledMembers.companyId))
    .where(and(eq(orgDisabledMembers.memberId, memberId), eq(companies.code, companyCode)))
    .limit(1);
  return row !== undefined;
}

export type Membership = NonNullable<Awaited<ReturnType<typeof membership>>>;

/** Names are unique compared trimmed and case-insensitively (the companies_name_uq index). */
export async function isCompanyNameTaken(db: Db, name: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(btrim(${companies.name})) = lower(btrim(${name}))`)
    .limit(1);
  return row !== undefined;
}

/** 'M' or 'C' and 8 random digits; uniqueness is enforced by the table (callers retry on a clash). */
export const newMemberCode = () => `M${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
export const newCompanyCode = () => `C${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
