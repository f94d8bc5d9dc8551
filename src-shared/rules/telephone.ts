import { z } from 'zod';

/**
 * Mainland fixed-line numbers as people write them: "010 2345 6789", "(010)23456789",
 * "010-23456789转8001", "010-23456789 ext. 8001", "0755-8888 6666", "+86 10 2345 6789", and the
 * 400/800 company hotlines. Stored in one form: AREA-SUBSCRIBER[-EXTENSION] ("010-23456789-8001"),
 * hotlines as 400-123-4567, a number without area code as its digits.
 * Area codes: 010 and 02x have 3 digits and 8-digit subscribers; every other 0xxx has 4 digits
 * and 7- or 8-digit subscribers. Subscriber numbers never start with 0 or 1.
 */
const EXT_MARK = /\s*(?:转|分机|ext\.?|extn\.?|x|#|,)\s*(\d{1,6})$/i;

function plain(d: string): string | null {
  if (/^[48]00\d{7}$/.test(d)) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (/^[2-9]\d{6,7}$/.test(d)) return d;
  const short = /^(010|02\d)([2-9]\d{7})$/.exec(d);
  if (short) return `${short[1]}-${short[2]}`;
  const long = /^(0[3-9]\d{2})([2-9]\d{6,7})$/.exec(d);
  return long ? `${long[1]}-${long[2]}` : null;
}

/** The stored form of a telephone number, or null when it cannot be one. */
export function normalizeTelephone(raw: string): string | null {
  let s = raw
    .trim()
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/[－—–]/g, '-');
  let ext = '';
  const marked = EXT_MARK.exec(s);
  if (marked) {
    ext = marked[1];
    s = s.slice(0, marked.index);
  }
  // +86 / 0086 stand for the trunk 0 ("+86 10 ..." and "+86 (0)10 ..." are both 010).
  s = s.replace(/^(?:\+|00)86[\s-]*(?:\(0\))?0?/, '0');
  if (!/^[\d\s\-().]+$/.test(s)) return null;
  const groups = s.split(/[\s\-().]+/).filter(Boolean);
  const withExt = (n: string | null, e: string) => (n && e ? `${n}-${e}` : n);
  // Without a marker, a last group of 1-6 digits after a complete number with an area code (or a
  // hotline) is its extension: "0931-8912345-5" is 0931-8912345 extension 5, not 0931-89123455;
  // "4008-308-3001" is no local number 4008308 with extension 3001.
  const last = groups[groups.length - 1];
  if (!ext && groups.length >= 2 && last.length <= 6) {
    const main = plain(groups.slice(0, -1).join(''));
    if (main?.includes('-')) return withExt(main, last);
  }
  return withExt(plain(groups.join('')), ext);
}

/** A telephone field: refused with `formatKey` when it cannot be a number, else its stored form. */
export const telephoneOf = (requiredKey: string, formatKey: string) =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .max(40, formatKey)
    .transform((v, ctx) => {
      const n = normalizeTelephone(v);
      if (n === null) ctx.addIssue({ code: 'custom', message: formatKey });
      return n ?? v;
    });
