import { isWeChat } from '#shared/utils/device';
import { configureWx } from '../../app/wechat/jssdk';

/**
 * Reading a device's code on the phone: WeChat's own scanner (JS-SDK scanQRCode) inside WeChat,
 * the camera with the browser's BarcodeDetector elsewhere when it has one; otherwise nothing
 * (the page always accepts a typed serial). A code may hold the bare serial, a bar-code answer
 * ("CODE_128,SN") or a link with ?sn=.
 */
export type Scanner = 'wechat' | 'camera' | null;

export function availableScanner(): Scanner {
  if (typeof window === 'undefined') return null;
  if (isWeChat()) return 'wechat';
  return 'BarcodeDetector' in window && !!navigator.mediaDevices?.getUserMedia ? 'camera' : null;
}

export function serialFromCode(raw: string): string {
  const text = raw.trim();
  try {
    const sn = new URL(text).searchParams.get('sn');
    if (sn) return sn.trim();
  } catch {
    /* not a link */
  }
  const comma = text.indexOf(',');
  return comma > 0 && /^[A-Z_0-9]+$/.test(text.slice(0, comma)) ? text.slice(comma + 1).trim() : text;
}

/** WeChat's scanner; null when cancelled or unavailable. */
export async function scanInWeChat(): Promise<string | null> {
  const wx = await configureWx();
  if (!wx?.scanQRCode) return null;
  return new Promise((resolve) => {
    wx.scanQRCode!({ needResult: 1, scanType: ['qrCode', 'barCode'], success: (res) => resolve(serialFromCode(res.resultStr)), fail: () => resolve(null), cancel: () => resolve(null) });
  });
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** Reads codes from the camera into `video` until one is found or `signal` aborts. */
export async function scanWithCamera(video: HTMLVideoElement, signal: AbortSignal): Promise<string | null> {
  const Ctor = (window as unknown as { BarcodeDetector: new (o: { formats: string[] }) => Detector }).BarcodeDetector;
  const detector = new Ctor({ formats: ['qr_code', 'code_128', 'code_39', 'ean_13'] });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  try {
    video.srcObject = stream;
    await video.play();
    while (!signal.aborted) {
      const [hit] = await detector.detect(video).catch(() => []);
      if (hit?.rawValue) return serialFromCode(hit.rawValue);
      await new Promise((r) => setTimeout(r, 250));
    }
    return null;
  } finally {
    stream.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
  }
}
