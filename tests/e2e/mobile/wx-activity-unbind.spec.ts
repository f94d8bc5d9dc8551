import { expect, test } from '@playwright/test';
import { answerCaptchaDialog } from '../desktop/account-support';

/**
 * Entering from an activity: /wx/activityLogin and /wx/activityPersonalRegister keep the
 * activity as the way back; unbinding by mobile checks the number before sending a code.
 */

test('activity login returns to the activity; its registration link keeps the way back', async ({ page }) => {
  await page.goto('/wx/activityLogin?redirect=%2Fwx%2FlotteryDraw%3Fid%3D7');
  await expect(page.getByRole('heading', { name: '登录参与活动' })).toBeVisible();
  await page.getByRole('link', { name: '免费注册' }).click();
  await expect(page).toHaveURL(/\/wx\/activityPersonalRegister\?redirect=%2Fwx%2FlotteryDraw%3Fid%3D7$/);
  await expect(page.getByRole('heading', { name: '注册参与活动' })).toBeVisible();
  await expect(page.locator('input[name="companyName"]')).toHaveCount(0);
  await page.getByRole('link', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/wx\/activityLogin\?redirect=%2Fwx%2FlotteryDraw%3Fid%3D7$/);

  await page.getByRole('tab', { name: '个人登录' }).click();
  await page.locator('input[name="mobile"]').fill('13800000002');
  await page.locator('input[name="password"]').fill('Demo@1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/wx\/lotteryDraw\?id=7$/);
});

test('unbinding by mobile: field checks, then the server refuses an unregistered number', async ({ page }) => {
  await page.goto('/wx/removePhoneBind');
  await page.getByRole('button', { name: '解除绑定' }).click();
  await expect(page.locator('input[name="mobile"]')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('input[name="mobile"]').fill('12345');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.locator('#unbind-mobile-error')).toBeVisible();
  await page.locator('input[name="mobile"]').fill('13712345678');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await answerCaptchaDialog(page);
  await expect(page.locator('#unbind-mobile-error')).toContainText(/未注册|not registered/);
  await page.screenshot({ path: '.tmp/shots/wx-remove-phone-bind-zh.png', fullPage: true });
});
