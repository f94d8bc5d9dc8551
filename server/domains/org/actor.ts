import { AUTH_TABLE } from '../member/auth-list';
import { membership } from '../member/accounts';
import { AppError } from '../../gateway/app-error';
import { ErrorCode } from '../../../src-shared/contract/errors';
import type { Ctx } from '../../gateway/handler';

/** Who calls an org command: the session's company and member, and whether they administer it. */
export interface OrgActor {
  companyId: number;
  memberId: number;
  isAdmin: boolean;
  granted: Set<string>;
}

const pageButtons = new Map(AUTH_TABLE.flatMap((m) => m.pages.map((p) => [p.id, p.buttons.map((b) => b.id)] as const)));
const allButtons = new Map(AUTH_TABLE.flatMap((m) => m.pages.flatMap((p) => p.buttons.map((b) => [b.id, b] as const))));

/** What the caller needs: one button, or (to read a page's data) any button of one of the pages. */
export type Need = { button: string } | { pages: string[] };

/**
 * The company admin passes every check; another member passes when the buttonId is among the
 * company-member defaults or granted by one of their roles (the same rule the authList shows).
 * Anything else is 1003. The gateway already checked 'enterprise' access.
 */
export async function orgActor(ctx: Ctx<unknown>, need: Need): Promise<OrgActor> {
  const p = ctx.principal!;
  const m = await membership(ctx.deps.db, p.memberId!, { id: p.companyId! });
  // A session outlives no membership: removed or disabled members were revoked, but be sure.
  if (!m) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
  const actor: OrgActor = { companyId: m.id, memberId: p.memberId!, isAdmin: m.isAdmin, granted: new Set(m.granted) };
  if (!holds(actor, need)) throw new AppError(ErrorCode.forbidden, 'org.forbidden');
  return actor;
}

export function holds(actor: OrgActor, need: Need): boolean {
  if (actor.isAdmin) return true;
  const has = (id: string) => actor.granted.has(id) || (allButtons.get(id)?.roles.includes('companyMember') ?? false);
  if ('button' in need) return has(need.button);
  return need.pages.some((page) => (pageButtons.get(page) ?? []).some(has));
}
