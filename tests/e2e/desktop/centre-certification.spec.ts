import { expect, test } from '@playwright/test';
import { creditCodeCheckCharacter } from '#shared/rules/credit-code';
import { btn, operatorPage, outbox, pick, SHOTS, signUpCompany, tr, txt, type Lang } from './centre-helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A well-formed PDF of about 1 MB, big enough to watch the progress bar on a throttled upload. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 0x20), Buffer.from('\ntrailer\n<< >>\n%%EOF\n')]);

/**
 * Issue 6 journey in both languages: the member submits real-name certification with uploads
 * (progress shown), binds the corporate account by typing the micro-deposit from the development
 * outbox, the operator approves, the company is certified; the files open or download.
 */
for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`real-name certification with uploads and the micro-deposit (${lang})`, async ({ page, context, request, baseURL, browser }) => {
    test.setTimeout(150_000);
    const m = (p: string, v?: Record<string, string | number>) => tr(lang, 'member', p, v);
    const o = (p: string, v?: Record<string, string | number>) => tr(lang, 'operator', p, v);
    const stamp = Date.now().toString().slice(-6);
    const company = `e2e实名${stamp}${lang === 'en' ? 'E' : 'Z'}`;
    await signUpCompany(page, context, request, baseURL!, lang, company);

    await page.goto('/memberCenter/trueName');
    const f = (k: string) => m(`trueName.field.${k}`);
    await expect(page.getByTestId('realname-status')).toHaveText(m('trueName.status.notSubmitted'));
    // The company name given at sign-up is already filled in.
    await expect(page.locator('input[name="business.companyName"]')).toHaveValue(company);
    await page.locator('input[name="business.creditCode"]').fill('12345');
    await page.locator('input[name="business.legalName"]').click();
    await expect(page.getByText(txt(lang, 'rule.general.creditCode'))).toBeVisible();
    // Issue 17: a code failing its GB 32100 check character is an error until the member confirms it.
    const first17 = `91320500MA1X${stamp.slice(0, 5)}`;
    const check = creditCodeCheckCharacter(first17);
    await page.locator('input[name="business.creditCode"]').fill(first17 + (check === '0' ? '1' : '0'));
    await page.locator('input[name="business.legalName"]').click();
    await expect(page.getByText(txt(lang, 'rule.creditCode.checkCharacter'))).toBeVisible();
    const confirm = page.getByRole('checkbox', { name: f('creditCodeConfirmed') });
    await expect(confirm).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/centre-trueName-checkCharacter-${lang}.png` });
    await confirm.check();
    await expect(page.getByText(txt(lang, 'rule.creditCode.checkCharacter'))).toHaveCount(0);
    await page.locator('input[name="business.creditCode"]').fill(first17 + check);
    await expect(confirm).toHaveCount(0);
    await page.locator('input[name="business.legalName"]').fill('周明');
    await page.locator('input[name="business.legalIdNumber"]').fill('32050219800101123X');
    await pick(page, m('businessInfo.field.nature'), lang === 'en' ? 'Private enterprise' : '民营企业');
    await pick(page, m('businessInfo.field.industry'), lang === 'en' ? 'Machinery manufacturing' : '机械制造');
    await pick(page, m('businessInfo.field.size'), lang === 'en' ? '100-499 employees' : '100-499人');
    await pick(page, m('location.province'), '江苏省');
    await pick(page, m('location.city'), '苏州市');
    await pick(page, m('location.area'), '虎丘区');

    // Uploads: a wrong type is refused in the page; a big PDF shows its progress on a slow line.
    const inputs = page.locator('input[type="file"]');
    await inputs.nth(0).setInputFiles({ name: 'licence.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') });
    await expect(page.getByText(txt(lang, 'rule.trueName.attachment.type')).first()).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    await inputs.nth(0).setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/centre-trueName-progress-${lang}.png` });
    await expect(page.getByTestId('uploaded')).toHaveCount(1, { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await inputs.nth(1).setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: PNG });
    await inputs.nth(2).setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('uploaded')).toHaveCount(3);

    const account = `6222${stamp}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await page.locator('input[name="bank.accountName"]').fill(company);
    await page.locator('input[name="bank.bank"]').fill('中国工商银行');
    await pick(page, f('bankProvince'), '江苏省');
    await pick(page, f('bankCity'), '苏州市');
    await page.locator('input[name="bank.branch"]').fill('苏州高新区支行');
    await page.locator('input[name="bank.account"]').fill(account);
    // Shown in groups of 4.
    await expect(page.locator('input[name="bank.account"]')).toHaveValue(account.replace(/(\d{4})(?=\d)/g, '$1 '));
    await page.locator('input[name="bank.contactPhone"]').fill('0512-66881234');
    await page.screenshot({ path: `${SHOTS}/centre-trueName-form-${lang}.png`, fullPage: true });
    await page.getByRole('button', { name: m('trueName.submit') }).click();
    await expect(page.getByText(txt(lang, 'rule.trueName.agreement.accepted'))).toBeVisible();
    await page.getByRole('checkbox', { name: m('trueName.agree') }).check();
    await page.getByRole('button', { name: m('trueName.submit') }).click();
    await expect(page.getByTestId('realname-status')).toHaveText(m('trueName.status.underReview'));

    // The micro-deposit, read from the development outbox; its transfer note is shown beside the entry.
    const paid = (await outbox(request, account)).find((i) => i.kind === 'bank')!;
    const amount = paid.amount!;
    await expect(page.getByTestId('transfer-note')).toHaveText(paid.note!);
    await expect(page.getByText(m('trueName.transferNote'), { exact: true })).toBeVisible();
    const wrongAmount = amount === '0.99' ? '0.98' : '0.99';
    await page.locator('input[name="amount"]').fill(wrongAmount);
    await page.getByRole('button', { name: m('trueName.confirmAmount') }).click();
    await expect(page.getByText(lang === 'en' ? 'The verification amount is incorrect, 4 tries left' : '验证金额不正确，还可尝试4次')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/centre-trueName-amount-${lang}.png` });
    await page.locator('input[name="amount"]').fill(amount);
    await page.getByRole('button', { name: m('trueName.confirmAmount') }).click();
    await expect(page.getByText(m('trueName.bankReview'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/centre-trueName-bankReview-${lang}.png` });

    // The operator records the bank's pass of the binding, then sees the documents and approves.
    const { op, ctx } = await operatorPage(browser, baseURL!, lang);
    await op.getByRole('tab', { name: new RegExp(o('queue.bankBinding')) }).click();
    await op.getByPlaceholder(o('keyword')).fill(company);
    await op.getByPlaceholder(o('keyword')).press('Enter');
    await op.getByRole('button', { name: o('openItem', { name: company }) }).click();
    const bankDrawer = op.getByRole('dialog');
    await expect(bankDrawer).toContainText(paid.note!);
    await op.screenshot({ path: `${SHOTS}/centre-operator-bankReview-${lang}.png` });
    await bankDrawer.getByRole('button', { name: o('bankPass') }).click();
    await op
      .getByRole('tooltip')
      .getByRole('button', { name: btn(o('yes')) })
      .click();
    await expect(bankDrawer).toContainText(o('decision.approve'));
    await bankDrawer.locator('.ant-drawer-close').click();
    await expect(bankDrawer).toBeHidden();
    await op.getByRole('tab', { name: new RegExp(o('queue.realName')) }).click();
    await op.getByPlaceholder(o('keyword')).fill(company);
    await op.getByPlaceholder(o('keyword')).press('Enter');
    await op.getByRole('button', { name: o('openItem', { name: company }) }).click();
    const drawer = op.getByRole('dialog');
    await expect(drawer).toContainText(account.replace(/(\d{4})(?=\d)/g, '$1 '));
    await expect(drawer.getByText(o('role.idFront'))).toBeVisible();
    await op.screenshot({ path: `${SHOTS}/centre-operator-realName-${lang}.png` });
    await drawer.getByRole('button', { name: o('approve') }).click();
    await op
      .getByRole('tooltip')
      .getByRole('button', { name: btn(o('yes')) })
      .click();
    await expect(drawer).toContainText(o('decision.approve'));
    await ctx.close();

    await page.reload();
    await expect(page.getByTestId('realname-status')).toHaveText(m('trueName.status.approved'));
    await expect(page.getByText(m('trueName.certified'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/centre-trueName-certified-${lang}.png` });
    await page.getByRole('link', { name: m('trueName.viewInfo') }).click();
    await expect(page.getByRole('main')).toContainText(first17 + check);
    await page.screenshot({ path: `${SHOTS}/centre-trueNameInfo-${lang}.png`, fullPage: true });

    // My files: images open in the viewer, the PDF downloads with its name.
    await page.goto('/memberCenter/file');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '营业执照.pdf' })).toHaveAttribute('download', '营业执照.pdf');
    await page.screenshot({ path: `${SHOTS}/centre-file-${lang}.png` });
    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: '营业执照.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('营业执照.pdf');
    await main.getByRole('button', { name: 'id-front.png' }).click();
    await expect(page.locator('.ant-image-preview img')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/centre-file-viewer-${lang}.png` });
  });
}
