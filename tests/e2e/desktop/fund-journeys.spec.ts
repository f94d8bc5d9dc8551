import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { pick } from './centre-helpers';
import { api, codeFor, outbox, runJobs, shot, signIn, tr, txt, typePayKey } from './fund-support';
import { expectVisibleFocus, press, tabTo } from './keyboard-support';

/**
 * The fund account as members use it, in both languages: opening (automatic review), the payment
 * password, a withdrawal account by micro-deposit, recharge, withdrawal settled T+1, repayment,
 * records and their Excel export. Serial: the jobs move the server clock for everyone.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test('opens an account, sets the payment password and binds a withdrawal account (zh-CN, C10000005)', async ({ page, context, request, baseURL }) => {
  const lang = 'zh-CN';
  await signIn(page, context, request, baseURL!, lang, '13800000005', 'C10000005');
  await page.goto('/memberCenter/bankrollAccount');
  await expect(page.getByText(tr(lang, 'gate.notOpened.title'))).toBeVisible();
  await shot(page, 'fund-not-opened-zh');
  await page.getByRole('button', { name: tr(lang, 'gate.notOpened.action') }).click();

  await expect(page).toHaveURL(/\/memberCenter\/openAccount$/);
  await page.getByLabel(tr(lang, 'open.contactName')).fill('刘洋');
  await page.getByLabel(tr(lang, 'open.idNumber')).fill('110101199003074514');
  await shot(page, 'fund-open-step1-zh');
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await expect(page.getByText(tr(lang, 'open.codeTo', { mobile: '138****0005' }))).toBeVisible();
  const sentAt = Date.now();
  await page.getByTestId('send-sms').click();
  await page.getByLabel(tr(lang, 'sms.label')).fill(await codeFor(request, '13800000005', sentAt));
  await page.getByRole('button', { name: tr(lang, 'open.submit') }).click();
  await expect(page.getByText(tr(lang, 'open.reviewing.title'))).toBeVisible();
  await shot(page, 'fund-open-reviewing-zh');

  // About a minute later the automatic review opens it; the page notices by itself.
  await runJobs(request, 0.001);
  await expect(page.getByText(tr(lang, 'open.opened.title'))).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: tr(lang, 'gate.payKey.action') }).click();

  await expect(page).toHaveURL(/\/memberCenter\/setAccount$/);
  await typePayKey(page, 'payPassword', '20241234');
  await typePayKey(page, 'confirmPassword', '20241235');
  await page.getByRole('button', { name: tr(lang, 'payKey.set') }).click();
  await expect(page.getByText(txt(lang, 'rule.fund.payKey.confirm'))).toBeVisible();
  await page.getByTestId('confirmPassword').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('4');
  await shot(page, 'fund-paykey-zh');
  await page.getByRole('button', { name: tr(lang, 'payKey.set') }).click();
  await expect(page.getByText(tr(lang, 'payKey.setDone')).first()).toBeVisible();

  // A withdrawal account: bank and branch, details, the micro-deposit typed back, bank review.
  await page.goto('/memberCenter/bankCardList?tab=withdrawal');
  await expect(page.getByText(txt(lang, 'fund.noCardNoWithdrawal'))).toBeVisible();
  await page.getByTestId('add-withdraw-card').click();
  // Picks retried until the select shows the choice (a click during the list's animation can choose nothing).
  const choose = (label: string, option: string) => pick(page, new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), option);
  await choose(tr(lang, 'card.bank'), '中国建设银行');
  await choose(tr(lang, 'addW.province'), '广东省');
  await choose(tr(lang, 'addW.city'), '深圳市');
  await choose(tr(lang, 'addW.branch'), '中国建设银行深圳南山支行');
  await shot(page, 'fund-add-withdraw-step1-zh');
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await page.getByLabel(tr(lang, 'card.holderName')).fill('刘洋');
  await page.getByLabel(tr(lang, 'card.cardNo')).fill('6217001234567890');
  await expect(page.getByLabel(tr(lang, 'card.cardNo'))).toHaveValue('6217 0012 3456 7890');
  // changing where the company's money goes takes the payment password set above
  await typePayKey(page, 'payPassword', '20241234');
  await shot(page, 'fund-add-withdraw-details-zh');
  await page.getByRole('button', { name: tr(lang, 'addW.submit') }).click();
  await expect(page.getByText(tr(lang, 'addW.depositHint'))).toBeVisible();
  const deposit = (await outbox(request, '6217001234567890')).find((i) => i.amount)!.amount!;
  await page.getByLabel(tr(lang, 'addW.depositAmount')).fill(deposit);
  await page.getByRole('button', { name: tr(lang, 'addW.verify') }).click();
  await expect(page.getByText(txt(lang, 'fund.bindCardProcessing'))).toBeVisible();
  await runJobs(request, 0.001);
  // antd spaces two-character Chinese button labels ("返 回").
  await page.getByTestId('add-withdraw-result').getByRole('button').click();
  await expect(page.getByTestId('add-withdraw-card')).toHaveText(tr(lang, 'cards.replaceWithdrawal'));
  await expect(page.getByText(tr(lang, 'cardStatus.bound')).first()).toBeVisible();
  await shot(page, 'fund-withdraw-account-zh');

  // A recharge card: a personal card verified by the code sent to its bank-reserved mobile.
  await page.getByRole('tab', { name: tr(lang, 'cards.tab.recharge') }).click();
  await expect(page.getByText(tr(lang, 'cards.noRecharge'))).toBeVisible();
  await page.getByTestId('add-recharge-card').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(tr(lang, 'card.holderName')).fill('刘洋');
  await dialog.getByRole('combobox', { name: tr(lang, 'card.bank') }).fill('招商');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('招商银行', { exact: true }).click();
  await dialog.getByLabel(tr(lang, 'card.cardNo')).fill('6225880155556666');
  await dialog.getByLabel(tr(lang, 'card.idNumber')).fill('110101199003074514');
  await dialog.getByLabel(tr(lang, 'card.mobile')).fill('13912340005');
  const cardCodeAt = Date.now();
  await dialog.getByTestId('send-sms').click();
  await dialog.getByLabel(tr(lang, 'sms.label')).fill(await codeFor(request, '13912340005', cardCodeAt));
  await shot(page, 'fund-add-recharge-card-zh');
  await dialog.getByTestId('confirm-card').click();
  await expect(page.getByText(tr(lang, 'cards.added'))).toBeVisible();
  await expect(page.getByText('**** **** **** 6666')).toBeVisible();
});

test('recharges, withdraws, repays and exports the records (en, demo 13800000001)', async ({ page, context, request, baseURL }) => {
  const lang = 'en';
  await signIn(page, context, request, baseURL!, lang, '13800000001', 'C10000001');
  await page.goto('/memberCenter/bankrollAccount');
  const available = page.getByTestId('fig-available');
  await expect(available).toContainText('CNY');
  const before = (await available.textContent())!.replace(/[^\d.]/g, '');
  // Other specs' withdrawals (the approval spec's) may still be frozen: the figures move by this test's own.
  const frozenBefore = Math.round(Number((await page.getByTestId('fig-frozen').textContent())!.replace(/[^\d.]/g, '')) * 100);
  await shot(page, 'fund-overview-en');

  // Recharge 100.50 with the seeded card (its reserved mobile is the member's).
  await page.getByRole('button', { name: tr(lang, 'action.deposit') }).click();
  await expect(page.getByText('China Merchants Bank')).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  // Three decimals and a stray letter stay as typed and are refused, never cut to another amount.
  await page.getByLabel(tr(lang, 'deposit.amount')).pressSequentially('100.505x');
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await expect(page.getByText(txt(lang, 'rule.general.positiveDecimal2'))).toBeVisible();
  await expect(page.getByLabel(tr(lang, 'deposit.amount'))).toHaveValue('100.505x');
  await page.getByLabel(tr(lang, 'deposit.amount')).fill('100.50');
  await expect(page.getByText(tr(lang, 'amountPreview', { amount: '100.50' }))).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await page.getByLabel(tr(lang, 'sms.label')).fill('123456');
  await page.getByRole('button', { name: tr(lang, 'deposit.submit') }).click();
  await expect(page.getByText(txt(lang, 'rule.recharge.smsCode.fetchFirst'))).toBeVisible();
  const sentAt = Date.now();
  await page.getByTestId('send-sms').click();
  await page.getByLabel(tr(lang, 'sms.label')).fill(await codeFor(request, '13800000001', sentAt));
  await shot(page, 'fund-deposit-verify-en');
  await page.getByRole('button', { name: tr(lang, 'deposit.submit') }).click();
  await expect(page.getByText(tr(lang, 'deposit.success', { amount: '100.50' }))).toBeVisible({ timeout: 20_000 });
  await shot(page, 'fund-deposit-result-en');

  // Withdraw 50.00 to the bound account; it is frozen until T+1.
  await page.goto('/memberCenter/withdrawCash');
  await expect(page.getByTestId('withdraw-card')).toContainText('Industrial and Commercial Bank of China');
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  // A decimal comma or a sign is refused with the field's error, never sent as another amount.
  for (const typed of ['5,00', '-100']) {
    await page.getByLabel(tr(lang, 'withdraw.amount')).fill(typed);
    await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
    await expect(page.getByText(txt(lang, 'rule.general.positiveDecimal2'))).toBeVisible();
    await expect(page.getByLabel(tr(lang, 'withdraw.amount'))).toHaveValue(typed);
  }
  await page.getByLabel(tr(lang, 'withdraw.amount')).fill('５０');
  await expect(page.getByText(tr(lang, 'amountPreview', { amount: '50.00' }))).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await typePayKey(page, 'payPassword', '12345678');
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await shot(page, 'fund-withdraw-confirm-en');
  await page.getByTestId('confirm-withdraw').click();
  await expect(page.getByText(tr(lang, 'withdraw.submitted'))).toBeVisible();
  await shot(page, 'fund-withdraw-result-en');

  // Repay 20.00: submitted, then the review passes it.
  await page.goto('/memberCenter/repayment');
  await page.getByLabel(tr(lang, 'repay.amount')).fill('20');
  await page.getByLabel(tr(lang, 'repay.remark')).fill('Lease instalment, March');
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await typePayKey(page, 'payPassword', '12345678');
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await page.getByTestId('confirm-repay').click();
  await expect(page.getByText(tr(lang, 'repay.submittedTitle'))).toBeVisible();
  await runJobs(request, 0.001);
  await expect(page.getByText(tr(lang, 'repay.passed'))).toBeVisible({ timeout: 15_000 });

  // The overview: +100.50 -50.00 -20.00, with 50.00 more frozen.
  await page.goto('/memberCenter/bankrollAccount');
  const expected = (Math.round(Number(before) * 100) + 10050 - 5000 - 2000) / 100;
  await expect(available).toContainText(expected.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expect(page.getByTestId('fig-frozen')).toContainText(((frozenBefore + 5000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));

  // Records: kinds and export.
  await page.goto('/memberCenter/recordList');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('Repayment');
  await expect(rows.nth(1)).toContainText('Withdrawal');
  await expect(rows.nth(2)).toContainText('Recharge');
  await expect(rows.nth(2)).toContainText('+100.50');
  await page
    .getByRole('radiogroup', { name: tr(lang, 'records.kindLabel') })
    .getByText(tr(lang, 'kind.recharge'), { exact: true })
    .click();
  await expect(rows.first()).toContainText('+100.50');
  await expect(page.getByTestId('record-totals')).toBeVisible();
  await shot(page, 'fund-records-en');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-records').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('transaction-records.xlsx');
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('withdraws with the keyboard only: skip link, each step takes the focus, visible at every stop (zh-CN, demo)', async ({ page, context, request, baseURL }) => {
  const lang = 'zh-CN';
  await signIn(page, context, request, baseURL!, lang, '13800000001', 'C10000001');
  await page.goto('/memberCenter/withdrawCash');
  await expect(page.getByTestId('withdraw-card')).toBeVisible();
  // The first Tab offers the skip link; Enter takes the focus past the header and the menu.
  await press(page, 'Tab');
  await expect(page.getByRole('link', { name: tr(lang, 'skipToContent', {}, 'desktop') })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: tr(lang, 'action.next') }), { max: 12 });
  await page.keyboard.press('Enter');
  // Step 2: the amount field has the focus (the pressed button went with its step).
  await expect(page.getByLabel(tr(lang, 'withdraw.amount'))).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type('10');
  await expect(page.getByText(tr(lang, 'amountPreview', { amount: '10.00' }))).toBeVisible();
  await page.keyboard.press('Enter');
  // Step 3: the payment password.
  await expect(page.getByTestId('payPassword')).toBeFocused();
  const key = await expectVisibleFocus(page);
  expect(key.shown).toMatch(/outline/);
  await page.keyboard.type('12345678');
  await page.keyboard.press('Enter');
  // Step 4: the summary itself takes the focus, then Tab reaches the submit button.
  await expect(page.getByText(tr(lang, 'withdraw.freezeNote'))).toBeVisible();
  await expect(page.locator('[data-testid="withdraw-page"] [tabindex="-1"]').first()).toBeFocused();
  await tabTo(page, page.getByTestId('confirm-withdraw'), { max: 4 });
  await shot(page, 'keyboard-withdraw-confirm-zh');
  await page.keyboard.press('Enter');
  await expect(page.getByText(tr(lang, 'withdraw.submitted'))).toBeVisible();
  // The masked card number is one unbreakable run in the sentence (it wrapped mid-number).
  await expect(page.getByTestId('withdraw-result')).toContainText('****\u00a0****\u00a0****\u00a04567');
  await tabTo(page, page.getByRole('button', { name: tr(lang, 'action.toAccount') }), { max: 4 });
  await shot(page, 'keyboard-withdraw-result-zh');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/memberCenter\/bankrollAccount$/);
});

test('the withdrawal settles on the next day job (T+1), and the member stays signed in past the 2-hour token', async ({ page, context, request, baseURL }) => {
  const token = await signIn(page, context, request, baseURL!, 'en', '13800000001', 'C10000001');
  await page.goto('/memberCenter/bankrollAccount');
  // (Not its amount: near midnight Beijing time the day job may already have settled it.)
  await expect(page.getByTestId('fig-frozen')).toContainText('CNY');
  await runJobs(request, 1);
  // A day later the access token has expired (15); the client refreshes it with the refresh token
  // (webMember/updateTime) and retries, so the page reloads its figures without a login dialog.
  expect(await api(request, 'capitalAccount/myCapital', {}, token).catch((e: Error) => e.message)).toContain('"errorCode":15');
  await page.reload();
  await expect(page.getByTestId('fig-frozen')).toContainText('0.00');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const fresh = (await context.cookies()).find((c) => c.name === 'token')!.value;
  expect(fresh).not.toBe(token);
  const mine = await api<{ frozen: string }>(request, 'capitalAccount/myCapital', {}, fresh);
  expect(mine.frozen).toBe('0.00');
});
