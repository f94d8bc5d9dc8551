/**
 * Serial numbers from coding-rule segments: the server generates with it and the coding-rule page
 * previews with it, so both render the same number. Dates are Beijing time (UTC+8, no DST).
 */
export type SerialSegment =
  | { type: 'text'; value: string }
  | { type: 'date'; pattern: 'YYYY' | 'YYYYMM' | 'YYYYMMDD' | 'YY' | 'YYMM' | 'YYMMDD' }
  | { type: 'sequence'; width: number; start: number; reset: 'never' | 'yearly' | 'monthly' | 'daily' };

function beijingParts(now: Date) {
  const d = new Date(now.getTime() + 8 * 3_600_000);
  const yyyy = String(d.getUTCFullYear());
  return { yyyy, yy: yyyy.slice(2), mm: String(d.getUTCMonth() + 1).padStart(2, '0'), dd: String(d.getUTCDate()).padStart(2, '0') };
}

function datePart(pattern: Extract<SerialSegment, { type: 'date' }>['pattern'], now: Date): string {
  const { yyyy, yy, mm, dd } = beijingParts(now);
  return pattern.replace('YYYY', yyyy).replace('YY', yy).replace('MM', mm).replace('DD', dd);
}

/** The counter's period for a reset rule: one counter row per period ('' never resets). */
export function serialPeriod(reset: Extract<SerialSegment, { type: 'sequence' }>['reset'], now: Date): string {
  const { yyyy, mm, dd } = beijingParts(now);
  if (reset === 'yearly') return yyyy;
  if (reset === 'monthly') return yyyy + mm;
  if (reset === 'daily') return yyyy + mm + dd;
  return '';
}

/** The number for a sequence value (padded to the width; a value outgrowing it keeps its digits). */
export function renderSerial(segments: readonly SerialSegment[], value: number, now: Date): string {
  return segments.map((s) => (s.type === 'text' ? s.value : s.type === 'date' ? datePart(s.pattern, now) : String(value).padStart(s.width, '0'))).join('');
}

export function sequenceOf(segments: readonly SerialSegment[]) {
  const s = segments.find((x): x is Extract<SerialSegment, { type: 'sequence' }> => x.type === 'sequence');
  if (!s) throw new Error('a coding rule without a sequence');
  return s;
}
