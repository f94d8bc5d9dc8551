import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHOTS, tr, type Lang } from './centre-helpers';
import { signIn } from './session-support';

/**
 * The device and employee lists' filters load antd's Select and TreeSelect on first use: until
 * then a stand-in drawn like them (`data-lazy-select`). The user reaches them by keyboard or pointer
 * as before: focus stays on the filter through the swap, Enter/arrows or a click open it, nothing moves.
 */
const box = async (l: Locator) => (await l.boundingBox())!;
const realSelect = (page: Page, label: string) => page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: label }) });

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`devices: the status and department filters by keyboard, from stand-ins to antd's (${lang})`, async ({ page, context, request, baseURL }) => {
    const t = (path: string) => tr(lang, 'equipment', path);
    await signIn(page, context, request, baseURL!, lang, '13800000001');
    await page.goto('/memberCenter/deviceInfo');
    await expect(page.getByRole('row', { name: /装配线拧紧机/ })).toBeVisible();
    // On arrival: two stand-ins, no antd Select or TreeSelect on the page.
    await expect(page.locator('[data-lazy-select]')).toHaveCount(2);
    await expect(page.locator('.ant-select')).toHaveCount(0);
    const status = page.getByRole('combobox', { name: t('col.status') });
    const department = page.getByRole('combobox', { name: t('col.department') });
    await expect(status).toContainText(t('allStatuses'));
    await expect(department).toContainText(t('allDepartments'));
    const before = { status: await box(status), department: await box(department) };
    await shot(page, `list-filters-devices-${lang}`);

    // Tab from the model search's button: the status filter takes focus and becomes antd's Select, in place.
    await page.locator('input[name=model]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(realSelect(page, t('col.status'))).toHaveCount(1);
    await expect(status).toBeFocused();
    const after = await box(realSelect(page, t('col.status')));
    expect(Math.abs(after.x - before.status.x)).toBeLessThan(1);
    expect(Math.abs(after.width - before.status.width)).toBeLessThan(1);
    expect(Math.abs(after.height - before.status.height)).toBeLessThan(1);
    // Arrows open the list and move through it; Enter chooses "under repair".
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(1);
    await expect(page.locator('.ant-select-item-option-active')).toContainText(t('status.inUse'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-select-item-option-active')).toContainText(t('status.repair'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: /数控车床 2 号/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /装配线拧紧机/ })).toHaveCount(0);
    // Clear it again (antd's clear button), then Tab on to the department filter; Enter opens the tree.
    await realSelect(page, t('col.status')).hover();
    await realSelect(page, t('col.status')).locator('.ant-select-clear').click();
    await expect(page.getByRole('row', { name: /装配线拧紧机/ })).toBeVisible();
    await status.focus();
    await page.keyboard.press('Tab');
    await expect(realSelect(page, t('col.department'))).toHaveCount(1);
    await expect(department).toBeFocused();
    const treeBox = await box(realSelect(page, t('col.department')));
    expect(Math.abs(treeBox.x - before.department.x)).toBeLessThan(1);
    expect(Math.abs(treeBox.width - before.department.width)).toBeLessThan(1);
    await page.keyboard.press('Enter');
    const tree = page.locator('.ant-select-dropdown:visible .ant-select-tree');
    await expect(tree).toBeVisible();
    await tree.getByTitle('装配车间').click();
    await expect(realSelect(page, t('col.department'))).toContainText('装配车间');
    await expect(tree).toBeHidden();
    await expect(page.getByRole('row', { name: /装配线拧紧机/ })).toBeVisible();
    for (const other of ['数控车床 1 号', '三坐标测量机']) await expect(page.getByRole('row', { name: new RegExp(other) })).toHaveCount(0);
    await shot(page, `list-filters-devices-filtered-${lang}`);
  });

  test(`employees: the department and status filters open on a click, from stand-ins to antd's (${lang})`, async ({ page, context, request, baseURL }) => {
    const t = (path: string) => tr(lang, 'employee', path);
    await signIn(page, context, request, baseURL!, lang, '13800000001');
    await page.goto('/memberCenter/employee');
    // The demo company's roster grows with other specs (the Excel import adds 200 to 装配车间), so the
    // checks below read the rows a filter answered with, not who happens to be on page 1.
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[data-lazy-select]')).toHaveCount(2);
    await expect(page.locator('.ant-select')).toHaveCount(0);
    await shot(page, `list-filters-employees-${lang}`);

    // A click on the department stand-in opens antd's tree at once.
    await page.getByRole('combobox', { name: t('col.department') }).click();
    const tree = page.locator('.ant-select-dropdown:visible .ant-select-tree');
    await expect(tree).toBeVisible();
    await expect(tree.getByTitle('装配车间')).toBeInViewport();
    await page.waitForTimeout(300); // the list's opening animation, for the picture
    await shot(page, `list-filters-employees-tree-${lang}`);
    const byDepartment = page.waitForResponse((r) => r.url().includes('/api/') && /"departmentId"/.test(r.request().postData() ?? ''));
    await tree.getByTitle('装配车间').click();
    await byDepartment;
    // The tree's list closes first: a click while it is still closing lands on it, not on the status filter.
    await expect(tree).toBeHidden();
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: '装配车间' })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: '李强', exact: true })).toHaveCount(0);

    // The status stand-in: a click opens antd's list; "left" with 装配车间 leaves nobody.
    await page.getByRole('combobox', { name: t('col.status') }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: t('status.left') }).click();
    await expect(page.getByText(t('emptySearch'))).toBeVisible();
    // Clearing the department shows who has left.
    await realSelect(page, t('col.department')).hover();
    await realSelect(page, t('col.department')).locator('.ant-select-clear').click();
    await expect(page.getByRole('cell', { name: '刘洋', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '王磊', exact: true })).toHaveCount(0);
  });
}
