import { expect, test } from '@playwright/test';
import { operatorPage, SHOTS, tr, txt, type Lang } from './centre-helpers';

/**
 * The console's Reconciliation queue: the demo's open difference (its last payout, which the
 * stand-in bank never booked) is listed with day, order no and both sides (en), refused without a
 * note, resolved with one; the Chinese console then lists it under 已处理 with the note.
 */
const o = (lang: Lang, p: string) => tr(lang, 'operator', p);

test('operator resolves a reconciliation difference with a note (en, then zh-CN)', async ({ browser, baseURL }) => {
  const en = await operatorPage(browser, baseURL!, 'en');
  await en.op.getByRole('tab', { name: new RegExp(o('en', 'queue.reconciliation')) }).click();
  const row = en.op.getByRole('row').filter({ hasText: o('en', 'recon.diff.missingInBank') });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/^W\d{8}[0-9A-F]{10}$/)).toBeVisible();
  await expect(row.getByText(`${o('en', 'recon.dir.out')} 181748.70 · ${o('en', 'recon.result.success')}`)).toBeVisible();
  await expect(row.getByText(o('en', 'recon.none'))).toBeVisible();
  await row.getByRole('button').click();
  const drawer = en.op.getByRole('dialog');
  await expect(drawer.getByText(o('en', 'recon.diff.missingInBank'))).toBeVisible();
  await drawer.getByRole('button', { name: o('en', 'recon.resolve') }).click();
  await expect(drawer.getByText(txt('en', 'rule.recon.note.required'))).toBeVisible();
  await drawer.getByLabel(o('en', 'recon.note')).fill('Seeded history: no bank movement expected');
  await drawer.getByRole('button', { name: o('en', 'recon.resolve') }).click();
  await expect(en.op.getByText(o('en', 'recon.resolved'))).toBeVisible();
  await expect(drawer.getByText('Seeded history: no bank movement expected')).toBeVisible();
  await en.op.screenshot({ path: `${SHOTS}/operator-reconciliation-en.png` });
  await en.ctx.close();

  const zh = await operatorPage(browser, baseURL!, 'zh-CN');
  await zh.op.getByRole('tab', { name: new RegExp(o('zh-CN', 'queue.reconciliation')) }).click();
  await zh.op.getByLabel(o('zh-CN', 'filterStatus')).click();
  await zh.op.getByTitle(o('zh-CN', 'status.resolved')).click();
  const done = zh.op.getByRole('row').filter({ hasText: o('zh-CN', 'recon.diff.missingInBank') });
  await expect(done).toHaveCount(1);
  await done.getByRole('button').click();
  await expect(zh.op.getByRole('dialog').getByText('Seeded history: no bank movement expected')).toBeVisible();
  await zh.op.screenshot({ path: `${SHOTS}/operator-reconciliation-zh.png` });
  await zh.ctx.close();
});
