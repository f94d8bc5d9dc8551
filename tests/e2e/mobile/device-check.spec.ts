import { expect, test, type Page } from '@playwright/test';

/**
 * The field check on the phone (/mobile/deviceCheck): type a device's serial (scanning cannot be
 * driven headless: WeChat's scanQRCode needs WeChat, BarcodeDetector a camera), record an abnormal
 * check with a camera photo, and see it as the device's last check, on the phone and on the
 * desktop device page. 'wechat' in Chinese, 'phone' in English; each on its own device.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';

async function login(page: Page, redirect: string) {
  await page.goto(`/wx/login?redirect=${encodeURIComponent(redirect)}`);
  await page.locator('input[name="mobile"]').fill('13800000001');
  await expect(page.locator('select[name="companyCode"]')).not.toHaveValue('');
  await page.locator('input[name="password"]').fill('Demo@1234');
  await page.locator('button[type="submit"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${redirect}$`));
}

test('type a serial, record a check with a photo, see it on the device', async ({ page, context, browser }, testInfo) => {
  test.setTimeout(90_000); // the phone, its details form, then the desktop device and rule pages
  const en = testInfo.project.name === 'phone';
  const L = (zh: string, english: string) => (en ? english : zh);
  const tag = en ? 'en' : 'zh-CN';
  const sn = en ? 'IMT100-0001' : 'IBX200-0001';
  const note = `${L('主轴温度偏高', 'Spindle runs hot')} ${Date.now()}`;
  const base = testInfo.project.use.baseURL ?? 'http://127.0.0.1';
  if (en) await context.addCookies([{ name: 'lang', value: 'en', url: base }]);

  await login(page, '/mobile/deviceCheck');
  await expect(page.getByRole('heading', { name: L('设备点检', 'Device check'), level: 1 })).toBeVisible();
  // Inside WeChat the scanner is WeChat's; a phone browser without BarcodeDetector says to type.
  if (en) await expect(page.getByText('Scanning is not available here: type the serial number')).toBeVisible();
  else await expect(page.getByRole('button', { name: '扫码' })).toBeVisible();

  await page.getByLabel(L('设备编号', 'Serial number'), { exact: true }).fill('NOPE-404');
  await page.getByRole('button', { name: L('打开', 'Open') }).click();
  await expect(page.getByRole('alert')).toHaveText(L('没有该编号的设备，或您无权点检该设备', 'No device with this serial number that you may check'));

  // A device field of the company (its own per project: both run at once on one database).
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  const key = `tag${testInfo.project.name}`;
  const added = await page.request.post('/api/', {
    data: { cmd: 'ExtendedFieldConfiguration/add', parameters: { target: 'device', key, labelZh: `铭牌编号${testInfo.project.name}`, labelEn: `Tag no. ${testInfo.project.name}`, type: 'text', sort: 99 }, token },
  });
  expect(JSON.stringify(await added.json())).not.toContain('"error"');

  await page.getByLabel(L('设备编号', 'Serial number'), { exact: true }).fill(sn);
  await page.getByRole('button', { name: L('打开', 'Open') }).click();
  const card = page.getByTestId('check-device');
  await expect(card).toContainText(sn);
  // The device's details show on the card; one who may edit devices fills in what the tag says.
  const label = L(`铭牌编号${testInfo.project.name}`, `Tag no. ${testInfo.project.name}`);
  await expect(page.getByTestId('check-ext')).toContainText(label);
  await page.getByRole('button', { name: L('修改资料', 'Edit details') }).click();
  await page.getByLabel(label).fill(`T-${tag}-7`);
  await page.screenshot({ path: `${SHOTS}/device-check-details-${tag}.png`, fullPage: true });
  await page.getByRole('button', { name: L('保存资料', 'Save details') }).click();
  await expect(page.getByText(L('资料已保存', 'Details saved'))).toBeVisible();
  await expect(page.getByTestId('check-ext')).toContainText(`T-${tag}-7`);
  await page.getByRole('tab', { name: L('异常', 'Abnormal') }).click();
  await page.locator('textarea[name="note"]').fill(note);
  await page.locator('input[type="file"][name="photo"]').setInputFiles({ name: 'IMG_0007.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.h5-submit__photo--done')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/device-check-form-${tag}.png`, fullPage: true });
  await page.getByRole('button', { name: L('提交点检', 'Record check') }).click();
  await expect(page.getByText(L('点检已记录', 'Check recorded'))).toBeVisible();

  const last = page.getByTestId('check-last');
  await expect(last).toContainText(note);
  await expect(last).toContainText(L('异常', 'Abnormal'));
  await expect(last.getByRole('img')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/device-check-done-${tag}.png`, fullPage: true });

  // The desktop device page shows the same last check with its photo.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const cookies = (await context.cookies()).filter((c) => ['token', 'refreshToken', 'lang'].includes(c.name));
  await desk.addCookies(cookies.length ? cookies : []);
  const d = await desk.newPage();
  const profile = await page.evaluate(() => localStorage.getItem('portal.profile'));
  await d.goto('/NoPage');
  if (profile) await d.evaluate((p) => localStorage.setItem('portal.profile', p), profile);
  await d.goto(`/memberCenter/deviceInfo${en ? '?lang=en' : ''}`);
  const row = d.getByRole('row', { name: new RegExp(sn) });
  await expect(row).toContainText(note);
  await expect(row.getByRole('img')).toHaveCount(1);
  await expect(d.locator('.ant-spin-spinning')).toHaveCount(0);
  await d.screenshot({ path: `${SHOTS}/device-page-${tag}.png` });
  await d.goto(`/memberCenter/codingRule${en ? '?lang=en' : ''}`);
  await expect(d.getByTestId('rule-preview').first()).toHaveText(/^EQ-\d{6}-0001$/);
  await d.screenshot({ path: `${SHOTS}/coding-rule-${tag}.png` });
  await desk.close();
});
