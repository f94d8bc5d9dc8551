/**
 * Label sheets for device QR labels (decision 0056): the common sheets, in millimetres, and where
 * each label and its code go. Pure, so the unit test checks that every sheet fits its page.
 */
export interface LabelSheet {
  id: 'a4-3x8' | 'a4-2x7' | 'label-4x6';
  /** The printed page (the `@page` size). */
  page: { w: number; h: number };
  cols: number;
  rows: number;
  label: { w: number; h: number };
  /** Gaps between labels. */
  gap: { x: number; y: number };
  /** Top and left page margins up to the first label. */
  margin: { top: number; left: number };
  /** Text size under the code, in points. */
  fontPt: number;
}

const A4 = { w: 210, h: 297 };

export const LABEL_SHEETS: readonly LabelSheet[] = [
  // 24 per A4 page, edge to edge (Avery 3475 and alike).
  { id: 'a4-3x8', page: A4, cols: 3, rows: 8, label: { w: 70, h: 37 }, gap: { x: 0, y: 0 }, margin: { top: 0.5, left: 0 }, fontPt: 7 },
  // 14 per A4 page (Avery L7163 and alike: 99.1 × 38.1 mm, 2.5 mm between columns).
  { id: 'a4-2x7', page: A4, cols: 2, rows: 7, label: { w: 99, h: 38 }, gap: { x: 2.5, y: 0 }, margin: { top: 15.5, left: 4.75 }, fontPt: 8 },
  // One label per page on a 4 × 6 inch thermal label printer.
  { id: 'label-4x6', page: { w: 101.6, h: 152.4 }, cols: 1, rows: 1, label: { w: 101.6, h: 152.4 }, gap: { x: 0, y: 0 }, margin: { top: 0, left: 0 }, fontPt: 16 },
];

export const DEFAULT_SHEET = LABEL_SHEETS[0];

export function sheetById(id: string | null | undefined): LabelSheet {
  return LABEL_SHEETS.find((s) => s.id === id) ?? DEFAULT_SHEET;
}

export const perPage = (s: LabelSheet) => s.cols * s.rows;

/** The items split into the sheet's pages. */
export function pagesOf<T>(items: readonly T[], s: LabelSheet): T[][] {
  const n = perPage(s);
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += n) pages.push(items.slice(i, i + n));
  return pages;
}

/** Inner padding of a label and the side of its square code, in mm: the code takes what the two text lines under it leave. */
export function labelLayout(s: LabelSheet): { padding: number; qr: number; text: number } {
  const padding = Math.max(2, Math.min(s.label.w, s.label.h) * 0.05);
  // Two lines at 1.25 line height; 1 pt = 0.3528 mm.
  const text = 2 * s.fontPt * 0.3528 * 1.25;
  const qr = Math.floor(Math.min(s.label.w - 2 * padding, s.label.h - 2 * padding - text - 1) * 10) / 10;
  return { padding, qr, text };
}

/** The H5 page a device's label points to: the field check opened on that device (src-mobile route /mobile/deviceCheck, ?sn=). */
export function deviceCheckUrl(origin: string, sn: string): string {
  return `${origin.replace(/\/$/, '')}/mobile/deviceCheck?sn=${encodeURIComponent(sn)}`;
}

/** The ids a label link carries (`?ids=1,2,3`): positive integers, each once, at most 100 (the list command's limit). */
export function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)].slice(0, 100);
}
