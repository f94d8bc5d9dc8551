import { formatCentsGrouped, parseCents } from '../../../src-shared/utils/money';

/** Times of the fund account are shown in Beijing time, the portal's business time zone. */
const fmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function formatTime(iso: string): string {
  const p = Object.fromEntries(fmt.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** "1,234.50" from the gateway's "1234.50" (exact: through integer cents, never a float). */
export const money = (s: string) => {
  const negative = s.startsWith('-');
  const cents = parseCents(negative ? s.slice(1) : s);
  return cents === null ? s : `${negative ? '-' : ''}${formatCentsGrouped(cents)}`;
};

/** A fresh idempotency key per submission: a retried request (double click, network retry) repeats it. */
export const newIdempotencyKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');
