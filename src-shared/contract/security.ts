import { z } from 'zod';
import type { LoginInfo } from '../auth/login-info';
import { command, noParams, type Paged } from './command';
import * as f from '../rules/fields';
import { authenticationResponse } from './passkey';

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
/* ---- the second factor (decision 0051) ---- */

/** A 6-digit code from the member's authenticator app (TOTP: SHA-1, 30 s). */
const totpCode = z
  .string()
  .trim()
  .min(1, 'rule.secondFactor.code.required')
  .regex(/^\d{6}$/, 'rule.secondFactor.code.format');
/** A TOTP code or one of the recovery codes (`xxxxx-xxxxx`, case and dash optional). */
const secondFactorCode = z
  .string()
  .trim()
  .min(1, 'rule.secondFactor.code.required')
  .max(24)
  .regex(/^(\d{6}|[A-Za-z2-7]{5}-?[A-Za-z2-7]{5})$/, 'rule.secondFactor.code.format');
/**
 * The optional second-factor confirmation money commands take (asked only when the member has a
 * factor): a TOTP code, or the proof `security/passkeyStepUp` answered for a passkey (decision 0054).
 */
export const otpCode = z
  .string()
  .trim()
  .min(1, 'rule.secondFactor.code.required')
  .regex(/^(\d{6}|pk\.[A-Za-z0-9_-]{43})$/, 'rule.secondFactor.code.format')
  .optional();

export interface TotpSetup {
  /** Base32, for typing into the authenticator by hand (or copying on a phone). */
  secret: string;
  /** otpauth://totp/… */
  uri: string;
  /** The URI as a QR code, a data:image/png URL. */
  qr: string;
}

/** Starts (or restarts) a setup: a fresh pending secret; an enabled second factor stays as it is until this one is confirmed. */
export const totpSetup = command('security/totpSetup', { access: 'member', params: noParams }).returns<TotpSetup>();

/** Confirms the pending secret with a code from it; answers the ten recovery codes, shown only this once. */
export const totpEnable = command('security/totpEnable', { access: 'member', params: z.object({ code: totpCode }).strict() }).returns<{ recoveryCodes: string[] }>();

/** Turns the second factor off: a current code (TOTP or recovery) or the login password. */
export const totpDisable = command('security/totpDisable', {
  access: 'member',
  params: z
    .object({ code: secondFactorCode.optional(), password: f.anyPassword.optional() })
    .strict()
    .refine((v) => (v.code === undefined) !== (v.password === undefined), { path: ['code'], message: 'rule.secondFactor.code.required' }),
}).returns<{ disabled: true }>();

/** Ten new recovery codes (the old ones stop working), after a current TOTP code. */
export const recoveryCodesRegenerate = command('security/recoveryCodesRegenerate', { access: 'member', params: z.object({ code: totpCode }).strict() }).returns<{
  recoveryCodes: string[];
}>();

export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
  /** The session's company requires a second factor of this member (its policy). */
  requiredByCompany: boolean;
}
export const secondFactorStatus = command('security/secondFactorStatus', { access: 'member', params: noParams }).returns<SecondFactorStatus>();

/**
 * Finishes a sign-in that answered `secondFactorRequired`: the challenge and a TOTP or recovery
 * code, or a passkey assertion (options from `security/passkeySecondFactorOptions`); answers the login info.
 */
export const secondFactorVerify = command('security/secondFactorVerify', {
  access: 'public',
  params: z
    .object({ challenge: z.string().min(16).max(128), code: secondFactorCode.optional(), passkey: authenticationResponse.optional() })
    .strict()
    .refine((v) => (v.code === undefined) !== (v.passkey === undefined), { path: ['code'], message: 'rule.secondFactor.code.required' }),
}).returns<LoginInfo>();

export interface SecondFactorPolicy {
  /** The company's administrators must have a second factor. */
  admins: boolean;
  /** Members holding a money button (capital.*, bankCard.*) must have one. */
  moneyHolders: boolean;
}
export interface SecondFactorMemberRow {
  memberCode: string;
  name: string;
  isAdmin: boolean;
  moneyHolder: boolean;
  enabled: boolean;
  /** The policy covers this member. */
  required: boolean;
}

/** The company's policy and, page by page, its members and whether each has a second factor (the admin's panel). */
export const secondFactorPolicy = command('security/secondFactorPolicy', {
  access: 'enterprise',
  needs: 'companyAdmin',
  paged: true,
  params: noParams,
}).returns<SecondFactorPolicy & Paged<SecondFactorMemberRow>>();

/** Sets the policy. A rule covering the admin is refused until the admin has a second factor. */
export const setSecondFactorPolicy = command('security/setSecondFactorPolicy', {
  access: 'enterprise',
  needs: 'companyAdmin',
  params: z.object({ admins: z.boolean(), moneyHolders: z.boolean() }).strict(),
}).returns<SecondFactorPolicy>();

/** This module's commands that are ours, not the spec's. */
export const securityExtensions: string[] = [
  'memberSecurity/getOldMobileCode',
  'memberSecurity/changeMobile',
  'security/sessionList',
  'security/signOut',
  'security/signOutOthers',
  'security/getSessionLimit',
  'security/setSessionLimit',
  'security/totpSetup',
  'security/totpEnable',
  'security/totpDisable',
  'security/recoveryCodesRegenerate',
  'security/secondFactorStatus',
  'security/secondFactorVerify',
  'security/secondFactorPolicy',
  'security/setSecondFactorPolicy',
];
