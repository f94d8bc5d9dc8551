/**
 * The portal's OpenID Connect provider settings (decision 0023):
 * - OIDC_ISSUER: the issuer, the portal's public origin (https in production; no trailing slash).
 *   Outside production: http://localhost:<PORT>.
 * - OIDC_SIGNING_KEYS: the ID-token signing keys as private JWKs, JSON `{"keys":[…]}` or `[…]`
 *   (RSA → RS256, EC P-256 → ES256). The first signs; all are published at the JWKS endpoint, so
 *   a new key goes first and the old one stays listed until the tokens it signed have expired.
 *   Outside production, unset: one RS256 key is generated and kept in the database.
 */

export interface OidcSettings {
  issuer: string;
  /** Null outside production when unset: the development key is generated and persisted. */
  signingKeys: SigningJwk[] | null;
  /** Why OIDC_SIGNING_KEYS was refused, or null. */
  keysError: string | null;
}

export interface SigningJwk {
  kty: 'RSA' | 'EC';
  kid?: string;
  alg?: string;
  crv?: string;
  d: string;
  [member: string]: unknown;
}

export function readOidcSettings(env: NodeJS.ProcessEnv, production: boolean, port: number): OidcSettings {
  const issuer = (env.OIDC_ISSUER ?? (production ? '' : `http://localhost:${port}`)).trim().replace(/\/+$/, '');
  const raw = env.OIDC_SIGNING_KEYS?.trim();
  if (!raw) return { issuer, signingKeys: null, keysError: production ? 'unset' : null };
  const parsed = parseSigningKeys(raw);
  return parsed.ok ? { issuer, signingKeys: parsed.keys, keysError: null } : { issuer, signingKeys: null, keysError: parsed.error };
}

/** The JWK algorithm a key signs with, or null when the portal does not sign with such keys. */
export function algOf(jwk: { kty?: unknown; crv?: unknown; alg?: unknown }): 'RS256' | 'ES256' | null {
  if (jwk.kty === 'RSA' && (jwk.alg === undefined || jwk.alg === 'RS256')) return 'RS256';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256' && (jwk.alg === undefined || jwk.alg === 'ES256')) return 'ES256';
  return null;
}

export function parseSigningKeys(raw: string): { ok: true; keys: SigningJwk[] } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'is not JSON' };
  }
  const list = Array.isArray(value) ? value : (value as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list) || list.length === 0) return { ok: false, error: 'must be a JWK set {"keys":[…]} with at least one key' };
  for (const [i, k] of list.entries()) {
    if (typeof k !== 'object' || k === null) return { ok: false, error: `key ${i} is not an object` };
    const jwk = k as Record<string, unknown>;
    if (!algOf(jwk)) return { ok: false, error: `key ${i}: only RSA (RS256) and EC P-256 (ES256) keys sign ID tokens` };
    if (typeof jwk.d !== 'string') return { ok: false, error: `key ${i} is a public key; the private JWK is needed` };
  }
  const kids = list.map((k) => (k as { kid?: unknown }).kid).filter((kid) => kid !== undefined);
  if (new Set(kids).size !== kids.length) return { ok: false, error: 'two keys share a kid' };
  return { ok: true, keys: list as SigningJwk[] };
}
