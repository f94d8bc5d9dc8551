import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundAccounts, rateEvents } from '../../db/schema';
import { AppError, refuse } from '../../gateway/app-error';
import { ErrorCode } from '#shared/contract/errors';
import { verifyPassword } from '../auth/passwords';
import { digest } from '../account/limits';
import { attemptSecret } from '../account/throttle';

/**
 * The 8-digit payment password: argon2id; 5 wrong tries within 30 minutes lock it for
 * 30 minutes (1004 with the unlock time), counted by the login lockout's code (member/throttle.ts)
 * under its own key, so every gateway process shares it; each try is reserved before argon2 runs.
 * A right password clears the count.
 */
export const PAY_KEY_MAX_FAILURES = 5;
export const PAY_KEY_LOCK_MS = 30 * 60_000;
const TICKET_TTL_MS = 10 * 60_000;
const PAY_KEY_POLICY = { windowMs: PAY_KEY_LOCK_MS, maxFailures: PAY_KEY_MAX_FAILURES, lockMs: PAY_KEY_LOCK_MS };

const lockKey = (fundAccountId: number) => `paykey:${fundAccountId}`;

export async function setPayKeyHash(db: Db, fundAccountId: number, hash: string) {
  await db.update(fundAccounts).set({ payKeyHash: hash }).where(eq(fundAccounts.id, fundAccountId));
}

/** Checks the payment password or throws (1006 wrong with tries left, 1004 locked). Runs before any money moves. */
export async function checkPayKey(db: Db, acc: { id: number; payKeyHash: string | null }, plain: string, now: Date) {
  if (!acc.payKeyHash) throw new AppError(ErrorCode.refused, 'fund.payKey.notSet', {}, 'payPassword');
  // Under the lockout: the try is reserved before argon2 runs, so parallel guesses share the count.
  const r = await attemptSecret(
    db,
    lockKey(acc.id),
    () => now,
    () => verifyPassword(acc.payKeyHash, plain),
    PAY_KEY_POLICY,
  );
  if (r.ok) return;
  throw new AppError(ErrorCode.refused, 'fund.payKey.wrong', { left: PAY_KEY_MAX_FAILURES - r.failures }, 'payPassword');
}

/* The change flow's ticket: random, stored hashed as a rate event of its own bucket, single use, 10 minutes. */
const ticketBucket = (fundAccountId: number, ticket: string) => `paykey-ticket:${fundAccountId}:${digest('paykey-ticket', ticket)}`;

export async function issueTicket(db: Db, fundAccountId: number, now: Date) {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(rateEvents).values({ bucket: ticketBucket(fundAccountId, ticket), at: now });
  return ticket;
}

export async function spendTicket(db: Db, fundAccountId: number, ticket: string, now: Date) {
  const spent = await db
    .delete(rateEvents)
    .where(and(eq(rateEvents.bucket, ticketBucket(fundAccountId, ticket)), gt(rateEvents.at, new Date(now.getTime() - TICKET_TTL_MS))))
    .returning({ id: rateEvents.id });
  if (!spent.length) throw refuse('fund.payKey.ticketInvalid');
}
