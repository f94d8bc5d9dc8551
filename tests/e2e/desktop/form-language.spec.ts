import { expect, test } from '@playwright/test';
import { rule, setLang, SHOTS, t } from './account-support';

/**
 * A validation error follows a language switch: the error on screen is the new language's text,
 * not the one produced before the switch (labels and errors switch together).
 */
for (const [from, to] of [
  ['zh-CN', 'en'],
  ['en', 'zh-CN'],
] as const) {
  test(`login: the mobile error switches from ${from} to ${to} with the page`, async ({ page, context, baseURL }) => {
    await setLang(context, baseURL!, from);
    await page.goto('/login');
    await page.locator('input[name="mobile"]').fill('123');
    await page.locator('button[type="submit"]').click();
    const before = rule(from)('rule.register.mobile.format');
    const after = rule(to)('rule.register.mobile.format');
    await expect(page.getByText(before).first()).toBeVisible();
    await page.getByTitle(from === 'en' ? 'Switch language' : '切换语言').click();
    await expect(page.getByText(after).first()).toBeVisible();
    await expect(page.getByText(before)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/form-language-${from}-to-${to}.png` });
  });
}

test('the OpenID link form (a later page): its errors switch language with the page too', async ({ page }) => {
  const zh = t('zh-CN', 'oidc');
  await page.goto(`/hwAuthorize?redirect=${encodeURIComponent('/memberCenter')}`);
  await page.getByRole('link', { name: zh('continueWith', { name: '演示身份平台' }) }).click();
  await expect(page).toHaveURL(/\/oidc-standin\/interaction\//);
  await page.locator('input[name="user"]').fill(`e2e-lang-${Date.now()}`);
  await page.getByRole('button', { name: '登录 / Sign in' }).click();
  await expect(page).toHaveURL(/\/hwAuthorize\?step=link$/);
  await page.locator('input[name="mobile"]').fill('123');
  await page.getByRole('button', { name: zh('link.submit') }).click();
  const before = rule('zh-CN')('rule.register.mobile.format');
  const after = rule('en')('rule.register.mobile.format');
  await expect(page.getByText(before).first()).toBeVisible();
  await page.getByTitle('切换语言').click();
  await expect(page.getByText(after).first()).toBeVisible();
  await expect(page.getByText(before)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/form-language-oidc-link-zh-to-en.png` });
});
