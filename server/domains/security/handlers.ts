import * as c from '#shared/contract/security';
import { handle } from '../../gateway/handler';
import { changeMobile, sendOldMobileCode } from './change-mobile';

/** Account security commands of the signed-in member (the gateway checked the 'member' level). */
export const securityHandlers = [
  handle(c.getOldMobileCode, async (ctx) => sendOldMobileCode(ctx.deps, ctx.actor.memberId, ctx.ip, ctx.lang)),
  handle(c.changeMobile, async (ctx) => changeMobile(ctx.deps, ctx.actor.memberId, ctx.params)),
];
