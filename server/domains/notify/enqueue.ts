import { randomUUID } from 'node:crypto';
import { NOTIFY_EVENTS, OUTSIDE_CHANNELS, type NotifyEventKey } from '#shared/rules/notify-events';
import type { Db } from '../../db/client';
import { notifyDeliveries } from '../../db/schema';
import { channelOn, type StoredPreferences } from './preferences';
import { quietUntil } from './quiet-hours';

export type NoticeVars = Record<string, string | number | { t: string }>;

/**
 * Writes the outside deliveries of one notice to one member into the outbox, in the caller's
 * transaction (db), so they exist exactly when the change that causes them commits. Quiet hours
 * move SMS and WeChat to the next 08:00 Beijing unless the event is mandatory.
 */
export async function enqueueDeliveries(db: Db, memberId: number, event: NotifyEventKey, vars: NoticeVars, prefs: StoredPreferences, now: Date) {
  const channels = OUTSIDE_CHANNELS.filter((c) => channelOn(prefs, event, c));
  if (!channels.length) return;
  const noticeId = randomUUID();
  const dueAt = (!NOTIFY_EVENTS[event].mandatory && prefs.quietHours && quietUntil(now)) || now;
  await db.insert(notifyDeliveries).values(channels.map((channel) => ({ noticeId, memberId, event, channel, vars, lang: prefs.lang, dueAt, createdAt: now })));
}
