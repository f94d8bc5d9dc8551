import { expect, test } from '@playwright/test';
import { rule, setLang, SHOTS } from './account-support';

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
