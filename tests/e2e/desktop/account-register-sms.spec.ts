import { expect, test } from '@playwright/test';
import { SHOTS, chooseOption, codeThroughJigsaw, freshMobile, h1, scrollTop as top, setLang, t, type Lang } from './account-support';

/**
 * A person signs up without a password (webMember/personalRegisterBySms): the registration
 * activity running now is shown above the form, the new member is signed in at once and the
 * success page leads to the member centre. English shows the form only (the journey is in Chinese).
 */

test('personal sign-up by SMS code only: signed in at once, on to the member centre (zh-CN)', async ({ page }) => {
  const zh = t('zh-CN');
  const mobile = freshMobile();
  await page.goto('/register');
  await expect(page.getByTestId('reg-activity')).toContainText('扫码注册有礼');
  await page.getByRole('tab', { name: zh('register.tab.personal') }).click();
  await page.getByLabel(zh('register.loginWith.sms')).check();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
  await page.locator('input[name="mobile"]').fill(mobile);
  const code = await codeThroughJigsaw(page, 'zh-CN', mobile);
  await page.locator('input[name="smsCode"]').fill(code);
  await page.locator('input[name="name"]').fill('孙悦');
  await chooseOption(page, '#workFunction', '生产制造');
  await page.locator('input[name="agree"]').check();
  await top(page);
  await page.screenshot({ path: `${SHOTS}/account-register-sms-zh.png`, fullPage: true });
  await page.getByRole('button', { name: zh('register.submitPersonal') }).click();

  await expect(page).toHaveURL(/\/registerSuccess\?type=personal&by=sms$/);
  await expect(page.getByRole('main')).toContainText(zh('registerSuccess.bodySms'));
  await expect(page.getByRole('status')).toContainText(new RegExp(zh('registerSuccess.signedIn.countdown', { n: 9 }).replace('9', '\\d')));
  await top(page);
  await page.screenshot({ path: `${SHOTS}/account-register-sms-success-zh.png` });
  await page.getByRole('button', { name: zh('registerSuccess.signedIn.go') }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);
  await expect(page.getByRole('banner')).toContainText('孙悦');
});

test('the SMS-only choice and the registration activity in English', async ({ page, context, baseURL }) => {
  const lang: Lang = 'en';
  await setLang(context, baseURL!, lang);
  const en = t(lang);
  await page.goto('/register');
  await expect(h1(page)).toHaveText(en('register.title'));
  await expect(page.getByTestId('reg-activity')).toContainText('Register and Get a Gift');
  await page.getByRole('tab', { name: en('register.tab.personal') }).click();
  await page.getByLabel(en('register.loginWith.sms')).check();
  await expect(page.getByText(en('register.loginWith.smsExtra'))).toBeVisible();
  await expect(page.locator('input[name="confirmPassword"]')).toHaveCount(0);
  await top(page);
  await page.screenshot({ path: `${SHOTS}/account-register-sms-en.png`, fullPage: true });
});
