import { createHash } from 'node:crypto';

/** The account domain's numbers in one place (docs/architecture.md, Security defaults). */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * Development and test only: SMS_RESEND_SECONDS shortens the 60-second resend wait so the e2e
 * journeys do not sit it out (playwright.config.ts sets it). Ignored when NODE_ENV=production.
 */
const resendOverride = process.env.NODE_ENV === 'production' ? NaN : Number(process.env.SMS_RESEND_SECONDS);

export const limits = {
  captchaTtlMs: 5 * MINUTE,
  /** Jigsaw answers within this many pixels of the hole pass. */
  jigsawTolerancePx: 4,
  smsCodeTtlMs: 10 * MINUTE,
  smsCodeMaxWrongTries: 5,
  smsResendAfterSeconds: Number.isInteger(resendOverride) && resendOverride > 0 && resendOverride < 60 ? resendOverride : 60,
  /** Requests for login/forget codes to unregistered mobiles, per IP and hour, before that IP is throttled. */
  smsUnknownMobileProbesPerIpHour: 20,
  loginMaxFailures: 5,
  loginLockMs: 15 * MINUTE,
  /** Failures older than this no longer count towards a lockout. */
  loginFailureWindowMs: 15 * MINUTE,
  memberTokenTtlMs: 2 * HOUR,
  memberRefreshTtlMs: 30 * DAY,
  /** Salesman and operator sessions have no refresh token: one working day. */
  staffTokenTtlMs: 8 * HOUR,
  resetTicketTtlMs: 15 * MINUTE,
} as const;

/** The portal's users are in China: times shown in texts are Beijing time. */
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const ymdhm = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "HH:mm" in Beijing time (the unlock time of a lockout). */
export const formatHhMm = (d: Date) => hhmm.format(d);

/** "YYYY-MM-DD HH:mm" in Beijing time. */
export function formatDateTime(d: Date): string {
  const parts = Object.fromEntries(ymdhm.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** sha256 of the parts joined with a separator the parts cannot contain as a whole; base64url. */
export const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\u001f')).digest('base64url');

export const after = (now: Date, ms: number) => new Date(now.getTime() + ms);
