import { z } from 'zod';
import type { LoginInfo } from '../auth/login-info';
import { command, noParams } from './command';
import * as f from '../rules/fields';

/**
 * Passkeys (WebAuthn, decision 0054). The options the server answers and the responses the browser
 * sends are WebAuthn's JSON forms (@simplewebauthn's `…OptionsJSON` / `…ResponseJSON`); the server
 * checks them with @simplewebauthn/server, these schemas only bound their shape and size.
 */

const b64url = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/);
// Extension outputs are not read; any object (typed `object`, which the browser library's interface fits).
const clientExtensionResults = z.custom<object>((v) => typeof v === 'object' && v !== null && !Array.isArray(v));

/** The fields every WebAuthn answer carries beside its `response`. */
const credential = {
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
};

/** What `navigator.credentials.create()` answered, as JSON (@simplewebauthn/browser startRegistration). */
export const registrationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    authenticatorData: b64url.optional(),
    publicKey: b64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
});

/** What `navigator.credentials.get()` answered, as JSON (@simplewebauthn/browser startAuthentication). */
export const authenticationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
});

/** WebAuthn's PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON, passed to the browser as they come. */
export type PasskeyCreationOptions = Record<string, unknown> & { challenge: string };
export type PasskeyRequestOptions = Record<string, unknown> & { challenge: string };

export interface Passkey {
  id: number;
  name: string;
  /** ISO times; lastUsed null until it first signs in or confirms. */
  createdAt: string;
  lastUsedAt: string | null;
}

export const passkeyName = z.string().trim().min(1, 'rule.passkey.name.required').max(40, 'rule.passkey.name.length');
const passkeyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Options for adding a passkey to the signed-in member (a discoverable credential, user verification required). */
export const passkeyRegisterOptions = command('security/passkeyRegisterOptions', { access: 'member', params: noParams }).returns<PasskeyCreationOptions>();

/** Stores the new passkey under a name of the member's choosing. */
export const passkeyRegister = command('security/passkeyRegister', {
  access: 'member',
  params: z.object({ name: passkeyName, response: registrationResponse }).strict(),
}).returns<Passkey>();

/** The member's passkeys, newest first. */
export const passkeyList = command('security/passkeyList', { access: 'member', params: noParams }).returns<Passkey[]>();

export const passkeyRename = command('security/passkeyRename', { access: 'member', params: z.object({ id: passkeyId, name: passkeyName }).strict() }).returns<Passkey>();

/** Removes one of the member's passkeys (someone else's id: not found); withdrawals pause as for any factor change. */
export const passkeyRemove = command('security/passkeyRemove', { access: 'member', params: z.object({ id: passkeyId }).strict() }).returns<{ removed: true }>();

/** Options for an assertion that finishes a sign-in's second step (the challenge of `secondFactorRequired`). */
export const passkeySecondFactorOptions = command('security/passkeySecondFactorOptions', {
  access: 'public',
  params: z.object({ challenge: z.string().min(16).max(128) }).strict(),
}).returns<PasskeyRequestOptions>();

/** Options for an assertion that confirms a money command (the signed-in member's passkeys). */
export const passkeyStepUpOptions = command('security/passkeyStepUpOptions', { access: 'member', params: noParams }).returns<PasskeyRequestOptions>();

/** Exchanges an assertion for a proof a money command takes as its `otpCode` (single use, 2 minutes, this session). */
export const passkeyStepUp = command('security/passkeyStepUp', { access: 'member', params: z.object({ response: authenticationResponse }).strict() }).returns<{ proof: string }>();

/** Options for a usernameless sign-in (no allowCredentials: the browser offers the site's passkeys). */
export const passkeyLoginOptions = command('webMember/passkeyLoginOptions', { access: 'public', params: noParams }).returns<PasskeyRequestOptions>();

/** Signs in with a passkey: both factors at once. With `companyCode` the session is that company's, as companyLogin's. */
export const passkeyLogin = command('webMember/passkeyLogin', {
  access: 'public',
  params: z.object({ response: authenticationResponse, companyCode: f.companyCode.optional() }).strict(),
}).returns<LoginInfo>();

export const passkeyExtensions: string[] = [
  'security/passkeyRegisterOptions',
  'security/passkeyRegister',
  'security/passkeyList',
  'security/passkeyRename',
  'security/passkeyRemove',
  'security/passkeySecondFactorOptions',
  'security/passkeyStepUpOptions',
  'security/passkeyStepUp',
  'webMember/passkeyLoginOptions',
  'webMember/passkeyLogin',
];
