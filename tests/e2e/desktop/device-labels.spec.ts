import { expect, test } from '@playwright/test';
import { seriousViolations } from '../a11y/serious-violations';
import { decodeQrImage } from '../qr-decode';
import { api, SHOTS, tr, type Lang } from './centre-helpers';
import { signIn } from './session-support';

/**
 * QR labels (decision 0056): select devices on the list and print their labels; a sheet of 20
 * devices where every code is an image named with the device's serial and decodes (jsQR) to the
 * device's H5 check page, which opens the check of that device at phone size. Empty states, the
 * sheet sizes, the print page size (a PDF of the sheet) and axe. Both languages.
 */
const snName = (sn: string) => new RegExp(sn.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`device labels: a sheet of 20 codes that decode to each device's H5 check (${lang})`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const t = (path: string, vars: Record<string, string | number> = {}) => tr(lang, 'equipment', path, vars);
    const token = await signIn(page, context, request, baseURL!, lang, '13800000001');
    const stamp = `${lang === 'en' ? 'En' : 'Zh'}${String(Date.now()).slice(-6)}`;
    const devices: { id: number; sn: string; name: string }[] = [];
    for (let i = 1; i <= 20; i++) devices.push(await api<{ id: number; sn: string; name: string }>(request, 'equipment/save', { name: `标签${stamp}-${i}`, model: 'IBX-100' }, token));

    // On the list: select two devices, "Print labels (2)" opens their sheet.
    await page.goto('/memberCenter/deviceInfo');
    const printButton = page.getByTestId('print-labels');
    await expect(printButton).toBeDisabled();
    await expect(printButton).toHaveText(t('labels.printNone'));
    await page.locator('input[name=keyword]').fill(`标签${stamp}-1`);
    await page.locator('input[name=keyword]').press('Enter');
    await expect(page.getByRole('row', { name: new RegExp(`标签${stamp}-10`) })).toBeVisible();
    const pick = [devices[18], devices[12]]; // -19 and -13: on the first page of the 11 the search finds
    for (const d of pick) await page.getByRole('checkbox', { name: `${t('labels.select')}: ${d.name} ${d.sn}` }).check();
    await expect(printButton).toHaveText(t('labels.printSelected', { count: 2 }));
    await page.screenshot({ path: `${SHOTS}/device-labels-list-${lang}.png` });
    await printButton.click();
    await expect(page).toHaveURL(/\/memberCenter\/deviceInfo\/labels\?ids=/);
    expect(new URL(page.url()).searchParams.get('ids')?.split(',').map(Number).sort()).toEqual(pick.map((d) => d.id).sort());
    await expect(page.getByRole('img', { name: snName(pick[0].sn) })).toBeVisible();
    await expect(page.locator('[data-testid=device-label]')).toHaveCount(2);

    // The sheet of 20 (and one id that is not the company's: counted, not shown).
    await page.goto(`/memberCenter/deviceInfo/labels?ids=${[...devices.map((d) => d.id), 2_000_000_000].join(',')}`);
    await expect(page.getByRole('heading', { level: 1, name: t('labels.title') })).toBeVisible();
    await expect(page.getByText(t('labels.missing_one', { count: 1 }))).toBeVisible();
    const labels = page.locator('[data-testid=device-label]');
    await expect(labels).toHaveCount(20);
    for (const d of devices) {
      const img = page.getByRole('img', { name: snName(d.sn) });
      await expect(img).toHaveCount(1);
      await expect(img).toHaveAccessibleName(t('labels.codeAlt', { name: d.name, sn: d.sn }));
    }
    const decoded: string[] = [];
    for (const d of devices) {
      const img = page.getByRole('img', { name: snName(d.sn) });
      await expect.poll(() => decodeQrImage(img)).not.toBeNull();
      decoded.push((await decodeQrImage(img))!);
    }
    expect(decoded).toEqual(devices.map((d) => `${baseURL}/mobile/deviceCheck?sn=${encodeURIComponent(d.sn)}`));
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/device-labels-a4-3x8-${lang}.png`, fullPage: true });

    // Printing: the page is the sheet's (A4: 595 x 842 pt), one page for 20 labels at 3 x 8.
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, path: `${SHOTS}/device-labels-${lang}.pdf` });
    expect(pdf.toString('latin1')).toMatch(/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    // Another sheet: A4 2 x 7 puts 20 labels on two pages.
    await page.getByRole('radio', { name: t('labels.sheet.a4-2x7') }).click();
    await expect(page.getByRole('radio', { name: t('labels.sheet.a4-2x7') })).toBeChecked();
    await expect(page).toHaveURL(/size=a4-2x7/);
    await expect(page.getByRole('list', { name: t('labels.page', { page: 2 }) }).locator('[data-testid=device-label]')).toHaveCount(6);
    await page.screenshot({ path: `${SHOTS}/device-labels-a4-2x7-${lang}.png`, fullPage: true });
    // At 1280 px the A4 preview scrolls inside its region (which takes focus), not the page.
    await page.setViewportSize({ width: 1280, height: 768 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Empty states: no ids, ids outside the member's company.
    await page.goto('/memberCenter/deviceInfo/labels');
    await expect(page.getByText(t('labels.noIds'))).toBeVisible();
    await page.goto('/memberCenter/deviceInfo/labels?ids=2000000000');
    await expect(page.getByText(t('labels.noneFound'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/device-labels-none-${lang}.png` });
    expect(await seriousViolations(page)).toEqual([]);

    // A decoded code opened on a phone: the check of that device.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    const device = devices[6];
    await phone.goto(decoded[6]);
    await expect(phone.getByTestId('check-device')).toContainText(device.sn);
    await expect(phone.getByTestId('check-device')).toContainText(device.name);
    await phone.screenshot({ path: `${SHOTS}/device-labels-h5-check-${lang}.png`, fullPage: true });
  });
}
