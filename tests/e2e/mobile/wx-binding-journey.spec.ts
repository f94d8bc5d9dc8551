import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answerCaptchaDialog } from '../desktop/account-support';

/**
 * The WeChat journey of issue 8, through the gateway's OAuth and the WeChat stand-in:
 * first visit from the menu (/wx/openid) -> authorise as a new WeChat user -> register a
 * new enterprise member in H5 -> bound; the next visit signs in without typing; unbind
 * by WeChat and bind again with the mobile number and password.
 * The 'wechat' project runs it in Chinese, 'phone' in English, each with its own WeChat
 * user, mobile and company.
 */

async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/api/dev/outbox?to=${mobile}`)).json()) as { list: { kind: string; code: string }[] };
      code = body.list.find((m) => m.kind === 'sms')?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shots/${name}.png`, fullPage: true });

test('menu -> WeChat OAuth -> register an enterprise in H5 -> bound; next visit signs in without typing; unbind and bind again', async ({ page, request, context }, testInfo) => {
  const en = testInfo.project.name === 'phone';
  const L = (zh: string, english: string) => (en ? english : zh);
  const stamp = Date.now().toString().slice(-7);
  const mobile = `139${en ? '1' : '2'}${stamp}`;
  const wxUser = `e2e${en ? 'en' : 'zh'}${stamp}`;
  const company = L(`微信注册测试公司${stamp}`, `WeChat Signup Test Co ${stamp}`);
  if (en) await context.addCookies([{ name: 'lang', value: 'en', url: testInfo.project.use.baseURL ?? 'http://127.0.0.1' }]);

  // The official account's menu opens /wx/openid, which hands over to the gateway's OAuth.
  await page.goto('/wx/openid?redirect=%2Fwx%2Flogin');
  await expect(page).toHaveURL(/\/wx-standin\/open\/connect\/oauth2\/authorize/);
  await expect(page.getByText('李明')).toBeVisible();
  await page.locator('input[name="user"]').fill(wxUser);
  await page.getByRole('button', { name: /允许/ }).click();

  // Back on /wx/login with the WeChat identity in cookies: not bound yet.
  await expect(page).toHaveURL(/\/wx\/login$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'unionid')?.value).toMatch(/^u/);
  expect(cookies.find((c) => c.name === 'openid')?.value).toMatch(/^o/);
  await expect(page.getByText(L('登录后，当前账号将与此微信绑定', 'After you log in, this account is bound'), { exact: false })).toBeVisible();
  await shot(page, `wx-login-unbound-${en ? 'en' : 'zh'}`);

  // Register a new enterprise member in H5.
  await page.getByRole('link', { name: L('免费注册', 'Sign up free') }).click();
  await expect(page).toHaveURL(/\/wx\/register$/);
  await expect(page.getByText(L('注册后，新账号将与此微信绑定。', 'After signing up, the new account is bound to this WeChat.'))).toBeVisible();
  await page.locator('input[name="mobile"]').fill(mobile);
  await page.getByRole('button', { name: L('获取验证码', 'Get code') }).click();
  await answerCaptchaDialog(page);
  await page.locator('input[name="smsCode"]').fill(await latestSmsCode(request, mobile));
  await page.locator('input[name="name"]').fill(L('陈晓', 'Xiao Chen'));
  await page.locator('input[name="companyName"]').fill(company);
  await page.locator('select[name="workFunction"]').selectOption('engineering');
  await page.locator('input[name="password"]').fill('Wechat123');
  await page.locator('input[name="confirmPassword"]').fill('Wechat123');
  await page.locator('input[name="agree"]').check();
  await shot(page, `wx-register-${en ? 'en' : 'zh'}`);
  await page.getByRole('button', { name: L('注册', 'Sign up'), exact: true }).click();

  await expect(page).toHaveURL(/\/mobile$/);
  await expect(page.getByText(L('注册成功，已绑定微信', 'Signed up, WeChat bound'))).toBeVisible();
  await expect(page.getByText(company)).toBeVisible();

  // Log out: that revokes the WeChat ticket too, so /wx/login no longer signs in by itself.
  await page.getByRole('button', { name: L('退出登录', 'Log out') }).click();
  await page.getByRole('button', { name: L('确定', 'Confirm') }).click();
  await expect(page.getByRole('link', { name: L('登录', 'Log in'), exact: true })).toBeVisible();
  await page.goto('/wx/login');
  await expect(page.locator('input[name="mobile"]')).toBeVisible();
  await expect(page).toHaveURL(/\/wx\/login$/);
  // The next visit from the menu authorises again (silently, as WeChat does) and signs in without typing.
  await page.goto('/wx/openid?redirect=%2Fwx%2Flogin');
  await expect(page).toHaveURL(/\/mobile$/);
  await expect(page.getByText(L('已通过微信登录', 'Logged in with WeChat'))).toBeVisible();
  await expect(page.getByText(company)).toBeVisible();

  // Unbind this WeChat.
  await page.goto('/wx/removeBind');
  await expect(page.getByText(`${L('陈晓', 'Xiao Chen')} · ${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
  await shot(page, `wx-remove-bind-${en ? 'en' : 'zh'}`);
  await page.getByRole('button', { name: L('解除绑定', 'Unbind') }).click();
  await page.getByRole('button', { name: L('确定', 'Confirm') }).click();
  await expect(page).toHaveURL(/\/wx\/removeBindResult/);
  await expect(page.getByRole('heading', { name: L('已解除绑定', 'Unbound') })).toBeVisible();

  // Bind again with the mobile number and password: unbinding revoked the ticket, so this authorises first (silently).
  await page.getByRole('link', { name: L('重新绑定微信', 'Bind WeChat again') }).click();
  // (WeChat's authorize URL ends in #wechat_redirect, which the redirects carry along.)
  await expect(page).toHaveURL(/\/wx\/bind(#wechat_redirect)?$/);
  // Still signed in, so the current account could be bound in one tap; bind by mobile and password instead.
  await expect(page.getByRole('button', { name: new RegExp(L('绑定当前账号', 'Bind the current account')) })).toBeVisible();
  await expect(page.getByText(L('登录后，当前账号将与此微信绑定', 'After you log in, this account is bound'), { exact: false })).toBeVisible();
  await page.locator('input[name="mobile"]').fill(mobile);
  await expect(page.locator('select[name="companyCode"] option:checked')).toHaveText(company);
  await page.locator('input[name="password"]').fill('Wechat123');
  await page.getByRole('button', { name: L('登录', 'Log in'), exact: true }).click();
  await expect(page.getByText(L('登录成功，已绑定微信', 'Logged in, WeChat bound'))).toBeVisible();
  await expect(page).toHaveURL(/\/mobile$/);

  // Bound again: /wx/login signs in at once.
  await context.clearCookies({ name: 'token' });
  await page.goto('/wx/login');
  await expect(page).toHaveURL(/\/mobile$/);
  await expect(page.getByText(company)).toBeVisible();
});

test('an OAuth failure is explained on /wx/openid with a way to try again', async ({ page }) => {
  await page.goto('/auth/wx/callback?code=forged&state=0000');
  await expect(page).toHaveURL(/\/wx\/openid\?wxError=state/);
  await expect(page.getByRole('heading', { name: /授权已过期|The authorisation has expired/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /重新授权|Authorise again/ })).toBeVisible();
});
