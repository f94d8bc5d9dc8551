import { expect, test, type Page } from '@playwright/test';
import { answerCaptchaDialog } from './account-support';
import { btn, confirmPopover, operatorPage, pick } from './centre-helpers';
import { api, codeFor, shot, signIn, tr as trNs, txt, type Lang } from './fund-support';

/** Finance applications: a visitor's lease application, and a company's application through rejection, resubmission and approval. */

const tr = (lang: Lang, path: string, vars: Record<string, string | number> = {}) => trNs(lang, path, vars, 'finance');
const field = (lang: Lang, name: string) => tr(lang, `field.${name}`);
const freshMobile = () => `135${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

async function fill(page: Page, lang: Lang, values: Record<string, string>) {
  // The status look-up on the same page has its own mobile field with the same label: the form's field is the one with the field's id.
  for (const [name, value] of Object.entries(values))
    await page
      .getByLabel(field(lang, name), { exact: true })
      .and(page.locator(`#${name}`))
      .fill(value);
}
async function choose(page: Page, lang: Lang, values: Record<string, string>) {
  for (const [name, option] of Object.entries(values)) await pick(page, field(lang, name), option);
}

test('a visitor applies for an equipment lease from /leasing with an SMS-verified mobile (zh-CN)', async ({ page, context, request, baseURL }) => {
  const lang = 'zh-CN';
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
  await page.goto('/leasing');
  await page
    .getByRole('main')
    .getByRole('link', { name: trNs(lang, 'productActions.leaseApply', {}, 'site') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/LeaseApply$/);
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'lease.title') })).toBeVisible();

  // The client refuses what the server would, with the same texts.
  await page.getByRole('button', { name: tr(lang, 'submit') }).click();
  await expect(page.getByText(txt(lang, 'rule.general.required.select').replace('{label}', field(lang, 'deviceType')))).toBeVisible();

  await choose(page, lang, {
    deviceType: '数控机床',
    deviceCount: '2-5台',
    financeMoney: '300万元',
    rentType: '售后回租',
    acceptRate: '年化8%-10%',
    guaranteeMethod: '设备抵押',
    industry: '金属加工',
    enterpriseNature: '民营企业',
    registeredCapital: '500万-1000万元',
    employeeCount: '100-499人',
    factoryArea: '1000-5000㎡',
    salesCount: '年销售额5000万-1亿元',
    successfulCooperation: '成功合作过1次',
  });
  const mobile = freshMobile();
  await fill(page, lang, { companyName: '苏州精工模具有限公司', contactName: '王强', contactMobile: mobile });
  const asked = Date.now();
  await page.getByTestId('send-code').click();
  await answerCaptchaDialog(page);
  await fill(page, lang, { smsCode: await codeFor(request, mobile, asked) });
  await shot(page, `finance-lease-visitor-${lang}`);
  await page.getByRole('button', { name: tr(lang, 'submit') }).click();

  await expect(page.getByText(tr(lang, 'visitor.doneTitle'))).toBeVisible();
  const applyNo = ((await page.getByTestId('apply-no').textContent()) ?? '').match(/FL\d{8}[0-9A-F]{6}/)?.[0];
  expect(applyNo).toBeTruthy();
  // The look-up is prefilled with the number and the mobile.
  await page.getByRole('button', { name: btn(tr(lang, 'lookup.submit')) }).click();
  await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'submitted');
  await expect(page.getByText(tr(lang, 'status.submitted.title'))).toBeVisible();
  await shot(page, `finance-lease-visitor-done-${lang}`);
});

test('a certified company applies, is rejected with a reason, resubmits and is approved (en)', async ({ page, context, request, baseURL, browser }) => {
  test.setTimeout(90_000);
  const lang = 'en';
  // The e2e server starts on a fresh database (E2E_FRESH), so the company has no application yet.
  const token = await signIn(page, context, request, baseURL!, lang, '13800000001', 'C10000001');
  expect((await api<{ application: unknown }>(request, 'webFinance/applyDetail', {}, token)).application).toBeNull();

  await page.goto('/finance');
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'finance.title') })).toBeVisible();
  await choose(page, lang, {
    industry: 'Machinery manufacturing',
    goodLinkTime: 'Working days, morning (9:00-12:00)',
    plannedScale: 'CNY 5 million',
    acceptCost: '6%-8% a year',
    guaranteeMethod: 'Equipment as collateral',
  });
  await fill(page, lang, {
    equipmentCount: '120',
    annualSales: '8000',
    employeeCount: '350',
    plantArea: '12000',
    personInCharge: 'Zhang Wei',
    personInChargePhone: '0512-66881234',
    personInChargeEmail: 'zhang.wei@',
    contactName: 'Li Na',
    contactMobile: '13900001111',
    contactEmail: 'li.na@demo-machinery.cn',
  });
  await page.getByRole('button', { name: tr(lang, 'submit') }).click();
  await expect(page.getByText(txt(lang, 'rule.finance.personInChargeEmail.format'))).toBeVisible();
  await fill(page, lang, { personInChargeEmail: 'zhang.wei@demo-machinery.cn' });
  await shot(page, `finance-member-form-${lang}`);
  await page.getByRole('button', { name: tr(lang, 'submit') }).click();
  await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'submitted');
  const applyNo = (await page.getByTestId('application-status').locator('.ant-descriptions-item-content').first().textContent())!;
  expect(applyNo).toMatch(/^FF\d{8}[0-9A-F]{6}$/);
  await shot(page, `finance-member-submitted-${lang}`);

  const { op, ctx } = await operatorPage(browser, baseURL!, lang);
  const review = async (decide: (drawer: ReturnType<Page['getByRole']>) => Promise<void>) => {
    await op.getByRole('tab', { name: trNs(lang, 'queue.financeApply', {}, 'operator') }).click();
    const queue = op.getByRole('region', { name: trNs(lang, 'queue.financeApply', {}, 'operator') });
    await queue.getByPlaceholder(trNs(lang, 'keyword', {}, 'operator')).fill(applyNo);
    await queue.getByPlaceholder(trNs(lang, 'keyword', {}, 'operator')).press('Enter');
    await queue.getByRole('button', { name: trNs(lang, 'openItem', { name: `${applyNo} · Li Na` }, 'operator') }).click();
    const drawer = op.getByRole('dialog');
    await expect(drawer.getByText('CNY 5 million')).toBeVisible();
    await shot(op, `finance-operator-detail-${lang}`);
    await decide(drawer);
    await op.keyboard.press('Escape');
  };
  await review(async (drawer) => {
    await drawer.getByLabel(trNs(lang, 'reason', {}, 'operator')).fill('Annual sales do not match the tax statement');
    await drawer.getByRole('button', { name: trNs(lang, 'reject', {}, 'operator') }).click();
    await expect(op.getByText(trNs(lang, 'done.rejected', {}, 'operator'))).toBeVisible();
  });

  await page.reload();
  await expect(page.getByTestId('reject-reason')).toHaveText(tr(lang, 'status.reason', { reason: 'Annual sales do not match the tax statement' }));
  // The form comes back filled in; the member corrects it and resubmits.
  await expect(page.getByLabel(field(lang, 'contactName'), { exact: true })).toHaveValue('Li Na');
  await shot(page, `finance-member-rejected-${lang}`);
  await fill(page, lang, { annualSales: '6500' });
  await page.getByRole('button', { name: tr(lang, 'resubmit') }).click();
  await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'submitted');

  await review(async (drawer) => {
    await drawer.getByRole('button', { name: trNs(lang, 'approve', {}, 'operator') }).click();
    await confirmPopover(op, trNs(lang, 'yes', {}, 'operator'), op.getByText(trNs(lang, 'done.approved', {}, 'operator')));
  });
  await ctx.close();

  await page.reload();
  await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'passed');
  await expect(page.getByText(tr(lang, 'status.passed.title'))).toBeVisible();
  await shot(page, `finance-member-passed-${lang}`);
});

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the three application pages render for visitors and explain themselves to an uncertified company (${lang})`, async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    // The journeys above already show /LeaseApply in Chinese and /finance in English.
    const pages = [
      ['/finance', 'finance'],
      ['/LeaseApply', 'lease'],
      ['/purchase', 'purchase'],
    ] as const;
    // A visitor's first load reads nothing from the gateway (the menus come with the HTML; the
    // page-view report is a beacon, not a read).
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/' && ['xhr', 'fetch'].includes(r.resourceType())) asked.push(String((r.postDataJSON() as { cmd?: string } | null)?.cmd));
    });
    for (const [path, kind] of pages.filter(([, k]) => k !== (lang === 'zh-CN' ? 'lease' : 'finance'))) {
      asked.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, `${kind}.title`) })).toBeVisible();
      await expect(page.getByRole('button', { name: tr(lang, 'visitor.sendCode') })).toBeVisible();
      await expect(page.getByRole('combobox', { name: field(lang, kind === 'purchase' ? 'brand' : 'industry'), exact: true })).toBeVisible();
      await shot(page, `finance-page-${kind}-${lang}`);
      expect(asked, path).toEqual([]);
    }
    // Purchase: the model menu follows the brand.
    await pick(page, field(lang, 'brand'), lang === 'en' ? 'Haas' : '哈斯 Haas');
    await pick(page, field(lang, 'model'), 'UMC-750');

    await signIn(page, context, request, baseURL!, lang, '13800000003', 'C10000003');
    await page.goto('/finance');
    await expect(page.getByText(txt(lang, 'finance.enterpriseRealNameRequired'))).toBeVisible();
    await expect(page.getByRole('link', { name: tr(lang, 'member.certify') })).toHaveAttribute('href', '/memberCenter/trueName');
    await shot(page, `finance-uncertified-${lang}`);
  });
}
