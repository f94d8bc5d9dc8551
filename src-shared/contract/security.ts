import { z } from 'zod';
import type { LoginInfo } from '../auth/login-info';
import { command, noParams, type Paged } from './command';
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
/** The optional second-factor code money commands take (asked only when the member has one). */
export const otpCode = totpCode.optional();

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

/** Finishes a sign-in that answered `secondFactorRequired`: the challenge and a TOTP or recovery code; answers the login info. */
export const secondFactorVerify = command('security/secondFactorVerify', {
  access: 'public',
  params: z.object({ challenge: z.string().min(16).max(128), code: secondFactorCode }).strict(),
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
  'security/totpSetup',
  'security/totpEnable',
  'security/totpDisable',
  'security/recoveryCodesRegenerate',
  'security/secondFactorStatus',
  'security/secondFactorVerify',
  'security/secondFactorPolicy',
  'security/setSecondFactorPolicy',
];
