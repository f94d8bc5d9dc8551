import { expect, test, type Page, type Route } from '@playwright/test';
import { answerCaptchaDialog } from '../desktop/account-support';
import { ErrorCode } from '#shared/contract/errors';

/**
 * The H5 shell (parts 7-9, H5 build): landing, language, titles,
 * /wx/login form, not-found page, the 14/15 redirect, and no JS-SDK outside WeChat.
 * Runs in the 'phone' project and, with a WeChat user agent, in 'wechat'.
 */

const SITE_ZH = '智造云门户';
const SITE_EN = 'Smart Manufacturing Cloud';

/** Answers chosen gateway commands in the browser (for handlers not written yet); every other call reaches the server. */
async function fakeCommands(page: Page, answers: Record<string, unknown>) {
  const seen: { cmd: string; parameters: Record<string, unknown> }[] = [];
  await page.route('**/api/?lang=*', async (route: Route) => {
    const body = route.request().postDataJSON() as { cmd: string; parameters: Record<string, unknown> };
    if (body && body.cmd in answers) {
      seen.push({ cmd: body.cmd, parameters: body.parameters });
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ response: answers[body.cmd] }) });
    } else {
      await route.continue();
    }
  });
  return seen;
}

const loginInfo = {
  token: 'tok_e2e_0123456789abcdef',
  refreshToken: 'ref_e2e_0123456789abcdef',
  fullName: '王工',
  mobile: '13800000001',
  workFunction: null,
  memberCode: 'M0001',
  companyName: '示例精密机械有限公司',
  companyCode: 'C0001',
  memberType: 'enterprise',
  certified: true,
  authList: [],
};

test('the landing renders at phone width without horizontal scroll, in Chinese by default', async ({ page }) => {
  await page.goto('/mobile');
  await expect(page.getByRole('heading', { level: 1, name: '制造企业的产业互联网平台' })).toBeVisible();
  await expect(page).toHaveTitle(`首页 - ${SITE_ZH}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await expect(page.getByRole('heading', { name: '平台服务' })).toBeVisible();
  // Signed out: the one entry that exists is the login.
  await expect(page.getByRole('link', { name: '登录', exact: true })).toHaveAttribute('href', '/wx/login');
  // Customer service from the site configuration, tap to call.
  await expect(page.locator('a[href^="tel:"]')).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // No link on the landing leads to a page the H5 build does not have.
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const h5Links = hrefs.filter((h) => h.startsWith('/') && h !== '/');
  expect(h5Links).toContain('/wx/login');
  for (const href of h5Links) {
    await page.goto(href);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
  }
});

test('switching to English applies at once and persists', async ({ page, context }) => {
  await page.goto('/mobile');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The industrial internet platform for manufacturers' })).toBeVisible();
  await expect(page).toHaveTitle(`Home - ${SITE_EN}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  // document.cookie reaches the browser's cookie store asynchronously.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The industrial internet platform for manufacturers' })).toBeVisible();
  await page.goto('/wx/login');
  await expect(page).toHaveTitle(`Log in - ${SITE_EN}`);
  await expect(page.getByRole('tab', { name: 'Enterprise' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page).toHaveTitle(`登录 - ${SITE_ZH}`);
  await expect(page.getByRole('tab', { name: '企业登录' })).toBeVisible();
});

test('touch targets in the bar are at least 44 px', async ({ page }) => {
  await page.goto('/wx/login');
  for (const name of ['返回', 'English', '简体中文']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});

test('/wx/login shows the form with parameter-named inputs and validates them', async ({ page }) => {
  await page.goto('/wx/login');
  await expect(page).toHaveTitle(`登录 - ${SITE_ZH}`);
  await expect(page.locator('input[name="mobile"]')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await expect(page.locator('select[name="companyCode"]')).toBeVisible();

  // Empty form: the spec's login texts.
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入手机号码', { exact: true })).toBeVisible();
  await expect(page.getByText('请选择企业信息', { exact: true })).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();

  // Typing clears the field's error; a malformed number gets the mobile rule's text.
  await page.locator('input[name="mobile"]').fill('123');
  await expect(page.getByText('请输入手机号码', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('手机号码格式错误', { exact: true })).toBeVisible();
  await expect(page.locator('input[name="mobile"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('input[name="mobile"]')).toBeFocused();
  // Letters never reach the field.
  await page.locator('input[name="mobile"]').fill('138abc0000');
  await expect(page.locator('input[name="mobile"]')).toHaveValue('1380000');

  // Personal login has no company choice.
  await page.getByRole('tab', { name: '个人登录' }).click();
  await expect(page.locator('select[name="companyCode"]')).toHaveCount(0);
  await expect(page.locator('input[name="password"]')).toBeVisible();
});

test('SMS login: the code is requested for login and can be re-sent after 60 seconds', async ({ page }) => {
  const seen = await fakeCommands(page, { 'webMember/getSmsCode': { sent: true, resendAfter: 60 } });
  await page.goto('/wx/login');
  await page.getByRole('tab', { name: '个人登录' }).click();
  // Switching mode right after typing a (still incomplete) number: nothing shifts under the tap.
  await page.locator('input[name="mobile"]').fill('1380000');
  await page.getByRole('button', { name: '短信验证码登录' }).click();
  await expect(page.locator('input[name="smsCode"]')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);

  // Asking for a code checks the number first.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机号码格式错误', { exact: true })).toBeVisible();
  expect(seen).toEqual([]);

  await page.locator('input[name="mobile"]').fill('13800000001');
  await page.getByRole('button', { name: '获取验证码' }).click();
  // The picture captcha comes first (the real getImage); its answer travels with the request.
  await answerCaptchaDialog(page);
  const countdown = page.getByRole('button', { name: /秒后重发/ });
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(/^(60|59|58) 秒后重发$/);
  expect(seen).toEqual([{ cmd: 'webMember/getSmsCode', parameters: { mobile: '13800000001', nationCode: '86', purpose: 'login', captchaId: expect.any(String), captchaCode: expect.stringMatching(/^[A-Z0-9]{4,5}$/) } }]);

  await page.locator('input[name="smsCode"]').fill('12');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('验证码不正确', { exact: true })).toBeVisible();
});

test('enterprise login: company chosen by mobile, session stored, back to the redirect target', async ({ page, context }) => {
  const seen = await fakeCommands(page, {
    'webMember/getCompanySelect': [{ companyCode: 'C0001', companyName: '示例精密机械有限公司' }],
    'webMember/companyLogin': loginInfo,
  });
  await page.goto('/wx/login?redirect=%2Fmobile%2Fsomewhere%3Ftab%3D2');
  await expect(page.getByText('请先登录，登录后将返回您刚才访问的页面。')).toBeVisible();
  await page.locator('input[name="mobile"]').fill('13800000001');
  // One company: chosen for the user.
  await expect(page.locator('select[name="companyCode"]')).toHaveValue('C0001');
  await page.locator('input[name="password"]').fill('secret123');
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL(/\/mobile\/somewhere\?tab=2$/);
  expect(seen.map((s) => s.cmd)).toEqual(['webMember/getCompanySelect', 'webMember/companyLogin']);
  expect(seen[1].parameters).toEqual({ mobile: '13800000001', password: 'secret123', companyCode: 'C0001' });
  expect((await context.cookies()).find((c) => c.name === 'token')?.value).toBe(loginInfo.token);
});

test('login errors from the server are shown; an off-site redirect is ignored', async ({ page }) => {
  await page.route('**/api/?lang=*', async (route) => {
    const body = route.request().postDataJSON() as { cmd: string };
    if (body.cmd === 'webMember/personLogin') {
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ error: { errorCode: ErrorCode.refused, errorInfo: '账号或密码错误' } }) });
    } else await route.continue();
  });
  await page.goto('/wx/login?redirect=%2F%2Fevil.example%2F');
  await page.getByRole('tab', { name: '个人登录' }).click();
  await page.locator('input[name="mobile"]').fill('13800000001');
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/wx\/login/);
});

test("an unknown H5 path goes to the spec's not-found page, as desktop ones do", async ({ page }) => {
  await page.goto('/mobile/no-such-page');
  await expect(page).toHaveURL(/\/NoPage$/);
  await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
});

test('the back button returns to the landing when the visit started on the login page', async ({ page }) => {
  await page.goto('/wx/login');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/mobile$/);
  // The landing is the H5 home: no back button there.
  await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
});

test('a token the server rejects sends the user to /wx/login with a redirect back', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'token', value: 'bogus-token-0123456789abcdef', url: baseURL! }]);
  await page.goto('/mobile?from=e2e');
  await expect(page).toHaveURL(/\/wx\/login\?redirect=%2Fmobile%3Ffrom%3De2e$/);
  await expect(page).toHaveTitle(`登录 - ${SITE_ZH}`);
  await expect(page.locator('input[name="mobile"]')).toBeVisible();
  // The client cleared the login.
  expect((await context.cookies()).find((c) => c.name === 'token' && c.value)).toBeUndefined();
});

test('outside WeChat the JS-SDK is never configured or loaded', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'non-WeChat user agent only');
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/wx/jssdk') || r.url().includes('weixin-js-sdk')) requested.push(r.url());
  });
  await page.goto('/mobile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '登录', exact: true }).click();
  await expect(page.locator('input[name="mobile"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  // Outside WeChat the bar shows the page title itself.
  await expect(page.locator('.h5-nav__title')).toHaveText('登录');
});
