import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { GatewayError } from '#shared/api/gateway-error';

/**
 * The browser side of passkeys (decision 0054). @simplewebauthn/browser is fetched on first use,
 * never with a page's first load (the login page's budget). The options come from the gateway as
 * WebAuthn's JSON; the answers go back as JSON.
 */

/** Whether this browser has WebAuthn at all (WeChat's in-app browser and old browsers may not). */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export async function createPasskey(options: Record<string, unknown>): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

export async function assertPasskey(options: Record<string, unknown>): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/**
 * What went wrong, for the page: the gateway's own text, or which browser refusal it was. The
 * browser answers NotAllowedError for a cancelled or timed-out prompt alike (it does not tell which).
 */
export function passkeyErrorText(err: unknown, t: (key: 'passkeyBrowser.cancelled' | 'passkeyBrowser.exists' | 'passkeyBrowser.failed') => string): string {
  if (err instanceof GatewayError) return err.info;
  const name = (err as { name?: string; cause?: { name?: string } } | null)?.cause?.name ?? (err as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return t('passkeyBrowser.cancelled');
  if (name === 'InvalidStateError') return t('passkeyBrowser.exists');
  return t('passkeyBrowser.failed');
}
