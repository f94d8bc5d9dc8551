import { z } from 'zod';
import type { LoginInfo } from '../auth/login-info';
import { command } from './command';

/**
 * The portal as authorisation server for registered apps (decision 0023): a signed-in member asks
 * for a one-use auth code (60 seconds) for an app and one of its registered redirect URIs (exact
 * match). A code without the openid scope is exchanged once by sso/validate/authcode for a login
 * of the same member and company; one with it only at the OpenID Connect token endpoint
 * (/oauth/token). Issuing a code remembers the member's consent for the app until revoked.
 */

const appId = z.string().trim().min(1).max(64);
const redirectUri = z.string().trim().min(1).max(500);
const authCode = z.string().min(16).max(128);
/** Space-separated scope names (unknown ones are dropped, as OpenID Connect asks). */
const scope = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\x21\x23-\x5B\x5D-\x7E ]*$/);
/** RFC 7636: 43-128 unreserved characters (a verifier; an S256 challenge is 43). */
const pkceText = z
  .string()
  .min(43)
  .max(128)
  .regex(/^[A-Za-z0-9._~-]+$/);

export interface AppInfo {
  appId: string;
  name: string;
  redirectUris: string[];
  /** The member already allowed this app everything `scope` asks for (the consent screen may be skipped). */
  consented: boolean;
}

export const getAppInfo = command('memberAuth/getAppInfo', {
  access: 'member',
  params: z.object({ appId, scope: scope.optional() }).strict(),
}).returns<AppInfo>();

const codeParams = z
  .object({
    appId,
    redirectUri,
    scope: scope.optional(),
    /** PKCE (RFC 7636): only S256; "plain" is refused. */
    codeChallenge: pkceText.optional(),
    codeChallengeMethod: z.literal('S256').optional(),
    nonce: z.string().min(1).max(255).optional(),
  })
  .strict();

/** Issues an auth code for a registered app; a redirectUri the app did not register answers 1003. */
export const getCode = command('memberAuth/getCode', {
  access: 'member',
  params: codeParams,
}).returns<{ code: string; redirectUri: string }>();

/** The industry app's authorisation: the same checks as memberAuth/getCode. */
export const iamAuthorize = command('iam/authValidate/authorize', {
  access: 'member',
  params: codeParams,
}).returns<{ code: string; redirectUri: string }>();

/** Exchanges an auth code (once) for a login; `source` is the appId the code was issued for; codeVerifier when the code has a PKCE challenge. */
export const validateAuthCode = command('sso/validate/authcode', {
  access: 'public',
  params: z.object({ source: appId, code: authCode, codeVerifier: pkceText.optional() }).strict(),
}).returns<LoginInfo>();

/** Our extensions (decision 0023): the spec has no command for the member's authorised apps. */
export const ssoExtensions = ['memberAuth/authorizedApps', 'memberAuth/revokeApp'];

/** An app the member allowed, for the member centre's authorised-apps page. */
export interface AuthorizedApp {
  appId: string;
  name: string;
  scopes: string[];
  /** ISO time of the latest consent. */
  grantedAt: string;
}

export const authorizedApps = command('memberAuth/authorizedApps', {
  access: 'member',
  params: z.object({}).strict(),
}).returns<AuthorizedApp[]>();

/** Forgets the member's consent for the app and revokes its access tokens and unused codes. */
export const revokeApp = command('memberAuth/revokeApp', {
  access: 'member',
  params: z.object({ appId }).strict(),
}).returns<{ revoked: boolean }>();
