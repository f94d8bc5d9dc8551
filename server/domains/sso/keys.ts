import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { settings } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { algOf, type SigningJwk } from './settings';

/**
 * The ID-token signing keys: from OIDC_SIGNING_KEYS (production must set it), else one development
 * RS256 key generated once and kept in settings, so every process sharing the database signs
 * with the same key and tokens survive a restart. Imported once per server.
 */

const DEV_KEY_SETTING = 'sso.devSigningKey';
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

interface Keyring {
  sign(payload: JWTPayload): Promise<string>;
  /** Every configured key's public half: the JWKS document. */
  jwks: { keys: JWK[] };
  algs: string[];
}

const keyrings = new WeakMap<Deps, Promise<Keyring>>();

export function keyring(deps: Deps): Promise<Keyring> {
  let ring = keyrings.get(deps);
  if (!ring) {
    ring = loadKeyring(deps);
    // A failed load (say the database was down) is tried again by the next request.
    ring.catch(() => keyrings.delete(deps));
    keyrings.set(deps, ring);
  }
  return ring;
}

async function loadKeyring(deps: Deps): Promise<Keyring> {
  const { signingKeys, keysError } = deps.config.oidc;
  if (keysError) throw new Error(`OIDC_SIGNING_KEYS ${keysError}`);
  const jwks = signingKeys ?? [await developmentKey(deps.db)];
  const published: JWK[] = [];
  for (const jwk of jwks) {
    const pub = Object.fromEntries(Object.entries(jwk).filter(([k]) => !PRIVATE_MEMBERS.includes(k))) as JWK;
    const kid = jwk.kid ?? (await calculateJwkThumbprint(pub));
    published.push({ ...pub, kid, alg: algOf(jwk)!, use: 'sig' });
  }
  const first = jwks[0];
  const alg = algOf(first)!;
  const key = await importJWK({ ...first, alg }, alg);
  const kid = published[0].kid!;
  return {
    jwks: { keys: published },
    algs: [...new Set(published.map((k) => k.alg!))],
    sign: (payload) => new SignJWT(payload).setProtectedHeader({ alg, kid, typ: 'JWT' }).sign(key),
  };
}

async function developmentKey(db: Db): Promise<SigningJwk> {
  const read = async () => (await db.select().from(settings).where(eq(settings.key, DEV_KEY_SETTING)).limit(1))[0]?.value as SigningJwk | undefined;
  const stored = await read();
  if (stored) return stored;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = (await exportJWK(privateKey)) as SigningJwk;
  jwk.kid = await calculateJwkThumbprint(jwk);
  // Two processes starting together: the first insert wins and both use its key.
  await db.insert(settings).values({ key: DEV_KEY_SETTING, value: jwk }).onConflictDoNothing();
  return (await read())!;
}
