import { expect, test } from '@playwright/test';
import { btn, operatorPage, pick, SHOTS, signUpCompany, tr, txt, type Lang } from './centre-helpers';

/** Personal info, account security and the service centre, in both languages. */
for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`personal info, account security and service centre (${lang})`, async ({ page, context, request, baseURL, browser }) => {
    const m = (p: string, v?: Record<string, string | number>) => tr(lang, 'member', p, v);
    const { mobile } = await signUpCompany(page, context, request, baseURL!, lang, `e2e服务${Date.now().toString().slice(-6)}${lang === 'en' ? 'E' : 'Z'}`);

    await page.goto('/memberCenter/memberInfo');
    await expect(page.locator('input[name="name"]')).toHaveValue('陈立');
    await page.locator('input[name="email"]').fill('bad');
    await page.getByRole('button', { name: btn(m('memberInfo.save')) }).click();
    await expect(page.getByText(txt(lang, 'rule.memberInfo.email.format'))).toBeVisible();
    await page.locator('input[name="email"]').fill('chenli@example.com');
    await page.getByRole('button', { name: btn(m('memberInfo.save')) }).click();
    await expect(page.getByText(txt(lang, 'general.operationSuccessful'))).toBeVisible();
    await page.reload();
    await expect(page.locator('input[name="email"]')).toHaveValue('chenli@example.com');
    await page.screenshot({ path: `${SHOTS}/centre-memberInfo-${lang}.png` });

    await page.goto('/memberCenter/accountSafe');
    await expect(page.getByTestId('masked-mobile')).toHaveText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await page.screenshot({ path: `${SHOTS}/centre-accountSafe-${lang}.png` });

    await page.goto('/memberCenter/serviceCenter');
    await expect(page.getByTestId('service-contact')).toContainText('400-800-1234');
    await pick(page, m('service.topic'), txt(lang, 'centre.service.topic.certification'));
    const request_ = `营业执照上传失败 ${Date.now()}`;
    await page.locator('textarea[name="content"]').fill(request_);
    await page.locator('input[name="contact"]').fill(mobile);
    await page.getByRole('button', { name: btn(m('service.submit')) }).click();
    await expect(page.getByRole('status')).toHaveText(m('service.sent'));
    await page.screenshot({ path: `${SHOTS}/centre-serviceCenter-${lang}.png`, fullPage: true });

    // The operator sees the request in the console's service tab.
    const { op, ctx } = await operatorPage(browser, baseURL!, lang);
    await op.getByRole('tab', { name: tr(lang, 'operator', 'service.tab') }).click();
    await expect(op.getByTestId('service-requests').getByRole('row').filter({ hasText: request_ })).toContainText(txt(lang, 'centre.service.topic.certification'));
    await op.screenshot({ path: `${SHOTS}/operator-service-${lang}.png` });
    await ctx.close();

    await page.goto('/ish-serviceCenter');
    await expect(page.getByRole('heading', { level: 1, name: m('service.title') })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/centre-ish-serviceCenter-${lang}.png` });

    await page.goto('/certificationEmpty');
    await expect(page.getByRole('heading', { level: 1, name: txt(lang, 'realName.required') })).toBeVisible();
    await page.getByRole('button', { name: m('certEmpty.apply') }).click();
    await expect(page).toHaveURL(/\/memberCenter\/trueName$/);
  });
}
