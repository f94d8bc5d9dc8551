import type { LoginInfo } from '#shared/contract/account';
import { ErrorCode } from '#shared/contract/errors';
import type { Lang } from '#shared/rules/texts';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import type { Principal } from '../../gateway/session';
import { findMemberById, membership } from './accounts';
import { loginInfo } from './login-info';

/**
 * webMember/crossSystemAccess: the login info of the calling session without its tokens (the
 * client already holds them; they are stored hashed). A member no longer active, or no longer in
 * the session's company, is no valid login: 14, which logs the client out.
 */
export async function sessionProfile(deps: Deps, lang: Lang, principal: Principal): Promise<Omit<LoginInfo, 'token' | 'refreshToken'>> {
  const invalid = () => new AppError(ErrorCode.tokenInvalid, 'gateway.14');
  const member = await findMemberById(deps.db, principal.memberId!);
  if (!member || member.status !== 'active') throw invalid();
  const company = principal.companyId === null ? null : await membership(deps.db, member.id, { id: principal.companyId });
  if (principal.companyId && !company) throw invalid();
  const { token: _token, refreshToken: _refresh, ...profile } = loginInfo(lang, member, company, { token: '', refreshToken: '' });
  return profile;
}
