import { expect, test } from '@playwright/test';
import { signIn, tr } from './fund-support';

/**
 * /memberCenter/accountSafe at a glance: besides mobile and password, where the payment password
 * and the authorised apps stand, from the gateway, each with its next step; both languages.
 */

for (const lang of ['zh-CN', 'en'] as const) {
  test(`account security shows the payment password and the authorised apps, with next steps (${lang})`, async ({ page, context, request, baseURL }) => {
    const m = (path: string, vars: Record<string, string | number> = {}) => tr(lang, path, vars, 'member');
    await signIn(page, context, request, baseURL!, lang, '13800000001', 'C10000001');
    await page.goto('/memberCenter/accountSafe');
    // The demo company's account is open with its payment password set.
    const payKey = page.getByTestId('safe-paykey');
    await expect(payKey).toContainText(m('accountSafe.payKeySet'));
    const apps = page.getByTestId('safe-apps');
    await expect(apps).toContainText(lang === 'en' ? /app may sign you in|apps may sign you in|No app may sign you in/ : /个应用可用本账号登录|暂无应用可用本账号登录/);
    await page.screenshot({ path: `.tmp/shots/centre-account-safe-${lang}.png`, fullPage: true });
    await apps.getByRole('button').click();
    await expect(page).toHaveURL(/\/memberCenter\/authorizedApps$/);
    await page.goBack();
    await payKey.getByRole('button').click();
    await expect(page).toHaveURL(/\/memberCenter\/setAccount$/);
  });
}
