import * as a from '#shared/contract/account-checks';
import { handle } from '../../gateway/handler';
import { businessAuthority } from './business-authority';
import { verifyOldPassword } from './passwords-flow';

/** webMember/validPassword and webMember/queryBusinessAuthority (contract/account-checks.ts). */
export const accountCheckHandlers = [
  handle(a.validPassword, async (ctx) => {
    await verifyOldPassword(ctx.deps, ctx.actor.memberId, ctx.params.password, { key: 'member.password.incorrect', field: 'password' });
    return { valid: true as const };
  }),
  handle(a.queryBusinessAuthority, async (ctx) => businessAuthority(ctx.deps.db, ctx.actor, ctx.lang, ctx.deps.clock.now(), ctx.params.business)),
];
