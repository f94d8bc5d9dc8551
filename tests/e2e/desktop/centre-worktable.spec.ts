import { expect, test } from '@playwright/test';
import { api, SHOTS, signUpCompany, tr, txt } from './centre-helpers';

/** The worktable's summary: an uncertified new company (Chinese) and the certified demo company with its fund account (English). */
test('worktable summary for an uncertified and a certified company', async ({ page, context, request, baseURL }) => {
  await signUpCompany(page, context, request, baseURL!, 'zh-CN', `e2e工作台${Date.now().toString().slice(-6)}`);
  await page.goto('/memberCenter');
  const zh = (p: string) => tr('zh-CN', 'member', p);
  await expect(page.getByTestId('wt-cert-status')).toHaveText(zh('worktable.certStatus.notSubmitted'));
  await expect(page.getByTestId('wt-cert').getByRole('link', { name: zh('worktable.certApply') })).toHaveAttribute('href', '/memberCenter/trueName');
  await expect(page.getByTestId('wt-fund-why')).toContainText(txt('zh-CN', 'realName.required'));
  await expect(page.getByTestId('wt-files')).toContainText(zh('worktable.filesEmpty'));
  await expect(page.getByTestId('unread-count')).toHaveText(/\d+/);
  await page.screenshot({ path: `${SHOTS}/centre-worktable-zh-CN.png`, fullPage: true });

  const { token, refreshToken, ...profile } = await api<Record<string, unknown> & { token: string; refreshToken: string }>(request, 'webMember/companyLogin', {
    mobile: '13800000001',
    password: 'Demo@1234',
    companyCode: 'C10000001',
  });
  await context.addCookies([
    { name: 'token', value: token, url: baseURL! },
    { name: 'refreshToken', value: refreshToken, url: baseURL! },
    { name: 'lang', value: 'en', url: baseURL! },
  ]);
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
  await page.goto('/memberCenter');
  const en = (p: string) => tr('en', 'member', p);
  await expect(page.getByTestId('wt-cert-status')).toHaveText(en('worktable.certStatus.approved'));
  await expect(page.getByTestId('wt-cert').getByRole('link', { name: en('worktable.certView') })).toHaveAttribute('href', '/memberCenter/trueNameInfo');
  await expect(page.getByTestId('wt-fund-status')).toHaveText(en('worktable.fundStatus.opened'));
  await expect(page.getByTestId('wt-fund-available')).toHaveText(/^¥[\d,]+\.\d{2}$/);
  await page.screenshot({ path: `${SHOTS}/centre-worktable-en.png`, fullPage: true });
});
