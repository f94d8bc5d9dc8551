import type { Access } from '#shared/contract/command';
import { ErrorCode } from '#shared/contract/errors';
import { AppError } from './app-error';
import type { Principal } from './session';

/** A signed-in member as the gateway checked them; `companyId` is null for a personal member. */
export interface MemberActor {
  kind: 'member';
  /** The session of this request (the devices list marks it, sign-outs keep it). */
  sessionId: number;
  memberId: number;
  companyId: number | null;
  memberCode: string | null;
  certified: boolean;
  fieldAdmin: boolean;
}
/** A member acting for their company ('enterprise' and 'certified' commands). */
export interface CompanyMemberActor extends MemberActor {
  companyId: number;
}
export interface OperatorActor {
  kind: 'operator';
  operatorId: number;
}
export interface SalesmanActor {
  kind: 'salesman';
  memberId: number;
}
export type Actor = MemberActor | OperatorActor | SalesmanActor;

/**
 * The handler's caller, typed by the command's access level: what the level guarantees is
 * non-null in the type, so handlers need no `!` and no local `me()`. A public command gets the
 * caller when it reads an optional session, else null.
 */
export type ActorOf<A extends Access> = A extends 'enterprise' | 'certified'
  ? CompanyMemberActor
  : A extends 'member' | 'admin'
    ? MemberActor
    : A extends 'operator'
      ? OperatorActor
      : A extends 'salesman'
        ? SalesmanActor
        : Actor | null;

/** The actor of a principal that passed checkAccess (access.ts); the one place the level's guarantees are read. */
export function actorOf(p: Principal | null): Actor | null {
  if (!p) return null;
  if (p.kind === 'operator') {
    if (p.operatorId === null) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
    return { kind: 'operator', operatorId: p.operatorId };
  }
  if (p.memberId === null) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
  if (p.kind === 'salesman') return { kind: 'salesman', memberId: p.memberId };
  return { kind: 'member', sessionId: p.sessionId, memberId: p.memberId, companyId: p.companyId, memberCode: p.memberCode, certified: p.certified, fieldAdmin: p.fieldAdmin };
}
