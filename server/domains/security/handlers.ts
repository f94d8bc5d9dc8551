import * as c from '#shared/contract/security';
import { handle } from '../../gateway/handler';
import { changeMobile, sendOldMobileCode } from './change-mobile';
import { endOtherSessions, listSessions, sessionLimitOf, setSessionLimit, signOutSession } from '../account/devices';

/** Account security commands of the signed-in member (the gateway checked the 'member' level). */
export const securityHandlers = [
  handle(c.getOldMobileCode, async (ctx) => sendOldMobileCode(ctx.deps, ctx.actor.memberId, ctx.ip, ctx.lang)),
  handle(c.changeMobile, async (ctx) => changeMobile(ctx.deps, ctx.actor.memberId, ctx.actor.sessionId, ctx.params)),

  /* ---- sessions and devices (decision 0050) ---- */
  handle(c.sessionList, async (ctx) => listSessions(ctx.deps.db, ctx.deps.clock.now(), ctx.actor.memberId, ctx.actor.sessionId)),
  handle(c.signOut, async (ctx) => signOutSession(ctx.deps.db, ctx.deps.clock.now(), ctx.actor.memberId, ctx.actor.sessionId, ctx.params.sessionId)),
  handle(c.signOutOthers, async (ctx) => ({ count: await endOtherSessions(ctx.deps.db, ctx.deps.clock.now(), ctx.actor.memberId, ctx.actor.sessionId) })),
  handle(c.getSessionLimit, async (ctx) => sessionLimitOf(ctx.deps.db, ctx.actor.companyId)),
  handle(c.setSessionLimit, async (ctx) => setSessionLimit(ctx.deps.db, ctx.actor.companyId, ctx.params.limit)),
];
