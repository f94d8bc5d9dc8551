import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Deps } from '../../deps';
import type { auditCheckpoints } from '../../db/schema';
import { keyring } from '../sso/keys';

/**
 * A pruned chain starts at a checkpoint: the last pruned entry's number and hash, signed as a JWT
 * with the portal's OpenID Connect signing key. Anyone holding the published keys (/oauth/jwks)
 * can check it; a checkpoint edited in the database no longer verifies.
 */
export async function signCheckpoint(deps: Deps, c: { chain: string; seq: number; hash: string; prunedAt: Date }) {
  const ring = await keyring(deps);
  return ring.sign({ sub: c.chain, seq: c.seq, hash: c.hash, prunedAt: c.prunedAt.toISOString(), typ: 'audit-checkpoint' });
}

export async function checkpointHolds(deps: Deps, cp: typeof auditCheckpoints.$inferSelect): Promise<boolean> {
  const ring = await keyring(deps);
  try {
    const { payload } = await jwtVerify(cp.signature, createLocalJWKSet(ring.jwks));
    return payload.sub === cp.chain && payload.seq === cp.seq && payload.hash === cp.hash && payload.typ === 'audit-checkpoint';
  } catch {
    return false;
  }
}
