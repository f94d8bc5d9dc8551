import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { Deps } from '../../deps';
import { refuse, tooMany } from '../../gateway/app-error';
import { DAY } from '../account/limits';
import { lockKey, recordEvent, windowStats } from '../account/throttle';

/**
 * How many companies one account may found (config.companyFounding): company names are unique,
 * so an account founding companies without end could squat them. Two limits, both in the
 * database under a per-account advisory lock, so parallel requests and several gateway
 * processes cannot pass them together:
 * - attempts per account in any 24 hours (each founding request counts, refused or not);
 * - companies founded per account, ever (companies.founded_by; registration counts too).
 */

const lockName = (memberId: number) => `company-founding:${memberId}`;
const attemptsBucket = (memberId: number) => `company-founding:${memberId}`;

/** Counts one founding attempt, or refuses with 1004 when the day's attempts are used up. Its own transaction: a refused founding still counts. */
export async function countFoundingAttempt(deps: Deps, memberId: number): Promise<void> {
  const now = deps.clock.now();
  const allowed = await deps.db.transaction(async (tx) => {
    await lockKey(tx, lockName(memberId));
    const { count: made } = await windowStats(tx, attemptsBucket(memberId), now, DAY);
    if (made >= deps.config.companyFounding.attemptsPerDay) return false;
    await recordEvent(tx, attemptsBucket(memberId), now, DAY);
    return true;
  });
  if (!allowed) throw tooMany('org.founding.tooManyAttempts');
}

/**
 * Inside the transaction that inserts the company (before the insert): waits for the account's
 * other foundings to finish, then refuses with 1006 when the account founded its maximum already.
 */
export async function assertMayFoundAnother(tx: Db, deps: Deps, memberId: number): Promise<void> {
  await lockKey(tx, lockName(memberId));
  const [row] = await tx.select({ n: count() }).from(companies).where(eq(companies.foundedBy, memberId));
  const max = deps.config.companyFounding.maxPerMember;
  if (Number(row?.n ?? 0) >= max) throw refuse('org.founding.limit', { max });
}
