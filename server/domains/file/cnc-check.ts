import { CNC_EXTS, CNC_MAX_BYTES } from '#shared/contract/file';

/**
 * A CNC program upload (a company document): the extension is one of CNC_EXTS, the size at most
 * CNC_MAX_BYTES, the bytes text (no NUL or other control characters but tab, line ends, form feed
 * and the old DOS end-of-file; comments may be UTF-8 or GBK, so high bytes pass), holding at least
 * one G or M word, and no markup or script a browser could be tricked into running. Stored as
 * text/plain and always served as a download.
 */
export type CncVerdict = { ok: true; ext: string } | { ok: false; reason: 'type' | 'tooLarge' | 'notText' | 'notProgram' | 'polyglot' };

export const isCncName = (name: string) => (CNC_EXTS as readonly string[]).includes((name.match(/\.([A-Za-z0-9]+)$/)?.[1] ?? '').toLowerCase());

// eslint-disable-next-line no-control-regex -- a text file has no control bytes but these
const CONTROL = /[\x00-\x08\x0b\x0e-\x19\x1b-\x1f\x7f]/;
const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed|meta|!doctype)\b|<\?php|javascript:/i;
// A G or M word (G01, g0, M30, M 3): every program has some; N10G01 style with no spaces too.
const WORD = /[GM]\s*\d{1,3}(?!\d)/i;

export function checkCncProgram(name: string, b: Buffer): CncVerdict {
  if (!isCncName(name)) return { ok: false, reason: 'type' };
  if (b.length > CNC_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const text = b.toString('latin1');
  if (CONTROL.test(text)) return { ok: false, reason: 'notText' };
  if (MARKUP.test(text)) return { ok: false, reason: 'polyglot' };
  if (!WORD.test(text)) return { ok: false, reason: 'notProgram' };
  return { ok: true, ext: (name.match(/\.([A-Za-z0-9]+)$/)?.[1] ?? '').toLowerCase() };
}
