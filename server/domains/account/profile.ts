import { eq } from 'drizzle-orm';
import type { MemberInfo } from '#shared/contract/account';
import { members } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import type { Principal } from '../../gateway/session';
import { findMemberById, membership } from './accounts';

/** The signed-in member's own info (webMember/getMemberInfo, modiMemberInfo). Company fields follow the session's company. */
export async function memberInfo(deps: Deps, principal: Principal): Promise<MemberInfo> {
  const member = await findMemberById(deps.db, principal.memberId!);
  if (!member) throw new AppError(14, 'gateway.14');
  const company = principal.companyId ? await membership(deps.db, member.id, { id: principal.companyId }) : null;
  return {
    name: member.name,
    email: member.email,
    mobile: member.mobile,
    companyName: company?.name ?? null,
    workFunction: member.workFunction,
    memberType: company ? 'enterprise' : 'personal',
    certified: company?.certified ?? false,
    isAdmin: company?.isAdmin ?? false,
  };
}

export async function updateMemberInfo(deps: Deps, principal: Principal, p: { name: string; email?: string; workFunction?: string }): Promise<MemberInfo> {
  await deps.db
    .update(members)
    .set({
      name: p.name,
      ...(p.email !== undefined ? { email: p.email === '' ? null : p.email } : {}),
      ...(p.workFunction !== undefined ? { workFunction: p.workFunction } : {}),
    })
    .where(eq(members.id, principal.memberId!));
  return memberInfo(deps, principal);
}
