/**
 * Money is integer cents everywhere; amounts travel as decimal strings with at
 * most 2 decimals ("100.00"). Parsing is textual, never through a float, so
 * "0.1" is exactly 10 cents and "0.29" exactly 29.
 */
const DECIMAL = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** Cents of a decimal string, or null when it is not one (sign, exponent, 3 decimals, spaces ...). */
export function parseCents(s: string): number | null {
  if (typeof s !== 'string' || !DECIMAL.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** "1234.50" from 123450; negative amounts keep their sign. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1,234.50" for display. */
export function formatCentsGrouped(cents: number): string {
  const [whole, frac] = formatCents(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/**
 * What a money field keeps of what was typed or pasted. Only what is unambiguous is normalised:
 * full-width digits and dots (a Chinese IME types "１２。５"), surrounding spaces and a leading
 * yuan sign. Anything else stays as typed so the field's rule shows its error: silently dropping
 * characters turned "5,00" into 500.00, "-100" into 100 and "1.234" into 1.23.
 */
export function normalizeMoneyInput(raw: string): string {
  return raw
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48))
    .replace(/[\uFF0E\u3002]/g, '.')
    .trim()
    .replace(/^[¥￥]\s*/, '');
}

/** A card shown by its last 4 digits. */
export const maskCard = (no: string) => `**** **** **** ${no.slice(-4)}`;
