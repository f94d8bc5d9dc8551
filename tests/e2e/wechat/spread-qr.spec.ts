import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../a11y/serious-violations';
import { api, outboxCode, t } from '../desktop/account-support';
import { decodeQrImage } from '../qr-decode';

/**
 * /spread in WeChat (decision 0056): the salesman's page shows a QR code of their sign-up link that
 * decodes (jsQR) to the link with their code, and sets the share card through the JS-SDK (a fake
 * `wx` records the calls) so that forwarding the page forwards their code. Both languages.
 */
interface Share {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}
interface WxCalls {
  config: number;
  friend: Share[];
  timeline: Share[];
}

async function installFakeWx(page: Page) {
  await page.addInitScript(() => {
    const calls: WxCalls = { config: 0, friend: [], timeline: [] };
    const w = window as unknown as { __wxCalls: WxCalls; wx: unknown };
    w.__wxCalls = calls;
    w.wx = {
      config: () => void (calls.config += 1),
      ready: (fn: () => void) => setTimeout(fn, 0),
      error: () => undefined,
      updateAppMessageShareData: (d: Share) => void calls.friend.push(d),
      updateTimelineShareData: (d: Share) => void calls.timeline.push(d),
    };
  });
}
const wxCalls = (page: Page) => page.evaluate(() => (window as unknown as { __wxCalls: WxCalls }).__wxCalls);

for (const lang of ['zh-CN', 'en'] as const) {
  test(`/spread: a QR code of the salesman's link and the WeChat share card with their code (${lang})`, async ({ page, context, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'wechat', 'the share card is a WeChat matter');
    const say = t(lang, 'spread');
    const base = testInfo.project.use.baseURL ?? 'http://127.0.0.1';
    await context.addCookies([{ name: 'lang', value: lang, url: base }]);
    const captcha = await api<{ captchaId: string }>(request, 'webMember/getImage', {});
    const captchaCode = await outboxCode(request, captcha.captchaId, 'captcha');
    const login = await api<{ token: string; memberCode: string }>(request, 'salesman/login', { mobile: '13800000009', password: 'Demo@1234', captchaId: captcha.captchaId, captchaCode });
    await context.addCookies([
      { name: 'salesmanToken', value: login.token, url: base },
      { name: 'salesmanMemberCode', value: login.memberCode, url: base },
    ]);
    await installFakeWx(page);
    await page.goto('/spread');
    await expect(page.getByTestId('spread-code')).toHaveText('M10000009');

    const personal = `${base}/wx/activityPersonalRegister?invitationCode=M10000009`;
    const company = `${base}/wx/register?invitationCode=M10000009`;
    const code = page.getByRole('img', { name: lang === 'en' ? /QR/ : /二维码/ });
    await expect(code).toHaveAccessibleName(say('qr.alt', { kind: say('qr.personal'), code: 'M10000009' }));
    await expect.poll(() => decodeQrImage(code)).toBe(personal);
    await page.getByRole('button', { name: say('qr.company'), exact: true }).click();
    await expect(page.getByRole('button', { name: say('qr.company'), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(code).toHaveAccessibleName(say('qr.alt', { kind: say('qr.company'), code: 'M10000009' }));
    await expect.poll(() => decodeQrImage(code)).toBe(company);
    await page.getByRole('button', { name: say('qr.personal'), exact: true }).click();
    await expect.poll(() => decodeQrImage(code)).toBe(personal);
    await page.getByRole('heading', { name: say('qr.title') }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/shots/spread-qr-${lang}.png`, fullPage: true });
    // axe at the top: scrolled, the fixed language switch covers the picture button (target-size).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);

    // The share card: the salesman's name, their code, their personal sign-up link, an image URL.
    const card = { title: say('shareCard.title', { name: '赵敏' }), link: personal, imgUrl: `${base}/favicon.svg` };
    await expect.poll(async () => (await wxCalls(page)).friend.at(-1)).toMatchObject(card);
    const friend = (await wxCalls(page)).friend.at(-1)!;
    expect(friend.desc).toContain('M10000009');
    expect(friend.desc).toMatch(lang === 'en' ? /referral code/ : /推荐码/);
    expect((await wxCalls(page)).timeline.at(-1)).toEqual(card);
    expect((await wxCalls(page)).config).toBeGreaterThanOrEqual(1);

    // Leaving /spread gives the share card back to the shell (the page's own title).
    await page.getByRole('button', { name: say('home.list') }).click();
    await expect(page).toHaveURL(/\/spread\/list/);
    await expect.poll(async () => (await wxCalls(page)).friend.at(-1)?.link).toContain('/spread/list');
  });
}
