import { z } from 'zod';
import type { LoginInfo } from '../auth/login-info';
import { command } from './command';

/**
 * Single sign-on between the portal and registered apps (issue 4): a signed-in member asks for a
 * one-use auth code for an app and one of the app's registered redirect URIs; the code (5 minutes)
 * is exchanged once by sso/validate/authcode for a login of the same member and company.
 */

const appId = z.string().trim().min(1).max(64);
const redirectUri = z.string().trim().min(1).max(500);
const authCode = z.string().min(16).max(128);

export interface AppInfo {
  appId: string;
  name: string;
  redirectUris: string[];
}

export const getAppInfo = command('memberAuth/getAppInfo', {
  access: 'member',
  params: z.object({ appId }).strict(),
}).returns<AppInfo>();

/** Issues an auth code for a registered app; a redirectUri the app did not register answers 1003. */
export const getCode = command('memberAuth/getCode', {
  access: 'member',
  params: z.object({ appId, redirectUri }).strict(),
}).returns<{ code: string; redirectUri: string }>();

/** The industry app's authorisation: the same checks as memberAuth/getCode. */
export const iamAuthorize = command('iam/authValidate/authorize', {
  access: 'member',
  params: z.object({ appId, redirectUri }).strict(),
}).returns<{ code: string; redirectUri: string }>();

/** Exchanges an auth code (once) for a login; `source` is the appId the code was issued for. */
export const validateAuthCode = command('sso/validate/authcode', {
  access: 'public',
  params: z.object({ source: appId, code: authCode }).strict(),
}).returns<LoginInfo>();
