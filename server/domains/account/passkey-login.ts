import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { LoginInfo } from '#shared/contract/account';
import type { Lang } from '#shared/rules/texts';
import { noteAudit } from '../../audit/scope';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { ErrorCode } from '#shared/contract/errors';
import { findMemberById } from './accounts';
import type { SessionClient } from './devices';
import { assertActive, companyFor } from './login';
import { startMemberLogin } from './login-info';
import type { RelyingParty } from './passkey-rp';
import { verifyAssertion } from './passkeys';

/**
 * webMember/passkeyLogin (decision 0054): a usernameless assertion with user verification is both
 * factors, so it answers the session straight away. The company is chosen as the password login
 * chooses it: with the login page's company code a company session (the member must belong to it),
 * without one a personal session.
 */
export async function passkeyLogin(deps: Deps, lang: Lang, rp: RelyingParty, p: { response: AuthenticationResponseJSON; companyCode?: string }, client: SessionClient): Promise<LoginInfo> {
  const { memberId } = await verifyAssertion(deps, rp, 'login', p.response);
  noteAudit({ memberId });
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw new AppError(ErrorCode.refused, 'passkey.unknown');
  assertActive(member);
  return startMemberLogin(deps.db, deps.clock.now(), lang, member, await companyFor(deps, member, p.companyCode), client);
}
