import { randomInt } from 'node:crypto';
import { encodePng } from './png';

/**
 * The jigsaw slider captcha, drawn without a dependency. A random scene of shapes is painted
 * into a bitmap; a knobbed piece is cut out at (x, y): the background shows the hole (and a
 * fainter decoy), the piece carries that part of the scene. Both are PNG bitmaps wrapped in SVG
 * documents, so the hole's position is not readable from markup. The user slides the piece along
 * row y; only y is told, the server keeps x.
 */
export const JIGSAW_WIDTH = 300;
export const JIGSAW_HEIGHT = 150;
export const JIGSAW_PIECE = 44;

const rnd = (min: number, max: number) => randomInt(min, max + 1);

function hsl(h: number, s: number, l: number): [number, number, number] {
  s /= 100;
  l /= 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Is (px, py), relative to the piece's top-left corner, inside the piece? */
function insidePiece(px: number, py: number): boolean {
  const s = JIGSAW_PIECE;
  const k = s / 5;
  const r = k * 0.9;
  const body = s - k;
  if (px >= 0 && px <= body && py >= k && py <= s) return true;
  const tx = px - body / 2;
  const ty = py - k;
  if (tx * tx + ty * ty <= r * r) return true;
  const rx = px - body;
  const ry = py - (k + body / 2);
  return rx * rx + ry * ry <= r * r;
}

const onEdge = (px: number, py: number) => insidePiece(px, py) && !(insidePiece(px - 1.5, py) && insidePiece(px + 1.5, py) && insidePiece(px, py - 1.5) && insidePiece(px, py + 1.5));

function paintScene(): Uint8Array {
  const w = JIGSAW_WIDTH;
  const h = JIGSAW_HEIGHT;
  const img = new Uint8Array(w * h * 4);
  const hue = rnd(0, 359);
  const top = hsl(hue, 50, 78);
  const bottom = hsl((hue + rnd(30, 90)) % 360, 50, 55);
  for (let y = 0; y < h; y++) {
    const t = y / (h - 1);
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      img[i] = top[0] + (bottom[0] - top[0]) * t;
      img[i + 1] = top[1] + (bottom[1] - top[1]) * t;
      img[i + 2] = top[2] + (bottom[2] - top[2]) * t;
      img[i + 3] = 255;
    }
  }
  const blend = (x: number, y: number, c: [number, number, number], alpha: number) => {
    const i = (y * w + x) * 4;
    img[i] = img[i] * (1 - alpha) + c[0] * alpha;
    img[i + 1] = img[i + 1] * (1 - alpha) + c[1] * alpha;
    img[i + 2] = img[i + 2] * (1 - alpha) + c[2] * alpha;
  };
  for (let n = 0; n < 16; n++) {
    const c = hsl((hue + rnd(40, 320)) % 360, rnd(40, 80), rnd(30, 75));
    const cx = rnd(0, w);
    const cy = rnd(0, h);
    const alpha = rnd(60, 90) / 100;
    if (randomInt(0, 2) === 0) {
      const r = rnd(8, 36);
      for (let y = Math.max(0, cy - r); y < Math.min(h, cy + r + 1); y++) for (let x = Math.max(0, cx - r); x < Math.min(w, cx + r + 1); x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) blend(x, y, c, alpha);
    } else {
      const hw = rnd(8, 40);
      const hh = rnd(6, 26);
      const a = (rnd(0, 179) * Math.PI) / 180;
      const cos = Math.cos(a);
      const sin = Math.sin(a);
      const reach = Math.ceil(Math.hypot(hw, hh));
      for (let y = Math.max(0, cy - reach); y < Math.min(h, cy + reach + 1); y++)
        for (let x = Math.max(0, cx - reach); x < Math.min(w, cx + reach + 1); x++) {
          const dx = x - cx;
          const dy = y - cy;
          if (Math.abs(dx * cos + dy * sin) <= hw && Math.abs(-dx * sin + dy * cos) <= hh) blend(x, y, c, alpha);
        }
    }
  }
  return img;
}

function cutHole(img: Uint8Array, ox: number, oy: number, shade: number, edge: boolean) {
  for (let py = 0; py < JIGSAW_PIECE; py++)
    for (let px = 0; px < JIGSAW_PIECE; px++) {
      const cx = px + 0.5;
      const cy = py + 0.5;
      if (!insidePiece(cx, cy)) continue;
      const i = ((oy + py) * JIGSAW_WIDTH + ox + px) * 4;
      if (edge && onEdge(cx, cy)) {
        img[i] = img[i + 1] = img[i + 2] = 235;
      } else {
        img[i] *= shade;
        img[i + 1] *= shade;
        img[i + 2] *= shade;
      }
    }
}

function cutPiece(scene: Uint8Array, ox: number, oy: number): Uint8Array {
  const s = JIGSAW_PIECE;
  const out = new Uint8Array(s * s * 4);
  for (let py = 0; py < s; py++)
    for (let px = 0; px < s; px++) {
      const cx = px + 0.5;
      const cy = py + 0.5;
      if (!insidePiece(cx, cy)) continue;
      const o = (py * s + px) * 4;
      const i = ((oy + py) * JIGSAW_WIDTH + ox + px) * 4;
      if (onEdge(cx, cy)) {
        out[o] = out[o + 1] = out[o + 2] = 250;
      } else {
        out[o] = scene[i];
        out[o + 1] = scene[i + 1];
        out[o + 2] = scene[i + 2];
      }
      out[o + 3] = 255;
    }
  return out;
}

const svgImage = (w: number, h: number, png: Buffer) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` + `<image width="${w}" height="${h}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;

export interface Jigsaw {
  x: number;
  y: number;
  background: string;
  piece: string;
}

export function drawJigsaw(): Jigsaw {
  const s = JIGSAW_PIECE;
  // Never near the start (where the piece rests) nor past the right edge.
  const x = rnd(s + 16, JIGSAW_WIDTH - s - 4);
  const y = rnd(4, JIGSAW_HEIGHT - s - 4);
  const scene = paintScene();
  const piece = cutPiece(scene, x, y);
  let dx = rnd(s + 16, JIGSAW_WIDTH - s - 4);
  if (Math.abs(dx - x) < s) dx = dx > x ? Math.min(JIGSAW_WIDTH - s - 4, x + s) : Math.max(0, x - s);
  cutHole(scene, dx, rnd(4, JIGSAW_HEIGHT - s - 4), 0.82, false);
  cutHole(scene, x, y, 0.45, true);
  return {
    x,
    y,
    background: svgImage(JIGSAW_WIDTH, JIGSAW_HEIGHT, encodePng(JIGSAW_WIDTH, JIGSAW_HEIGHT, scene)),
    piece: svgImage(s, s, encodePng(s, s, piece)),
  };
}
