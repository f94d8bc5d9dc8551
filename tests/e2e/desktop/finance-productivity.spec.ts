import { expect, test, type Page } from '@playwright/test';
import { pick } from './centre-helpers';
import { shot, signIn, tr as trNs, type Lang } from './fund-support';

/**
 * /productivity: productivity finance for members of a certified company. A visitor is asked to
 * log in; a member of 演示精密机械 applies in Chinese and sees it awaiting review; a member of the
 * second certified company (C10000005) sees the form in English.
 */

const tr = (lang: Lang, path: string) => trNs(lang, path, {}, 'finance');
const field = (lang: Lang, name: string) => tr(lang, `field.${name}`);

async function fillForm(page: Page, lang: Lang, choices: Record<string, string>) {
  for (const [name, option] of Object.entries(choices)) await pick(page, field(lang, name), option);
  const values: Record<string, string> = {
    equipmentCount: '60',
    annualSales: '5000',
    employeeCount: '220',
    plantArea: '8000',
    personInCharge: lang === 'en' ? 'Liu Yang' : '张伟',
    personInChargePhone: '0512-66881234',
    personInChargeEmail: 'owner@demo-machinery.cn',
    contactName: lang === 'en' ? 'Liu Yang' : '李娜',
    contactMobile: '13900002222',
    contactEmail: 'finance@demo-machinery.cn',
  };
  for (const [name, value] of Object.entries(values)) await page.getByLabel(field(lang, name), { exact: true }).fill(value);
}

test('a visitor is asked to log in; a certified company applies and waits for the review (zh-CN)', async ({ page, context, request, baseURL }) => {
  const lang: Lang = 'zh-CN';
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
  await page.goto('/financial');
  await page
    .getByRole('main')
    .getByRole('link', { name: trNs(lang, 'productActions.productivityApply', {}, 'site') })
    .click();
  await expect(page).toHaveURL(/\/productivity$/);
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'productivity.title') })).toBeVisible();
  await expect(page.getByText(tr(lang, 'member.membersOnly'))).toBeVisible();
  await shot(page, `finance-productivity-visitor-${lang}`);

  await signIn(page, context, request, baseURL!, lang, '13800000001', 'C10000001');
  await page.goto('/productivity');
  await fillForm(page, lang, { industry: '机械制造', goodLinkTime: '工作日上午（9:00-12:00）', plannedScale: '500万元', acceptCost: '年化6%-8%', guaranteeMethod: '设备抵押' });
  await shot(page, `finance-productivity-form-${lang}`);
  await page.getByRole('button', { name: tr(lang, 'submit') }).click();
  await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'submitted');
  const applyNo = (await page.getByTestId('application-status').locator('.ant-descriptions-item-content').first().textContent())!;
  // Q marks productivity applications.
  expect(applyNo).toMatch(/^FQ\d{8}[0-9A-F]{6}$/);
  await shot(page, `finance-productivity-submitted-${lang}`);
});

test('the productivity form and the visitor prompt in English', async ({ page, context, request, baseURL }) => {
  const lang: Lang = 'en';
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
  await page.goto('/productivity');
  await expect(page.getByText(tr(lang, 'member.membersOnly'))).toBeVisible();
  await shot(page, `finance-productivity-visitor-${lang}`);
  await signIn(page, context, request, baseURL!, lang, '13800000005', 'C10000005');
  await page.goto('/productivity');
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'productivity.title') })).toBeVisible();
  await expect(page.getByLabel(field(lang, 'contactEmail'), { exact: true })).toBeVisible();
  await shot(page, `finance-productivity-form-${lang}`);
});
