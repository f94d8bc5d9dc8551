/** Beijing calendar days (UTC+8, no daylight saving) as the audit filters and day heads count them. */
const BEIJING_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;
export const beijingDayOf = (d: Date) => new Date(d.getTime() + BEIJING_MS).toISOString().slice(0, 10);
export const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - BEIJING_MS);
export const dayEnd = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);
