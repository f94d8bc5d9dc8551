import { expect, test } from '@playwright/test';
import { answerCaptchaDialog, outboxCode, scrollTop as top, t } from '../desktop/account-support';

/**
 * H5 personal sign-up without a password (/wx/personalRegister): the running registration
 * activity above the form, the code sent after the picture captcha, the new member signed in at
 * once. The phone runs it in Chinese; the WeChat project shows the form in English.
 */

test('a person signs up on the phone with an SMS code only and is signed in', async ({ page, baseURL }, testInfo) => {
  const en = testInfo.project.name === 'wechat';
  const lang = en ? 'en' : 'zh-CN';
  const tr = t(lang, 'wxRegister');
  const tag = en ? 'en' : 'zh';
  if (en) await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/wx/personalRegister');
  await expect(page.getByTestId('reg-activity')).toContainText(en ? 'Register and Get a Gift' : '扫码注册有礼');
  await page.getByLabel(tr('register.loginWith.sms')).check();
  await expect(page.getByText(tr('register.loginWith.smsHint'))).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
  await top(page);
  await page.screenshot({ path: `.tmp/shots/mobile-register-sms-${tag}.png`, fullPage: true });
  // The WeChat project stops here: its sign-up also binds the WeChat, which the binding journeys cover.
  if (en) return;

  const mobile = `137${Date.now().toString().slice(-8)}`;
  await page.locator('input[name="mobile"]').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await answerCaptchaDialog(page);
  await page.locator('input[name="smsCode"]').fill(await outboxCode(page.request, mobile));
  await page.locator('input[name="name"]').fill('短信用户');
  await page.locator('select[name="workFunction"]').selectOption('engineering');
  await page.locator('input[name="agree"]').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/mobile$/);
  await expect(page.getByText('短信用户').first()).toBeVisible();
});
