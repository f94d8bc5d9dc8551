import { z } from 'zod';
import type { LoginInfo, SecondFactorNeeded } from '../auth/login-info';
import * as f from '../rules/fields';
import { command, noParams } from './command';

/**
 * WeChat sign-in and binding. A WeChat user is identified by the ticket the gateway's
 * OAuth callback leaves in an HttpOnly cookie (decision 0006): the page never sees it and sends
 * no ticket; the gateway reads it for these commands only. Without a live ticket they answer
 * 1006 `wechat.ticket.invalid` with field `wxTicket` (the page offers to authorise again).
 * Rules: one WeChat per member; one member per WeChat per company (a personal binding counts
 * as its own "company").
 */

export interface WxBinding {
  memberCode: string;
  /** Masked (first 3 and from the 8th digit). */
  mobile: string;
  name: string;
  companyName: string | null;
  companyCode: string | null;
}

export interface WxUser {
  nickname: string | null;
  avatarUrl: string | null;
}

/**
 * A bound WeChat user is signed in at once: `login` when exactly one binding applies (or
 * `memberCode` picks one); `choices` when the WeChat is bound in several companies;
 * `secondFactor` when that member has two-step verification (decision 0051): the page asks the code
 * and finishes with security/secondFactorVerify.
 */
export type WxMemberInfo =
  { bound: false; wechat: WxUser } | { bound: true; wechat: WxUser; login: LoginInfo } | { bound: true; wechat: WxUser; secondFactor: SecondFactorNeeded } | { bound: true; wechat: WxUser; choices: WxBinding[] };

export const getMemberInfobyUnionid = command('activity/getMemberInfobyUnionid', {
  access: 'public',
  params: z.object({ memberCode: z.string().min(1).max(32).optional() }).strict(),
}).returns<WxMemberInfo>();

/** Binds the WeChat of the ticket to the signed-in member, for the session's company (or personal). Idempotent. */
export const bindUnionid = command('memberWechat/bindUnionid', {
  access: 'member',
  params: noParams,
}).returns<{ bound: true; wechat: WxUser }>();

/** Removes every binding of the ticket's WeChat. */
export const removeBindByUnionid = command('memberWechat/removeBindByUnionid', {
  access: 'public',
  params: noParams,
}).returns<{ removed: number }>();

/** Removes the binding of the member with this mobile, proven by an SMS code (purpose login). */
export const removeBindByMobile = command('memberWechat/removeBindByMobile', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: f.nationCode.default('86'), smsCode: f.smsCode }).strict(),
}).returns<{ removed: number }>();

/** Our addition: what the ticket's WeChat is bound to (the unbind pages show it before acting). */
export const getBindList = command('memberWechat/getBindList', {
  access: 'public',
  params: noParams,
}).returns<{ wechat: WxUser; bindings: WxBinding[] }>();

/**
 * Our addition: what the page may know about this browser's WeChat ticket, without the ticket
 * (the cookie is HttpOnly). A missing, expired or revoked ticket all answer `{ticket: false}`.
 */
export const getTicketState = command('memberWechat/getTicketState', {
  access: 'public',
  params: noParams,
}).returns<WxTicketState>();

export type WxTicketState = { ticket: false } | { ticket: true; bound: boolean; wechat: WxUser };

export const wechatExtensions = ['memberWechat/getBindList', 'memberWechat/getTicketState'];
