/** The activity domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (activity). */
import * as c from '#shared/contract/activity';
import type { Deps } from '../../deps';
import { handle, handleWeChat, type Ctx } from '../../gateway/handler';
import { draw, drawCount, type Drawer } from './draw';
import { drawList, myWins, personCount, publicWins } from './lists';
import { changePicture, registrationDetail, registrations, salesMemberInfo } from './salesman';
import { findActivity, infoOf, contentOf, type Activity } from './resolve';
import { useInvitationCode, checkInvitationCode } from './codes';
import { wechatMember } from './wechat-member';

const now = (deps: Deps) => deps.clock.now();
const lottery = (ctx: Ctx<{ activityCode?: string; kind?: c.ActivityKind }>, kind: c.ActivityKind = 'lottery') => findActivity(ctx.deps.db, now(ctx.deps), ctx.params, kind);
const memberOf = (ctx: Ctx<unknown, 'member' | 'salesman'>) => ctx.actor.memberId;
const memberDrawer = (a: Activity, memberId: number, channel: Drawer['channel']): Drawer => ({
  subject: `m:${memberId}`,
  memberId,
  invitationCode: null,
  channel,
  limit: a.drawsPerDay,
});

export const activityHandlers = [
  /* ---- public reads ---- */
  handle(c.getActivityInfo, async (ctx) => infoOf(await lottery(ctx), ctx.lang, now(ctx.deps))),
  handle(c.getActivityContent, async (ctx) => contentOf(await lottery(ctx), ctx.lang)),
  handle(c.getActivityDrawList, async (ctx) => drawList(ctx.deps.db, await lottery(ctx), ctx.lang)),
  handle(c.queryUserWinList, async (ctx) => publicWins(ctx.deps.db, await lottery(ctx), ctx.lang)),
  handle(c.queryActivityPersonCount, async (ctx) => personCount(ctx.deps.db, await lottery(ctx))),
  handle(c.getActivingRegActivity, async ({ deps, lang }) => {
    const a = await findActivity(deps.db, now(deps), { kind: 'registration' }, 'registration').catch(() => null);
    return a && infoOf(a, lang, now(deps)).status === 'live' ? infoOf(a, lang, now(deps)) : null;
  }),

  /* ---- a signed-in member ---- */
  handle(c.myDrawCount, async (ctx) => {
    const a = await lottery(ctx);
    return drawCount(ctx.deps.db, a, memberDrawer(a, memberOf(ctx), 'web'), now(ctx.deps));
  }),
  handle(c.myWinList, async (ctx) => myWins(ctx.deps.db, await lottery(ctx), memberOf(ctx), ctx.lang)),
  handle(c.start, async (ctx) => {
    const a = await lottery(ctx);
    return draw(ctx.deps.db, ctx.lang, a, memberDrawer(a, memberOf(ctx), 'web'), now(ctx.deps), ctx.params.requestId);
  }),
  handle(c.startLive, async (ctx) => {
    const a = await lottery(ctx, 'exposition');
    return draw(ctx.deps.db, ctx.lang, a, memberDrawer(a, memberOf(ctx), 'live'), now(ctx.deps), ctx.params.requestId);
  }),

  /* ---- a WeChat user ---- */
  handleWeChat(c.myDrawCountWeChat, async (ctx) => {
    const a = await lottery(ctx);
    const memberId = await wechatMember(ctx.deps, ctx.wxTicket);
    return drawCount(ctx.deps.db, a, memberDrawer(a, memberId, 'wechat'), now(ctx.deps));
  }),
  handleWeChat(c.myWinListWeChat, async (ctx) => {
    const a = await lottery(ctx);
    return myWins(ctx.deps.db, a, await wechatMember(ctx.deps, ctx.wxTicket), ctx.lang);
  }),
  handleWeChat(c.startWeChat, async (ctx) => {
    const a = await lottery(ctx);
    const memberId = await wechatMember(ctx.deps, ctx.wxTicket);
    return draw(ctx.deps.db, ctx.lang, a, memberDrawer(a, memberId, 'wechat'), now(ctx.deps), ctx.params.requestId);
  }),

  /* ---- invitation codes ---- */
  handle(c.validInvitationCode, async ({ deps, lang, params }) => checkInvitationCode(deps.db, lang, now(deps), params.invitationCode)),
  handle(c.startInvitationCode, async (ctx) => useInvitationCode(ctx.deps.db, ctx.lang, now(ctx.deps), ctx.params)),

  /* ---- the salesman ---- */
  handle(c.getActivityPersonalRegList, async (ctx) => registrations(ctx.deps.db, now(ctx.deps), memberOf(ctx), 'personal', ctx.params)),
  handle(c.getActivityCompanyRegList, async (ctx) => registrations(ctx.deps.db, now(ctx.deps), memberOf(ctx), 'company', ctx.params)),
  handle(c.getActivityRegDetail, async (ctx) => registrationDetail(ctx.deps.db, now(ctx.deps), ctx.lang, memberOf(ctx), ctx.params.memberCode)),
  handle(c.getMySalesMemberInfo, async (ctx) => salesMemberInfo(ctx.deps.db, now(ctx.deps), ctx.lang, memberOf(ctx), ctx.params.mobile)),
  handle(c.changePicSelf, async (ctx) => changePicture(ctx.deps.db, now(ctx.deps), memberOf(ctx), ctx.params.picture)),
];
