import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundIdempotency } from '../../db/schema';
import { refuse } from '../../gateway/app-error';

/**
 * Idempotent money commands. Inside the command's transaction the key is inserted first
 * (ON CONFLICT DO NOTHING): the unique index makes a concurrent replay wait for the first
 * transaction; if it committed, the replay reads the stored result and moves nothing; if
 * it rolled back (refused), the replay runs afresh. A key reused with other parameters is
 * refused. Refusals are not stored, so a refused request may be retried with its key.
 */
export const requestHash = (command: string, params: unknown) =>
  createHash('sha256')
    .update(`${command}\u001f${JSON.stringify(params)}`)
    .digest('base64url');

export type Claim<R> = { fresh: true; id: number } | { fresh: false; response: R };

export async function claimKey<R>(tx: Db, fundAccountId: number, key: string, command: string, hash: string, at: Date): Promise<Claim<R>> {
  const [row] = await tx.insert(fundIdempotency).values({ fundAccountId, key, command, requestHash: hash, createdAt: at }).onConflictDoNothing().returning({ id: fundIdempotency.id });
  if (row) return { fresh: true, id: row.id };
  const [prev] = await tx
    .select()
    .from(fundIdempotency)
    .where(and(eq(fundIdempotency.fundAccountId, fundAccountId), eq(fundIdempotency.key, key)))
    .limit(1);
  if (!prev || prev.command !== command || prev.requestHash !== hash) throw refuse('fund.idempotencyReused');
  return { fresh: false, response: prev.response as R };
}

export async function storeResult(tx: Db, id: number, response: unknown) {
  await tx.update(fundIdempotency).set({ response }).where(eq(fundIdempotency.id, id));
}
