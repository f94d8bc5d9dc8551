import { expect, test, type Page } from '@playwright/test';

/**
 * WeChat JS-SDK configuration of the H5 build (src-mobile/app/wechat/jssdk.ts),
 * against the real /api/wx/jssdk signer, with a fake `window.wx` recording calls.
 * The 'wechat' project's user agent is WeChat on iOS: the landing URL is signed
 * once per visit. Android WeChat signs the current URL of every page.
 */

const ANDROID_WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

interface WxCalls {
  config: Record<string, unknown>[];
  /** How many times a wx.ready / wx.error callback was registered. */
  ready: number;
  error: number;
  share: { title: string; desc: string; link: string; imgUrl: string }[];
}

async function installFakeWx(page: Page) {
  await page.addInitScript(() => {
    const calls: WxCalls = { config: [], ready: 0, error: 0, share: [] };
    const w = window as unknown as { __wxCalls: WxCalls; wx: unknown };
    w.__wxCalls = calls;
    w.wx = {
      config: (c: Record<string, unknown>) => void calls.config.push(c),
      ready: (fn: () => void) => {
        calls.ready += 1;
        setTimeout(fn, 0);
      },
      error: () => void (calls.error += 1),
      updateAppMessageShareData: (d: WxCalls['share'][number]) => void calls.share.push(d),
      updateTimelineShareData: () => undefined,
    };
  });
}

const wxCalls = (page: Page) => page.evaluate(() => (window as unknown as { __wxCalls: WxCalls }).__wxCalls);

function signedUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/wx/jssdk') urls.push(u.searchParams.get('url') ?? '');
  });
  return urls;
}

test('WeChat on iOS: wx.config is signed for the landing URL, once per visit', async ({ page, baseURL }) => {
  await installFakeWx(page);
  const urls = signedUrls(page);
  await page.goto('/mobile?from=share#intro');

  await expect.poll(async () => (await wxCalls(page)).config.length).toBe(1);
  const config = (await wxCalls(page)).config[0];
  expect(config.debug).toBe(false);
  expect(typeof config.appId).toBe('string');
  expect(config.appId).not.toBe('');
  expect(Number.isInteger(config.timestamp)).toBe(true);
  expect(typeof config.nonceStr).toBe('string');
  expect(config.nonceStr).not.toBe('');
  expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
  expect(config.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'previewImage', 'scanQRCode']);
  // The URL signed is the landing URL without its hash.
  expect(urls).toEqual([`${baseURL}/mobile?from=share`]);

  // After wx.ready the share card carries the page title.
  await expect.poll(async () => (await wxCalls(page)).share.at(-1)?.title).toBe('首页 - 智造云门户');

  // In-app navigation keeps the landing signature on iOS: no new signing.
  await page.getByRole('link', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/wx\/login$/);
  await expect.poll(async () => (await wxCalls(page)).share.at(-1)?.title).toBe('登录 - 智造云门户');
  expect(urls).toHaveLength(1);
  expect((await wxCalls(page)).config).toHaveLength(1);
  // wx.config first, then the ready and error callbacks, as the SDK documents.
  expect((await wxCalls(page)).ready).toBe(1);
  expect((await wxCalls(page)).error).toBe(1);

  // WeChat shows document.title in its own bar: the page bar does not repeat it.
  await expect(page.locator('.h5-nav__title')).toHaveText('');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
});

test.describe('WeChat on Android', () => {
  test.use({ userAgent: ANDROID_WECHAT_UA });

  test('each page is signed for its own URL', async ({ page, baseURL }) => {
    await installFakeWx(page);
    const urls = signedUrls(page);
    await page.goto('/mobile');
    await expect.poll(async () => (await wxCalls(page)).config.length).toBe(1);
    await page.getByRole('link', { name: '登录', exact: true }).click();
    await expect.poll(async () => (await wxCalls(page)).config.length).toBe(2);
    expect(urls).toEqual([`${baseURL}/mobile`, `${baseURL}/wx/login`]);
    for (const c of (await wxCalls(page)).config) expect(c.signature).toMatch(/^[0-9a-f]{40}$/);
  });
});

test('without a page-provided wx, the SDK module is loaded on demand and nothing breaks', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const sdk: string[] = [];
  page.on('request', (r) => r.url().includes('weixin-js-sdk') && sdk.push(r.url()));
  await page.goto('/mobile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => sdk.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
