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
 * The spec's float input filter: keeps digits and one dot, at most 2 decimals,
 * no leading zeros before a digit ("00.5" -> "0.5").
 */
export function filterMoneyInput(raw: string): string {
  let s = raw.replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  s = s.replace(/^0+(?=\d)/, '');
  if (s.startsWith('.')) s = `0${s}`;
  const [w, f] = s.split('.');
  return f === undefined ? w.slice(0, 12) : `${w.slice(0, 12)}.${f.slice(0, 2)}`;
}

/** Bank account numbers shown in groups of 4 digits. */
export const groupDigits = (s: string) => s.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

/** A card shown by its last 4 digits. */
export const maskCard = (no: string) => `**** **** **** ${no.slice(-4)}`;
