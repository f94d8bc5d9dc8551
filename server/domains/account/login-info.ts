import type { LoginInfo } from '#shared/contract/account';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import type { MemberRow, Membership } from './accounts';
import { authListFor, roleOf } from './auth-list';
import type { SessionClient } from './devices';
import { createMemberSession } from './sessions';

/**
 * Starts a member session for `company` (null: a personal session, even for a member who has
 * companies) and answers the login info exactly as LoginInfo (src-shared/auth/login-info.ts).
 */
export async function startMemberLogin(db: Db, now: Date, lang: Lang, member: MemberRow, company: Membership | null, client: SessionClient): Promise<LoginInfo> {
  const tokens = await createMemberSession(db, now, { memberId: member.id, companyId: company?.id ?? null }, client);
  return loginInfo(lang, member, company, tokens);
}

export function loginInfo(lang: Lang, member: MemberRow, company: Membership | null, tokens: { token: string; refreshToken: string }): LoginInfo {
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    fullName: member.name,
    mobile: member.mobile,
    workFunction: member.workFunction,
    memberCode: member.code,
    companyName: company?.name ?? null,
    companyCode: company?.code ?? null,
    memberType: company ? 'enterprise' : 'personal',
    certified: company?.certified ?? false,
    authList: authListFor(roleOf(company), lang, company?.granted),
    companyAdmin: company?.isAdmin ?? false,
  };
}
