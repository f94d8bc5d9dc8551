import { ErrorCode } from '#shared/contract/errors';
import type { Lang } from '#shared/rules/texts';
import { companies, companyMembers } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../gateway/app-error';
import type { Principal } from '../../gateway/session';
import { findMemberById, isCompanyNameTaken, membership, newCompanyCode } from '../account/accounts';
import { startMemberLogin } from '../account/login-info';
import type { SessionClient } from '../account/devices';
import { revokeSession } from '../account/sessions';
import { assertMayFoundAnother, countFoundingAttempt } from './company-founding';

const nameTaken = () => new AppError(ErrorCode.refused, 'member.companyName.taken', {}, 'companyName');

/**
 * /memberCenter/upgrade: a personal session becomes the admin of a new company (the rules of
 * company registration: the name is free, trimmed and case-insensitively), then is signed in as
 * that company; the personal session that asked ends, as on a company switch. An account founds
 * at most config.companyFounding.maxPerMember companies, in limited attempts a day (company-founding.ts).
 */
export async function upgradeToCompany(deps: Deps, lang: Lang, principal: Principal, companyName: string, client: SessionClient) {
  if (principal.companyId !== null) throw refuse('org.upgrade.notPersonal');
  const member = await findMemberById(deps.db, principal.memberId!);
  if (!member) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
  await countFoundingAttempt(deps, member.id);
  if (await isCompanyNameTaken(deps.db, companyName)) throw nameTaken();
  const now = deps.clock.now();
  let companyId: number | null = null;
  // Company codes are random: a clash (or a name taken in a race) shows as no row inserted.
  for (let attempt = 0; attempt < 5 && companyId === null; attempt++) {
    companyId = await deps.db.transaction(async (tx) => {
      await assertMayFoundAnother(tx, deps, member.id);
      const [c] = await tx.insert(companies).values({ code: newCompanyCode(), name: companyName, foundedBy: member.id }).onConflictDoNothing().returning({ id: companies.id });
      if (!c) {
        if (await isCompanyNameTaken(tx, companyName)) throw nameTaken();
        return null;
      }
      await tx.insert(companyMembers).values({ companyId: c.id, memberId: member.id, isAdmin: true });
      return c.id;
    });
  }
  if (companyId === null) throw new Error('could not allocate a company code');
  const company = await membership(deps.db, member.id, { id: companyId });
  await revokeSession(deps.db, now, principal.sessionId);
  return startMemberLogin(deps.db, now, lang, member, company, client);
}
