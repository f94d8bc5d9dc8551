import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { NOTIFY_EVENTS, isNotifyEvent } from '#shared/rules/notify-events';
import type { Db } from '../../db/client';
import { notifyDeliveries } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Outcome } from './outcome';
import { channelOn, readPreferences } from './preferences';
import { quietUntil } from './quiet-hours';
import { sendSms } from './sms-channel';
import { sendWechat } from './wechat-channel';

/**
 * The outbox worker (decision 0055). A claim is one statement: due pending rows whose lease is
 * free, `FOR UPDATE SKIP LOCKED`, get a lease and a fresh claim token, so processes sharing the
 * database never claim the same row. Only the token's holder may finish a row; a worker killed
 * after its claim leaves the row to be claimed again once the lease has passed (the send it may
 * have made in between is the duplicate window a provider cannot dedupe: at most one lease).
 */

type Row = typeof notifyDeliveries.$inferSelect;

export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, 4 min, 8 min between attempts. */
export const backoffMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);
const BATCH = 20;

export async function claimDue(db: Db, now: Date, limit = BATCH, leaseMs = LEASE_MS): Promise<Row[]> {
  const claim = randomUUID();
  const lease = new Date(now.getTime() + leaseMs);
  const t = notifyDeliveries;
  const free = and(eq(t.status, 'pending'), lte(t.dueAt, now), or(isNull(t.leaseUntil), lte(t.leaseUntil, now)));
  const due = db.select({ id: notifyDeliveries.id }).from(notifyDeliveries).where(free).orderBy(notifyDeliveries.dueAt, notifyDeliveries.id).limit(limit).for('update', { skipLocked: true });
  return db
    .update(notifyDeliveries)
    .set({ leaseUntil: lease, claim, attempts: sql`${notifyDeliveries.attempts} + 1` })
    .where(inArray(notifyDeliveries.id, due))
    .returning();
}

/** Sends one claimed row on its channel. */
export async function attempt(deps: Deps, row: Row, now: Date): Promise<Outcome> {
  if (!isNotifyEvent(row.event)) return { kind: 'dead', error: `unknownEvent:${row.event}` };
  const d = { memberId: row.memberId, event: row.event, vars: row.vars, lang: row.lang === 'en' ? ('en' as const) : ('zh-CN' as const) };
  return row.channel === 'sms' ? sendSms(deps, d, now) : sendWechat(deps, d);
}

/** Records an outcome, only while the claim is still ours; answers whether it was. */
export async function finish(deps: Deps, row: Row, outcome: Outcome, now: Date): Promise<boolean> {
  const ours = and(eq(notifyDeliveries.id, row.id), eq(notifyDeliveries.claim, row.claim ?? ''), eq(notifyDeliveries.status, 'pending'));
  const released = { leaseUntil: null, claim: null };
  switch (outcome.kind) {
    case 'sent':
      return updated(
        deps.db
          .update(notifyDeliveries)
          .set({ ...released, status: 'done', doneAt: now, lastError: null })
          .where(ours),
      );
    case 'dead':
      return updated(
        deps.db
          .update(notifyDeliveries)
          .set({ ...released, status: 'dead', lastError: outcome.error })
          .where(ours),
      );
    case 'retry': {
      if (row.attempts >= MAX_ATTEMPTS)
        return updated(
          deps.db
            .update(notifyDeliveries)
            .set({ ...released, status: 'dead', lastError: outcome.error })
            .where(ours),
        );
      const next = new Date(now.getTime() + backoffMs(row.attempts));
      const mandatory = isNotifyEvent(row.event) && NOTIFY_EVENTS[row.event].mandatory;
      const dueAt = (!mandatory && (await readPreferences(deps.db, row.memberId)).quietHours && quietUntil(next)) || next;
      return updated(
        deps.db
          .update(notifyDeliveries)
          .set({ ...released, dueAt, lastError: outcome.error })
          .where(ours),
      );
    }
    case 'fallback':
      // The WeChat row ends here; SMS takes over if the member has it on for the event (one SMS per notice at most).
      return deps.db.transaction(async (tx) => {
        const done = await updated(
          tx
            .update(notifyDeliveries)
            .set({ ...released, status: 'done', doneAt: now, note: outcome.note })
            .where(ours),
        );
        if (!done || !isNotifyEvent(row.event) || !channelOn(await readPreferences(tx, row.memberId), row.event, 'sms')) return done;
        await tx
          .insert(notifyDeliveries)
          .values({ noticeId: row.noticeId, memberId: row.memberId, event: row.event, channel: 'sms', vars: row.vars, lang: row.lang, dueAt: now, createdAt: now, note: `fallback:${outcome.note}` })
          .onConflictDoNothing();
        return true;
      });
  }
}

async function updated(q: { returning(f: { id: typeof notifyDeliveries.id }): Promise<unknown[]> }) {
  return (await q.returning({ id: notifyDeliveries.id })).length === 1;
}

/**
 * Claims and delivers until nothing is due (or `maxBatches` batches), answering how many rows
 * were finished here. Rows of one batch are sent one after the other: providers rate-limit, and
 * other processes take the next batches.
 */
export async function deliverDue(deps: Deps, opts: { maxBatches?: number; leaseMs?: number } = {}): Promise<number> {
  let finished = 0;
  for (let b = 0; b < (opts.maxBatches ?? 50); b++) {
    const rows = await claimDue(deps.db, deps.clock.now(), BATCH, opts.leaseMs);
    if (!rows.length) break;
    for (const row of rows) {
      const outcome = await attempt(deps, row, deps.clock.now()).catch((err: unknown): Outcome => ({ kind: 'retry', error: err instanceof Error ? err.message.slice(0, 300) : 'failed' }));
      if (await finish(deps, row, outcome, deps.clock.now())) finished++;
    }
  }
  return finished;
}
