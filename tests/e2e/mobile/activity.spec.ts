import { expect, test, type Page } from '@playwright/test';
import { answerCaptchaDialog, api, apiError, outboxCode, PASSWORD, registerByApi, t } from '../desktop/account-support';
import { ErrorCode } from '#shared/contract/errors';

/**
 * H5 activities: the WeChat lucky draw (wechat project, English): authorise, log in from the
 * activity (which binds the WeChat), back to the draw, draw once as that WeChat. The salesman's
 * tool (phone project, Chinese then English): the guard, home, sign-up lists and one detail.
 */
const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shots/${name}.png`, fullPage: true });

test('WeChat lucky draw: authorise, log in from the activity, draw as the bound WeChat (en)', async ({ page, context, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'wechat', 'the WeChat journey runs in the WeChat project');
  const en = t('en', 'activity');
  await context.addCookies([{ name: 'lang', value: 'en', url: testInfo.project.use.baseURL ?? 'http://127.0.0.1' }]);
  const member = await registerByApi(request, 'personal');

  await page.goto('/wx/openid?redirect=%2Fwx%2FlotteryDraw');
  await page.locator('input[name="user"]').fill(`lot${Date.now().toString().slice(-8)}`);
  await page.getByRole('button', { name: /允许/ }).click();
  await expect(page).toHaveURL(/\/wx\/lotteryDraw$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Manufacturing Cloud Year-End Lucky Draw');
  await shot(page, 'activity-wx-lottery-visitor-en');

  await page.getByRole('button', { name: en('loginToDraw') }).click();
  await expect(page).toHaveURL(/\/wx\/activityLogin\?redirect=%2Fwx%2FlotteryDraw$/);
  await page.getByRole('tab', { name: 'Personal' }).click();
  await page.locator('input[name="mobile"]').fill(member.mobile);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(/\/wx\/lotteryDraw$/);
  await expect(page.getByText(en('left', { left: 3, perDay: 3 }))).toBeVisible();
  await page.getByRole('button', { name: en('draw'), exact: true }).click();
  await expect(page.getByTestId('draw-result')).toContainText(en('result.leftAfter', { left: 2 }));
  await shot(page, 'activity-wx-lottery-result-en');
  await page.getByRole('button', { name: en('result.ok') }).click();
  await expect(page.getByText(en('left', { left: 2, perDay: 3 }))).toBeVisible();
  // The draw was the bound WeChat's: the WeChat count, asked with this browser's cookies, says the same.
  expect(await api(context.request, 'activity/myDrawCountWeChat', {})).toMatchObject({ used: 1, left: 2 });
  // The ticket is an HttpOnly cookie: the page cannot read it, and a request without it is not the WeChat.
  expect((await context.cookies()).find((c) => c.name === 'wx_ticket')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/wx_?ticket/i);
  expect(await apiError(request, 'activity/myDrawCountWeChat', {})).toMatchObject({ errorCode: ErrorCode.refused, field: 'wxTicket' });
});

test('salesman tool: guard, home with counts and links, sign-up lists, one detail (zh-CN, then en)', async ({ page, context, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the salesman tool runs in the phone project');
  const zh = t('zh-CN', 'spread');
  const base = testInfo.project.use.baseURL ?? 'http://127.0.0.1';
  await context.addCookies([{ name: 'lang', value: 'zh-CN', url: base }]);

  await page.goto('/spread');
  await expect(page.getByRole('heading', { name: zh('guard.title') })).toBeVisible();

  // The salesman login (desktop /salesman/login) leaves its token in cookies; done here through the gateway.
  const captcha = await api<{ captchaId: string }>(request, 'webMember/getImage', {});
  const captchaCode = await outboxCode(request, captcha.captchaId, 'captcha');
  const login = await api<{ token: string; memberCode: string }>(request, 'salesman/login', { mobile: '13800000009', password: 'Demo@1234', captchaId: captcha.captchaId, captchaCode });
  await context.addCookies([
    { name: 'salesmanToken', value: login.token, url: base },
    { name: 'salesmanMemberCode', value: login.memberCode, url: base },
  ]);

  await page.goto('/spread');
  await expect(page.getByRole('heading', { name: '赵敏' })).toBeVisible();
  await expect(page.getByTestId('spread-code')).toHaveText('M10000009');
  await expect(page.getByText('/wx/activityPersonalRegister?invitationCode=M10000009')).toBeVisible();
  await shot(page, 'activity-spread-home-zh');

  await page.getByRole('link', { name: new RegExp(zh('home.personal')) }).click();
  await expect(page).toHaveURL(/\/spread\/list\?tab=personal$/);
  await expect(page.getByText(zh('list.total', { total: 24 }))).toBeVisible();
  await expect(page.getByTestId('spread-list').locator('li').first()).toBeVisible();
  await shot(page, 'activity-spread-list-zh');
  await page.getByRole('tab', { name: zh('list.company') }).click();
  await expect(page.getByText(zh('list.total', { total: 6 }))).toBeVisible();
  await page.getByTestId('spread-list').locator('a').first().click();
  await expect(page).toHaveURL(/\/spread\/detail\?memberCode=M3009/);
  await expect(page.getByTestId('spread-detail')).toContainText(/1390010\d{4}/);
  await shot(page, 'activity-spread-detail-zh');

  // A customer opens the shared link and signs up: the salesman's list grows by one.
  const mobile = `137${Date.now().toString().slice(-8)}`;
  await page.goto('/wx/activityPersonalRegister?invitationCode=M10000009&redirect=%2Fwx%2FlotteryDraw');
  await page.locator('input[name="mobile"]').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await answerCaptchaDialog(page);
  await page.locator('input[name="smsCode"]').fill(await outboxCode(request, mobile));
  await page.locator('input[name="name"]').fill('推广客户');
  await page.locator('select[name="workFunction"]').selectOption('sales');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.locator('input[name="agree"]').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/wx\/lotteryDraw$/);
  // Signed in by the sign-up: the draw counts are theirs (the phone's H5 session).
  await expect(page.getByText(t('zh-CN', 'activity')('left', { left: 3, perDay: 3 }))).toBeVisible();
  await shot(page, 'activity-wx-lottery-member-zh');
  await page.goto('/spread/list?tab=personal');
  await expect(page.getByText(zh('list.total', { total: 25 }))).toBeVisible();
  await expect(page.getByTestId('spread-list').locator('li').first()).toContainText('推广客户');

  await context.addCookies([{ name: 'lang', value: 'en', url: base }]);
  await page.goto('/spread');
  await expect(page.getByText(t('en', 'spread')('home.share'))).toBeVisible();
  await shot(page, 'activity-spread-home-en');
  await page.goto('/spread/list?tab=company');
  await expect(page.getByText(t('en', 'spread')('list.total', { total: 6 }))).toBeVisible();
  await shot(page, 'activity-spread-list-en');
});
