import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, PASSWORD, SHOTS, api, apiError, h1, outboxCode, registerByApi, rule, setLang, t, tokenCookie, uiPasswordLogin } from './account-support';
import { ErrorCode } from '#shared/contract/errors';

/**
 * Code exchange and the portal as identity provider: /authorize (sso/validate/authcode) success
 * and failure, /appAuthorize issuing a one-use code to the demo app's registered redirect URI,
 * a redirect URI the app did not register, /industryApp/auth, and the salesman login.
 */

const DEMO_APP = 'demo-app';
const DEMO_REDIRECT = 'http://127.0.0.1:8080/authorize';

test('/authorize exchanges a code for a login and reloads to the target', async ({ page, context, request }) => {
  const member = await registerByApi(request, 'company');
  const login = await api<{ token: string }>(request, 'webMember/companyLogin', { mobile: member.mobile, password: PASSWORD, companyCode: member.companyCode });
  const { code } = await api<{ code: string }>(request, 'memberAuth/getCode', { appId: DEMO_APP, redirectUri: DEMO_REDIRECT }, login.token);

  await page.goto(`/authorize?code=${code}&source=${DEMO_APP}&redirect=%2FmemberCenter%3Fvia%3Dsso`);
  await expect(page).toHaveURL(/\/memberCenter\?via=sso$/);
  await expect(h1(page)).toHaveText(t('zh-CN', 'desktop')('member.worktable.greeting', { name: '王工' }));
  await expect(page.getByRole('main')).toContainText(member.companyName!);
  const token = await tokenCookie(context);
  expect(token).toBeTruthy();
  expect(token).not.toBe(login.token);
  // The code was single use.
  expect((await apiError(request, 'sso/validate/authcode', { source: DEMO_APP, code }))?.errorCode).toBe(ErrorCode.refused);
});

test('/authorize with a bad code leaves the visitor logged out with the reason (both languages)', async ({ page, context, baseURL }) => {
  // A previous login in the browser is not kept when the exchange fails.
  await context.addCookies([{ name: 'token', value: 'stale-token-0123456789abcdef0123', url: baseURL! }]);
  await page.goto(`/authorize?code=${'x'.repeat(32)}&source=${DEMO_APP}`);
  const zh = t('zh-CN');
  await expect(h1(page)).toHaveText(zh('authorize.failed'));
  await expect(page.getByRole('alert')).toContainText(rule('zh-CN')('member.authCode.invalid'));
  expect(await tokenCookie(context)).toBeUndefined();
  await page.screenshot({ path: `${SHOTS}/account-authorize-failed-zh.png` });

  await setLang(context, baseURL!, 'en');
  await page.goto(`/authorize?source=${DEMO_APP}`);
  const en = t('en');
  await expect(h1(page)).toHaveText(en('authorize.failed'));
  await expect(page.getByRole('alert')).toContainText(en('authorize.incomplete'));
  await page.screenshot({ path: `${SHOTS}/account-authorize-failed-en.png` });
  await page.getByRole('button', { name: en('authorize.login') }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FmemberCenter$/);
});

test("/appAuthorize: log in first, consent, and a one-use code goes to the demo app's redirect URI", async ({ page, context, request }) => {
  const zh = t('zh-CN');
  // The demo app lives at 127.0.0.1:8080; here it only has to receive the redirect.
  const arrived: string[] = [];
  await context.route('http://127.0.0.1:8080/**', (route) => {
    arrived.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>demo app</title><h1>demo app</h1>' });
  });

  const path = `/appAuthorize?appId=${DEMO_APP}&redirectUri=${encodeURIComponent(DEMO_REDIRECT)}&state=s123`;
  await page.goto(path);
  // Members only: the guard sends the visitor to the login with the way back.
  await expect(page).toHaveURL(/\/login\?redirect=%2FappAuthorize/);
  await page.locator('input[name="mobile"]').fill('13800000001');
  await expect(page.locator('input[name="companyCode"]')).toHaveValue('C10000001');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();

  await expect(h1(page)).toHaveText(zh('hw.title', { app: 'Industrial App Store' }));
  await expect(page.getByRole('main')).toContainText('http://127.0.0.1:8080');
  await expect(page.getByRole('main')).toContainText('演示精密机械有限公司');
  await page.screenshot({ path: `${SHOTS}/account-hwauthorize-zh.png` });
  await page.getByRole('button', { name: zh('hw.allow') }).click();

  await expect.poll(() => arrived.length).toBe(1);
  const url = new URL(arrived[0]);
  expect(url.origin + url.pathname).toBe(DEMO_REDIRECT);
  expect(url.searchParams.get('state')).toBe('s123');
  expect(url.searchParams.get('source')).toBe(DEMO_APP);
  // The app exchanges the code once for a login of the same member and company.
  const info = await api<{ memberCode: string; companyCode: string }>(request, 'sso/validate/authcode', { source: DEMO_APP, code: url.searchParams.get('code') });
  expect(info.companyCode).toBe('C10000001');
});

test('/appAuthorize refuses a redirect URI the app did not register; /industryApp/auth issues a code in English', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const en = t('en');
  await uiPasswordLogin(page, 'en', { mobile: '13800000001', password: DEMO_PASSWORD });

  await page.goto(`/appAuthorize?appId=${DEMO_APP}&redirectUri=${encodeURIComponent('https://evil.example/cb')}`);
  await expect(h1(page)).toHaveText(en('hw.failed'));
  await expect(page.getByRole('alert')).toContainText(rule('en')('member.app.redirectNotAllowed'));
  await expect(page.getByRole('button', { name: en('hw.allow') })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/account-hwauthorize-refused-en.png` });

  await page.goto('/appAuthorize?appId=no-such-app');
  await expect(page.getByRole('alert')).toContainText(rule('en')('member.app.notFound'));

  const arrived: string[] = [];
  await context.route(/^http:\/\/(127\.0\.0\.1|localhost):8080\//, (route) => {
    arrived.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<h1>demo app</h1>' });
  });
  // prompt=consent: the member may have allowed the app in an earlier test (consent is remembered).
  await page.goto(`/industryApp/auth?appId=${DEMO_APP}&prompt=consent`);
  const sso = t('en', 'sso');
  await expect(h1(page)).toHaveText(sso('consent.title', { app: 'Industrial App Store' }));
  await expect(page.locator('[data-skin="ish"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-industry-auth-en.png` });
  await page.getByRole('button', { name: sso('consent.allow') }).click();
  await expect.poll(() => arrived.length).toBe(1);
  // No redirectUri asked for: the app's first registered one.
  expect(arrived[0].startsWith('http://localhost:8080/authorize?code=') || arrived[0].startsWith(`${DEMO_REDIRECT}?code=`)).toBe(true);
});

test('salesman login with the picture captcha keeps the token and member code in cookies', async ({ page, context, request }) => {
  const zh = t('zh-CN');
  await page.goto('/salesman/login');
  await expect(h1(page)).toHaveText(zh('salesman.title'));
  await page.screenshot({ path: `${SHOTS}/account-salesman-zh.png` });
  await page.locator('input[name="mobile"]').fill('13800000009');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  const captchaId = (await page.locator('img[data-captcha-id]').getAttribute('data-captcha-id'))!;
  await page.locator('input[name="captchaCode"]').fill(await outboxCode(request, captchaId, 'captcha'));
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();
  await expect(h1(page)).toHaveText(zh('salesman.doneTitle'));
  await expect(page.getByRole('link', { name: zh('salesman.open') })).toHaveAttribute('href', '/spread');
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'salesmanToken')?.value;
  expect(token).toBeTruthy();
  expect(cookies.find((c) => c.name === 'salesmanMemberCode')?.value).toMatch(/^M\d+$/);
  // Not a member login.
  expect(await tokenCookie(context)).toBeUndefined();
  expect((await apiError(request, 'webMember/getMemberInfo', {}, token))?.errorCode).toBe(ErrorCode.forbidden);
});

test('salesman login in English: a wrong picture code is refused and a new picture shown', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  await page.goto('/salesman/login');
  await page.locator('input[name="mobile"]').fill('13800000009');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  const img = page.locator('img[data-captcha-id]');
  const first = (await img.getAttribute('data-captcha-id'))!;
  await page.locator('input[name="captchaCode"]').fill('ZZZZ');
  await page.getByRole('button', { name: t('en')('login.submit'), exact: true }).click();
  await expect(page.getByText(rule('en')('general.verificationCodeIncorrect'))).toBeVisible();
  await expect(img).not.toHaveAttribute('data-captcha-id', first);
  await page.screenshot({ path: `${SHOTS}/account-salesman-en.png` });
});

test('a token cookie from another site of the portal signs in here; a refused one logs out without a dialog', async ({ page, context, baseURL, request }) => {
  const member = await registerByApi(request, 'company');
  const login = await api<{ token: string; refreshToken: string }>(request, 'webMember/companyLogin', { mobile: member.mobile, password: PASSWORD, companyCode: member.companyCode });
  // Only the cookies, as the top domain shares them: no profile in this site's storage.
  await context.addCookies([
    { name: 'token', value: login.token, url: baseURL! },
    { name: 'refreshToken', value: login.refreshToken, url: baseURL! },
  ]);
  await page.goto('/');
  const account = page.getByRole('banner').getByRole('button', { name: /王工/ });
  await expect(account).toBeVisible();
  await account.click();
  await expect(page.locator('#nav-account')).toContainText(member.companyName!);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal.profile') ?? 'null')?.companyCode)).toBe(member.companyCode);

  // Ended elsewhere: the next visit finds the token refused and logs out quietly.
  await api(request, 'webMember/logout', {}, login.token);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: t('zh-CN', 'desktop')('header.login') })).toBeVisible();
  await expect.poll(() => tokenCookie(context)).toBeUndefined();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('arriving signed out with ?code=&source= on any page, or a token in session storage, signs in and reloads; a bad code stays signed out', async ({ page, context, request }) => {
  const member = await registerByApi(request, 'company');
  const login = await api<{ token: string }>(request, 'webMember/companyLogin', { mobile: member.mobile, password: PASSWORD, companyCode: member.companyCode });

  // A refused code: still signed out, the code is taken off the address.
  await page.goto(`/news?code=${'y'.repeat(32)}&source=${DEMO_APP}`);
  await expect(page).toHaveURL(/\/news$/);
  expect(await tokenCookie(context)).toBeUndefined();

  const { code } = await api<{ code: string }>(request, 'memberAuth/getCode', { appId: DEMO_APP, redirectUri: DEMO_REDIRECT }, login.token);
  await page.goto(`/news?tab=1&code=${code}&source=${DEMO_APP}`);
  await expect(page).toHaveURL(/\/news\?tab=1$/);
  await expect.poll(() => tokenCookie(context)).toBeTruthy();
  await page.goto('/memberCenter');
  await expect(page.getByRole('main')).toContainText(member.companyName!);

  // A token another site of the portal left in this tab's session storage.
  await context.clearCookies();
  const second = await api<{ token: string }>(request, 'webMember/companyLogin', { mobile: member.mobile, password: PASSWORD, companyCode: member.companyCode });
  await page.goto('/about');
  await page.evaluate((token) => sessionStorage.setItem('token', token), second.token);
  await page.reload();
  await expect.poll(() => tokenCookie(context)).toBe(second.token);
  // The page reloads once signed in; the stored token was taken (asked again if the reload is under way).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token')).catch(() => 'reloading')).toBeNull();
});
