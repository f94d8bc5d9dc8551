import { expect, test } from '@playwright/test';

/**
 * Device pages: browse from the H5 home, open a model, search a model number,
 * an unknown model, and old document paths. 'wechat' runs in Chinese, 'phone' in English.
 */

test('browse a device page, search a model, follow old document paths', async ({ page, context }, testInfo) => {
  const en = testInfo.project.name === 'phone';
  const L = (zh: string, english: string) => (en ? english : zh);
  if (en) await context.addCookies([{ name: 'lang', value: 'en', url: testInfo.project.use.baseURL ?? 'http://127.0.0.1' }]);
  const tag = en ? 'en' : 'zh';

  await page.goto('/mobile');
  await page.getByRole('link', { name: L('设备', 'Devices') }).click();
  await expect(page).toHaveURL(/\/mobile\/device$/);
  await expect(page.getByRole('heading', { name: L('IBX 设备连接盒', 'IBX connection boxes') })).toBeVisible();
  await expect(page.getByRole('link', { name: /IMT-30/ })).toBeVisible();
  await page.screenshot({ path: `.tmp/shots/device-list-${tag}.png`, fullPage: true });

  await page.getByRole('link', { name: /IBX-200/ }).click();
  await expect(page).toHaveURL(/\/mobile\/device\/IBX-200$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('设备连接盒 IBX-200（多口标准型）', 'Connection box IBX-200 (multi-port standard)'));
  for (const h of L('规格|接口与接线|指示灯|安装|故障排查|资料下载', 'Specifications|Interfaces and wiring|Indicator lights|Installation|Troubleshooting|Documents').split('|')) {
    await expect(page.getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible();
  }
  // The model photo is the first screen's largest paint: fetched at once, not lazily (list thumbnails stay lazy).
  await expect(page.getByRole('img', { name: /IBX-200/ })).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByRole('img', { name: /IBX-200/ })).not.toHaveAttribute('loading', 'lazy');
  await page.getByText(L('PWR 灯不亮', 'PWR is off')).click();
  await expect(page.getByText(L('用万用表测量端子电压', 'Measure 24 V DC'), { exact: false })).toBeVisible();
  const doc = page.getByRole('link', { name: L('产品规格书', 'Datasheet') });
  const download = page.waitForEvent('download');
  await doc.click();
  expect((await download).suggestedFilename()).toBe(`IBX-200-datasheet-${en ? 'en' : 'zh-CN'}.html`);
  await page.screenshot({ path: `.tmp/shots/device-ibx200-${tag}.png`, fullPage: true });

  // Search by model number, typed loosely.
  await page.locator('input[name="keyword"]').fill('imt20');
  await page.locator('input[name="keyword"]').press('Enter');
  await expect(page).toHaveURL(/\/mobile\/device\?keyword=imt20$/);
  await page.getByRole('link', { name: L('打开 IMT-20 说明', 'Open the IMT-20 guide') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('IMT-20');

  // An unknown model: a friendly not-found with the model list.
  await page.goto('/mobile/device/IBX-999');
  await expect(page.getByRole('heading', { name: L('未找到型号 IBX-999', 'No model IBX-999') })).toBeVisible();
  await expect(page.getByRole('link', { name: /IBX-100/ })).toBeVisible();
  await page.screenshot({ path: `.tmp/shots/device-notfound-${tag}.png`, fullPage: true });

  // Old document paths land on the model page.
  await page.goto('/doc/ibx100');
  await expect(page).toHaveURL(/\/mobile\/device\/IBX-100$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('IBX-100');
  await page.goto('/mobile/terminal/IMT-30');
  await expect(page).toHaveURL(/\/mobile\/device\/IMT-30$/);
});
