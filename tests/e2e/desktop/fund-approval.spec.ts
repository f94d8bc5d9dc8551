import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshCompanyMember } from './account-support';
import { api, shot, signIn, tr, txt, typePayKey, type Lang } from './fund-support';
import { adoptLogin, companyLogin } from './session-support';

/**
 * Dual approval of withdrawals (decision 0052) on the demo company C10000001: the admin sets the
 * threshold and requests a withdrawal above it; a second member granted "Approve withdrawals" by a
 * role approves it, in English and in Chinese (and refuses one with a reason). The approver is a
 * member this spec invites (losing a money button ends a member's sessions, so a shared demo member
 * would be signed out of the specs beside it). The threshold goes back to off and the approver
 * leaves at the end, so the demo account behaves as before for other specs.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const ADMIN = '13800000001';
const PAY = '12345678';
let roleId: number | null = null;
let approver: Awaited<ReturnType<typeof freshCompanyMember>> | null = null;

/** The approver's own browser context, signed in in `lang`. */
async function approverPage(browser: Browser, baseURL: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await adoptLogin(page, context, baseURL, lang, await companyLogin(context.request, approver!.mobile, 'C10000001', approver!.password));
  return page;
}

/** The status filter set to all statuses. */
async function showAll(page: Page, lang: Lang) {
  await page.getByRole('combobox', { name: tr(lang, 'approval.statusLabel') }).click();
  await page.locator(`.ant-select-item-option[title="${tr(lang, 'approval.allStatuses')}"]`).click();
}

const row = (page: Page, amount: string) => page.getByTestId('approval-table').locator('tr', { hasText: `¥ ${amount}` });

test.afterAll(async ({ request }) => {
  const admin = (await companyLogin(request, ADMIN)).token;
  await api(request, 'fundApproval/setThreshold', { amount: '0' }, admin);
  if (approver) await api(request, 'memberAppAuth/deleteMember', { memberCode: approver.memberCode }, admin);
  if (roleId) await api(request, 'webMember/delRoleConfiguration', { roleId }, admin);
});

test('the admin sets the threshold; a withdrawal above it awaits approval; the approver approves it (en)', async ({ page, context, request, baseURL, browser }) => {
  const lang = 'en';
  const admin = await signIn(page, context, request, baseURL!, lang, ADMIN);
  // The approver's role: only "Approve withdrawals" (held by the admin by default).
  const role = await api<{ roleId: number }>(request, 'webMember/saveRoleConfiguration', { name: `approver-${Date.now()}`, buttonIds: ['capital.approve', 'capital.view'] }, admin);
  roleId = role.roleId;
  approver = await freshCompanyMember(request, admin, [roleId]);

  await page.goto('/memberCenter/withdrawalApproval');
  await expect(page.getByRole('heading', { name: tr(lang, 'approval.title') }).first()).toBeVisible();
  await expect(page.getByTestId('threshold-current')).toHaveText(tr(lang, 'approval.threshold.off'));
  await expect(page.getByText(tr(lang, 'approval.emptyAwaiting'))).toBeVisible();
  await page.getByLabel(tr(lang, 'approval.threshold.input')).fill('100');
  await page.getByTestId('threshold-save').click();
  await expect(page.getByTestId('threshold-current')).toHaveText(tr(lang, 'approval.threshold.on', { amount: '100.00' }));
  await shot(page, 'fund-approval-admin-en');

  // A withdrawal above it: the confirm step says it needs approval; the result says it waits.
  await page.goto('/memberCenter/withdrawCash');
  await expect(page.getByTestId('withdraw-card')).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await page.getByLabel(tr(lang, 'withdraw.amount')).fill('100.01');
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await typePayKey(page, 'payPassword', PAY);
  await page.getByRole('button', { name: tr(lang, 'action.next') }).click();
  await expect(page.getByTestId('approval-note')).toHaveText(tr(lang, 'withdraw.approvalNote', { threshold: '100.00' }));
  await page.getByTestId('confirm-withdraw').click();
  await expect(page.getByText(tr(lang, 'withdraw.awaiting.title'))).toBeVisible();
  await shot(page, 'fund-withdraw-awaiting-en');

  // The admin sees it as their own: another member decides.
  await page.goto('/memberCenter/withdrawalApproval');
  await expect(row(page, '100.01')).toContainText(tr(lang, 'approval.mineNote'));

  const ap = await approverPage(browser, baseURL!, lang);
  await ap.goto('/memberCenter/withdrawalApproval');
  const r = row(ap, '100.01');
  await expect(r).toContainText(tr(lang, 'withdrawStatus.awaitingApproval'));
  await expect(r).toContainText('张伟');
  // Not the admin: the threshold shows but cannot be changed.
  await expect(ap.getByTestId('threshold-current')).toHaveText(tr(lang, 'approval.threshold.on', { amount: '100.00' }));
  await expect(ap.getByTestId('threshold-save')).toHaveCount(0);
  await shot(ap, 'fund-approval-approver-en');
  await r.getByRole('button', { name: tr(lang, 'approval.approve') }).click();
  await expect(ap.getByText(tr(lang, 'approval.emptyAwaiting'))).toBeVisible();
  await showAll(ap, lang);
  await expect(row(ap, '100.01')).toContainText(tr(lang, 'withdrawStatus.processing'));
  await expect(row(ap, '100.01')).toContainText(tr(lang, 'approval.approvedBy', { name: approver!.name }));
  await shot(ap, 'fund-approval-decided-en');
  await ap.context().close();
});

test('the approver approves one and refuses one with a reason (zh-CN); the withdrawal page tells a hold', async ({ page, context, request, baseURL, browser }) => {
  const lang = 'zh-CN';
  const admin = await signIn(page, context, request, baseURL!, lang, ADMIN);
  for (const amount of ['100.02', '100.03']) {
    const r = await api<{ status: string }>(request, 'extract/sumbitApply', { amount, payPassword: PAY, idempotencyKey: `e2e-approval-${amount.replace('.', '')}-${Date.now()}` }, admin);
    expect(r.status).toBe('awaitingApproval');
  }
  const ap = await approverPage(browser, baseURL!, lang);
  await ap.goto('/memberCenter/withdrawalApproval');
  await expect(ap.getByRole('heading', { name: tr(lang, 'approval.title') }).first()).toBeVisible();
  await expect(row(ap, '100.02')).toContainText(tr(lang, 'withdrawStatus.awaitingApproval'));
  await shot(ap, 'fund-approval-approver-zh');
  await row(ap, '100.02')
    .getByRole('button', { name: /^通\s?过$/ })
    .click();
  await expect(row(ap, '100.02')).toHaveCount(0);

  await row(ap, '100.03')
    .getByRole('button', { name: /^拒\s?绝$/ })
    .click();
  const dialog = ap.getByRole('dialog');
  await expect(dialog).toContainText(tr(lang, 'approval.refuseTitle', { amount: '100.03' }));
  await dialog.getByLabel(tr(lang, 'approval.reasonLabel')).fill('本月预算已用完');
  await shot(ap, 'fund-approval-refuse-zh');
  await dialog.locator('#refuse-confirm').click();
  await expect(ap.getByText(tr(lang, 'approval.emptyAwaiting'))).toBeVisible();
  await showAll(ap, lang);
  await expect(row(ap, '100.02')).toContainText(tr(lang, 'withdrawStatus.processing'));
  await expect(row(ap, '100.03')).toContainText(tr(lang, 'withdrawStatus.refused'));
  await expect(row(ap, '100.03')).toContainText('本月预算已用完');
  await shot(ap, 'fund-approval-decided-zh');
  await ap.context().close();

  // The admin's own approval page in Chinese, and the withdrawal page's notice while a hold runs
  // (the hold is the read command's answer here: a real one would pause every spec's withdrawals).
  await page.goto('/memberCenter/withdrawalApproval');
  await expect(page.getByTestId('threshold-current')).toHaveText(tr(lang, 'approval.threshold.on', { amount: '100.00' }));
  await shot(page, 'fund-approval-admin-zh');
  for (const l of ['zh-CN', 'en'] as const) {
    await page.route('**/api/**', async (route) => {
      const body = route.request().postDataJSON() as { cmd?: string } | null;
      if (body?.cmd === 'capitalAccount/withdrawalHold') return route.fulfill({ json: { response: { held: true, reason: 'withdrawAccount', until: '2026-12-08T02:42:00.000Z' } } });
      return route.continue();
    });
    await context.addCookies([{ name: 'lang', value: l, url: baseURL! }]);
    await page.goto('/memberCenter/withdrawCash');
    const notice = txt(l, 'fund.withdrawalHeld').replace('{until}', '2026-12-08 10:42').replace('{reason}', txt(l, 'fund.holdReason.withdrawAccount'));
    await expect(page.getByTestId('withdraw-hold')).toHaveText(notice);
    await expect(page.getByRole('button', { name: tr(l, 'action.next') })).toBeDisabled();
    await shot(page, `fund-withdraw-held-${l === 'en' ? 'en' : 'zh'}`);
    await page.unroute('**/api/**');
  }
  expect(txt('en', 'fund.withdrawalHeld').replace('{until}', '2026-12-08 10:42').replace('{reason}', txt('en', 'fund.holdReason.withdrawAccount'))).toBe(
    'Withdrawals are paused until 2026-12-08 10:42 because the withdrawal account was changed',
  );
});
