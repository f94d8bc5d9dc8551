import { expect, test } from '@playwright/test';
import { seriousViolations } from '../a11y/serious-violations';
import { SHOTS, tr, type Lang } from '../desktop/centre-helpers';
import { companyLogin } from '../desktop/session-support';

/**
 * The H5 audit pages at phone size (the WeChat project runs it with WeChat's user agent): from
 * personal info to the company's audit log (the admin holds audit.view) and to the account
 * activity with its sign-in / security tabs; more entries on request. Both languages; axe clean.
 */
for (const lang of ['zh-CN', 'en'] as const satisfies readonly Lang[]) {
  test(`H5 audit log and account activity (${lang})`, async ({ page, context, request, baseURL }) => {
    const a = (path: string) => tr(lang, 'audit', path);
    const { token, refreshToken, ...profile } = await companyLogin(request, '13800000001');
    await context.addCookies([
      { name: 'token', value: token, url: baseURL! },
      { name: 'refreshToken', value: refreshToken, url: baseURL! },
      { name: 'lang', value: lang, url: baseURL! },
    ]);
    await page.goto('/mobile/NoPage');
    await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));

    await page.goto('/mobile/personalInfo');
    await page.getByRole('link', { name: tr(lang, 'mmember', 'personalInfo.auditLog') }).click();
    await expect(page).toHaveURL(/\/mobile\/auditLog$/);
    await expect(page.getByRole('heading', { level: 1, name: a('h5.logTitle') })).toBeVisible();
    const items = page.locator('.h5-audit__item');
    await expect(items.first()).toBeVisible();
    await items.first().getByRole('button').click();
    await expect(items.first().getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first()).toContainText(a('detail.seq'));
    await page.screenshot({ path: `${SHOTS}/h5-audit-log-${lang}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/mobile/accountActivity');
    await expect(page.getByRole('heading', { level: 1, name: a('h5.activityTitle') })).toBeVisible();
    await expect(items.filter({ hasText: a('mine.what.signIn') }).first()).toBeVisible();
    await page.getByRole('tab', { name: a('mine.security') }).click();
    await expect(page.getByRole('tab', { name: a('mine.security') })).toHaveAttribute('aria-selected', 'true');
    await expect(items.filter({ hasText: a('mine.what.signIn') })).toHaveCount(0);
    await page.getByRole('tab', { name: a('mine.signIn') }).click();
    await expect(items.first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/h5-account-activity-${lang}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
