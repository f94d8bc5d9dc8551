import { expect, test } from '@playwright/test';
import { SHOTS, answerCaptchaDialog, outboxCode, registerByApi, resendWindow, setLang, t, tokenCookie } from '../desktop/account-support';

/**
 * /h5/hwAuthorize on the phone: a signed-out visitor signs in at the stand-in OpenID provider,
 * links the account to their member with the mobile and an SMS code, and lands signed in on the
 * H5 page they came from. (The WeChat project opens H5 pages through WeChat's own sign-in.)
 */

test.skip(({ userAgent }) => /MicroMessenger/.test(userAgent ?? ''), 'phone browser only');

test('a signed-out visitor signs in with the stand-in provider and lands signed in, linked to their member', async ({ page, context, request, baseURL }) => {
  const member = await registerByApi(request, 'personal');
  const zh = t('zh-CN', 'oidc');
  await page.goto(`/h5/hwAuthorize?redirect=${encodeURIComponent('/mobile')}`);
  await expect(page.getByRole('heading', { level: 1, name: zh('title') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/oidc-h5-providers-zh.png` });
  await page.getByRole('link', { name: zh('continueWith', { name: '演示身份平台' }) }).click();
  await page.locator('input[name="user"]').fill(`e2e-h5-${Date.now()}`);
  await page.getByRole('button', { name: '登录 / Sign in' }).click();

  await expect(page).toHaveURL(/\/h5\/hwAuthorize\?step=link$/);
  // The form's labels come from the wx texts, which the route loads with its own.
  await expect(page.getByLabel(t('zh-CN', 'wxRegister')('register.mobile'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(t('zh-CN', 'wxRegister')('register.smsCode'), { exact: true })).toBeVisible();
  await page.locator('input[name="mobile"]').fill(member.mobile);
  await resendWindow(page, member.smsSentAt);
  await page.getByRole('button', { name: t('zh-CN', 'wx')('form.smsCode.send') }).click();
  await answerCaptchaDialog(page);
  await page.locator('input[name="smsCode"]').fill(await outboxCode(request, member.mobile));
  await page.screenshot({ path: `${SHOTS}/oidc-h5-link-zh.png` });
  await page.getByRole('button', { name: zh('link.submit') }).click();

  await expect(page).toHaveURL(/\/mobile$/);
  await expect.poll(() => tokenCookie(context)).toBeTruthy();
  const info = await (await request.post('/api/', { data: { cmd: 'webMember/getMemberInfo', parameters: {}, token: await tokenCookie(context) } })).json();
  expect(info.response.mobile).toBe(member.mobile);

  // The failure page in English.
  await setLang(context, baseURL!, 'en');
  await page.goto('/h5/hwAuthorize?oidcError=code&redirect=%2Fmobile');
  await expect(page.getByRole('alert')).toContainText(t('en', 'oidc')('error.code'));
  await page.screenshot({ path: `${SHOTS}/oidc-h5-error-en.png` });
});
