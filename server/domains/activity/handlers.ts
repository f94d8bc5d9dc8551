/**
 * Activities and the salesman's spread tool.
 *
 * Decisions where the spec is silent:
 * - Kinds: `lottery` (/lotteryDraw and /wx/lotteryDraw), `exposition` (/expositionDraw, drawn
 *   with startLive), `invitation` (/invitation: a printed code is one draw) and `registration`
 *   (the window in which customers register with a salesman's code). A call names its activity
 *   by code, or means the live activity of the kind (else the newest, shown as ended).
 * - Draws need a live activity (1006 not started / ended). A member has `drawsPerDay` draws per
 *   Beijing day per activity, shared by web, WeChat and live draws; an invitation code draws
 *   once ever. The limit and the stock are enforced by conditional statements inside one
 *   transaction (draw.ts), so concurrent draws never exceed them; `requestId` makes a retried
 *   draw answer the first one.
 * - Prizes are chosen with node's CSPRNG, weighted by remaining stock against the activity's
 *   miss weight ("thank you for taking part"); when every prize is gone, draws still count and miss.
 * - startLive needs a signed-in member (the spec's inventory lists it as public; a prize needs
 *   an owner). startWeChat and the WeChat reads take the HttpOnly WeChat ticket cookie (never a bare
 *   union id; wechat/ticket.ts) and need the WeChat to be bound to a member (else 1006: log in
 *   or register first).
 * - startInvitationCode is public: the code is the entitlement and the win belongs to the code
 *   (its holder claims the prize with it; public commands do not read a session). Codes are
 *   compared upper-case; everyone's wins show such a winner as the masked code (VI****01).
 * - Everyone's wins show the first character of the name and the masked mobile (138****0001).
 * - The salesman's spread code is their member code; see salesman.ts for what a registration
 *   counts. Lists are masked; the detail shows the full mobile (the salesman's own customer).
 *   Pictures are small data URLs (JPEG/PNG, magic bytes checked, at most 200 kB), not uploads:
 *   upload tokens belong to member sessions.
 */
import * as c from '../../../src-shared/contract/activity';
import type { Deps } from '../../deps';
import { handle, handleWeChat, type Ctx } from '../../gateway/handler';
import { draw, drawCount, type Drawer } from './draw';
import { drawList, myWins, personCount, publicWins } from './lists';
import { changePicture, registrationDetail, registrations, salesMemberInfo } from './salesman';
import { findActivity, infoOf, contentOf, type Activity } from './resolve';
import { useInvitationCode, checkInvitationCode } from './codes';
import { wechatMember } from './wechat-member';

const now = (deps: Deps) => deps.clock.now();
const lottery = (ctx: Ctx<{ activityCode?: string; kind?: c.ActivityKind }>, kind: c.ActivityKind = 'lottery') =>
  findActivity(ctx.deps.db, now(ctx.deps), ctx.params, kind);
const memberOf = (ctx: Ctx<unknown>) => ctx.principal!.memberId!;
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
