import { expect, test } from '@playwright/test';
import { PASSWORD, SHOTS, chooseOption, codeThroughJigsaw, freshMobile, h1, rule, setLang, t } from './account-support';

/**
 * /register and /registerSuccess against the real gateway: the jigsaw slider before the SMS code
 * (solved with the keyboard, its answer read from the dev outbox), company registration in
 * Chinese, personal registration in English, the spec's rule texts and a registered mobile.
 */

test('company registration in Chinese: rules, slider, success page counting down to the login', async ({ page }) => {
  const zh = t('zh-CN');
  const r = rule('zh-CN');
  const mobile = freshMobile();
  await page.goto('/register');
  await expect(h1(page)).toHaveText(zh('register.title'));
  await page.screenshot({ path: `${SHOTS}/account-register-zh.png`, fullPage: true });

  // Every rule of the spec before anything is sent.
  await page.getByRole('button', { name: zh('register.submitCompany') }).click();
  for (const key of [
    'rule.register.mobile.required',
    'rule.register.code.required',
    'rule.register.name.required',
    'rule.register.workFunction.required',
    'rule.register.companyName.required',
    'rule.register.password.required',
    'rule.register.agreement.accepted',
  ])
    await expect(page.getByText(r(key)).first()).toBeVisible();
  await page.locator('input[name="password"]').fill('abcdefg');
  await page.locator('input[name="confirmPassword"]').fill('abcdefx');
  await page.locator('input[name="companyName"]').fill('公'.repeat(49));
  await page.getByRole('button', { name: zh('register.submitCompany') }).click();
  await expect(page.getByText(r('rule.register.password.format'))).toBeVisible();
  await expect(page.getByText(r('rule.register.password.confirm'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-register-zh-errors.png`, fullPage: true });

  await page.locator('input[name="mobile"]').fill(mobile);
  const code = await codeThroughJigsaw(page, 'zh-CN', mobile);
  // A short code is refused on leaving the field; the full code clears the error.
  const codeItem = page.locator('.ant-form-item').filter({ has: page.locator('input[name="smsCode"]') });
  await page.locator('input[name="smsCode"]').fill('12');
  await page.locator('input[name="name"]').click();
  await expect(codeItem).toHaveClass(/ant-form-item-has-error/);
  await page.locator('input[name="smsCode"]').fill(code);
  await page.locator('input[name="name"]').click();
  await expect(codeItem).not.toHaveClass(/ant-form-item-has-error/);
  await page.locator('input[name="name"]').fill('赵强');
  await chooseOption(page, '#workFunction', '生产制造');
  await expect(page.locator('input[name="workFunction"]')).toHaveValue('production');
  const companyName = `强盛机械${mobile.slice(-6)}有限公司`;
  await page.locator('input[name="companyName"]').fill(companyName);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.locator('input[name="invitationCode"]').fill('SALES01');
  await page.locator('input[name="agree"]').check();
  await page.getByRole('button', { name: zh('register.submitCompany') }).click();

  await expect(page).toHaveURL(/\/registerSuccess\?type=company$/);
  await expect(h1(page)).toHaveText(zh('registerSuccess.title'));
  // The registration signed the new member in: the countdown leads into the member centre.
  await expect(page.getByRole('main')).toContainText(zh('registerSuccess.signedIn.bodyCompany'));
  await expect(page.getByRole('status')).toContainText(/\d 秒后进入会员中心/);
  await page.screenshot({ path: `${SHOTS}/account-register-success-zh.png` });
  await expect(page).toHaveURL(/\/memberCenter$/, { timeout: 8_000 });
  await expect(page.getByRole('main')).toContainText(companyName);
});

test('personal registration in English, then the success page', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const en = t('en');
  const mobile = freshMobile();
  await page.goto('/register');
  await page.getByRole('tab', { name: en('register.tab.personal') }).click();
  await expect(page.locator('input[name="companyName"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/account-register-en.png`, fullPage: true });
  await page.locator('input[name="mobile"]').fill(mobile);
  const code = await codeThroughJigsaw(page, 'en', mobile);
  await page.locator('input[name="smsCode"]').fill(code);
  await page.locator('input[name="name"]').fill('Li Ming');
  await chooseOption(page, '#workFunction', 'Engineering');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.getByRole('link', { name: en('register.agree.agreement') }).click();
  await expect(page.getByRole('dialog', { name: en('register.doc.agreement.title') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('input[name="agree"]')).not.toBeChecked();
  await page.locator('input[name="agree"]').check();
  await page.getByRole('button', { name: en('register.submitPersonal') }).click();
  await expect(page).toHaveURL(/\/registerSuccess\?type=personal$/);
  await expect(h1(page)).toHaveText(en('registerSuccess.title'));
  await expect(page.getByRole('main')).toContainText(en('registerSuccess.signedIn.bodyPersonal'));
  await page.screenshot({ path: `${SHOTS}/account-register-success-en.png` });
  await page.getByRole('button', { name: en('registerSuccess.signedIn.go') }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);
  await expect(page.getByRole('main')).toContainText('Li Ming');
});

test('a registered mobile is told to log in directly', async ({ page }) => {
  const zh = t('zh-CN');
  await page.goto('/register');
  await page.locator('input[name="mobile"]').fill('13800000001');
  await page.locator('input[name="name"]').click();
  await expect(page.getByText(rule('zh-CN')('rule.register.mobile.registered')).first()).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: zh('register.goLogin') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
});
