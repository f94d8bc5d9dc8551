import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PASSWORD, SHOTS, api, h1, registerByApi, t, tokenCookie, type Lang } from './account-support';
import { btn } from './centre-helpers';
import { companyLogin } from './session-support';

/**
 * Two-step verification on the desktop (decision 0051): set it up on the page (the key read from
 * the page, the code computed here with otpauth), see the recovery codes once, log out and log in
 * with a code; then in English with a recovery code, the page's texts, and the admin's policy
 * page. Screenshots of each new page in both languages; the H5 page at a phone's size.
 */

test.describe.configure({ mode: 'serial' });

let member: Awaited<ReturnType<typeof registerByApi>>;
let secret = '';
let recoveryCodes: string[] = [];
/** The last time-step a code was used in: the server refuses a step twice, so the next code waits for a new one. */
let lastStep = 0;

const STEP_MS = 30_000;
async function freshCode(page: Page): Promise<string> {
  // A step not used before, with at least 3 s left in it (the request must arrive inside it, ±1 step allowed anyway).
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    if (step > lastStep && now % STEP_MS < STEP_MS - 3_000) {
      lastStep = step;
      return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: now });
    }
    await page.waitForTimeout(STEP_MS - (now % STEP_MS) + 200);
  }
}

const m = (lang: Lang) => t(lang, 'member');
const acc = (lang: Lang) => t(lang, 'account');

async function loginUntilCode(page: Page, lang: Lang) {
  await page.goto(`/login?lang=${lang}`);
  await page.locator('input[name="mobile"]').fill(member.mobile);
  await expect(page.locator('input[name="companyCode"]')).not.toHaveValue('');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: new RegExp(`^${[...acc(lang)('login.submit')].join('\\s?')}$`) }).click();
  const step = page.getByTestId('two-step-login');
  await expect(step).toBeVisible();
  await expect(step.getByRole('heading')).toHaveText(acc(lang)('twoStep.title'));
  return step;
}

async function logout(page: Page) {
  const token = await tokenCookie(page.context());
  if (token) await api(page.request, 'webMember/logout', {}, token);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test.beforeAll(async ({ request }) => {
  member = await registerByApi(request, 'company');
});

test('set up two-step verification on the page, save the recovery codes, then log in with a code (Chinese)', async ({ page, baseURL }) => {
  const zh = m('zh-CN');
  await page.context().addCookies([{ name: 'lang', value: 'zh-CN', url: baseURL! }]);
  await page.goto('/login');
  await page.locator('input[name="mobile"]').fill(member.mobile);
  await expect(page.locator('input[name="companyCode"]')).not.toHaveValue('');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: new RegExp(`^${[...acc('zh-CN')('login.submit')].join('\\s?')}$`) }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);

  // Account security shows the row; it leads to the page.
  await page.goto('/memberCenter/accountSafe');
  const row = page.getByTestId('safe-two-step');
  await expect(row).toContainText(zh('accountSafe.twoStep'));
  await expect(row).toContainText(zh('accountSafe.twoStepOff'));
  await row.getByRole('button', { name: btn(zh('accountSafe.setUp')) }).click();
  await expect(page).toHaveURL(/\/memberCenter\/twoStep$/);
  await expect(h1(page)).toHaveText(zh('twoStep.title'));
  await expect(page.getByTestId('two-step-off')).toContainText(zh('twoStep.offBody'));
  await page.screenshot({ path: `${SHOTS}/two-step-off-zh.png`, fullPage: true });

  await page.getByTestId('two-step-start').click();
  const setup = page.getByTestId('two-step-setup');
  await expect(setup).toContainText(zh('twoStep.step2'));
  await expect(page.getByTestId('two-step-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: `${SHOTS}/two-step-setup-zh.png`, fullPage: true });

  // A wrong code first: refused with the gateway's text, nothing turned on.
  await page.locator('#two-step-confirm').fill('000000' === (await freshCodePeek()) ? '111111' : '000000');
  await page.getByRole('button', { name: zh('twoStep.confirm') }).click();
  await expect(setup.getByRole('alert')).toBeVisible();
  await page.locator('#two-step-confirm').fill(await freshCode(page));
  await page.getByRole('button', { name: zh('twoStep.confirm') }).click();

  const codes = page.getByTestId('recovery-codes');
  await expect(codes).toContainText(zh('twoStep.codesTitle'));
  recoveryCodes = (await codes.locator('li').allTextContents()).map((c) => c.trim());
  expect(recoveryCodes).toHaveLength(10);
  for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await expect(codes.getByRole('button', { name: btn(zh('twoStep.download')) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/two-step-codes-zh.png`, fullPage: true });
  await page.getByTestId('recovery-codes-saved').click();
  await expect(page.getByTestId('two-step-on')).toContainText(zh('twoStep.on'));
  await expect(page.getByTestId('two-step-on')).toContainText(zh('twoStep.codesLeft_other', { count: 10 }));
  await page.screenshot({ path: `${SHOTS}/two-step-on-zh.png`, fullPage: true });

  // Log out; the password alone no longer signs in: the code step, then the member centre.
  await logout(page);
  const step = await loginUntilCode(page, 'zh-CN');
  await expect(step).toContainText(acc('zh-CN')('twoStep.lead'));
  await page.screenshot({ path: `${SHOTS}/two-step-login-zh.png` });
  await page.locator('#two-step-code').fill(await freshCode(page));
  await step.getByRole('button', { name: acc('zh-CN')('twoStep.submit') }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);
});

/** The code of the current step without using it (to pick a surely wrong code). */
async function freshCodePeek() {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() });
}

test('in English: a recovery code signs in once, the page counts what is left, and the admin sets the policy', async ({ page, baseURL }) => {
  const en = m('en');
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const step = await loginUntilCode(page, 'en');
  await expect(step).toContainText(acc('en')('twoStep.lead'));
  await page.screenshot({ path: `${SHOTS}/two-step-login-en.png` });
  // A wrong code: the gateway's English text.
  await page.locator('#two-step-code').fill((await freshCodePeek()) === '123456' ? '654321' : '123456');
  await step.getByRole('button', { name: acc('en')('twoStep.submit') }).click();
  await expect(step.getByRole('alert')).toHaveText('The verification code is incorrect or has already been used');
  // A recovery code instead.
  await step.getByRole('button', { name: acc('en')('twoStep.useRecovery') }).click();
  await expect(step).toContainText(acc('en')('twoStep.leadRecovery'));
  await page.locator('#two-step-code').fill(recoveryCodes[0]);
  await page.screenshot({ path: `${SHOTS}/two-step-login-recovery-en.png` });
  await step.getByRole('button', { name: acc('en')('twoStep.submit') }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);

  await page.goto('/memberCenter/twoStep');
  await expect(h1(page)).toHaveText(en('twoStep.title'));
  await expect(page.getByTestId('two-step-on')).toContainText(en('twoStep.codesLeft_other', { count: 9 }));
  await expect(page.getByText(en('twoStep.regenerateTitle'), { exact: true })).toBeVisible();
  await expect(page.getByText(en('twoStep.disableTitle'), { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/two-step-on-en.png`, fullPage: true });

  // The admin's policy page: the member list with who has two-step verification, and the rule.
  await page.getByRole('button', { name: en('twoStep.toPolicy') }).click();
  await expect(page).toHaveURL(/\/memberCenter\/twoStepPolicy$/);
  const policy = page.getByTestId('two-step-policy-page');
  await expect(h1(page)).toHaveText(en('twoStepPolicy.title'));
  await expect(policy.locator('tbody tr')).toHaveCount(1);
  await expect(policy.locator('tbody tr')).toContainText(en('twoStepPolicy.role.admin'));
  await expect(policy.locator('tbody tr')).toContainText(en('twoStep.on'));
  await page.getByTestId('policy-admins').check();
  await page.getByTestId('policy-money').check();
  await page.getByRole('button', { name: en('twoStepPolicy.save') }).click();
  await expect(page.getByText(en('twoStepPolicy.saved'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/two-step-policy-en.png`, fullPage: true });
  const token = await tokenCookie(page.context());
  expect(await api(page.request, 'security/secondFactorPolicy', {}, token)).toMatchObject({ admins: true, moneyHolders: true });

  // The same pages in Chinese.
  await page.context().addCookies([{ name: 'lang', value: 'zh-CN', url: baseURL! }]);
  await page.reload();
  await expect(h1(page)).toHaveText(m('zh-CN')('twoStepPolicy.title'));
  await expect(page.getByTestId('policy-admins')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/two-step-policy-zh.png`, fullPage: true });
  await page.goto('/memberCenter/twoStep');
  await expect(h1(page)).toHaveText(m('zh-CN')('twoStep.title'));
  await expect(page.getByTestId('two-step-on')).toContainText(m('zh-CN')('twoStep.codesLeft_other', { count: 9 }));

  // The phone's page (H5 build), both languages.
  const phone = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL });
  const cookies = (await page.context().cookies()).filter((c) => c.name === 'token' || c.name === 'refreshToken');
  for (const lang of ['zh-CN', 'en'] as const) {
    await phone.addCookies([...cookies, { name: 'lang', value: lang, url: baseURL! }]);
    const p = await phone.newPage();
    await p.goto('/mobile/twoStep');
    await expect(p.getByTestId('h5-two-step-page')).toContainText(t(lang, 'mmember')('twoStep.title'));
    await expect(p.getByTestId('h5-two-step-on')).toBeVisible();
    await p.screenshot({ path: `${SHOTS}/two-step-h5-on-${lang === 'en' ? 'en' : 'zh'}.png`, fullPage: true });
    await p.close();
  }
  await phone.close();
});

test('the phone page of a member without it: copy the key or open the authenticator, QR below (both languages)', async ({ browser, baseURL, request }) => {
  const other = await registerByApi(request, 'company');
  const login = await companyLogin(request, other.mobile, other.companyCode!, PASSWORD);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL });
  await phone.addCookies([
    { name: 'token', value: login.token, url: baseURL! },
    { name: 'refreshToken', value: login.refreshToken, url: baseURL! },
  ]);
  for (const lang of ['zh-CN', 'en'] as const) {
    const mm = t(lang, 'mmember');
    await phone.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const p = await phone.newPage();
    await p.goto('/mobile/twoStep');
    await expect(p.getByTestId('h5-two-step-page')).toContainText(mm('twoStep.offBody'));
    await p.screenshot({ path: `${SHOTS}/two-step-h5-off-${lang === 'en' ? 'en' : 'zh'}.png`, fullPage: true });
    await p.getByRole('button', { name: mm('twoStep.start') }).click();
    await expect(p.getByTestId('h5-totp-secret')).toHaveText(/^[A-Z2-7]{32}$/);
    await expect(p.getByRole('button', { name: mm('twoStep.copyKey') })).toBeVisible();
    await expect(p.getByRole('button', { name: mm('twoStep.openApp') })).toBeVisible();
    await p.screenshot({ path: `${SHOTS}/two-step-h5-setup-${lang === 'en' ? 'en' : 'zh'}.png`, fullPage: true });
    await p.close();
  }
  await phone.close();
});

test('the H5 login asks the code of a member with two-step verification (both languages)', async ({ browser, baseURL }) => {
  // Two logins, each waiting for a time-step not used before (up to 30 s).
  test.setTimeout(120_000);
  for (const lang of ['zh-CN', 'en'] as const) {
    const wx = t(lang, 'wx');
    const wxa = t(lang, 'wxAccount');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL });
    await phone.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const p = await phone.newPage();
    await p.goto('/mobile/login');
    await p.getByRole('tab', { name: wx('form.tab.personal') }).click();
    await p.locator('input[name="mobile"]').fill(member.mobile);
    await p.locator('input[name="password"]').fill(PASSWORD);
    await p.getByRole('button', { name: wx('form.submit'), exact: true }).click();
    const step = p.getByTestId('h5-two-step');
    await expect(step).toContainText(wxa('twoStep.lead'));
    await p.screenshot({ path: `${SHOTS}/two-step-h5-login-${lang === 'en' ? 'en' : 'zh'}.png`, fullPage: true });
    await p.locator('#h5-two-step-code').fill(await freshCode(p));
    await step.getByRole('button', { name: wxa('twoStep.submit') }).click();
    await expect(p).not.toHaveURL(/\/mobile\/login/);
    await phone.close();
  }
});
