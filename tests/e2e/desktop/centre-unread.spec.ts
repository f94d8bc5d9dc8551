import { expect, test } from '@playwright/test';
import { PASSWORD, SHOTS, api, registerByApi, setLang, t, type Lang } from './account-support';

/**
 * The header bell (webInstationMessage/getUnReadMessages): a new member changes the password
 * through the gateway, which sends an in-site message; the bell counts it, lists it, and opening
 * it marks it read and leads to the message centre, after which the bell is empty.
 */

for (const lang of ['zh-CN', 'en'] as const satisfies readonly Lang[]) {
  test(`the header bell lists unread messages and opens one (${lang})`, async ({ page, context, request, baseURL }) => {
    const tr = t(lang, 'desktop');
    const { mobile } = await registerByApi(request, 'personal');
    const first = await api<{ token: string }>(request, 'webMember/personLogin', { mobile, password: PASSWORD });
    await api(request, 'webMember/modiPassword', { oldPassword: PASSWORD, newPassword: `${PASSWORD}9` }, first.token);
    const { token, refreshToken, ...profile } = await api<Record<string, unknown> & { token: string; refreshToken: string }>(request, 'webMember/personLogin', {
      mobile,
      password: `${PASSWORD}9`,
    });
    await setLang(context, baseURL!, lang);
    await context.addCookies([
      { name: 'token', value: token, url: baseURL! },
      { name: 'refreshToken', value: refreshToken, url: baseURL! },
    ]);
    await page.goto('/NoPage');
    await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
    await page.goto('/');

    const bell = page.getByRole('button', { name: tr('bell.labelCount', { count: 1 }) });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: tr('bell.title') });
    const item = panel.getByRole('link').first();
    await expect(item).toContainText(lang === 'en' ? 'password was changed' : '登录密码已修改');
    await page.screenshot({ path: `${SHOTS}/centre-unread-bell-${lang}.png` });
    await item.click();
    await expect(page).toHaveURL(/\/memberCenter\/message$/);

    const empty = page.getByRole('button', { name: tr('bell.label'), exact: true });
    await expect(empty).toBeVisible();
    await empty.click();
    await expect(page.getByRole('region', { name: tr('bell.title') })).toContainText(tr('bell.empty'));
    await page.screenshot({ path: `${SHOTS}/centre-unread-empty-${lang}.png` });
  });
}
