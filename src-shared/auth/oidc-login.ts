import { call } from '../api/client';
import { finish, link, pending } from '../contract/refs/oidc-login';
import type { LoginAnswer, LoginInfo, SecondFactorMethod } from './login-info';
import { useSession } from './session';

/**
 * The browser's side of third-party sign-in (/hwAuthorize and /h5/hwAuthorize): the gateway's
 * start URL, the reasons its callback may send back, and the finishing calls shared by both builds.
 */

export const OIDC_ERROR_REASONS = ['unknown', 'unavailable', 'state', 'used', 'expired', 'code', 'denied', 'provider'] as const;
export type OidcErrorReason = (typeof OIDC_ERROR_REASONS)[number];

/** A reason from the address, or null for anything else (never shown as given). */
export const oidcErrorReason = (value: string | null): OidcErrorReason | null => ((OIDC_ERROR_REASONS as readonly string[]).includes(value ?? '') ? (value as OidcErrorReason) : null);

export { oidcStartUrl } from './oidc-start';

/** A first factor from the provider met a member with two-step verification: the challenge, and where to go after. */
export interface OidcChallenge {
  challenge: string;
  /** What can finish it (the code, a passkey). */
  methods: SecondFactorMethod[];
  redirect: string;
}

/** Keeps the login and loads the way back as a fresh document (nothing of a previous visitor stays). */
export function enterSignedIn(info: LoginInfo, redirect: string) {
  useSession.getState().setLogin(info);
  window.location.replace(redirect);
}

/** The attempt is single use and effects may run twice: one finish per page load. */
let finishing: Promise<{ answer: LoginAnswer; redirect: string }> | null = null;

/** A linked account: signs in (or answers the second factor's challenge) and answers where to go. */
export function finishLinkedSignIn(): Promise<{ answer: LoginAnswer; redirect: string }> {
  finishing ??= (async () => {
    const p = await call(pending, {});
    return { answer: await call(finish, {}), redirect: p.redirect };
  })();
  finishing.catch(() => (finishing = null));
  return finishing;
}

export const linkAndSignIn = (v: { nationCode: string; mobile: string; smsCode: string }) => call(link, v);
