import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { overlaySvg, watermarkLines } from '#server/domains/file/watermark';
import { useTestServer } from '../../helpers/server';
import { PDF, upload, uploadToken } from './_files';
import { ErrorCode } from '#shared/contract/errors';

/** Site photos of the H5 area: watermarked on the server (time, place, company); no original is kept. */
const s = useTestServer();
let worker: string;

beforeAll(async () => {
  worker = await s.createSession('member', '13800000001');
});

/** A "photo" with detail: a gradient, so the stored bytes can be compared with the upload. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 90], (y * width + x) * 3);
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 90 }).toBuffer();
}

async function stored(url: string) {
  const res = await s.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { type: res.headers['content-type'], body: res.rawPayload };
}

/** Mean absolute difference per channel in a region of two same-sized images. */
async function diff(a: Buffer, b: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const [x, y] = await Promise.all([a, b].map((i) => sharp(i).extract(region).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe('watermark upload', () => {
  it('stores the photo watermarked at its own size, the band at the bottom, the top untouched', async () => {
    const original = await photo(800, 600);
    const token = await uploadToken(s, worker, 'deviceCheck');
    const r = await upload(s, token, { name: 'IMG_1001.jpg', data: original }, 'zh-CN', { place: '一车间 B 区' });
    expect(r.body.response).toMatchObject({ name: 'IMG_1001.jpg' });
    const file = await stored(r.body.response!.url);
    expect(file.type).toBe('image/jpeg');
    expect(Buffer.compare(file.body, original)).not.toBe(0);
    const meta = await sharp(file.body).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([800, 600, 'jpeg']);
    // The band (3 lines) covers the bottom; the top of the photo is the photo (only re-encoded).
    expect(await diff(file.body, original, { left: 0, top: 540, width: 800, height: 60 })).toBeGreaterThan(20);
    expect(await diff(file.body, original, { left: 0, top: 0, width: 800, height: 300 })).toBeLessThan(3);
  });

  it('turns a PNG into a watermarked JPEG of the same size', async () => {
    const token = await uploadToken(s, worker, 'sitePhoto');
    const r = await upload(s, token, { name: '现场.png', data: await photo(320, 480, 'png') }, 'zh-CN', {});
    expect(r.body.response?.name).toBe('现场.jpg');
    const meta = await sharp((await stored(r.body.response!.url)).body).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([320, 480, 'jpeg']);
  });

  it('writes Beijing time, the place when sent, and the company', () => {
    const at = new Date('2026-11-27T16:30:00Z');
    expect(watermarkLines({ at, place: '一车间\nB 区', company: '演示精密机械有限公司' })).toEqual(['2026-11-28 00:30', '一车间 B 区', '演示精密机械有限公司']);
    expect(watermarkLines({ at, place: null, company: 'Demo' })).toEqual(['2026-11-28 00:30', 'Demo']);
    // Markup in a place is text, not SVG.
    expect(overlaySvg(100, 100, ['<b>&"\'']).toString()).toContain('&lt;b&gt;&amp;&quot;&apos;');
  });

  it('renders CJK text with a real font (two different names draw differently, not as the same boxes)', async () => {
    const draw = (t: string) =>
      sharp(overlaySvg(400, 120, [t]))
        .png()
        .toBuffer();
    const [a, b] = await Promise.all([draw('演示精密机械'), draw('智造云平台测')]);
    expect(await diff(a, b, { left: 0, top: 0, width: 400, height: 120 })).toBeGreaterThan(0.5);
  });

  it('names the company of the session in the stored photo', async () => {
    // The same photo and place, with and without the company: the band differs only by the name.
    const original = await photo(600, 400);
    const mine = await upload(s, await uploadToken(s, worker, 'sitePhoto'), { name: 'a.jpg', data: original }, 'zh-CN', { place: 'X' });
    const personal = await s.createSession('member', '13800000002');
    const theirs = await upload(s, await uploadToken(s, personal, 'sitePhoto'), { name: 'b.jpg', data: original }, 'zh-CN', { place: 'X' });
    const [x, y] = await Promise.all([stored(mine.body.response!.url), stored(theirs.body.response!.url)]);
    expect(await diff(x.body, y.body, { left: 0, top: 340, width: 600, height: 60 })).toBeGreaterThan(1);
  });

  it('keeps site photos off the plain upload, other files off the watermark upload, and refuses non-photos', async () => {
    const original = await photo(100, 100);
    const plain = await upload(s, await uploadToken(s, worker, 'sitePhoto'), { name: 'a.jpg', data: original }, 'en');
    expect(plain.body.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'file', errorInfo: 'Site photos are uploaded with a watermark: use the watermark upload' });
    const doc = await upload(s, await uploadToken(s, worker, 'document'), { name: 'a.jpg', data: original }, 'en', {});
    expect(doc.body.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'file' });
    const pdf = await upload(s, await uploadToken(s, worker, 'sitePhoto'), { name: 'a.pdf', data: PDF }, 'en', {});
    expect(pdf.body.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'file', errorInfo: 'Please upload a JPG, PNG or GIF photo' });
    // Magic bytes of a JPEG that does not decode.
    const broken = Buffer.concat([original.subarray(0, 200)]);
    const bad = await upload(s, await uploadToken(s, worker, 'sitePhoto'), { name: 'b.jpg', data: broken }, 'en', {});
    expect(bad.body.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'file' });
  });
});
