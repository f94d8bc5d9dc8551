import { generateKeyPairSync } from 'node:crypto';

/** OIDC_SIGNING_KEYS for a production-mode test server: one fresh P-256 key (production refuses to start without keys). */
export function testSigningKeys(): string {
  return JSON.stringify({ keys: [{ ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }), kid: 'test-1' }] });
}
