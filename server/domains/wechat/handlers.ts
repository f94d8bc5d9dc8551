/**
 * WeChat binding commands (issue 8). Identity comes from the signed ticket of the OAuth
 * callback (ticket.ts); rules are in bindings.ts. removeBindByMobile spends an SMS code of
 * purpose 'login' (the code proves the mobile, as for an SMS login).
 */
import * as w from '../../../src-shared/contract/wechat';
import type { Deps } from '../../deps';
import { handle } from '../../gateway/handler';
import type { Principal } from '../../gateway/session';
import { bind, bindList, signInByWeChat, unbindByMobile, unbindWeChat } from './bindings';
import { readTicket } from './ticket';

const identity = (deps: Deps, ticket: string) => readTicket(deps.config.wx.secret, ticket, deps.clock.now());

export const wechatHandlers = [
  handle(w.getMemberInfobyUnionid, async ({ deps, lang, params }) => signInByWeChat(deps, lang, identity(deps, params.wxTicket), params.memberCode)),
  handle(w.bindUnionid, async ({ deps, principal, params }) => bind(deps, principal as Principal & { memberId: number }, identity(deps, params.wxTicket))),
  handle(w.getBindList, async ({ deps, params }) => bindList(deps.db, identity(deps, params.wxTicket))),
  handle(w.removeBindByUnionid, async ({ deps, params }) => unbindWeChat(deps.db, identity(deps, params.wxTicket))),
  handle(w.removeBindByMobile, async ({ deps, params }) => unbindByMobile(deps, params)),
];
