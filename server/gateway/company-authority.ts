import { coveredBySecondFactorPolicy, holds, policyGuards, type CompanyAuthority, type Need } from '#shared/contract/authority';
import { ErrorCode, SECOND_FACTOR_SETUP_FIELD } from '#shared/contract/errors';
import type { Database } from '../db/client';
import { AppError } from './app-error';
import type { Principal } from './session';

/** The caller inside the session's company, as the gateway checked it for the command's need. */
export interface CompanyActor extends CompanyAuthority {
  companyId: number;
  memberId: number;
  /** The company's second-factor policy and whether this member has a second factor (decision 0051). */
  secondFactor: { admins: boolean; moneyHolders: boolean; enabled: boolean };
}

// One round trip: the membership (not disabled) and the buttons the member's roles grant, read on
// every checked request so a grant or revocation reaches open sessions on their next request.
// The company's second-factor policy and the member's factor come in the same round trip.
const ACTOR_SQL = `select cm.is_admin,
  coalesce((select array_agg(distinct rb.button_id) from org_member_roles mr join org_role_buttons rb on rb.role_id = mr.role_id
            where mr.company_id = cm.company_id and mr.member_id = cm.member_id), '{}') as granted,
  coalesce(p.admins, false) as sf_admins, coalesce(p.money_holders, false) as sf_money,
  (exists (select 1 from member_totp t where t.member_id = cm.member_id and t.enabled_at is not null and t.secret_enc is not null)
    or exists (select 1 from member_passkeys k where k.member_id = cm.member_id)) as sf_enabled
  from company_members cm
  left join company_second_factor_policies p on p.company_id = cm.company_id
  where cm.company_id = $1 and cm.member_id = $2
    and not exists (select 1 from org_disabled_members d where d.company_id = cm.company_id and d.member_id = cm.member_id)`;

export async function loadCompanyActor(db: Database, companyId: number, memberId: number): Promise<CompanyActor | null> {
  const [row] = await db.raw<{ is_admin: boolean; granted: string[] | string; sf_admins: boolean; sf_money: boolean; sf_enabled: boolean }>('company_actor_2fa_pk', ACTOR_SQL, [companyId, memberId]);
  if (!row) return null;
  // PGlite and node-postgres both parse text[]; a literal '{a,b}' would only come from a driver that does not.
  const granted = Array.isArray(row.granted)
    ? row.granted
    : String(row.granted)
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
  return {
    companyId,
    memberId,
    isAdmin: row.is_admin,
    granted: new Set(granted),
    secondFactor: { admins: row.sf_admins, moneyHolders: row.sf_money, enabled: row.sf_enabled },
  };
}

/**
 * Checks a command's need inside the company. A session without a company is left to the
 * command's own access level and domain scope, which refuse it with the spec's texts (personal
 * members "cannot use the capital account"); a removed or disabled member's session is dead (14).
 */
export async function checkCompanyNeed(db: Database, p: Principal, need: Need): Promise<CompanyActor | null> {
  if (p.kind !== 'member' || !p.memberId || !p.companyId) return null;
  const actor = await loadCompanyActor(db, p.companyId, p.memberId);
  if (!actor) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
  if (!holds(actor, need)) throw new AppError(ErrorCode.forbidden, 'org.forbidden');
  assertSecondFactorPolicy(actor, need);
  return actor;
}

/**
 * The company's second-factor policy, enforced here and nowhere else: a member the policy covers
 * (admins, money-button holders) who has no second factor is refused every guarded company command
 * (policyGuards: beyond the member defaults) with 1003 on `secondFactorSetup`, until they set one up.
 */
export function assertSecondFactorPolicy(actor: CompanyActor, need: Need) {
  if (actor.secondFactor.enabled || !policyGuards(need)) return;
  if (coveredBySecondFactorPolicy(actor, actor.secondFactor)) throw new AppError(ErrorCode.forbidden, 'secondFactor.policy.setupFirst', {}, SECOND_FACTOR_SETUP_FIELD);
}
