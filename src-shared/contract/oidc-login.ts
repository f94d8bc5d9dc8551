import { z } from 'zod';
import type { LoginAnswer } from '../auth/login-info';
import * as f from '../rules/fields';
import { command, noParams } from './command';

/**
 * Third-party sign-in over OpenID Connect (/hwAuthorize, decision 0022). The browser goes to
 * GET /auth/oidc/start?provider=&redirect= and comes back through /auth/oidc/callback, which
 * leaves the attempt in an HttpOnly cookie (`oidc_login`) the page never sees; these commands
 * read that cookie only. Without a live attempt they answer 1006 `oidc.login.expired`.
 */

export interface OidcProviderItem {
  id: string;
  /** In the caller's language. */
  name: string;
}

/** Where the callback left this browser's attempt: a linked subject signs in (`finish`), an unknown one links first. */
export interface OidcPending {
  provider: string;
  /** The provider's name for the account (or its e-mail), for "signed in as …". */
  account: string | null;
  linked: boolean;
  redirect: string;
}

export const providers = command('oidcLogin/providers', { access: 'public', params: noParams }).returns<OidcProviderItem[]>();

export const pending = command('oidcLogin/pending', { access: 'public', params: noParams }).returns<OidcPending>();

/** Signs in the member the attempt's subject is linked to (once per attempt); a member with two-step verification gets its challenge. */
export const finish = command('oidcLogin/finish', { access: 'public', params: noParams }).returns<LoginAnswer>();

/**
 * Links the attempt's subject to the member of this mobile, proven by an SMS code of purpose
 * `oidcLink` (webMember/getSmsCode, captcha first), registering a personal member when the mobile
 * is new; then signs in.
 */
export const link = command('oidcLogin/link', {
  access: 'public',
  params: z.object({ mobile: f.mobile, nationCode: f.nationCode.default('86'), smsCode: f.smsCode }).strict(),
}).returns<LoginAnswer>();

/** A provider account linked to the signed-in member (member centre, account security). */
export interface LinkedAccount {
  id: number;
  /** The provider's configured id, and its name in the caller's language (the id when no longer configured). */
  providerId: string;
  provider: string;
  /** ISO times. */
  linkedAt: string;
  lastSignInAt: string | null;
}

export const linkedAccounts = command('oidcLogin/linkedAccounts', { access: 'member', params: noParams }).returns<LinkedAccount[]>();

/**
 * Unlinks one of the member's provider accounts: the next sign-in with it asks for the mobile and
 * an SMS code again. The mobile (SMS code login) always stays a way in, so no link is the last one.
 */
export const unlink = command('oidcLogin/unlink', {
  access: 'member',
  params: z.object({ id: z.number().int().positive() }).strict(),
}).returns<{ unlinked: true }>();

export const oidcLoginExtensions = [providers.cmd, pending.cmd, finish.cmd, link.cmd, linkedAccounts.cmd, unlink.cmd];
