import { expect, test } from '@playwright/test';
import { btn, confirmDialog, confirmPopover, operatorPage, pick, SHOTS, signUpCompany, tr, txt, type Lang } from './centre-helpers';

/**
 * Issue 6 journey in both languages: an uncertified enterprise member completes the enterprise
 * info, the operator rejects it, the member corrects and resubmits, the operator approves; the
 * review messages arrive and are read, filtered, deleted and cleared.
 */
for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`enterprise info review and messages (${lang})`, async ({ page, context, request, baseURL, browser }) => {
    test.setTimeout(120_000);
    const m = (p: string, v?: Record<string, string | number>) => tr(lang, 'member', p, v);
    // English counts take plural forms (i18next _one/_other); Chinese has one form.
    const summary = (total: number, unread: number) => m(lang === 'en' ? `message.summary_${total === 1 ? 'one' : 'other'}` : 'message.summary', { count: total, unread });
    const o = (p: string, v?: Record<string, string | number>) => tr(lang, 'operator', p, v);
    const company = `e2e企业信息${Date.now().toString().slice(-6)}${lang === 'en' ? 'E' : 'Z'}`;
    await signUpCompany(page, context, request, baseURL!, lang, company);

    await page.goto('/memberCenter/businessInfo');
    await expect(page.getByRole('heading', { level: 1, name: m('businessInfo.title') })).toBeVisible();
    await expect(page.getByTestId('enterprise-status')).toHaveText(m('businessInfo.status.toBeCompleted'));
    // Client-side checks use the server's texts.
    await page.getByRole('button', { name: m('businessInfo.submit') }).click();
    await expect(page.getByText(txt(lang, 'rule.businessInfo.name.required'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/centre-businessInfo-form-${lang}.png`, fullPage: true });

    await page.locator('input[name="name"]').fill(company);
    await page.locator('textarea[name="introduction"]').fill('专注精密零部件加工。');
    await page.getByLabel(m('businessInfo.field.establishmentTime')).click();
    await page.keyboard.type('2006-05-18');
    await page.keyboard.press('Enter');
    const label = (k: string) => m(`businessInfo.field.${k}`);
    await pick(page, label('nature'), lang === 'en' ? 'Private enterprise' : '民营企业');
    await pick(page, label('industry'), lang === 'en' ? 'Machinery manufacturing' : '机械制造');
    await pick(page, label('size'), lang === 'en' ? '100-499 employees' : '100-499人');
    await page.locator('input[name="contacts"]').fill('周明');
    await page.locator('input[name="mobile"]').fill('13912345678');
    await page.locator('input[name="telphone"]').fill('12');
    await page.locator('input[name="email"]').fill('info@example');
    await page.locator('input[name="address"]').click();
    await expect(page.getByText(txt(lang, 'rule.centre.telephone'))).toBeVisible();
    await page.locator('input[name="telphone"]').fill('0512-66881234-801');
    await page.locator('input[name="email"]').fill('info@sz-jinggong.cn');
    await pick(page, m('location.province'), '江苏省');
    await pick(page, m('location.city'), '苏州市');
    await pick(page, m('location.area'), '虎丘区');
    await page.locator('input[name="address"]').fill('高新区珠江路88号');
    await page.getByRole('button', { name: m('businessInfo.submit') }).click();
    await expect(page.getByTestId('enterprise-status')).toHaveText(m('businessInfo.status.underReview'));
    await expect(page.getByRole('main')).toContainText('江苏省 苏州市 虎丘区 高新区珠江路88号');
    await page.screenshot({ path: `${SHOTS}/centre-businessInfo-review-${lang}.png`, fullPage: true });

    // The operator rejects it with a reason.
    const { op, ctx } = await operatorPage(browser, baseURL!, lang);
    await op.getByPlaceholder(o('keyword')).fill(company);
    await op.getByPlaceholder(o('keyword')).press('Enter');
    await op.getByRole('button', { name: o('openItem', { name: company }) }).click();
    const drawer = op.getByRole('dialog');
    await expect(drawer).toContainText('江苏省 苏州市 虎丘区');
    await op.screenshot({ path: `${SHOTS}/centre-operator-detail-${lang}.png` });
    await drawer.locator('textarea[name="reason"]').fill('营业执照地址与填写地址不一致');
    await drawer.getByRole('button', { name: btn(o('reject')) }).click();
    await expect(drawer).toContainText('营业执照地址与填写地址不一致');
    await expect(drawer.getByRole('button', { name: btn(o('reject')) })).toHaveCount(0);
    // Escape closes the drawer (its close button can sit under the decision's toast).
    await op.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The member sees the reason, corrects and resubmits.
    await page.reload();
    await expect(page.getByTestId('enterprise-status')).toHaveText(m('businessInfo.status.rejected'));
    await expect(page.getByTestId('reject-reason')).toContainText('营业执照地址与填写地址不一致');
    await page.screenshot({ path: `${SHOTS}/centre-businessInfo-rejected-${lang}.png`, fullPage: true });
    await page.getByRole('button', { name: m('businessInfo.correct') }).click();
    await expect(page.locator('input[name="address"]')).toHaveValue('高新区珠江路88号');
    await page.locator('input[name="address"]').fill('高新区珠江路99号');
    await page.getByRole('button', { name: m('businessInfo.resubmit') }).click();
    await expect(page.getByTestId('enterprise-status')).toHaveText(m('businessInfo.status.underReview'));

    // The operator approves.
    await op.getByPlaceholder(o('keyword')).press('Enter');
    await op.getByRole('button', { name: o('openItem', { name: company }) }).click();
    await drawer.getByRole('button', { name: o('approve') }).click();
    await confirmPopover(op, btn(o('yes')), { gone: drawer.getByRole('button', { name: o('approve') }) });
    await expect(drawer).toContainText(o('decision.approve'));
    await ctx.close();

    await page.reload();
    await expect(page.getByTestId('enterprise-status')).toHaveText(m('businessInfo.status.approved'));
    await expect(page.getByRole('main')).toContainText('高新区珠江路99号');
    await page.screenshot({ path: `${SHOTS}/centre-businessInfo-approved-${lang}.png`, fullPage: true });

    // Messages: the review results arrived.
    await page.goto('/memberCenter/message');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: m('message.title') })).toBeVisible();
    const approvedTitle = lang === 'en' ? 'Enterprise info approved' : '企业信息审核通过';
    const rejectedTitle = lang === 'en' ? 'Enterprise info rejected' : '企业信息审核未通过';
    await expect(main.getByRole('button', { name: approvedTitle })).toBeVisible();
    await expect(main).toContainText(summary(4, 4));
    await expect(page.getByRole('banner').getByText(tr(lang, 'desktop', 'header.unread'))).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/centre-message-${lang}.png`, fullPage: true });

    // Open one: it is read and its content shows.
    await main.getByRole('button', { name: rejectedTitle }).click();
    await expect(main).toContainText('营业执照地址与填写地址不一致');
    await expect(main).toContainText(summary(4, 3));
    // Filters.
    await page.getByText(m('message.range.today'), { exact: true }).click();
    await expect(main).toContainText(summary(4, 3));
    // The bulk actions wait for a selection.
    await expect(main.getByRole('button', { name: m('message.action.delete') })).toBeDisabled();
    await expect(main.getByRole('button', { name: m('message.action.read'), exact: true })).toBeDisabled();
    await main.getByRole('button', { name: m('message.action.readAll') }).click();
    await expect(main).toContainText(summary(4, 0));
    await expect(page.getByRole('banner').getByText(tr(lang, 'desktop', 'header.unread'))).toHaveCount(0);
    // The row checkbox is named by its message, in the page's language.
    await main.getByRole('checkbox', { name: m('message.selectRow', { title: rejectedTitle }) }).check();
    await main.getByRole('button', { name: m('message.action.delete') }).click();
    // Deleting asks first.
    await expect(page.getByRole('dialog')).toContainText(lang === 'en' ? m('message.deleteConfirm.title_one') : m('message.deleteConfirm.title', { count: 1 }));
    await page.screenshot({ path: `${SHOTS}/centre-message-delete-confirm-${lang}.png` });
    await confirmDialog(page, m('message.action.delete'));
    await expect(page.getByText(lang === 'en' ? m('message.done.deleted_one', { count: 1 }) : m('message.done.deleted', { count: 1 }))).toBeVisible();
    await expect(main).toContainText(summary(3, 0));
    await expect(main.getByRole('button', { name: rejectedTitle })).toHaveCount(0);
    await main.getByRole('button', { name: m('message.action.clearAll') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await confirmDialog(page, m('message.action.clearAll'));
    await expect(main).toContainText(m('message.emptyRange'));
    await page.getByText(m('message.range.all'), { exact: true }).click();
    await expect(main).toContainText(m('message.empty'));
    await page.screenshot({ path: `${SHOTS}/centre-message-empty-${lang}.png`, fullPage: true });
  });
}
