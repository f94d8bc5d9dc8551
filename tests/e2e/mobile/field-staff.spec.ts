import { expect, test, type Page } from '@playwright/test';

/**
 * The mobile area for a signed-in member: a field report with a phone-camera photo
 * (/mobile/submit), the photo among my files (/mobile/file), and personal info
 * (/mobile/personalInfo). 'wechat' in Chinese with the certified demo member,
 * 'phone' in English with the uncertified one.
 */

// A 1x1 PNG: the page re-encodes camera photos as JPEG before uploading.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function login(page: Page, mobile: string, en: boolean, redirect: string) {
  await page.goto(`/wx/login?redirect=${encodeURIComponent(redirect)}`);
  await page.locator('input[name="mobile"]').fill(mobile);
  await expect(page.locator('select[name="companyCode"]')).not.toHaveValue('');
  await page.locator('input[name="password"]').fill('Demo@1234');
  await page.getByRole('button', { name: en ? 'Log in' : '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(redirect.replace(/[?]/g, '\\?') + '$'));
}

test('field report with a camera photo, the photo in my files, personal info edited', async ({ page, context }, testInfo) => {
  const en = testInfo.project.name === 'phone';
  const L = (zh: string, english: string) => (en ? english : zh);
  const tag = en ? 'en' : 'zh';
  if (en) await context.addCookies([{ name: 'lang', value: 'en', url: testInfo.project.use.baseURL ?? 'http://127.0.0.1' }]);
  const mobile = en ? '13800000003' : '13800000001';
  const note = `${L('NET 灯一直快闪', 'NET keeps blinking')} ${Date.now()}`;

  // Not signed in: the guard sends the user to log in and back.
  await page.goto('/mobile/submit?model=IBX-200');
  await expect(page).toHaveURL(/\/wx\/login\?redirect=%2Fmobile%2Fsubmit%3Fmodel%3DIBX-200$/);
  await login(page, mobile, en, '/mobile/submit?model=IBX-200');

  await expect(page.locator('select[name="model"]')).toHaveValue('IBX-200');
  await page.locator('input[name="serialNo"]').fill('SN-E2E-01');
  await page.locator('textarea[name="description"]').fill(note);
  const camera = page.locator('input[type="file"][name="photo"]');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await camera.setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.h5-submit__photo--done')).toHaveCount(1);
  await page.screenshot({ path: `.tmp/shots/submit-${tag}.png`, fullPage: true });
  await page.getByRole('button', { name: L('提交', 'Submit'), exact: true }).click();
  await expect(page.getByText(L('已提交，我们会尽快处理', 'Submitted; we will follow up soon'))).toBeVisible();
  const item = page.locator('.h5-submission').filter({ hasText: note });
  await expect(item).toBeVisible();
  await expect(item.getByText('IBX-200')).toBeVisible();
  await expect(item.getByRole('img', { name: 'IMG_2041.jpg' })).toBeVisible();

  // The photo is among my files and opens in the viewer.
  await page.goto('/mobile/file');
  const file = page.getByRole('button', { name: /IMG_2041\.jpg/ }).first();
  await expect(file).toBeVisible();
  await page.screenshot({ path: `.tmp/shots/files-${tag}.png`, fullPage: true });
  await file.click();
  await expect(page.getByRole('dialog', { name: 'IMG_2041.jpg' })).toBeVisible();
  await page.getByRole('button', { name: L('关闭', 'Close') }).click();

  // Personal info: mobile masked; edit the email.
  await page.goto('/mobile/personalInfo');
  await expect(page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
  await page.getByRole('button', { name: L('修改信息', 'Edit') }).click();
  await page.locator('input[name="email"]').fill('not-an-email');
  await page.getByRole('button', { name: L('保存', 'Save') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  const email = `field.${tag}@example.com`;
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('button', { name: L('保存', 'Save') }).click();
  await expect(page.getByText(L('个人信息已保存', 'Personal info saved'))).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.screenshot({ path: `.tmp/shots/personal-info-${tag}.png`, fullPage: true });
});
