import { holds } from '#shared/contract/authority';
import type { CompanyActor } from '../../gateway/company-authority';
import type { Ctx } from '../../gateway/handler';

/** Who calls an org command: the session's company and member, and whether they administer it. */
export type OrgActor = CompanyActor;

/**
 * The caller as the gateway checked it against the command's `needs` (contract/org.ts). Every org
 * command that acts on the company declares one; a handler reaching here without it is a bug.
 */
export function orgActor(ctx: Ctx<unknown>): OrgActor {
  if (!ctx.company) throw new Error('org command without a declared need');
  return ctx.company;
}

export { holds };
