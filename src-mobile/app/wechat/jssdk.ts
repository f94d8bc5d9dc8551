import { isIOS, isWeChat } from '#shared/utils/device';

/**
 * WeChat JS-SDK configuration for the H5 build.
 *
 * Inside WeChat every page needs `wx.config` signed for a URL:
 * - iOS signs the URL the visit landed on (WeChat's iOS web view keeps the
 *   first URL of a single-page app for the whole visit), so it is configured once;
 * - Android signs the current URL, so it is configured again whenever the URL changes.
 * The URL is sent without its hash and URL-encoded to GET /api/wx/jssdk?url=.
 *
 * Outside WeChat nothing happens: the SDK is never loaded, no request is made,
 * and callers receive null. Failures (network, bad signature, wx.error) also
 * resolve to null; nothing here throws.
 */

export const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'previewImage', 'scanQRCode'] as const;

export interface WxConfig {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

export interface WxShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The part of the SDK this build uses (the real `wx`, or the fake the e2e tests inject). */
export interface WxLike {
  config(config: WxConfig): void;
  ready(fn: () => void): void;
  error(fn: (res: unknown) => void): void;
  updateAppMessageShareData?(data: WxShareData & { success?: () => void }): void;
  updateTimelineShareData?(data: Omit<WxShareData, 'desc'> & { success?: () => void }): void;
  scanQRCode?(opts: { needResult: 1; scanType: string[]; success?: (res: { resultStr: string }) => void; fail?: (res: unknown) => void; cancel?: () => void }): void;
}

interface JssdkSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

const withoutHash = (url: string) => url.split('#')[0];

/** The first URL of this visit; recorded when the H5 bundle starts. */
const landingUrl = typeof location === 'undefined' ? '' : withoutHash(location.href);

/** The URL to sign: the landing URL on iOS, the current URL elsewhere. */
export function urlToSign(ua: string = navigator.userAgent, current: string = location.href): string {
  return isIOS(ua) && landingUrl ? landingUrl : withoutHash(current);
}

let configuredUrl: string | null = null;
let configuring: Promise<WxLike | null> | null = null;

/**
 * Configures the SDK for the current page when running inside WeChat.
 * Resolves with `wx` once `wx.ready` fires, or null (outside WeChat, on any failure).
 * Calling it again for an already signed URL reuses the first configuration.
 */
export function configureWx(): Promise<WxLike | null> {
  if (typeof window === 'undefined' || !isWeChat()) return Promise.resolve(null);
  const url = urlToSign();
  if (configuring && configuredUrl === url) return configuring;
  configuredUrl = url;
  configuring = configureFor(url).catch(() => null);
  return configuring;
}

async function configureFor(url: string): Promise<WxLike | null> {
  const res = await fetch(`/api/wx/jssdk?url=${encodeURIComponent(url)}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) return null;
  const body = (await res.json()) as { response?: JssdkSignature } | null;
  const sig = body?.response;
  if (!sig || typeof sig.signature !== 'string' || typeof sig.appId !== 'string') return null;
  const wx = await loadWx();
  if (!wx) return null;
  return new Promise<WxLike | null>((resolve) => {
    wx.config({
      debug: false,
      appId: sig.appId,
      timestamp: sig.timestamp,
      nonceStr: sig.nonceStr,
      signature: sig.signature,
      jsApiList: [...JS_API_LIST],
    });
    wx.ready(() => resolve(wx));
    wx.error(() => resolve(null));
  });
}

/** `window.wx` when the page already has it (WeChat's own injection, or the tests' fake); otherwise the npm SDK, loaded on demand. */
async function loadWx(): Promise<WxLike | null> {
  const present = (window as unknown as { wx?: WxLike }).wx;
  if (present && typeof present.config === 'function') return present;
  const mod = (await import('weixin-js-sdk')) as unknown as { default?: WxLike } & WxLike;
  const wx = mod.default ?? mod;
  return wx && typeof wx.config === 'function' ? wx : null;
}

/** Sets what "share to a friend / to Moments" shows for the current page. Silently does nothing outside WeChat. */
export async function shareCurrentPage(data: WxShareData): Promise<void> {
  const wx = await configureWx();
  if (!wx) return;
  try {
    wx.updateAppMessageShareData?.(data);
    wx.updateTimelineShareData?.({ title: data.title, link: data.link, imgUrl: data.imgUrl });
  } catch {
    /* a share setting that fails must not disturb the page */
  }
}
