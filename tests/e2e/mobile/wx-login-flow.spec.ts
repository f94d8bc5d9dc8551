import { expect, test, type APIRequestContext } from '@playwright/test';
import { answerCaptchaDialog, captchaRequiredFor } from '../desktop/account-support';

/**
 * /wx/login against the real gateway and the seeded demo accounts (README):
 * password login, SMS-code login with the code read from the dev outbox,
 * server errors, and logging out from the H5 landing.
 *
 * SMS codes are limited to one per mobile per 60 s, so each project logs in by
 * SMS with its own demo member: 'phone' the personal member, 'wechat' the
 * enterprise member whose company is not certified.
 */

const DEMO_PASSWORD = 'Demo@1234';

async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${mobile}`);
      const body = (await res.json()) as { list: { kind: string; code: string }[] };
      code = body.list.filter((m) => m.kind === 'sms').at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('enterprise password login with the demo member, then log out from the landing', async ({ page, context }) => {
  await page.goto('/wx/login');
  await page.locator('input[name="mobile"]').fill('13800000001');
  // The member's only company is chosen for them.
  await expect(page.locator('select[name="companyCode"]')).toHaveValue('C10000001');
  await expect(page.locator('select[name="companyCode"] option:checked')).toHaveText('演示精密机械有限公司');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();

  // No redirect parameter: the H5 landing, now signed in.
  await expect(page).toHaveURL(/\/mobile$/);
  await expect(page.getByText('您好，张伟')).toBeVisible();
  await expect(page.getByText('演示精密机械有限公司')).toBeVisible();
  await expect(page.getByText('138****0001')).toBeVisible();
  await expect(page.getByText('已实名认证')).toBeVisible();
  await expect(page.getByText(/^\d+ 条$/)).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')?.value).toBeTruthy();

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByText('您好，张伟')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'token' && c.value)).toBeUndefined();
});

test('past the free look-ups the company choice asks for the picture captcha first', async ({ page }) => {
  const seen = await captchaRequiredFor(page, 'webMember/getCompanySelect', 'zh-CN');
  await page.goto('/wx/login');
  await page.locator('input[name="mobile"]').fill('13800000001');
  await expect(page.getByRole('dialog')).toContainText('请输入图片中的字符后继续');
  await answerCaptchaDialog(page);
  await expect(page.locator('select[name="companyCode"]')).toHaveValue('C10000001');
  expect(seen).toHaveLength(2);
  expect(seen[1]).toMatchObject({ mobile: '13800000001', captchaId: expect.any(String), captchaCode: expect.stringMatching(/^[A-Z0-9]{4,5}$/) });
});

test('a wrong password shows the server text and marks the field', async ({ page }) => {
  await page.goto('/wx/login');
  await page.getByRole('tab', { name: '个人登录' }).click();
  await page.locator('input[name="mobile"]').fill('13800000002');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Once in the Toast, once under the field the server named.
  await expect(page.getByText('登录失败：手机号码或密码错误')).toHaveCount(2);
  await expect(page.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/wx\/login$/);
});

test('SMS-code login: code requested for login, read from the outbox, back to the redirect target', async ({ page, request }, testInfo) => {
  const enterprise = testInfo.project.name === 'wechat';
  const mobile = enterprise ? '13800000003' : '13800000002';

  await page.goto('/wx/login?redirect=%2Fmobile%3Fvia%3Dsms');
  if (!enterprise) await page.getByRole('tab', { name: '个人登录' }).click();
  await page.getByRole('button', { name: '短信验证码登录' }).click();
  await page.locator('input[name="mobile"]').fill(mobile);
  if (enterprise) await expect(page.locator('select[name="companyCode"]')).not.toHaveValue('');

  await page.getByRole('button', { name: '获取验证码' }).click();
  await answerCaptchaDialog(page);
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await expect(page.locator('input[name="smsCode"]')).toBeFocused();
  await page.locator('input[name="smsCode"]').fill(await latestSmsCode(request, mobile));
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL(/\/mobile\?via=sms$/);
  await expect(page.getByText(enterprise ? '未实名认证' : '个人用户')).toBeVisible();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
});
