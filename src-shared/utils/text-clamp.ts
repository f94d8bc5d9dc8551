/**
 * The spec's text clamp (rules.json textClamp): a title is measured in units where a wide
 * character (CJK ideographs, kana, Hangul, full-width forms) counts 2, a capital A-Z 1.4 and
 * anything else 1, and a title wider than its place is cut and ends in "…". One helper for both
 * builds, so a title is cut at the same place on the desktop and on the phone.
 */
export const WIDE_WEIGHT = 2;
export const CAPITAL_WEIGHT = 1.4;
const ELLIPSIS = '…';

/** East Asian Wide and Fullwidth ranges (Unicode UAX #11), the ones a Chinese portal meets. */
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;

/** The width of one user-perceived character (a grapheme: an emoji sequence or a letter with its marks). */
export function charWidth(ch: string): number {
  const first = String.fromCodePoint(ch.codePointAt(0) ?? 0);
  if (WIDE.test(first)) return WIDE_WEIGHT;
  if (first >= 'A' && first <= 'Z') return CAPITAL_WEIGHT;
  return 1;
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
const graphemes = (s: string): string[] => (segmenter ? Array.from(segmenter.segment(s), (x) => x.segment) : Array.from(s));

/** The spec's width of a text (rounded to a tenth, so 1.4 + 1.4 + 1.4 is 4.2, not 4.199999…). */
export function textWidth(s: string): number {
  let w = 0;
  for (const g of graphemes(s)) w += charWidth(g);
  return Math.round(w * 10) / 10;
}

/**
 * Cuts `s` so that it, with the ellipsis, is at most `max` units wide; a text that fits is
 * returned as it is. Whitespace before the ellipsis is dropped, and a character is never split.
 */
export function clampText(s: string, max: number): string {
  const text = s ?? '';
  if (textWidth(text) <= max) return text;
  const room = max - charWidth(ELLIPSIS);
  let w = 0;
  let out = '';
  for (const g of graphemes(text)) {
    const next = Math.round((w + charWidth(g)) * 10) / 10;
    if (next > room) break;
    w = next;
    out += g;
  }
  return out.trimEnd() + ELLIPSIS;
}

/** The clamped text and, when it was cut, the whole text for a `title` tooltip. */
export function clampTitle(s: string, max: number): { text: string; title: string | undefined } {
  const text = clampText(s, max);
  return { text, title: text === s ? undefined : s };
}
