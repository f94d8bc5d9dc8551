import { randomInt } from 'node:crypto';

/**
 * The picture captcha, drawn without a dependency. Characters come from an alphabet without
 * look-alikes (no 0/O/D-like pairs, 1/I/L, 2/Z, 5/S, 8/B) and are drawn as jittered stroke
 * paths from a small built-in stroke font — never as <text>, so the answer is not in the markup
 * as characters — each rotated and offset on its own, over noise curves and dots.
 */
export const CAPTCHA_ALPHABET = 'ACEFGHJKMNPRTUVWXY34679';

type Stroke = [number, number][];

// C's arc and P's bowl are reused by G and R.
const ARC = '10,2 8,0 2,0 0,2 0,12 2,14 8,14 10,12';
const BOWL = '0,14 0,0 8,0 10,2 10,5 8,7 0,7';

/** Glyphs on a 10 x 14 grid (y down): strokes split by `|`, each a polyline of `x,y` points. */
const GLYPHS: Record<string, string> = {
  A: '0,14 5,0 10,14 | 2,9 8,9',
  C: ARC,
  E: '10,0 0,0 0,14 10,14 | 0,7 7,7',
  F: '10,0 0,0 0,14 | 0,7 7,7',
  G: `${ARC} 10,8 5,8`,
  H: '0,0 0,14 | 10,0 10,14 | 0,7 10,7',
  J: '10,0 10,11 7,14 3,14 0,11',
  K: '0,0 0,14 | 10,0 0,9 | 3,6 10,14',
  M: '0,14 0,0 5,8 10,0 10,14',
  N: '0,14 0,0 10,14 10,0',
  P: BOWL,
  R: `${BOWL} | 5,7 10,14`,
  T: '0,0 10,0 | 5,0 5,14',
  U: '0,0 0,11 3,14 7,14 10,11 10,0',
  V: '0,0 5,14 10,0',
  W: '0,0 2,14 5,5 8,14 10,0',
  X: '0,0 10,14 | 10,0 0,14',
  Y: '0,0 5,7 10,0 | 5,7 5,14',
  '3': '0,1 2,0 8,0 10,2 10,5 7,7 10,9 10,12 8,14 2,14 0,13 | 3,7 7,7',
  '4': '8,14 8,0 0,10 10,10',
  '6': '9,0 3,0 0,4 0,12 2,14 8,14 10,12 10,9 8,7 2,7 0,9',
  '7': '0,0 10,0 4,14',
  '9': '10,7 2,7 0,5 0,2 2,0 8,0 10,2 10,12 8,14 2,14',
};

const FONT: Record<string, Stroke[]> = Object.fromEntries(
  Object.entries(GLYPHS).map(([ch, glyph]) => [ch, glyph.split(' | ').map((stroke) => stroke.split(' ').map((point) => point.split(',').map(Number) as [number, number]))]),
);

const rnd = (min: number, max: number) => randomInt(min, max + 1);
const jitter = (v: number, by: number) => v + (randomInt(0, 2 * by * 10 + 1) - by * 10) / 10;
const color = () => `hsl(${rnd(0, 359)},${rnd(45, 75)}%,${rnd(25, 45)}%)`;
const faint = () => `hsl(${rnd(0, 359)},${rnd(30, 60)}%,${rnd(55, 75)}%)`;

export function randomAnswer(): string {
  const n = rnd(4, 5);
  let s = '';
  for (let i = 0; i < n; i++) s += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return s;
}

export const CAPTCHA_WIDTH = 130;
export const CAPTCHA_HEIGHT = 44;

/** Draws `answer` (characters of CAPTCHA_ALPHABET) as an SVG document. */
export function drawCaptcha(answer: string): string {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`];
  out.push(`<rect width="${w}" height="${h}" fill="hsl(${rnd(0, 359)},40%,95%)"/>`);
  for (let i = 0; i < 25; i++) out.push(`<circle cx="${rnd(0, w)}" cy="${rnd(0, h)}" r="${rnd(1, 2)}" fill="${faint()}"/>`);
  for (let i = 0; i < 3; i++) out.push(noiseCurve(w, h, faint(), 1));

  const cell = (w - 16) / answer.length;
  [...answer].forEach((ch, i) => {
    const strokes = FONT[ch];
    if (!strokes) throw new Error(`no glyph for ${ch}`);
    const scale = rnd(14, 17) / 10;
    const cx = 8 + cell * i + cell / 2 + rnd(-2, 2);
    const cy = h / 2 + rnd(-3, 3);
    const angle = rnd(-28, 28);
    const d = strokes.map((s) => s.map(([x, y], k) => `${k === 0 ? 'M' : 'L'}${jitter(x, 0.6).toFixed(1)} ${jitter(y, 0.6).toFixed(1)}`).join('')).join('');
    // Scale around the glyph centre (5, 7), rotate, then place in the cell.
    out.push(
      `<path d="${d}" transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale}) translate(-5 -7)" fill="none" stroke="${color()}" stroke-width="${(rnd(13, 18) / 10 / scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 4; i++) out.push(noiseCurve(w, h, color(), rnd(1, 2)));
  out.push('</svg>');
  return out.join('');
}

function noiseCurve(w: number, h: number, stroke: string, width: number): string {
  return `<path d="M${rnd(0, 20)} ${rnd(0, h)} C${rnd(20, w / 2)} ${rnd(-10, h + 10)} ${rnd(w / 2, w - 20)} ${rnd(-10, h + 10)} ${rnd(w - 20, w)} ${rnd(0, h)}" fill="none" stroke="${stroke}" stroke-width="${width}" opacity="0.8"/>`;
}
