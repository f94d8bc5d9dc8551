import { expect, test } from '@playwright/test';
import { btn, operatorPage, SHOTS, tr, type Lang } from './centre-helpers';

/**
 * The console's factory push queue: the operator opens the seeded pending push (新锐智造总装车间,
 * FAC00000103), sees the factory's fields, and rejects it with a reason (zh-CN); the English
 * console then lists it under Rejected with the reason in its history.
 */
const o = (lang: Lang, p: string) => tr(lang, 'operator', p);

test('operator reviews and rejects a factory push in the console (zh-CN, then en)', async ({ browser, baseURL }) => {
  const zh = await operatorPage(browser, baseURL!, 'zh-CN');
  await zh.op.getByRole('tab', { name: new RegExp(o('zh-CN', 'queue.factoryPush')) }).click();
  const row = zh.op.getByRole('row').filter({ hasText: '新锐智造总装车间' });
  await expect(row).toBeVisible();
  await row.getByRole('button').click();
  const drawer = zh.op.getByRole('dialog');
  await expect(drawer.getByText('FAC00000103').first()).toBeVisible();
  await expect(drawer.getByText('铝合金、工程塑料')).toBeVisible();
  await zh.op.screenshot({ path: `${SHOTS}/operator-factory-zh.png` });
  await drawer.locator('textarea[name="reason"]').fill('营业执照照片缺失，请补拍后重新提交');
  await drawer.getByRole('button', { name: btn(o('zh-CN', 'reject')) }).click();
  await expect(zh.op.getByText(tr('zh-CN', 'operator', 'done.rejected'))).toBeVisible();
  await zh.ctx.close();

  const en = await operatorPage(browser, baseURL!, 'en');
  await en.op.getByRole('tab', { name: new RegExp(o('en', 'queue.factoryPush')) }).click();
  await en.op.getByLabel(o('en', 'filterStatus')).click();
  await en.op.getByTitle(o('en', 'status.rejected')).click();
  const rejected = en.op.getByRole('row').filter({ hasText: 'FAC00000103' });
  await expect(rejected.getByText(o('en', 'status.rejected'))).toBeVisible();
  await rejected.getByRole('button').click();
  await expect(
    en.op
      .getByRole('dialog')
      .getByText(/营业执照照片缺失/)
      .first(),
  ).toBeVisible();
  await en.op.screenshot({ path: `${SHOTS}/operator-factory-en.png` });
  await en.ctx.close();
});
