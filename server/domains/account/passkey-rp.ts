import { ErrorCode } from '#shared/contract/errors';
import type { Config } from '../../config';
import { AppError } from '../../gateway/app-error';

/** The name authenticators show next to a passkey. */
export const RP_NAME = 'Zhizaoyun Portal';

export interface RelyingParty {
  rpId: string;
  origins: string[];
}

/**
 * Whom passkeys are made for and which pages may use them (decision 0054). Production: always the
 * configured WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS (config-required.ts refuses to start without).
 * Elsewhere, unless configured, the request's own Origin: development and the e2e suite run on
 * http://localhost:<port>, which browsers treat as a secure context. Browsers refuse an IP address
 * as the RP ID, so a page opened as 127.0.0.1 is refused here with a text saying so.
 */
export function relyingParty(config: Pick<Config, 'webauthn' | 'production'>, origin: string | undefined): RelyingParty {
  const { rpId, origins } = config.webauthn;
  if (rpId && origins.length > 0) return { rpId, origins };
  // Start-up refuses production without them (config-required.ts); never fall back to the request there.
  if (config.production) throw new Error('WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS are required in production');
  let url: URL | null = null;
  try {
    url = origin ? new URL(origin) : null;
  } catch {
    url = null;
  }
  const host = url?.hostname ?? '';
  if (!url || !host || /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[')) throw new AppError(ErrorCode.refused, 'passkey.origin.unsupported');
  return { rpId: host, origins: [url.origin] };
}
