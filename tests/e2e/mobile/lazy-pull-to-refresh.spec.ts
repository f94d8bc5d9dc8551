import { expect, test, type Page } from '@playwright/test';

/**
 * LazyPullToRefresh (components/LazyPullToRefresh.tsx): antd-mobile's PullToRefresh loads on the
 * first touch of the content and takes the content over without remounting it (what was typed and
 * the elements themselves stay), not while a field inside has the focus; a pull then refreshes.
 */

/** A finger on the screen, through the DevTools protocol (Playwright's touchscreen only taps). */
async function touch(page: Page, points: { x: number; y: number }[]) {
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = points;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
  for (const p of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A pull down from (x, y), 220 px. */
const pull = (page: Page, x: number, y: number) =>
  touch(
    page,
    Array.from({ length: 12 }, (_, i) => ({ x, y: y + i * 20 })),
  );

test('the model list: the first touch loads PullToRefresh, keeps the list mounted, and a pull reloads it', async ({ page }) => {
  await page.goto('/mobile/device');
  const firstItem = page.locator('.h5-device-body a').first();
  await expect(firstItem).toBeVisible();
  await expect(page.locator('.adm-pull-to-refresh')).toHaveCount(0);
  await firstItem.evaluate((el) => ((el as HTMLElement & { mark?: number }).mark = 1));

  const box = (await page.locator('.h5-device-body').boundingBox())!;
  await touch(page, [{ x: box.x + 20, y: box.y + 5 }]);
  await expect(page.locator('.adm-pull-to-refresh .h5-device-body')).toHaveCount(1);
  // The same element, not a remounted copy.
  expect(await firstItem.evaluate((el) => (el as HTMLElement & { mark?: number }).mark)).toBe(1);

  await page.evaluate(() => window.scrollTo(0, 0));
  const reload = page.waitForRequest((r) => r.url().includes('/api/') && (r.postData() ?? '').includes('getModelList'));
  const b = (await page.locator('.h5-device-body').boundingBox())!;
  await pull(page, b.x + 40, b.y + 5);
  await reload;
});

test('the field report: a touch into a field waits for the field to lose focus, and what was typed stays', async ({ page }) => {
  await page.goto('/wx/login?redirect=%2Fmobile%2Fsubmit');
  await page.locator('input[name="mobile"]').fill('13800000001');
  await expect(page.locator('select[name="companyCode"]')).not.toHaveValue('');
  await page.locator('input[name="password"]').fill('Demo@1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/submit$/);

  const description = page.locator('textarea[name="description"]');
  await description.fill('NET 灯一直快闪');
  await description.focus();
  const at = (await description.boundingBox())!;
  await touch(page, [{ x: at.x + 10, y: at.y + 10 }]);
  // The component has loaded, but the focused field keeps its place until it loses the focus.
  await page.waitForTimeout(500);
  await expect(page.locator('.adm-pull-to-refresh')).toHaveCount(0);
  await expect(description).toBeFocused();

  await description.blur();
  await expect(page.locator('.adm-pull-to-refresh textarea[name="description"]')).toHaveCount(1);
  await expect(description).toHaveValue('NET 灯一直快闪');
});
