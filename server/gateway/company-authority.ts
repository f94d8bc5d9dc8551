import { holds, type CompanyAuthority, type Need } from '#shared/contract/authority';
import { ErrorCode } from '#shared/contract/errors';
import type { Database } from '../db/client';
import { AppError } from './app-error';
import type { Principal } from './session';

/** The caller inside the session's company, as the gateway checked it for the command's need. */
export interface CompanyActor extends CompanyAuthority {
  companyId: number;
  memberId: number;
}

// One round trip: the membership (not disabled) and the buttons the member's roles grant, read on
// every checked request so a grant or revocation reaches open sessions on their next request.
const ACTOR_SQL = `select cm.is_admin,
  coalesce((select array_agg(distinct rb.button_id) from org_member_roles mr join org_role_buttons rb on rb.role_id = mr.role_id
            where mr.company_id = cm.company_id and mr.member_id = cm.member_id), '{}') as granted
  from company_members cm
  where cm.company_id = $1 and cm.member_id = $2
    and not exists (select 1 from org_disabled_members d where d.company_id = cm.company_id and d.member_id = cm.member_id)`;

export async function loadCompanyActor(db: Database, companyId: number, memberId: number): Promise<CompanyActor | null> {
  const [row] = await db.raw<{ is_admin: boolean; granted: string[] | string }>('company_actor', ACTOR_SQL, [companyId, memberId]);
  if (!row) return null;
  // PGlite and node-postgres both parse text[]; a literal '{a,b}' would only come from a driver that does not.
  const granted = Array.isArray(row.granted)
    ? row.granted
    : String(row.granted)
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
  return { companyId, memberId, isAdmin: row.is_admin, granted: new Set(granted) };
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
  return actor;
}
