import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { coveredBySecondFactorPolicy, MONEY_BUTTONS } from '#shared/contract/authority';
import { ErrorCode } from '#shared/contract/errors';
import type { SecondFactorMemberRow, SecondFactorPolicy } from '#shared/contract/security';
import type { Db } from '../../db/client';
import { companyMembers, companySecondFactorPolicies, members } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import type { CompanyActor } from '../../gateway/company-authority';
import { hasSecondFactor } from '../account/second-factor';

/**
 * A company's second-factor policy (decision 0051): the admin requires a second factor of the
 * admins and/or of the members holding money buttons. The gateway enforces it
 * (company-authority.ts assertSecondFactorPolicy); this reads and sets it, and lists who has one.
 */

async function readPolicy(db: Db, companyId: number): Promise<SecondFactorPolicy> {
  const [row] = await db
    .select({ admins: companySecondFactorPolicies.admins, moneyHolders: companySecondFactorPolicies.moneyHolders })
    .from(companySecondFactorPolicies)
    .where(eq(companySecondFactorPolicies.companyId, companyId))
    .limit(1);
  return row ?? { admins: false, moneyHolders: false };
}

const moneyList = sql.join(
  MONEY_BUTTONS.map((b) => sql`${b}`),
  sql`, `,
);

/** The policy and one page of the company's members (the admin first, then by joining), each with whether they have a second factor. */
export async function policyPage(db: Db, companyId: number, page: number, rows: number): Promise<SecondFactorPolicy & { list: SecondFactorMemberRow[]; total: number }> {
  const policy = await readPolicy(db, companyId);
  const where = and(eq(companyMembers.companyId, companyId), sql`not exists (select 1 from org_disabled_members d where d.company_id = ${companyMembers.companyId} and d.member_id = ${companyMembers.memberId})`);
  const [{ n }] = await db.select({ n: count() }).from(companyMembers).where(where);
  const list = await db
    .select({
      memberCode: members.code,
      name: members.name,
      isAdmin: companyMembers.isAdmin,
      moneyGrant: sql<boolean>`exists (select 1 from org_member_roles mr join org_role_buttons rb on rb.role_id = mr.role_id where mr.company_id = ${companyMembers.companyId} and mr.member_id = ${companyMembers.memberId} and rb.button_id in (${moneyList}))`,
      // TOTP or a passkey (decision 0054), as the gateway's check counts them.
      enabled: sql<boolean>`(exists (select 1 from member_totp t where t.member_id = ${companyMembers.memberId} and t.enabled_at is not null and t.secret_enc is not null) or exists (select 1 from member_passkeys k where k.member_id = ${companyMembers.memberId}))`,
    })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(where)
    .orderBy(desc(companyMembers.isAdmin), asc(companyMembers.createdAt), asc(companyMembers.memberId))
    .limit(rows)
    .offset((page - 1) * rows);
  return {
    ...policy,
    total: Number(n),
    list: list.map((r) => {
      const moneyHolder = r.isAdmin || r.moneyGrant;
      // The gateway's own rule, over the money grants read here.
      const required = coveredBySecondFactorPolicy({ isAdmin: r.isAdmin, granted: new Set(r.moneyGrant ? MONEY_BUTTONS : []) }, policy);
      return { memberCode: r.memberCode, name: r.name, isAdmin: r.isAdmin, moneyHolder, enabled: r.enabled, required };
    }),
  };
}

/** Sets the policy; a rule that would cover the admin is refused until the admin has a second factor (no locking oneself out). */
export async function setPolicy(deps: Deps, actor: CompanyActor, p: SecondFactorPolicy): Promise<SecondFactorPolicy> {
  if (coveredBySecondFactorPolicy(actor, p) && !(await hasSecondFactor(deps.db, actor.memberId))) {
    throw new AppError(ErrorCode.refused, 'secondFactor.policy.ownFirst');
  }
  const now = deps.clock.now();
  await deps.db
    .insert(companySecondFactorPolicies)
    .values({ companyId: actor.companyId, admins: p.admins, moneyHolders: p.moneyHolders, updatedBy: actor.memberId, updatedAt: now })
    .onConflictDoUpdate({ target: companySecondFactorPolicies.companyId, set: { admins: p.admins, moneyHolders: p.moneyHolders, updatedBy: actor.memberId, updatedAt: now } });
  return readPolicy(deps.db, actor.companyId);
}

/** Whether the session's company requires a second factor of this member (for the status). */
export async function requiredByCompany(db: Db, companyId: number | null | undefined, actor: { isAdmin: boolean; granted: ReadonlySet<string> } | null): Promise<boolean> {
  if (!companyId || !actor) return false;
  return coveredBySecondFactorPolicy(actor, await readPolicy(db, companyId));
}
