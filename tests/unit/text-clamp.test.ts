import { describe, expect, it } from 'vitest';
import { CAPITAL_WEIGHT, clampText, clampTitle, textWidth, WIDE_WEIGHT } from '#shared/utils/text-clamp';

describe('text clamp (spec: wide characters count 2, capitals 1.4)', () => {
  it('uses the spec weights', () => {
    expect(WIDE_WEIGHT).toBe(2);
    expect(CAPITAL_WEIGHT).toBe(1.4);
  });

  it.each([
    ['', 0],
    ['abc', 3],
    ['ABC', 4.2],
    ['智造云', 6],
    ['智造 Cloud', 2 + 2 + 1 + 1.4 + 4],
    ['１２３', 6], // full-width digits are wide
    ['カナ한글', 8],
    ['「门户」，', 10],
    ['2026-11-28', 10],
    ['👍', 2],
    ['👨‍👩‍👧', 2], // one grapheme, however many code points
    ['é', 1], // e + combining accent: one character
  ])('measures %j as %d', (s, w) => expect(textWidth(s)).toBe(w));

  it('leaves a text that fits alone, at the exact limit too', () => {
    expect(clampText('智造云门户', 10)).toBe('智造云门户');
    expect(clampText('ABCDE', 7)).toBe('ABCDE');
    expect(clampTitle('智造云门户', 10)).toEqual({ text: '智造云门户', title: undefined });
  });

  it('cuts a wide title so that it and the ellipsis fit', () => {
    const out = clampText('智造云门户欢迎您的到来', 8);
    expect(out).toBe('智造云…');
    expect(textWidth(out)).toBeLessThanOrEqual(8);
  });

  it('counts capitals as 1.4: ten capitals in 10 units keep six', () => {
    expect(clampText('ABCDEFGHIJ', 10)).toBe('ABCDEF…');
    expect(clampText('abcdefghijk', 10)).toBe('abcdefghi…');
  });

  it('never leaves a half character or trailing space, and never exceeds the limit', () => {
    expect(clampText('智造 云门户平台', 6)).toBe('智造…');
    expect(clampText('a智造云', 4)).toBe('a智…');
    expect(clampText('a智造云', 3)).toBe('a…');
    expect(clampText('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', 4)).toBe('👨‍👩‍👧…');
    const samples = ['Smart Manufacturing Cloud 智造云门户', '精密机械加工中心 VMC850 采购询价', 'ÅÄÖ ÉÈ ñ', 'x'.repeat(80)];
    for (const s of samples) for (let max = 1; max <= 40; max++) expect(textWidth(clampText(s, max))).toBeLessThanOrEqual(Math.max(max, 1));
  });

  it('gives the whole text as a tooltip only when it was cut', () => {
    expect(clampTitle('精密机械加工中心采购询价', 10)).toEqual({ text: '精密机械…', title: '精密机械加工中心采购询价' });
  });
});
