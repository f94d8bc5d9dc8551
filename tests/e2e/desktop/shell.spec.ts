import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { sendSmsByApi } from './account-support';
import { ErrorCode } from '#shared/contract/errors';
import { withoutInlineReads } from './inline-reads';

/**
 * The desktop shell against the production build: language (default, switch
 * in place, cookie, ?lang=), notice bar, footer data, not-found page, page
 * views, header keyboard navigation and the expired-login dialog.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

type Tree = { [k: string]: string | Tree };
const locale = (lang: 'zh-CN' | 'en', area: string) => JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/${area}.json`, 'utf8')) as Tree;
/** antd puts a space between the two characters of a two-character Chinese button label ("登 录"). */
const buttonName = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);
const get = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k], tree) as string;

const zh = { home: locale('zh-CN', 'home'), desktop: locale('zh-CN', 'desktop'), routes: locale('zh-CN', 'routes'), common: locale('zh-CN', 'common'), account: locale('zh-CN', 'account') };
const en = { home: locale('en', 'home'), desktop: locale('en', 'desktop'), routes: locale('en', 'routes'), common: locale('en', 'common') };

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/**
 * The page view goes out as a beacon (src-shared/api/beacon.ts). Playwright does not expose a
 * beacon's Blob body, so the journey checks the beacon and the gateway's answer; what it carries
 * is checked in tests/unit/beacon.test.ts and the command in the gateway tests.
 */
const isPageView = (r: import('@playwright/test').Request) => r.resourceType() === 'ping' && r.method() === 'POST' && new URL(r.url()).pathname === '/api/';

/**
 * A browser that signed in earlier (token cookie and profile) whose session the server no longer
 * knows: the first member command answers 14. (A token cookie without a profile is the shared-cookie
 * sign-in instead, which logs out quietly when refused.)
 */
async function signedInWithDeadToken(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'token', value: 'bogus-token-0123456789abcdef0123', url: baseURL }]);
  const profile = { fullName: '张伟', mobile: '13800000001', memberCode: 'M10000001', companyName: '演示精密机械有限公司', companyCode: 'C10000001', memberType: 'enterprise', workFunction: 'management', authList: [] };
  await context.addInitScript((p) => {
    if (!sessionStorage.getItem('e2e.profileSet')) {
      sessionStorage.setItem('e2e.profileSet', '1');
      localStorage.setItem('portal.profile', p);
    }
  }, JSON.stringify(profile));
}

test.describe('desktop shell', () => {
  test('home renders in Chinese by default with the notice, service phone and record number', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveCount(1);
    await expect(h1(page)).toHaveText(get(zh.home, 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(new RegExp(get(zh.routes, 'home')));

    const notice = page.getByRole('region', { name: '平台公告' });
    await expect(notice).toContainText('制造云门户全新上线');
    await expect(notice.getByRole('link', { name: get(zh.desktop, 'notice.details') })).toHaveAttribute('href', '/news');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('400-800-1234');
    await expect(footer).toContainText('工作日 9:00-17:00');
    await expect(footer).toContainText('沪ICP备00000000号-1');
    await expect(footer).toContainText(String(new Date().getFullYear()));

    // Every product of the spec is introduced, WIS with its free trial.
    const products = page.locator('#products');
    for (const key of ['esp', 'mall', 'wis', 'box', 'financial', 'leasing', 'platform', 'openApi', 'solution']) {
      await expect(products.getByRole('heading', { name: get(zh.desktop, `product.${key}.name`) })).toBeVisible();
    }
    await expect(products).toContainText(get(zh.home, 'products.trial'));
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: get(zh.home, 'hero.primary') })
        .first(),
    ).toHaveAttribute('href', '/register');

    await page.screenshot({ path: `${SHOTS}/home-zh.png`, fullPage: true });
  });

  test('switching to English changes the header, h1 and title in place and persists after reload', async ({ page, context }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveText(get(zh.home, 'hero.title'));
    await page.evaluate(() => ((window as unknown as { __noReload: string }).__noReload = 'still here'));

    await page.getByRole('button', { name: 'English' }).click();
    await expect(h1(page)).toHaveText(get(en.home, 'hero.title'));
    await expect(page.getByRole('navigation', { name: get(en.desktop, 'nav.label') })).toContainText(get(en.desktop, 'nav.products'));
    await expect(page.getByRole('button', { name: '中文' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${get(en.routes, 'home')} - ${get(en.common, 'siteName')}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The notice is asked for again in English.
    await expect(page.getByRole('region', { name: 'Notice' })).toContainText('The manufacturing cloud portal is live');
    await expect(page.getByRole('contentinfo')).toContainText('Working days 9:00-17:00');
    // No navigation happened: the window kept its marker.
    expect(await page.evaluate(() => (window as unknown as { __noReload?: string }).__noReload)).toBe('still here');
    // document.cookie reaches the browser's cookie store asynchronously.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await page.screenshot({ path: `${SHOTS}/home-en.png`, fullPage: true });

    await page.reload();
    await expect(h1(page)).toHaveText(get(en.home, 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // And back.
    await page.getByRole('button', { name: '中文' }).click();
    await expect(h1(page)).toHaveText(get(zh.home, 'hero.title'));
    // document.cookie reaches the browser's cookie store asynchronously.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh-CN');
  });

  test('the notice stays closed for the rest of the session', async ({ page, browser }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: '平台公告' });
    await notice.getByRole('button', { name: get(zh.desktop, 'notice.close') }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(h1(page)).toBeVisible();
    await expect(page.getByRole('region', { name: '平台公告' })).toHaveCount(0);
    // A new session shows it again.
    const other = await browser.newPage();
    await other.goto('/');
    await expect(other.getByRole('region', { name: '平台公告' })).toBeVisible();
    await other.close();
  });

  // No operator command sets these switches yet, so the gateway's answers are stood in for here.
  const answer = async (page: Page, cmd: string, response: unknown) => {
    await withoutInlineReads(page);
    await page.route('**/api/**', (route) => ((route.request().postDataJSON() as { cmd?: string } | null)?.cmd === cmd ? route.fulfill({ json: { response } }) : route.fallback()));
  };

  test('globalColor "on" turns the whole site grey', async ({ page }) => {
    await answer(page, 'globalColor/getGlobalColor', { value: 'on' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveCSS('filter', 'grayscale(1)');
  });

  test('local-deployment mode sends every other path to the factory app page', async ({ page }) => {
    await answer(page, 'opLocalConfig/getConfig', {
      enabled: true,
      factoryAppPath: '/memberCenter',
      allowedFragments: ['h5', 'memberCenter', 'login', 'industryApp', 'promise', 'openApi'],
    });
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname));
    await page.goto('/');
    // Home -> the factory app page (members only) -> log in (allowed in local mode, so it stays there).
    await expect.poll(() => visited.includes('/memberCenter')).toBe(true);
    await expect.poll(() => visited.includes('/login')).toBe(true);
    await expect(page).toHaveURL(/\/login\?redirect=%2FmemberCenter$/);
  });

  test('?lang=en opens the site in English', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(h1(page)).toHaveText(get(en.home, 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Home/);
  });

  test('an unknown path lands on a friendly not-found page in both languages', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/NoPage$/);
    await expect(h1(page)).toHaveText(get(zh.desktop, 'noPage.title'));
    await expect(page).toHaveTitle(new RegExp(get(zh.routes, 'noPage')));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: new RegExp(get(zh.desktop, 'noPage.home')) })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: new RegExp(get(zh.desktop, 'noPage.news')) })).toHaveAttribute('href', '/news');
    await expect(main.getByRole('link', { name: /400-800-1234/ })).toHaveAttribute('href', 'tel:4008001234');
    await page.screenshot({ path: `${SHOTS}/nopage-zh.png`, fullPage: true });

    await page.getByRole('button', { name: 'English' }).click();
    await expect(h1(page)).toHaveText(get(en.desktop, 'noPage.title'));
    await expect(page).toHaveTitle(new RegExp(get(en.routes, 'noPage')));
    await page.screenshot({ path: `${SHOTS}/nopage-en.png`, fullPage: true });

    // The lower-case path of the spec is the same page.
    await page.goto('/noPage');
    await expect(h1(page)).toHaveText(get(en.desktop, 'noPage.title'));

    // Its products link leads to the home page's product section.
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(get(en.desktop, 'noPage.products')) })
      .click();
    await expect(page).toHaveURL(/\/#products$/);
    await expect(page.locator('#products')).toBeInViewport();
  });

  test('every navigation is reported as a page view', async ({ page }) => {
    const first = page.waitForRequest(isPageView);
    await page.goto('/');
    const req = await first;
    expect(new URL(req.url()).searchParams.get('lang')).toBe('zh-CN');
    expect(await (await req.response())!.json()).toEqual({ response: { recorded: true } });

    // A client-side navigation reports again (/about is the site's about page since issue 5).
    const next = page.waitForRequest(isPageView);
    await page
      .getByRole('navigation', { name: get(zh.desktop, 'nav.label') })
      .getByRole('link', { name: get(zh.desktop, 'nav.about') })
      .click();
    expect(await (await (await next).response())!.json()).toEqual({ response: { recorded: true } });
  });

  test('the products menu works with the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: get(zh.desktop, 'nav.label') });
    const button = nav.getByRole('button', { name: get(zh.desktop, 'nav.products') });
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const first = nav.getByRole('link', { name: new RegExp(get(zh.desktop, 'product.esp.name')) });
    await expect(first).toBeFocused();
    // The nine products, then the further product pages (biz, i5os, order business, big data, promise).
    await expect(nav.locator('#nav-products').getByRole('link')).toHaveCount(14);
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: new RegExp(get(zh.desktop, 'product.mall.name')) })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/products-menu.png` });
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('a bogus token on /memberCenter leads to the expired-login dialog; Cancel goes home', async ({ page, context, baseURL }) => {
    await signedInWithDeadToken(context, baseURL!);
    await page.goto('/memberCenter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(get(zh.common, 'session.expiredTitle'));
    await expect(dialog).toContainText(get(zh.common, 'session.expiredBody'));
    // The dialog holds the login form itself: both tabs, the mobile, password or SMS code.
    await expect(dialog.getByRole('tab', { name: get(zh.account, 'login.tab.enterprise') })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: get(zh.account, 'login.tab.personal') })).toBeVisible();
    await expect(dialog.locator('input[name="mobile"]')).toBeVisible();
    await expect(dialog.getByRole('button', { name: buttonName(get(zh.account, 'login.submit')) })).toBeVisible();
    // The member centre stays behind the dialog with its menu.
    await expect(page.getByRole('navigation', { name: get(zh.desktop, 'member.menuLabel') })).toContainText(get(zh.desktop, 'member.item.home'));
    await page.waitForTimeout(500); // the dialog's zoom-in, for the screenshot only
    await page.screenshot({ path: `${SHOTS}/member-guard.png` });

    await dialog.locator('.ant-modal-close').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).toHaveText(get(zh.home, 'hero.title'));
    // The invalid login is gone.
    expect((await context.cookies()).find((c) => c.name === 'token' && c.value)).toBeUndefined();
    await expect(page.getByRole('banner').getByRole('link', { name: get(zh.desktop, 'header.login') })).toBeVisible();
  });

  test('logging in inside the expired-login dialog reloads the page the user was on', async ({ page, context, baseURL }) => {
    await signedInWithDeadToken(context, baseURL!);
    await page.goto('/memberCenter/accountSafe?from=dialog');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // A member of one company: the company is chosen for them.
    await dialog.locator('input[name="mobile"]').fill('13800000011');
    await expect(dialog.locator('input[name="companyCode"]')).not.toHaveValue('');
    await dialog.locator('input[name="password"]').fill('Demo@1234');
    await page.screenshot({ path: `${SHOTS}/login-dialog-form.png` });
    await dialog.getByRole('button', { name: buttonName(get(zh.account, 'login.submit')) }).click();
    await expect(page).toHaveURL(/\/memberCenter\/accountSafe\?from=dialog$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: get(zh.desktop, 'member.menuLabel') })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'token')?.value).not.toBe('bogus-token-0123456789abcdef0123');
  });

  test('a signed-in member sees the member centre, the unread dot, and can log out', async ({ page, context, baseURL, request }) => {
    // A fresh company member (logout ends every session of a member, so tests never share one).
    const mobile = `139${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    const api = async <T>(cmd: string, parameters: unknown, token?: string) => {
      const body = (await (await request.post('/api/', { data: { cmd, parameters, token } })).json()) as { response?: T; error?: { errorCode: number } };
      if (!body.response) throw new Error(`${cmd}: ${JSON.stringify(body.error)}`);
      return body.response;
    };
    await sendSmsByApi(request, mobile, 'register');
    const outbox = (await (await request.get(`/api/dev/outbox?to=${mobile}`)).json()) as { list: { code: string }[] };
    const company = `e2e精工${mobile.slice(-6)}有限公司`;
    const reg = await api<{ companyCode: string }>('webMember/companyRegister', {
      mobile,
      nationCode: '86',
      smsCode: outbox.list.at(-1)!.code,
      name: '陈立',
      workFunction: 'management',
      companyName: company,
      password: 'Plant2024x',
      agree: true,
    });
    const { token, refreshToken, ...profile } = await api<Record<string, unknown> & { token: string; refreshToken: string }>('webMember/companyLogin', {
      mobile,
      password: 'Plant2024x',
      companyCode: reg.companyCode,
    });
    await context.addCookies([
      { name: 'token', value: token, url: baseURL! },
      { name: 'refreshToken', value: refreshToken, url: baseURL! },
    ]);
    // As the login page leaves it: token cookies plus the profile in localStorage (shared by the tabs).
    await page.goto('/NoPage');
    await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));

    await page.goto('/memberCenter');
    await expect(h1(page)).toHaveText('您好，陈立');
    await expect(page.getByRole('main')).toContainText(company);
    await expect(page.getByTestId('unread-count')).toHaveText('0');
    await expect(page.getByRole('main')).toContainText(get(zh.desktop, 'member.worktable.allRead'));
    await expect(page).toHaveTitle(new RegExp(get(zh.routes, 'memberCenter')));
    const banner = page.getByRole('banner');
    const account = banner.getByRole('button', { name: /陈立/ });
    await expect(account).toBeVisible();
    await expect(banner.getByText(get(zh.desktop, 'header.unread'))).toHaveCount(0);

    // With unread messages (none can be sent to a new member yet, so the count is stood in for).
    await page.route('**/api/**', (route) =>
      (route.request().postDataJSON() as { cmd?: string } | null)?.cmd === 'message/unReadMessageInfo' ? route.fulfill({ json: { response: { isExistUnRead: true, count: 3 } } }) : route.fallback(),
    );
    await page.reload();
    await expect(page.getByTestId('unread-count')).toHaveText('3');
    await expect(banner.getByText(get(zh.desktop, 'header.unread'))).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/member-worktable.png` });
    await page.unroute('**/api/**');

    await account.click();
    await page.getByRole('button', { name: get(zh.desktop, 'header.logout') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('link', { name: get(zh.desktop, 'header.login') })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'token' && c.value)).toBeUndefined();
    // The server ended the session too.
    const after = await request.post('/api/', { data: { cmd: 'message/unReadMessageInfo', parameters: {}, token } });
    expect(((await after.json()) as { error?: { errorCode: number } }).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  test("the expired-login dialog's forgot-password link closes it and leads there", async ({ page, context, baseURL }) => {
    await signedInWithDeadToken(context, baseURL!);
    await page.goto('/memberCenter?tab=1');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: get(zh.account, 'login.forget') }).click();
    await expect(page).toHaveURL(/\/forget$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
