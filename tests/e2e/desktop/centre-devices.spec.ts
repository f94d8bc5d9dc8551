import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, registerByApi } from './account-support';
import { btn, SHOTS, tr, type Lang } from './centre-helpers';
import { adoptLogin, companyLogin, type LoginAnswer } from './session-support';

/**
 * Signed-in devices (decision 0050): a member signed in on two browsers lists both on
 * Account security → Signed-in devices, signs the other one out, and that browser's next page
 * asks for a new login. In both languages; then the H5 page and the company admin's member list.
 */

const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function personLogin(request: APIRequestContext, mobile: string): Promise<LoginAnswer> {
  const body = (await (await request.post('/api/', { data: { cmd: 'webMember/personLogin', parameters: { mobile, password: PASSWORD } } })).json()) as { response?: LoginAnswer; error?: unknown };
  if (!body.response) throw new Error(`webMember/personLogin: ${JSON.stringify(body.error)}`);
  return body.response;
}

for (const lang of ['zh-CN', 'en'] as const satisfies readonly Lang[]) {
  test(`lists both browsers and signs the other one out (${lang})`, async ({ page, context, browser, baseURL }) => {
    const m = (path: string, vars?: Record<string, string | number>) => tr(lang, 'member', path, vars);
    const { mobile } = await registerByApi(context.request, 'personal');
    // Browser B: another computer, signed in first.
    const other = await browser.newContext({ userAgent: FIREFOX_UA, viewport: { width: 1366, height: 768 } });
    const otherPage = await other.newPage();
    await adoptLogin(otherPage, other, baseURL!, lang, await personLogin(other.request, mobile));
    // Browser A: this desktop.
    await adoptLogin(page, context, baseURL!, lang, await personLogin(context.request, mobile));

    await page.goto('/memberCenter/accountSafe');
    await page
      .getByTestId('safe-devices')
      .getByRole('button', { name: btn(m('accountSafe.manage')) })
      .click();
    await expect(page).toHaveURL(/\/memberCenter\/devices$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('devices.title'));
    await expect(page.getByText(m('devices.lead'))).toBeVisible();
    const current = page.getByTestId('device-current');
    await expect(current).toContainText(m('devices.current'));
    await expect(current).toContainText(m('devices.kind.desktop'));
    const row = page.getByTestId('device-row');
    await expect(row).toHaveCount(1);
    const phone = m('devices.on', { browser: 'Firefox 120', os: 'Linux' });
    await expect(row).toContainText(phone);
    await expect(row).toContainText(m('devices.kind.desktop'));
    await expect(row).toContainText(m('devices.lastUsed'));
    // The current device has no sign-out button.
    await expect(current.getByRole('button')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/centre-devices-${lang}.png`, fullPage: true });

    await row.getByRole('button', { name: m('devices.signOutLabel', { device: phone }) }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText(m('devices.signOutConfirm', { device: phone }));
    await confirm.getByRole('button', { name: btn(m('devices.ok')) }).click();
    await expect(page.getByText(m('devices.signedOut', { device: phone }))).toBeVisible();
    await expect(page.getByTestId('device-row')).toHaveCount(0);
    await expect(page.getByText(m('devices.onlyThis'))).toBeVisible();
    await expect(page.getByTestId('sign-out-others')).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/centre-devices-after-${lang}.png`, fullPage: true });

    // Browser B's next page: its session is over, the expired-login dialog asks it to sign in again.
    await otherPage.goto('/memberCenter/accountSafe');
    const dialog = otherPage.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(tr(lang, 'common', 'session.expiredTitle'));
    await other.close();
  });
}

test('sign out all others, then the H5 page in both languages', async ({ page, context, browser, baseURL }) => {
  const { mobile } = await registerByApi(context.request, 'personal');
  const lang: Lang = 'en';
  const phone = await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  const third = await browser.newContext();
  await personLogin(third.request, mobile);
  await adoptLogin(phonePage, phone, baseURL!, lang, await personLogin(phone.request, mobile));
  await adoptLogin(page, context, baseURL!, lang, await personLogin(context.request, mobile));

  for (const l of ['zh-CN', 'en'] as const) {
    const mm = (path: string, vars?: Record<string, string | number>) => tr(l, 'mmember', path, vars);
    await phone.addCookies([{ name: 'lang', value: l, url: baseURL! }]);
    await phonePage.goto('/mobile/personalInfo');
    await phonePage.getByTestId('h5-devices-link').click();
    await expect(phonePage).toHaveURL(/\/mobile\/devices$/);
    await expect(phonePage.getByText(mm('devices.lead'))).toBeVisible();
    await expect(phonePage.getByTestId('device-current')).toContainText(mm('devices.current'));
    await expect(phonePage.getByTestId('device-row')).toHaveCount(2);
    await phonePage.screenshot({ path: `${SHOTS}/h5-devices-${l}.png`, fullPage: true });
  }

  // Sign out all others from the desktop.
  const m = (path: string, vars?: Record<string, string | number>) => tr(lang, 'member', path, vars);
  await page.goto('/memberCenter/devices');
  await expect(page.getByTestId('device-row')).toHaveCount(2);
  await page.getByTestId('sign-out-others').click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText(m('devices.othersConfirm'));
  await confirm.getByRole('button', { name: btn(m('devices.ok')) }).click();
  await expect(page.getByText(m('devices.othersDone_other', { count: 2 }))).toBeVisible();
  await expect(page.getByTestId('device-row')).toHaveCount(0);
  await phonePage.goto('/mobile/devices');
  await expect(phonePage).not.toHaveURL(/\/mobile\/devices$/);
  await phone.close();
  await third.close();
});

for (const lang of ['zh-CN', 'en'] as const satisfies readonly Lang[]) {
  test(`the company admin ends a member's sessions from the member list (${lang})`, async ({ page, context, request, baseURL }) => {
    const o = (path: string, vars?: Record<string, string | number>) => tr(lang, 'org', path, vars);
    const staff = await companyLogin(request, '13800000011');
    await adoptLogin(page, context, baseURL!, lang, await companyLogin(request, '13800000001'));
    await page.goto('/memberCenter/memberList');
    await expect(page.getByTestId('session-limit')).toContainText(o('member.sessionLimit'));
    const row = page.getByRole('row').filter({ hasText: '13800000011' });
    await row.getByRole('button', { name: btn(o('member.signOut')) }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText(o('member.signOutConfirm', { name: '陈静' }));
    await page.screenshot({ path: `${SHOTS}/org-member-end-sessions-${lang}.png` });
    await confirm.getByRole('button', { name: btn(o('common.ok')) }).click();
    await expect(page.locator('.ant-message')).toContainText('陈静');
    const r = (await (await request.post('/api/', { data: { cmd: 'webMember/getMemberInfo', parameters: {}, token: staff.token } })).json()) as { error?: { errorCode: number } };
    expect(r.error?.errorCode).toBe(14);
  });
}
