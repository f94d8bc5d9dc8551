import { expect, test } from '@playwright/test';
import { api, btn, SHOTS, tr, type Lang } from './centre-helpers';
import { signIn } from './session-support';

/**
 * A device row's photos and delete load antd's image preview and Popconfirm on first use: the
 * thumbnails are plain images in buttons, the delete button stands alone until clicked. A click
 * (or Enter) opens them at once, as antd's did, and focus stays where the user is.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`a device's check photos open the preview, its delete asks first (${lang})`, async ({ page, context, request, baseURL }) => {
    const t = (path: string, vars: Record<string, string> = {}) => tr(lang, 'equipment', path, vars);
    const token = await signIn(page, context, request, baseURL!, lang, '13800000001');
    const name = `照片设备${lang === 'en' ? 'En' : 'Zh'}${String(Date.now()).slice(-5)}`;
    const device = await api<{ id: number }>(request, 'equipment/save', { name, model: 'IBX-100' }, token);
    const photos: string[] = [];
    for (const file of ['a.png', 'b.png']) {
      const { uploadToken } = await api<{ uploadToken: string }>(request, 'support/file/requestUploadToken', { appType: 'deviceCheck' }, token);
      const up = await request.post('/api/upload/watermark', { multipart: { token: uploadToken, file: { name: file, mimeType: 'image/png', buffer: PNG } } });
      photos.push(((await up.json()) as { response: { fileId: string } }).response.fileId);
    }
    await api(request, 'equipment/mobileCheck', { deviceId: device.id, result: 'normal', note: '', location: '', photoFileIds: photos }, token);

    await page.goto('/memberCenter/deviceInfo');
    await page.locator('input[name=keyword]').fill(name);
    await page.locator('input[name=keyword]').press('Enter');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    const thumbs = row.getByRole('group', { name: t('photos') }).getByRole('button');
    await expect(thumbs).toHaveCount(2);
    await expect(page.locator('.ant-image-preview')).toHaveCount(0);

    // The second thumbnail opens the preview at the second photo; Escape closes it and focus is back.
    await thumbs.nth(1).click();
    const preview = page.locator('.ant-image-preview');
    await expect(preview.locator('img')).toBeVisible();
    await expect(preview).toContainText('2 / 2');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/device-photo-preview-${lang}.png` });
    await page.keyboard.press('Escape');
    await expect(preview.locator('img')).toBeHidden();
    await expect(thumbs.nth(1)).toBeFocused();

    // Delete by keyboard: Enter on the row's delete button opens the confirmation, focus stays on it.
    const del = row.getByRole('button', { name: `${t('delete')} ${name}` });
    await del.focus();
    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect(confirm).toContainText(t('deleteConfirm', { name }));
    await expect(del).toBeFocused();
    await page.waitForTimeout(300); // the opening animation, for the picture
    await page.screenshot({ path: `${SHOTS}/device-delete-confirm-${lang}.png` });
    // Cancel closes it; a second click opens it again (now antd's Popconfirm itself) and OK deletes.
    await confirm.getByRole('button', { name: btn(t('cancel')) }).click();
    await expect(page.locator('.ant-popconfirm:visible')).toHaveCount(0);
    await del.click();
    // OK once the confirmation has finished opening (a click during its zoom-in was lost on a loaded machine).
    await expect(page.locator('.ant-popconfirm:visible')).not.toHaveClass(/zoom-big-(appear|enter)/);
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: btn(t('delete')) })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await expect(page.getByText(t('deleted'))).toBeVisible();
  });
}
