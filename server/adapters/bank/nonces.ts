import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankNonces } from '../../db/schema';
import { NONCE_TTL_MS } from './signature';

/**
 * Claims a callback nonce: true the first time within NONCE_TTL_MS, false for a replay. The
 * insert on the primary key is the claim, so two processes receiving the same callback at
 * once cannot both win. Nonces past the window are swept first (their timestamps are refused anyway).
 */
export async function claimNonce(db: Db, nonce: string, now: Date): Promise<boolean> {
  await db.delete(bankNonces).where(lt(bankNonces.seenAt, new Date(now.getTime() - NONCE_TTL_MS)));
  const won = await db.insert(bankNonces).values({ nonce, seenAt: now }).onConflictDoNothing().returning({ nonce: bankNonces.nonce });
  return won.length === 1;
}
