import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { seriousViolations } from '../a11y/serious-violations';
import { api, operatorPage, SHOTS, tr, txt, type Lang } from './centre-helpers';
import { companyLogin, signIn } from './session-support';

/**
 * The audit trail's pages (decision 0050). The demo company's admin saves a role, finds it in the
 * company's audit log by kind, opens the entry's drawer and exports the filtered log to Excel; a
 * member without audit.view has no menu entry and the page refuses; the operator checks the chain;
 * the account activity page lists the admin's sign-ins. Both languages.
 */

const a = (lang: Lang, path: string, vars: Record<string, string | number> = {}) => tr(lang, 'audit', path, vars);

/** A settled page from the top (no table still loading). */
async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const lang of ['zh-CN', 'en'] as const satisfies readonly Lang[]) {
  test(`the admin finds a saved role in the audit log, opens it and exports (${lang})`, async ({ page, context, request, baseURL }) => {
    const token = await signIn(page, context, request, baseURL!, lang, '13800000001');
    const roleName = `${lang === 'en' ? 'Auditor' : '审计员'}${String(Date.now()).slice(-5)}`;
    await api(request, 'webMember/saveRoleConfiguration', { name: roleName, remark: '', buttonIds: [] }, token);

    // The menu entry, under "my enterprise".
    await page.goto('/memberCenter');
    const menu = page.getByRole('navigation', { name: tr(lang, 'desktop', 'member.menuLabel') });
    await menu.getByRole('link', { name: tr(lang, 'routes', 'auditLog') }).click();
    await expect(page).toHaveURL(/\/memberCenter\/auditLog$/);
    await expect(page.getByRole('heading', { level: 1, name: a(lang, 'log.title') })).toBeVisible();
    const table = page.getByRole('table');
    for (const col of ['at', 'who', 'kind', 'cmd', 'target', 'result', 'ip']) await expect(page.getByRole('columnheader', { name: a(lang, `log.col.${col}`), exact: true })).toBeVisible();

    // By kind: the role entry is there.
    const kindBox = page.getByRole('combobox', { name: a(lang, 'log.kind') });
    await kindBox.click();
    await page.keyboard.type(txt(lang, 'audit.kind.role'));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(txt(lang, 'audit.kind.role'), { exact: true }).click();
    await expect(page.getByTestId('audit-kind')).toContainText(txt(lang, 'audit.kind.role'));
    const row = table.locator('tbody tr.ant-table-row', { hasText: 'webMember/saveRoleConfiguration' }).first();
    await expect(row).toBeVisible();
    await expect(table.locator('tbody tr.ant-table-row', { hasText: 'webMember/personLogin' })).toHaveCount(0);

    // By member: the company's members are searched on the server (the mobile's last four digits here).
    const memberBox = page.getByRole('combobox', { name: a(lang, 'log.member') });
    await memberBox.click();
    await page.keyboard.type('0001');
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('张伟 138****0001', { exact: true });
    await expect(option).toBeVisible();
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/audit-member-filter-${lang}.png` });
    await option.click();
    await expect(page.getByTestId('audit-member')).toContainText('张伟');
    await expect(row).toBeVisible();
    // The pointer leaves the closed list's place (over "clear filters", whose hover colour is antd's lighter blue).
    await page.mouse.move(5, 5);
    await shot(page, `audit-log-${lang}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The drawer opens from the keyboard (the row's time button, Enter) with every field.
    await row.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('audit-drawer')).toBeVisible();
    for (const field of ['at', 'who', 'kind', 'cmd', 'result', 'ip', 'browser', 'process', 'seq', 'hash']) await expect(drawer.getByText(a(lang, `detail.${field}`), { exact: true })).toBeVisible();
    await expect(drawer.getByText(a(lang, 'detail.changes'), { exact: true })).toBeVisible();
    await expect(drawer.locator('pre')).toContainText(roleName);
    await expect(drawer).toContainText(/[0-9a-f]{64}/);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/audit-drawer-${lang}.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Export: the signed link downloads an .xlsx of the filtered log.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 2).toString()).toBe('PK');
  });
}

test('a member without audit.view sees no entry, and the page refuses', async ({ page, context, request, baseURL }) => {
  const lang: Lang = 'en';
  await signIn(page, context, request, baseURL!, lang, '13800000012');
  await page.goto('/memberCenter');
  const menu = page.getByRole('navigation', { name: tr(lang, 'desktop', 'member.menuLabel') });
  await expect(menu.getByRole('link').first()).toBeVisible();
  await expect(menu.getByRole('link', { name: tr(lang, 'routes', 'auditLog') })).toHaveCount(0);
  await page.goto('/memberCenter/auditLog');
  await expect(page.getByRole('heading', { level: 1, name: a(lang, 'log.title') })).toBeVisible();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the account activity lists sign-ins, switches to security changes and switches language', async ({ page, context, request, baseURL }) => {
  await companyLogin(request, '13800000001', 'C10000001', 'Wrong@12345').catch(() => undefined);
  await signIn(page, context, request, baseURL!, 'en', '13800000001');
  await page.goto('/memberCenter/accountSafe');
  await page.getByTestId('account-activity').click();
  await expect(page).toHaveURL(/\/memberCenter\/accountActivity$/);
  await expect(page.getByRole('heading', { level: 1, name: a('en', 'mine.title') })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr.ant-table-row', { hasText: a('en', 'mine.what.signIn') }).first()).toBeVisible();
  await expect(table.locator('tbody tr.ant-table-row', { hasText: a('en', 'mine.what.signInFailed') }).first()).toBeVisible();
  await shot(page, 'account-activity-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('radiogroup', { name: a('en', 'mine.filterLabel') })
    .or(page.getByLabel(a('en', 'mine.filterLabel')))
    .first()
    .getByText(a('en', 'mine.security'), { exact: true })
    .click();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(table.locator('tbody tr.ant-table-row', { hasText: a('en', 'mine.what.signIn') })).toHaveCount(0);

  // The same page in Chinese.
  await context.addCookies([{ name: 'lang', value: 'zh-CN', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: a('zh-CN', 'mine.title') })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: a('zh-CN', 'mine.col.browser') })).toBeVisible();
  await shot(page, 'account-activity-zh-CN');
});

for (const lang of ['zh-CN', 'en'] as const satisfies readonly Lang[]) {
  test(`the operator opens a company's log and verifies its chain (${lang})`, async ({ browser, baseURL }) => {
    const { op, ctx } = await operatorPage(browser, baseURL!, lang);
    await op.getByRole('tab', { name: a(lang, 'op.tab') }).click();
    await op.getByLabel(a(lang, 'op.companyCode')).fill('C10000001');
    await op.getByRole('button', { name: a(lang, 'op.open') }).click();
    await expect(op.getByRole('table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await op.getByTestId('audit-verify').click();
    const verdict = op.getByTestId('audit-verdict');
    await expect(verdict).toBeVisible();
    await expect(verdict).toContainText(a(lang, 'op.verifyOk', { checked: 'X', seq: 'Y' }).split('X')[0]);
    await shot(op, `operator-audit-${lang}`);
    expect(await seriousViolations(op)).toEqual([]);
    await op.getByRole('tab', { name: a(lang, 'op.headsTab') }).click();
    await expect(op.getByRole('heading', { name: a(lang, 'op.breaks') })).toBeVisible();
    await shot(op, `operator-audit-heads-${lang}`);
    await ctx.close();
  });
}
