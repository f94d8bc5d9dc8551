import { and, asc, count, eq } from 'drizzle-orm';
import * as c from '#shared/contract/notify';
import { NOTIFY_EVENT_KEYS, NOTIFY_EVENTS, QUIET_HOURS, type NotifyChannel } from '#shared/rules/notify-events';
import { isNotifyEvent } from '#shared/rules/notify-events';
import { maskPhone } from '#shared/utils/phone-mask';
import { members, notifyDeliveries } from '../../db/schema';
import { AppError, notFound } from '../../gateway/app-error';
import { ErrorCode } from '#shared/contract/errors';
import { handle } from '../../gateway/handler';
import { channelOn, readPreferences, rememberLang, writePreferences, type StoredPreferences } from './preferences';

/**
 * Notification preferences (the member's matrix) and the operators' dead letters (decision 0055).
 * Reading the matrix also remembers the member's language, which outside messages are written in.
 */

const CHANNELS: NotifyChannel[] = ['inSite', 'sms', 'wechat'];

function matrix(p: StoredPreferences): c.NotifyPreferences {
  return {
    events: NOTIFY_EVENT_KEYS.map((event) => ({
      event,
      inSite: channelOn(p, event, 'inSite'),
      sms: channelOn(p, event, 'sms'),
      wechat: channelOn(p, event, 'wechat'),
      mandatory: NOTIFY_EVENTS[event].mandatory,
    })),
    quietHours: { enabled: p.quietHours, ...QUIET_HOURS },
  };
}

export const notifyHandlers = [
  handle(c.preferences, async ({ deps, actor, lang }) => {
    const now = deps.clock.now();
    const p = await readPreferences(deps.db, actor.memberId);
    if (p.lang !== lang) await rememberLang(deps.db, actor.memberId, lang, now);
    return matrix({ ...p, lang });
  }),

  handle(c.savePreferences, async ({ deps, actor, params, lang }) => {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const p = await readPreferences(tx, actor.memberId);
      const choices = { ...p.choices };
      for (const row of params.events) {
        const e = NOTIFY_EVENTS[row.event];
        // Security events: their channels stay on; sending them back unchanged is fine.
        if (e.mandatory) {
          if (CHANNELS.some((ch) => e.channels[ch] && !row[ch])) throw new AppError(ErrorCode.refused, 'notify.mandatory', {}, 'events');
          continue;
        }
        // Only switches that differ from the catalogue's default are kept, so a changed default reaches everyone else.
        const differs = Object.fromEntries(CHANNELS.filter((ch) => row[ch] !== e.channels[ch]).map((ch) => [ch, row[ch]]));
        if (Object.keys(differs).length) choices[row.event] = differs;
        else delete choices[row.event];
      }
      const next: StoredPreferences = { lang, quietHours: params.quietHours?.enabled ?? p.quietHours, choices: Object.fromEntries(Object.entries(choices).filter(([k]) => isNotifyEvent(k))) };
      await writePreferences(tx, actor.memberId, next, now);
      return matrix(next);
    });
  }),

  handle(c.deadLetters, async ({ deps, page, rows }) => {
    const dead = eq(notifyDeliveries.status, 'dead');
    const [list, [{ n }]] = await Promise.all([
      deps.db
        .select({ d: notifyDeliveries, mobile: members.mobile })
        .from(notifyDeliveries)
        .innerJoin(members, eq(members.id, notifyDeliveries.memberId))
        .where(dead)
        .orderBy(asc(notifyDeliveries.id))
        .limit(rows)
        .offset((page - 1) * rows),
      deps.db.select({ n: count() }).from(notifyDeliveries).where(dead),
    ]);
    return {
      list: list.map(({ d, mobile }) => ({
        id: d.id,
        memberId: d.memberId,
        mobile: maskPhone(mobile),
        event: d.event as c.DeadLetter['event'],
        channel: d.channel,
        attempts: d.attempts,
        lastError: d.lastError,
        createdAt: d.createdAt.toISOString(),
      })),
      total: n,
    };
  }),

  handle(c.retryDeadLetter, async ({ deps, params, actor }) => {
    const now = deps.clock.now();
    const [row] = await deps.db
      .update(notifyDeliveries)
      .set({ status: 'pending', attempts: 0, dueAt: now, leaseUntil: null, claim: null, operatorId: actor.operatorId, note: 'retried' })
      .where(and(eq(notifyDeliveries.id, params.id), eq(notifyDeliveries.status, 'dead')))
      .returning({ id: notifyDeliveries.id });
    if (!row) throw notFound('notify.deadLetter.notFound');
    return { id: row.id };
  }),

  handle(c.discardDeadLetter, async ({ deps, params, actor }) => {
    const now = deps.clock.now();
    const [row] = await deps.db
      .update(notifyDeliveries)
      .set({ status: 'discarded', doneAt: now, operatorId: actor.operatorId, note: params.reason })
      .where(and(eq(notifyDeliveries.id, params.id), eq(notifyDeliveries.status, 'dead')))
      .returning({ id: notifyDeliveries.id });
    if (!row) throw notFound('notify.deadLetter.notFound');
    return { id: row.id };
  }),
];
