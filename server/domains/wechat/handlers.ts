/**
 * WeChat binding commands. Identity comes from the HttpOnly ticket cookie of the OAuth
 * callback (ticket.ts; the gateway hands it to handleWeChat handlers only); rules are in
 * bindings.ts. removeBindByMobile spends an SMS code of purpose 'login' (the code proves the
 * mobile, as for an SMS login).
 */
import * as w from '#shared/contract/wechat';
import { handle, handleWeChat } from '../../gateway/handler';
import type { Principal } from '../../gateway/session';
import { bind, bindList, signInByWeChat, ticketState, unbindByMobile, unbindWeChat } from './bindings';
import { clientOf } from '../account/devices';
import { findTicket, requireTicket } from './ticket';

export const wechatHandlers = [
  handleWeChat(w.getMemberInfobyUnionid, async (ctx) => signInByWeChat(ctx.deps, ctx.lang, await requireTicket(ctx.deps, ctx.wxTicket), ctx.params.memberCode, clientOf(ctx))),
  handleWeChat(w.bindUnionid, async ({ deps, principal, wxTicket }) => bind(deps, principal as Principal & { memberId: number }, await requireTicket(deps, wxTicket))),
  handleWeChat(w.getBindList, async ({ deps, wxTicket }) => bindList(deps.db, await requireTicket(deps, wxTicket))),
  handleWeChat(w.removeBindByUnionid, async ({ deps, wxTicket }) => unbindWeChat(deps, await requireTicket(deps, wxTicket))),
  handleWeChat(w.getTicketState, async ({ deps, wxTicket }) => ticketState(deps.db, await findTicket(deps.db, deps.clock.now(), wxTicket))),
  handle(w.removeBindByMobile, async ({ deps, params }) => unbindByMobile(deps, params)),
];
