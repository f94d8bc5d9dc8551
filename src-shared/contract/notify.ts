import { z } from 'zod';
import { NOTIFY_EVENT_KEYS, QUIET_HOURS, type NotifyEventKey } from '../rules/notify-events';
import { command, noParams } from './command';

/**
 * Notifications (issue 27, decision 0055): each member's channels per event of the catalogue
 * (src-shared/rules/notify-events.ts), quiet hours, and the operators' dead-letter list.
 */

/** One event's row of the matrix: a switch per channel; a mandatory event's switches cannot be turned off. */
export interface NotifyEventPreference {
  event: NotifyEventKey;
  inSite: boolean;
  sms: boolean;
  wechat: boolean;
  mandatory: boolean;
}

export interface NotifyPreferences {
  events: NotifyEventPreference[];
  /** No SMS or WeChat in these Beijing hours (security events excepted); what falls inside is delivered at `end`. */
  quietHours: { enabled: boolean; start: typeof QUIET_HOURS.start; end: typeof QUIET_HOURS.end };
}

/** The signed-in member's matrix (`{}`). */
export const preferences = command('notify/preferences', { access: 'member', params: noParams }).returns<NotifyPreferences>();

const eventRow = z.object({ event: z.enum(NOTIFY_EVENT_KEYS as [NotifyEventKey, ...NotifyEventKey[]]), inSite: z.boolean(), sms: z.boolean(), wechat: z.boolean(), mandatory: z.boolean().optional() }).strict();

/**
 * Takes back what `notify/preferences` answered, with switches changed; events left out keep
 * their switches. Turning off a mandatory event's channel is refused (1006, field `events`).
 * Answers the saved matrix.
 */
export const savePreferences = command('notify/savePreferences', {
  access: 'member',
  params: z
    .object({
      events: z
        .array(eventRow)
        .max(NOTIFY_EVENT_KEYS.length)
        .refine((rows) => new Set(rows.map((r) => r.event)).size === rows.length, 'rule.notify.events.duplicate'),
      quietHours: z
        .object({ enabled: z.boolean(), start: z.literal(QUIET_HOURS.start).optional(), end: z.literal(QUIET_HOURS.end).optional() })
        .strict()
        .optional(),
    })
    .strict(),
}).returns<NotifyPreferences>();

export interface DeadLetter {
  id: number;
  memberId: number;
  /** The member's mobile, masked. */
  mobile: string;
  event: NotifyEventKey;
  channel: 'sms' | 'wechat';
  attempts: number;
  lastError: string | null;
  /** ISO times. */
  createdAt: string;
}

const deliveryId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Operator: deliveries that gave up (after retries, or at once when they could never work), oldest first. */
export const deadLetters = command('notify/deadLetters', { access: 'operator', paged: true, params: noParams }).returns<{ list: DeadLetter[]; total: number }>();

/** Operator: sends a dead letter again now (its attempts start over). */
export const retryDeadLetter = command('notify/retryDeadLetter', { access: 'operator', params: z.object({ id: deliveryId }).strict() }).returns<{ id: number }>();

/** Operator: gives a dead letter up for good, with the reason kept on the row. */
export const discardDeadLetter = command('notify/discardDeadLetter', {
  access: 'operator',
  params: z.object({ id: deliveryId, reason: z.string().trim().min(1, 'rule.notify.reason.required').max(200) }).strict(),
}).returns<{ id: number }>();

/** This module's commands: all ours (the spec has no notification preferences). */
export const notifyExtensions: string[] = ['notify/preferences', 'notify/savePreferences', 'notify/deadLetters', 'notify/retryDeadLetter', 'notify/discardDeadLetter'];
