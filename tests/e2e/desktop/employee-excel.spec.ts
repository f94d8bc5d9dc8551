import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdirSync } from 'node:fs';
import { btn, SHOTS, tr, type Lang } from './centre-helpers';
import { signIn } from './session-support';

/**
 * Employees with Excel: the admin of C10000001 imports a 200-row file with 3 bad rows,
 * reads the report, fixes the file and imports it, then exports the filtered list and re-opens it.
 */
const TMP = '.tmp/employee-e2e';
mkdirSync(TMP, { recursive: true });
const HEADERS = ['姓名', '手机号', '工号', '性别', '部门', '职位', '入职日期', '状态', '邮箱', '备注'];

async function workbook(path: string, rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('员工');
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(r);
  await wb.xlsx.writeFile(path);
}

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('import 200 rows with 3 bad ones, read the report, fix and re-import, export and re-open (zh-CN), then the page in en', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const lang: Lang = 'zh-CN';
  const t = (path: string, vars: Record<string, string | number> = {}) => tr(lang, 'employee', path, vars);
  const tag = String(Date.now()).slice(-5);
  const job = `E2E${tag}`;
  const base = 16000000000 + Number(tag) * 1000;
  const rows = Array.from({ length: 200 }, (_, i) => [`导入${tag}号${i + 1}`, String(base + i), `${job}-${String(i + 1).padStart(3, '0')}`, i % 2 ? '女' : '男', '装配车间', '装配工', '2025-01-02', '在职', '', '']);
  rows[9][1] = '12345';
  rows[49][2] = rows[4][2];
  rows[119][4] = '不存在的车间';
  await workbook(`${TMP}/bad.xlsx`, rows);

  await signIn(page, context, request, baseURL!, lang, '13800000001');
  await page.goto('/memberCenter/employee');
  await expect(page.getByRole('heading', { name: t('title') })).toBeVisible();
  await expect(page.getByRole('cell', { name: '陈静', exact: false }).first()).toBeVisible();
  await shot(page, 'employee-list-zh-CN');

  await page.getByRole('button', { name: btn(t('import')) }).click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.locator('input[type=file]').setInputFiles(`${TMP}/bad.xlsx`);
  const result = page.getByTestId('import-result');
  await expect(result).toContainText(t('importDialog.someInvalid', { errors: 3, total: 200 }), { timeout: 30_000 });
  const report = page.getByTestId('import-report');
  for (const [row, column] of [
    ['11', '手机号'],
    ['51', '工号'],
    ['121', '部门'],
  ])
    await expect(
      report
        .getByRole('row')
        .filter({ hasText: column })
        .filter({ has: page.getByRole('cell', { name: row, exact: true }) }),
    ).toHaveCount(1);
  await expect(page.getByRole('button', { name: t('importDialog.importValid') })).toBeVisible();
  await shot(page, 'employee-import-report-zh-CN');

  // Fix the three rows and upload the file again: all 200 pass, then they are imported.
  rows[9][1] = String(base + 9);
  rows[49][2] = `${job}-050`;
  rows[119][4] = '生产部/装配车间';
  await workbook(`${TMP}/fixed.xlsx`, rows);
  await dialog.locator('input[type=file]').setInputFiles(`${TMP}/fixed.xlsx`);
  await expect(result).toContainText(t('importDialog.allValid', { total: 200 }), { timeout: 30_000 });
  await page.getByRole('button', { name: t('importDialog.importAll', { total: 200 }) }).click();
  await expect(result).toContainText(t('importDialog.done', { imported: 200 }), { timeout: 30_000 });
  await page
    .getByRole('button', { name: btn(t('importDialog.close')) })
    .last()
    .click();

  // The list shows them; the export of the filtered list holds exactly them.
  await page.getByRole('searchbox', { name: t('search') }).fill(job);
  await page.getByRole('searchbox', { name: t('search') }).press('Enter');
  await expect(page.getByRole('cell', { name: `导入${tag}号200`, exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: btn(t('export')) }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  await file.saveAs(`${TMP}/export.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(`${TMP}/export.xlsx`);
  const sheet: string[][] = [];
  wb.worksheets[0].eachRow((r) => sheet.push((r.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
  expect(sheet[0]).toEqual(HEADERS);
  expect(sheet).toHaveLength(201);
  expect(new Set(sheet.slice(1).map((r) => r[2]))).toEqual(new Set(rows.map((r) => r[2])));
  expect(sheet.find((r) => r[2] === `${job}-120`)?.[4]).toBe('装配车间');

  // The same page in English.
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/memberCenter/employee');
  await expect(page.getByRole('heading', { name: tr('en', 'employee', 'title') })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('en', 'employee', 'import') })).toBeVisible();
  await shot(page, 'employee-list-en');
  await page.getByRole('button', { name: tr('en', 'employee', 'add') }).click();
  await page.getByRole('button', { name: tr('en', 'employee', 'save') }).click();
  await expect(page.getByText(tr('en', 'employee', 'col.name')).first()).toBeVisible();
  await shot(page, 'employee-form-en');
});
