import type { MessageRange } from '#shared/contract/message';

const DAY = 86_400_000;
/** Beijing time has no daylight saving: UTC+8 all year. */
const BEIJING = 8 * 3_600_000;

const days: Record<MessageRange, number> = { today: 1, threeDays: 3, oneWeek: 7, oneMonth: 30 };

/**
 * The start of a time filter: midnight (Beijing time) of the first of its calendar days,
 * today included. "Three days" is today and the two days before it; "one month" is 30 days.
 */
export function rangeStart(range: MessageRange, now: Date): Date {
  const local = now.getTime() + BEIJING;
  const midnight = local - (local % DAY) - BEIJING;
  return new Date(midnight - (days[range] - 1) * DAY);
}
