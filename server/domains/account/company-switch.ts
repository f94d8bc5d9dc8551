import type { LoginInfo } from '#shared/contract/account';
import { ErrorCode } from '#shared/contract/errors';
import type { Lang } from '#shared/rules/texts';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import type { Principal } from '../../gateway/session';
import { findMemberById, membership } from './accounts';
import { startMemberLogin } from './login-info';
import type { SessionClient } from './devices';
import { revokeSession } from './sessions';

/**
 * webMember/changeLoginCompany: a new session for another company of the same member (a new
 * token family), answered as login info; the session it was called with is revoked.
 */
export async function changeLoginCompany(deps: Deps, lang: Lang, principal: Principal, companyCode: string, client: SessionClient): Promise<LoginInfo> {
  const member = await findMemberById(deps.db, principal.memberId!);
  if (!member) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
  const company = await membership(deps.db, member.id, { code: companyCode });
  if (!company) throw new AppError(ErrorCode.refused, 'rule.login.company.required', {}, 'companyCode');
  const now = deps.clock.now();
  await revokeSession(deps.db, now, principal.sessionId);
  return startMemberLogin(deps.db, now, lang, member, company, client);
}
