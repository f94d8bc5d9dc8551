import { expect, test } from '@playwright/test';
import {
  answerCaptchaDialog,
  captchaRequiredFor,
  DEMO_PASSWORD,
  PASSWORD,
  SHOTS,
  freshMobile,
  h1,
  outboxCode,
  registerByApi,
  resendWindow,
  rule,
  setLang,
  t,
  tokenCookie,
  uiPasswordLogin,
  type Lang,
} from './account-support';
import { ErrorCode } from '#shared/contract/errors';

/**
 * /login against the real gateway: password and SMS-code logins in both tabs, the company
 * choice, ?redirect=, client and server errors, company switching and logging out, the skins.
 * Two fresh members are registered first; the SMS-code test runs last, once their 60-second
 * resend window has passed.
 */

test.describe.configure({ mode: 'serial' });

let company: Awaited<ReturnType<typeof registerByApi>>;
let person: Awaited<ReturnType<typeof registerByApi>>;

test.beforeAll(async ({ request }) => {
  company = await registerByApi(request, 'company');
  person = await registerByApi(request, 'personal');
});

const zh = t('zh-CN');
const en = t('en');
const zhDesk = t('zh-CN', 'desktop');
const enDesk = t('en', 'desktop');

test('enterprise password login with the demo member: the only company is chosen, ?redirect= is honoured', async ({ page, context }) => {
  await page.goto('/login?redirect=%2FmemberCenter%3Ffrom%3Dlogin');
  await expect(h1(page)).toHaveText(zh('login.title.default'));
  await expect(page).toHaveTitle(/登录/);
  await expect(page.getByText(zh('login.redirectHint'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-login-zh.png` });

  await page.locator('input[name="mobile"]').fill('13800000001');
  await expect(page.locator('input[name="companyCode"]')).toHaveValue('C10000001');
  await expect(page.locator('#companyCode').locator('xpath=ancestor::*[contains(@class,"ant-select") or @data-lazy-select][1]')).toContainText('演示精密机械有限公司');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();

  await expect(page).toHaveURL(/\/memberCenter\?from=login$/);
  await expect(h1(page)).toHaveText(zhDesk('member.worktable.greeting', { name: '张伟' }));
  await expect(page.getByRole('main')).toContainText('演示精密机械有限公司');
  expect(await tokenCookie(context)).toBeTruthy();
});

test('past the free look-ups the company choice asks for the picture captcha, then lists the companies (English)', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const seen = await captchaRequiredFor(page, 'webMember/getCompanySelect', 'en');
  await page.goto('/login');
  await page.locator('input[name="mobile"]').fill('13800000001');
  await expect(page.getByRole('dialog')).toContainText(t('en', 'common')('captcha.hint'));
  await page.screenshot({ path: `${SHOTS}/account-login-lookup-captcha-en.png` });
  await answerCaptchaDialog(page);
  await expect(page.locator('input[name="companyCode"]')).toHaveValue('C10000001');
  expect(seen).toHaveLength(2);
  expect(seen[1]).toMatchObject({ mobile: '13800000001', captchaId: expect.any(String), captchaCode: expect.stringMatching(/^[A-Z0-9]{4,5}$/) });
});

test('English: client checks with the spec texts, then the server refusing a wrong password under the field', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const r = rule('en');
  await page.goto('/login');
  await expect(h1(page)).toHaveText(en('login.title.default'));
  await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
  await expect(page.getByText(r('rule.login.mobile.required'))).toBeVisible();
  await expect(page.getByText(r('rule.login.company.required'))).toBeVisible();
  await expect(page.getByText(r('rule.login.password.required'))).toBeVisible();
  await page.locator('input[name="mobile"]').fill('12345');
  await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
  await expect(page.getByText(r('rule.register.mobile.format'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-login-en-errors.png` });

  // A number of no company: told so, with a way to the personal tab.
  await page.locator('input[name="mobile"]').fill(freshMobile());
  await expect(page.getByText(en('login.company.noneHint'))).toBeVisible();
  await page.getByRole('button', { name: en('login.company.usePersonal') }).click();
  await expect(page.getByRole('tab', { name: en('login.tab.personal') })).toHaveAttribute('aria-selected', 'true');

  await page.locator('input[name="mobile"]').fill('13800000002');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
  await expect(page.getByText(r('member.login.wrongCredentials'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenCookie(context)).toBeUndefined();
  await page.screenshot({ path: `${SHOTS}/account-login-en.png` });

  // The links of the card.
  await expect(page.getByRole('link', { name: en('login.forget') })).toHaveAttribute('href', '/forget');
  await expect(page.getByRole('link', { name: en('login.register') })).toHaveAttribute('href', '/register');
});

test('choosing the company from the list, then the member centre; an outside ?redirect= is ignored', async ({ page }) => {
  await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
  await page.locator('input[name="mobile"]').fill(company.mobile);
  await expect(page.locator('input[name="companyCode"]')).toHaveValue(company.companyCode!);
  await page.locator('#companyCode').click();
  await page.locator('.ant-select-item-option', { hasText: company.companyName! }).click();
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);
  await expect(page.getByRole('main')).toContainText(company.companyName!);
});

test('switching from a personal login to the company, then logging out ends the session', async ({ page, context, request }) => {
  await uiPasswordLogin(page, 'zh-CN', { mobile: company.mobile, password: PASSWORD, personal: true });
  await expect(page.getByRole('main')).toContainText(zhDesk('member.worktable.personal'));
  const personalToken = await tokenCookie(context);

  const menu = page.getByRole('banner').getByRole('button', { name: /王工/ });
  await menu.click();
  await expect(page.getByText(zhDesk('switch.current'))).toBeVisible();
  await expect(page.locator('#nav-account')).toContainText(zhDesk('switch.personal'));
  await page.screenshot({ path: `${SHOTS}/account-switch-zh.png` });
  await page.locator('#nav-account').getByRole('button', { name: company.companyName! }).click();

  // Reloaded as the company member; the personal session was ended by the switch.
  await expect(page.getByRole('main')).toContainText(company.companyName!);
  const companyToken = await tokenCookie(context);
  expect(companyToken).toBeTruthy();
  expect(companyToken).not.toBe(personalToken);
  const info = await request.post('/api/', { data: { cmd: 'webMember/getMemberInfo', parameters: {}, token: companyToken } });
  expect(((await info.json()) as { response: { companyName: string } }).response.companyName).toBe(company.companyName);

  await menu.click();
  await page
    .locator('#nav-account')
    .getByRole('button', { name: zhDesk('header.logout') })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: zhDesk('header.login') })).toBeVisible();
  expect(await tokenCookie(context)).toBeUndefined();
  const after = await request.post('/api/', { data: { cmd: 'webMember/getMemberInfo', parameters: {}, token: companyToken } });
  expect(((await after.json()) as { error?: { errorCode: number } }).error?.errorCode).toBe(ErrorCode.tokenInvalid);
});

test('the blue and service-hub skins are the same login', async ({ page, context, baseURL }) => {
  for (const lang of ['zh-CN', 'en'] as Lang[]) {
    await setLang(context, baseURL!, lang);
    const tr = t(lang);
    await page.goto('/Login-blue');
    await expect(h1(page)).toHaveText(tr('login.title.blue'));
    await expect(page.locator('[data-skin="blue"]')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/account-login-blue-${lang}.png` });
    await page.goto('/ish-login');
    await expect(h1(page)).toHaveText(tr('login.title.ish'));
    await expect(page.getByRole('link', { name: tr('login.forget') })).toHaveAttribute('href', '/ish-forget');
    await page.screenshot({ path: `${SHOTS}/account-login-ish-${lang}.png` });
  }
  // It logs in like /login.
  await page.locator('input[name="mobile"]').fill('13800000001');
  await expect(page.locator('input[name="companyCode"]')).toHaveValue('C10000001');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);
});

test('SMS-code login in the personal tab (Chinese) and the enterprise tab (English)', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  await resendWindow(page, Math.max(company.smsSentAt, person.smsSentAt));

  await page.goto('/login');
  await page.getByRole('tab', { name: zh('login.tab.personal') }).click();
  await page.getByText(zh('login.method.sms'), { exact: true }).click();
  await page.locator('input[name="mobile"]').fill(person.mobile);
  await page.getByRole('button', { name: zh('field.smsCode.send') }).click();
  // Every SMS code to a number needs the picture captcha first.
  await answerCaptchaDialog(page);
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await expect(page.locator('input[name="smsCode"]')).toBeFocused();
  await page.locator('input[name="smsCode"]').fill(await outboxCode(request, person.mobile));
  await page.screenshot({ path: `${SHOTS}/account-login-sms-zh.png` });
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);
  await expect(h1(page)).toHaveText(zhDesk('member.worktable.greeting', { name: '李明' }));

  await context.clearCookies();
  await setLang(context, baseURL!, 'en');
  await page.goto('/login');
  await page.getByText(en('login.method.sms'), { exact: true }).click();
  await page.locator('input[name="mobile"]').fill(company.mobile);
  await expect(page.locator('input[name="companyCode"]')).toHaveValue(company.companyCode!);
  await page.getByRole('button', { name: en('field.smsCode.send') }).click();
  await answerCaptchaDialog(page);
  await expect(page.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  // A wrong code is refused under the field.
  await page.locator('input[name="smsCode"]').fill('000000');
  await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
  await expect(page.getByText(rule('en')('general.smsCodeIncorrect'))).toBeVisible();
  const code = await outboxCode(request, company.mobile);
  await page.locator('input[name="smsCode"]').fill(code === '000000' ? '000001' : code);
  // Submitted from the keyboard: the button can still read "loading" for a moment after the refusal above.
  await page.locator('input[name="smsCode"]').press('Enter');
  await expect(page).toHaveURL(/\/memberCenter$/);
  await expect(h1(page)).toHaveText(enDesk('member.worktable.greeting', { name: '王工' }));
  await expect(page.getByRole('main')).toContainText(company.companyName!);
});
