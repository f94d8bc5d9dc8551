import { describe, expect, it } from 'vitest';
import { DEFAULT_SHEET, deviceCheckUrl, LABEL_SHEETS, labelLayout, pagesOf, parseIds, perPage, sheetById } from '../../src-desktop/features/equipment/label-sheets';

describe('label sheets (decision 0056)', () => {
  it.each(LABEL_SHEETS.map((s) => [s.id, s] as const))('%s: every label fits on its page', (_, s) => {
    const right = s.margin.left + s.cols * s.label.w + (s.cols - 1) * s.gap.x;
    const bottom = s.margin.top + s.rows * s.label.h + (s.rows - 1) * s.gap.y;
    expect(right).toBeLessThanOrEqual(s.page.w + 1e-9);
    expect(bottom).toBeLessThanOrEqual(s.page.h + 1e-9);
  });

  it.each(LABEL_SHEETS.map((s) => [s.id, s] as const))('%s: the code and its two text lines fit in a label, the code at least 20 mm', (_, s) => {
    const { padding, qr, text } = labelLayout(s);
    expect(qr).toBeGreaterThanOrEqual(20);
    expect(qr + 2 * padding).toBeLessThanOrEqual(s.label.w);
    expect(qr + text + 2 * padding).toBeLessThanOrEqual(s.label.h);
  });

  it('the common sheets and their counts', () => {
    expect(LABEL_SHEETS.map((s) => [s.id, perPage(s)])).toEqual([
      ['a4-3x8', 24],
      ['a4-2x7', 14],
      ['label-4x6', 1],
    ]);
    expect(sheetById('a4-2x7').id).toBe('a4-2x7');
    expect(sheetById('nope')).toBe(DEFAULT_SHEET);
    expect(sheetById(null)).toBe(DEFAULT_SHEET);
  });

  it('splits devices into pages', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i);
    expect(pagesOf(twenty, sheetById('a4-3x8')).map((p) => p.length)).toEqual([20]);
    expect(pagesOf(twenty, sheetById('a4-2x7')).map((p) => p.length)).toEqual([14, 6]);
    expect(pagesOf(twenty, sheetById('label-4x6'))).toHaveLength(20);
    expect(pagesOf([], DEFAULT_SHEET)).toEqual([]);
  });

  it('a label points to the H5 check of its device', () => {
    expect(deviceCheckUrl('https://portal.example', 'IBX200-0001')).toBe('https://portal.example/mobile/deviceCheck?sn=IBX200-0001');
    expect(deviceCheckUrl('https://portal.example/', 'A/B.1')).toBe('https://portal.example/mobile/deviceCheck?sn=A%2FB.1');
  });

  it('reads ?ids= as positive integers, each once, at most 100', () => {
    expect(parseIds(null)).toEqual([]);
    expect(parseIds('3,1, 2,3,x,-1,0,1.5')).toEqual([3, 1, 2]);
    expect(parseIds(Array.from({ length: 150 }, (_, i) => i + 1).join(','))).toHaveLength(100);
  });
});
