import { describe, expect, it } from 'vitest';
import { renderSerial, serialPeriod, type SerialSegment } from '#shared/utils/serial-format';

/** Coding-rule numbers: Beijing-time dates and periods, padding, and numbers outgrowing their width. */
const rule: SerialSegment[] = [
  { type: 'text', value: 'EQ-' },
  { type: 'date', pattern: 'YYMMDD' },
  { type: 'text', value: '-' },
  { type: 'sequence', width: 3, start: 1, reset: 'daily' },
];

describe('serial format', () => {
  it('reads dates in Beijing time (16:30 UTC on 31 December is already the new year)', () => {
    const t = new Date('2026-12-31T16:30:00Z');
    expect(renderSerial(rule, 7, t)).toBe('EQ-270101-007');
    expect(serialPeriod('yearly', t)).toBe('2027');
    expect(serialPeriod('monthly', t)).toBe('202701');
    expect(serialPeriod('daily', t)).toBe('20270101');
    expect(serialPeriod('never', t)).toBe('');
  });

  it('renders every date pattern and keeps the digits of a value wider than the sequence', () => {
    const t = new Date('2026-03-05T01:00:00Z');
    const pat = (pattern: Extract<SerialSegment, { type: 'date' }>['pattern']) =>
      renderSerial(
        [
          { type: 'date', pattern },
          { type: 'sequence', width: 2, start: 0, reset: 'never' },
        ],
        1234,
        t,
      );
    expect(['YYYY', 'YYYYMM', 'YYYYMMDD', 'YY', 'YYMM', 'YYMMDD'].map((p) => pat(p as never))).toEqual(['20261234', '2026031234', '202603051234', '261234', '26031234', '2603051234']);
  });
});
