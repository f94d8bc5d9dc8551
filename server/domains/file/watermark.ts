import sharp from 'sharp';
import { formatTime } from '#shared/utils/beijing-time';

/**
 * The watermark of a site photo (spec "watermark upload"): time (Beijing), place (as the page
 * sent it, when it did) and company name, in a dark band across the bottom of the photo. The
 * text is an SVG overlay rendered by sharp's librsvg with a CJK font family that fontconfig
 * resolves (fonts-noto-cjk). The result is a JPEG of the photo's own size (after EXIF rotation);
 * the original is never stored.
 */
export const WATERMARK_FONT = "'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif";
/** Photos larger than this are scaled down first (the H5 page already sends at most 1600 px). */
const MAX_SIDE = 2048;

export interface WatermarkText {
  at: Date;
  place: string | null;
  company: string;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
// Control characters would make the SVG invalid; a place or a name is one line.
const oneLine = (s: string) =>
  Array.from(s, (c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

export function watermarkLines(w: WatermarkText): string[] {
  return [formatTime(w.at.toISOString()), w.place ? oneLine(w.place) : null, oneLine(w.company)].filter((x): x is string => !!x);
}

/** The overlay for a photo of width × height: one line per text, sized to the photo. */
export function overlaySvg(width: number, height: number, lines: string[]): Buffer {
  const size = Math.max(10, Math.round(Math.min(width, height) / 28));
  const gap = Math.round(size * 1.4);
  const band = gap * lines.length + size;
  const top = Math.max(0, height - band);
  const text = lines.map((l, i) => `<text x="${Math.round(size * 0.8)}" y="${top + Math.round(size * 0.6) + gap * (i + 1) - Math.round(size * 0.3)}">${escapeXml(l)}</text>`).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="0" y="${top}" width="${width}" height="${height - top}" fill="#000" fill-opacity="0.45"/>` +
      `<g font-family="${escapeXml(WATERMARK_FONT)}" font-size="${size}" fill="#fff">${text}</g></svg>`,
  );
}

export class NotAnImage extends Error {}

/** Decodes the photo, turns it upright, scales it if huge, and burns the watermark in. */
export async function watermarkPhoto(data: Buffer, w: WatermarkText): Promise<{ data: Buffer; width: number; height: number }> {
  let upright: { data: Buffer; info: { width: number; height: number } };
  try {
    upright = await sharp(data, { limitInputPixels: 40_000_000 }).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAnImage();
  }
  const { width, height } = upright.info;
  const out = await sharp(upright.data)
    .composite([{ input: overlaySvg(width, height, watermarkLines(w)), top: 0, left: 0 }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return { data: out, width, height };
}
