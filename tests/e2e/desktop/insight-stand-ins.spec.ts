import { expect, test } from '@playwright/test';
import { ErrorCode } from '#shared/contract/errors';
import { signIn, tr, type Lang } from './fund-support';

/**
 * /dataStatistics loads no antd with its first view: the filters, the period and the breakdown
 * table are stand-ins drawn like antd's, which bring antd's own when the reader comes to them
 * (LazyFilterSelect, LazySegmented, BreakdownTable). The keyboard gets there as it did: Tab onto
 * a filter hands the focus to antd's Select, which opens with the arrow key; the period and the
 * table's sortable headers keep the focus through the swap; a sort asked for before antd's Table
 * is in is applied once it is.
 */

const t = (lang: Lang, path: string, vars: Record<string, string | number> = {}) => tr(lang, path, vars, 'insight');

test('statistics: no antd until the reader comes near, then antd with the focus where it was (zh-CN)', async ({ page, context, request, baseURL }) => {
  await signIn(page, context, request, baseURL!, 'zh-CN', '13800000001', 'C10000001');
  const antdRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/(AntdScope|NamedSelect|ScopedSegmented|BreakdownTableReal)-/.test(r.url())) antdRequests.push(r.url());
  });
  await page.goto('/dataStatistics');
  await expect(page.getByTestId('stats-breakdown')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('stats-table')).toContainText('江苏省');
  await page.waitForLoadState('networkidle');
  expect(antdRequests).toEqual([]);
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);

  // Tab from the title onto the province filter: antd's Select takes the focus and opens with ArrowDown.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Tab');
  const province = page.locator('.ant-select', { has: page.locator('#stats-province') });
  await expect(province).toBeVisible();
  await expect(page.locator('#stats-province')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeVisible();
  // An Escape while the list is still opening can be missed: pressed again until it is closed.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator('#stats-province')).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator('#stats-province')).toBeFocused();

  // The city filter is disabled without a province: the next stop is the period, antd's Segmented by then.
  await page.keyboard.press('Tab');
  const period = page.getByRole('radiogroup', { name: t('zh-CN', 'stats.period') });
  await expect(period).toHaveClass(/ant-segmented/);
  await expect(period).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('input[name="days"]')).toHaveValue('7');
  await expect(page.getByRole('heading', { name: t('zh-CN', 'stats.trendTitle', { scope: t('zh-CN', 'stats.country'), days: 7 }) })).toBeVisible();

  // A sortable header of the stand-in table: focused, it becomes antd's, still focused; Enter sorts.
  const latest = page.getByTestId('stats-table').getByRole('columnheader', { name: t('zh-CN', 'stats.col.utilisation') });
  await latest.focus();
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(latest).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(latest).toHaveAttribute('aria-sort', 'ascending');
});

test('statistics: a sort clicked on the stand-in table is applied when antd Table is in (en)', async ({ page, context, request, baseURL }) => {
  await signIn(page, context, request, baseURL!, 'en', '13800000001', 'C10000001');
  // antd's Table waits until the click on the stand-in has happened.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/BreakdownTableReal-.*\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dataStatistics');
  const table = page.getByTestId('stats-table');
  await expect(table.locator('tbody tr')).toHaveCount(8);
  const header = table.getByRole('columnheader', { name: t('en', 'stats.col.utilisation') });
  await header.click();
  await expect(page.locator('.ant-table')).toHaveCount(0);
  release();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const rates = (await table.locator('tbody tr td:nth-child(5)').allTextContents()).map((s) => parseFloat(s));
  expect(rates).toEqual([...rates].sort((a, b) => a - b));
  expect(rates.length).toBe(8);
});

test('statistics: a failed load shows the server text with a retry, without antd (en)', async ({ page, context, request, baseURL }) => {
  await signIn(page, context, request, baseURL!, 'en', '13800000001', 'C10000001');
  let failing = true;
  await page.route('**/api/?lang=*', async (route) => {
    const body = route.request().postDataJSON() as { cmd?: string } | null;
    if (body?.cmd !== 'workResumption/sampleCountry' || !failing) return route.fallback();
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ error: { errorCode: ErrorCode.internal, errorInfo: 'The statistics are being rebuilt' } }) });
  });
  await page.goto('/dataStatistics');
  const alert = page.getByRole('alert').filter({ hasText: 'The statistics are being rebuilt' });
  await expect(alert).toBeVisible();
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
  failing = false;
  await alert.getByRole('button', { name: tr('en', 'state.retry', {}, 'common') }).click();
  await expect(page.getByTestId('stats-table').locator('tbody tr')).toHaveCount(8);
});
