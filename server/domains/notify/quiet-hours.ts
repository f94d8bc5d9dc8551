/**
 * Quiet hours (decision 0055): 22:00 to 08:00 Beijing time (UTC+8 all year), no SMS or WeChat
 * except mandatory events; what falls inside is due at the next 08:00.
 */
const BEIJING_MS = 8 * 3_600_000;
const START_HOUR = 22;
const END_HOUR = 8;

/** The next 08:00 Beijing when `at` lies in quiet hours, else null. */
export function quietUntil(at: Date): Date | null {
  const local = new Date(at.getTime() + BEIJING_MS);
  const hour = local.getUTCHours();
  if (hour >= END_HOUR && hour < START_HOUR) return null;
  const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), END_HOUR) - BEIJING_MS;
  return new Date(hour >= START_HOUR ? morning + 86_400_000 : morning);
}
