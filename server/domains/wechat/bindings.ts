import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { LoginInfo } from '#shared/contract/account';
import type { WxBinding, WxMemberInfo, WxTicketState, WxUser } from '#shared/contract/wechat';
import { ErrorCode } from '#shared/contract/errors';
import type { Lang } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import type { Db } from '../../db/client';
import { companies, companyMembers, members, memberWechats, wechatUsers } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import type { Principal } from '../../gateway/session';
import { findMemberByMobile, membership } from '../account/accounts';
import type { SessionClient } from '../account/devices';
import { finishFirstFactor } from '../account/second-factor';
import { consumeSmsCode } from '../account/sms-codes';
import { noteTicketMember, revokeMemberTickets, revokeWeChatTickets, type WxIdentity, type WxTicket } from './ticket';

/**
 * Bindings of a WeChat (union id) to members.
 * - One WeChat per member: a member bound to another WeChat must unbind first (1006).
 * - One member per WeChat per company: the company is the one the member acts for when
 *   binding (none: a personal binding); another member of that company bound to this
 *   WeChat refuses the binding (1006). Both are also unique indexes, which settle races.
 * - Binding again the same member to the same WeChat is a no-op (the company is updated).
 * - A binding whose member is no longer active or no longer in the company does not sign in.
 * - A ticket that binds or signs in records its member; unbinding revokes the tickets of the
 *   WeChat (and, by mobile, of the member): the page authorises again (ticket.ts).
 */

export async function wechatUser(db: Db, unionid: string): Promise<WxUser> {
  const [u] = await db.select({ nickname: wechatUsers.nickname, avatarUrl: wechatUsers.avatarUrl }).from(wechatUsers).where(eq(wechatUsers.unionid, unionid)).limit(1);
  return { nickname: u?.nickname ?? null, avatarUrl: u?.avatarUrl ?? null };
}

interface BindingRow {
  memberId: number;
  memberCode: string;
  mobile: string;
  name: string;
  companyId: number | null;
  companyCode: string | null;
  companyName: string | null;
}

/** The bindings of a WeChat that can sign in: active members, still in the bound company. */
async function usableBindings(db: Db, unionid: string): Promise<BindingRow[]> {
  return db
    .select({
      memberId: members.id,
      memberCode: members.code,
      mobile: members.mobile,
      name: members.name,
      companyId: memberWechats.companyId,
      companyCode: companies.code,
      companyName: companies.name,
    })
    .from(memberWechats)
    .innerJoin(members, eq(members.id, memberWechats.memberId))
    .leftJoin(companies, eq(companies.id, memberWechats.companyId))
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, memberWechats.companyId), eq(companyMembers.memberId, memberWechats.memberId)))
    .where(and(eq(memberWechats.unionid, unionid), eq(members.status, 'active'), sql`(${memberWechats.companyId} is null or ${companyMembers.memberId} is not null)`))
    .orderBy(asc(memberWechats.createdAt), asc(memberWechats.id));
}

const shown = (b: BindingRow): WxBinding => ({
  memberCode: b.memberCode,
  mobile: maskPhone(b.mobile),
  name: b.name,
  companyName: b.companyName,
  companyCode: b.companyCode,
});

export async function bindList(db: Db, id: WxIdentity) {
  return { wechat: await wechatUser(db, id.unionid), bindings: (await usableBindings(db, id.unionid)).map(shown) };
}

/** getTicketState: whether this browser holds a live ticket, and what the page may show of it. */
export async function ticketState(db: Db, ticket: WxTicket | null): Promise<WxTicketState> {
  if (!ticket) return { ticket: false };
  return { ticket: true, bound: (await usableBindings(db, ticket.unionid)).length > 0, wechat: await wechatUser(db, ticket.unionid) };
}

/** getMemberInfobyUnionid: signs a bound WeChat user in (one binding, or the one memberCode names). */
export async function signInByWeChat(deps: Deps, lang: Lang, id: WxTicket, memberCode: string | undefined, client: SessionClient): Promise<WxMemberInfo> {
  const wechat = await wechatUser(deps.db, id.unionid);
  const all = await usableBindings(deps.db, id.unionid);
  if (all.length === 0) return { bound: false, wechat };
  const picked = memberCode === undefined ? (all.length === 1 ? all[0] : null) : (all.find((b) => b.memberCode === memberCode) ?? null);
  if (memberCode !== undefined && !picked) throw new AppError(ErrorCode.notFound, 'wechat.binding.notFound', {}, 'memberCode');
  if (!picked) return { bound: true, wechat, choices: all.map(shown) };
  const [member] = await deps.db.select().from(members).where(eq(members.id, picked.memberId)).limit(1);
  const company = picked.companyId === null ? null : await membership(deps.db, picked.memberId, { id: picked.companyId });
  // A member with two-step verification signs in with a code here too (decision 0051).
  const answer = await finishFirstFactor(deps, deps.clock.now(), lang, member, company, client);
  if ('secondFactorRequired' in answer) return { bound: true, wechat, secondFactor: answer };
  const login: LoginInfo = answer;
  await noteTicketMember(deps.db, id.id, member.id);
  return { bound: true, wechat, login };
}

const BIND_REFUSALS = {
  member_wechats_member_uq: 'wechat.bind.memberHasOther',
  member_wechats_company_uq: 'wechat.bind.companyHasOther',
} as const;

/** memberWechat/bindUnionid for the signed-in member and the session's company. */
export async function bind(deps: Deps, principal: Principal & { memberId: number }, id: WxTicket) {
  const { db } = deps;
  const companyId = principal.companyId;
  const [mine] = await db.select().from(memberWechats).where(eq(memberWechats.memberId, principal.memberId)).limit(1);
  if (mine && mine.unionid !== id.unionid) throw new AppError(ErrorCode.refused, BIND_REFUSALS.member_wechats_member_uq);
  const [taken] = await db
    .select({ memberId: memberWechats.memberId })
    .from(memberWechats)
    .where(and(eq(memberWechats.unionid, id.unionid), companyId === null ? isNull(memberWechats.companyId) : eq(memberWechats.companyId, companyId)))
    .limit(1);
  if (taken && taken.memberId !== principal.memberId) throw new AppError(ErrorCode.refused, companyId === null ? 'wechat.bind.personalHasOther' : BIND_REFUSALS.member_wechats_company_uq);

  try {
    if (mine) {
      await db.update(memberWechats).set({ openid: id.openid, companyId }).where(eq(memberWechats.id, mine.id));
    } else {
      await db.insert(memberWechats).values({ unionid: id.unionid, openid: id.openid, memberId: principal.memberId, companyId, createdAt: deps.clock.now() });
    }
  } catch (err) {
    // A concurrent binding won the race: the index names the rule it broke.
    const constraint = constraintOf(err);
    if (constraint === 'member_wechats_member_uq') throw new AppError(ErrorCode.refused, BIND_REFUSALS.member_wechats_member_uq);
    if (constraint === 'member_wechats_company_uq') throw new AppError(ErrorCode.refused, companyId === null ? 'wechat.bind.personalHasOther' : BIND_REFUSALS.member_wechats_company_uq);
    throw err;
  }
  await noteTicketMember(db, id.id, principal.memberId);
  return { bound: true as const, wechat: await wechatUser(db, id.unionid) };
}

function constraintOf(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
  }
  return undefined;
}

export async function unbindWeChat(deps: Deps, id: WxIdentity) {
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await tx.delete(memberWechats).where(eq(memberWechats.unionid, id.unionid)).returning({ id: memberWechats.id });
    if (rows.length > 0) await revokeWeChatTickets(tx, deps.clock.now(), [id.unionid]);
    return rows.length;
  });
  if (removed === 0) throw new AppError(ErrorCode.refused, 'wechat.unbind.noneForWechat');
  return { removed };
}

/** removeBindByMobile: the SMS code (purpose login) proves the mobile; its member's binding goes. */
export async function unbindByMobile(deps: Deps, p: { nationCode: string; mobile: string; smsCode: string }) {
  const now = deps.clock.now();
  await consumeSmsCode(deps.db, now, { nationCode: p.nationCode, mobile: p.mobile, purpose: 'login', code: p.smsCode });
  const member = await findMemberByMobile(deps.db, p.nationCode, p.mobile);
  if (!member) throw new AppError(ErrorCode.refused, 'general.smsCodeIncorrect', {}, 'smsCode');
  const removed = await deps.db.transaction(async (tx) => {
    // First: revoking finds the WeChat through the binding about to go.
    await revokeMemberTickets(tx, now, member.id);
    const rows = await tx.delete(memberWechats).where(eq(memberWechats.memberId, member.id)).returning({ id: memberWechats.id });
    if (rows.length === 0) throw new AppError(ErrorCode.refused, 'wechat.unbind.noneForMobile', {}, 'mobile');
    return rows.length;
  });
  return { removed };
}
