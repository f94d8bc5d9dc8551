import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifyDeliveries } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Job } from '../../jobs';
import { deliverDue } from './worker';

/** Finished deliveries are kept this long (what was sent, for support questions), then deleted; dead letters stay until decided. */
export const KEEP_FINISHED_MS = 30 * 86_400_000;

export async function pruneFinished(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(notifyDeliveries)
    .where(and(inArray(notifyDeliveries.status, ['done', 'discarded']), lt(notifyDeliveries.createdAt, new Date(now.getTime() - KEEP_FINISHED_MS))))
    .returning({ id: notifyDeliveries.id });
  return gone.length;
}

/** The outbox as jobs: the minute's timer and `POST /api/dev/run-jobs` deliver what is due (poll.ts does so every second) and prune. */
export const notifyJobs = (deps: Deps): Job[] => [
  { name: 'notify.deliver', run: () => deliverDue(deps) },
  { name: 'notify.prune', run: (now) => pruneFinished(deps.db, now) },
];
