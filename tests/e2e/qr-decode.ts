import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * Decodes the QR code an `<img>` shows with jsQR (a maintained decoder): the page draws the image at
 * its natural size on a canvas and hands its RGBA pixels over; jsQR reads them in the test. Null
 * until the element is a loaded image (poll it).
 */
export async function decodeQrImage(img: Locator): Promise<string | null> {
  const drawn = await img.evaluate((el) => {
    if (!(el instanceof HTMLImageElement) || !el.complete || !el.naturalWidth) return null;
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const g = canvas.getContext('2d')!;
    g.drawImage(el, 0, 0);
    const data = g.getImageData(0, 0, canvas.width, canvas.height).data;
    let bin = '';
    for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { w: canvas.width, h: canvas.height, b64: btoa(bin) };
  });
  if (!drawn) return null; // still the placeholder the code replaces
  const { w, h, b64 } = drawn;
  const pixels = new Uint8ClampedArray(Buffer.from(b64, 'base64'));
  return jsQR(pixels, w, h)?.data ?? null;
}
