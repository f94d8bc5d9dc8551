import { formatCentsGrouped, parseCents } from '#shared/utils/money';
import { formatTime } from '#shared/utils/beijing-time';

export { formatTime };
/** "1,234.50" from the gateway's "1234.50" (exact: through integer cents, never a float). */
export const money = (s: string) => {
  const negative = s.startsWith('-');
  const cents = parseCents(negative ? s.slice(1) : s);
  return cents === null ? s : `${negative ? '-' : ''}${formatCentsGrouped(cents)}`;
};

/** A fresh idempotency key per submission: a retried request (double click, network retry) repeats it. */
export const newIdempotencyKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

/** A masked card number ("**** **** **** 4567") that never breaks between its groups inside a sentence. */
export const cardNoText = (cardNo: string) => cardNo.replace(/ /g, '\u00a0');
