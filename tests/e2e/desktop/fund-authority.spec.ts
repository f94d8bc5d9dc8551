import { expect, test, type Page } from '@playwright/test';
import { btn, SHOTS, tr, type Lang } from './centre-helpers';
import { signIn } from './fund-support';

/**
 * A company member without money buttons (13800000012 in C10000001, whose fund account is open)
 * sees the capital overview without recharge/withdraw/repay, a no-permission state instead of the
 * withdrawal form, and the card actions inert with the reason. The admin of the same company sees
 * the actions, so what hides them is the member's authority, not the account. The finance
 * application form gives way to the same no-permission state.
 */
const quick = (page: Page, lang: Lang) => page.getByRole('navigation', { name: tr(lang, 'fund', 'overview.quick') });

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`a member without money buttons sees no money actions and no withdrawal form (${lang})`, async ({ page, context, request, baseURL }) => {
    await signIn(page, context, request, baseURL!, lang, '13800000012', 'C10000001');

    await page.goto('/memberCenter/bankrollAccount');
    await expect(page.getByTestId('fig-available')).toBeVisible();
    const nav = quick(page, lang);
    await expect(nav.getByRole('button', { name: btn(tr(lang, 'fund', 'action.cards')) })).toBeVisible();
    for (const action of ['action.deposit', 'action.withdraw', 'action.repay']) await expect(nav.getByRole('button', { name: btn(tr(lang, 'fund', action)) })).toHaveCount(0);
    await expect(page.getByTestId('hidden-actions-note')).toHaveText(tr(lang, 'common', 'authority.hidden'));
    await page.screenshot({ path: `${SHOTS}/authority-overview-${lang}.png`, fullPage: true });

    await page.goto('/memberCenter/withdrawCash');
    const denied = page.getByTestId('no-permission');
    await expect(denied).toContainText(tr(lang, 'common', 'authority.noPermission'));
    await expect(denied).toContainText(tr(lang, 'common', 'authority.needAdmin'));
    await expect(page.locator('.ant-steps')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/authority-withdraw-${lang}.png`, fullPage: true });

    // Card actions stay in place but inert, and say why to the keyboard and to screen readers.
    await page.goto('/memberCenter/bankCardList');
    const add = page.getByTestId('add-recharge-card');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(tr(lang, 'common', 'authority.needAdmin'));
    await add.focus();
    await expect(page.getByRole('tooltip')).toHaveText(tr(lang, 'common', 'authority.needAdmin'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/authority-cards-${lang}.png`, fullPage: true });

    // A finance application of a certified company is the member's form only with finance.apply.
    // (/purchase: no other journey sends one for this company, so no application status stands in the way.)
    await page.goto('/purchase');
    await expect(page.getByTestId('no-permission')).toContainText(tr(lang, 'common', 'authority.noPermission'));
    await expect(page.getByRole('button', { name: btn(tr(lang, 'finance', 'submit')) })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/authority-finance-${lang}.png`, fullPage: true });
  });
}

test('the company admin of the same account keeps every money action', async ({ page, context, request, baseURL }) => {
  await signIn(page, context, request, baseURL!, 'en', '13800000001', 'C10000001');
  await page.goto('/memberCenter/bankrollAccount');
  const nav = quick(page, 'en');
  for (const action of ['action.deposit', 'action.withdraw', 'action.repay']) await expect(nav.getByRole('button', { name: tr('en', 'fund', action) })).toBeVisible();
  await expect(page.getByTestId('hidden-actions-note')).toHaveCount(0);
  await page.goto('/memberCenter/withdrawCash');
  await expect(page.getByTestId('withdraw-page').locator('.ant-steps')).toBeVisible();
  await expect(page.getByTestId('no-permission')).toHaveCount(0);
});
