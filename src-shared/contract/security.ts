import { z } from 'zod';
import { command, noParams } from './command';
import * as f from '../rules/fields';

/**
 * Change of the login mobile (accountSafe). The spec names no command, so these are ours:
 * a code to the current mobile (this command), a code to the new one (webMember/getSmsCode,
 * purpose changeMobile, which refuses a registered number), then changeMobile with both codes.
 */
export const getOldMobileCode = command('memberSecurity/getOldMobileCode', {
  access: 'member',
  params: noParams,
}).returns<{ sent: true; resendAfter: number }>();

export const changeMobile = command('memberSecurity/changeMobile', {
  access: 'member',
  params: z
    .object({
      oldSmsCode: f.smsCode,
      mobile: f.mobile,
      smsCode: f.smsCode,
    })
    .strict(),
}).returns<{ changed: true }>();

/**
 * Sessions and devices the member controls (decision 0050). `kind`: desktop browser, phone browser
 * (H5), WeChat's in-app browser, or a registered app signed in through the portal (`appName`).
 */
export type ClientKind = 'desktop' | 'h5' | 'wechat' | 'app';
export interface SignedInSession {
  id: number;
  /** Parsed from the user agent, with the major version ('' when it says nothing). */
  browser: string;
  os: string;
  kind: ClientKind;
  appName: string | null;
  /** The address it was last used from. */
  ip: string;
  /** The company it acts for (null: personal). */
  company: string | null;
  /** ISO times: the sign-in, and the last request (recorded at most once a minute). */
  firstUsed: string;
  lastUsed: string;
  /** The session of this request. */
  current: boolean;
}
const sessionId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The member's live sessions (not ended, not expired), the current one first. */
export const sessionList = command('security/sessionList', { access: 'member', params: noParams }).returns<SignedInSession[]>();

/** Ends one of the member's own sessions other than the current one (someone else's id: not found). */
export const signOut = command('security/signOut', { access: 'member', params: z.object({ sessionId }).strict() }).returns<{ signedOut: true }>();

/** Ends every session of the member but the current one; answers how many ended. */
export const signOutOthers = command('security/signOutOthers', { access: 'member', params: noParams }).returns<{ count: number }>();

/** The company's limit of sessions per member (0: unlimited); the company admin's. */
export const SESSION_LIMIT_MAX = 100;
const sessionLimit = z.number().int().min(0, 'rule.sessionLimit.range').max(SESSION_LIMIT_MAX, 'rule.sessionLimit.range');
export const getSessionLimit = command('security/getSessionLimit', { access: 'certified', needs: 'companyAdmin', params: noParams }).returns<{ limit: number }>();
export const setSessionLimit = command('security/setSessionLimit', { access: 'certified', needs: 'companyAdmin', params: z.object({ limit: sessionLimit }).strict() }).returns<{ limit: number }>();

/** This module's commands that are ours, not the spec's. */
export const securityExtensions: string[] = [
  'memberSecurity/getOldMobileCode',
  'memberSecurity/changeMobile',
  'security/sessionList',
  'security/signOut',
  'security/signOutOthers',
  'security/getSessionLimit',
  'security/setSessionLimit',
];
