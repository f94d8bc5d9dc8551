import { expect, test } from '@playwright/test';
import { E2E_SMS_RESEND_SECONDS } from '../e2e-env';
import { answerCaptchaDialog } from './account-support';
import { btn, freshMobile, outbox, SHOTS, signUpCompany, tr, txt } from './centre-helpers';
import { ErrorCode } from '#shared/contract/errors';

/**
 * Change of the login mobile on accountSafe: codes to both numbers, then the login page and a
 * login with the new number. The sign-up's own SMS holds the current number's resend wait (shortened for e2e),
 * so the journey first meets that wait as the page shows it, then waits it out.
 */
test('a member changes the login mobile and logs in with the new number', async ({ page, context, request, baseURL }) => {
  test.setTimeout(150_000);
  // Chinese: the form and its client-side checks.
  await signUpCompany(page, context, request, baseURL!, 'zh-CN', `e2e换号${Date.now().toString().slice(-6)}Z`);
  await page.goto('/memberCenter/accountSafe');
  await page.getByTestId('change-mobile').click();
  let form = page.getByTestId('change-mobile-form');
  await form.getByRole('button', { name: btn(tr('zh-CN', 'member', 'changeMobile.submit')) }).click();
  await expect(form.getByText(txt('zh-CN', 'rule.register.code.required')).first()).toBeVisible();
  await page.locator('input[name="mobile"]').fill('12345');
  await form.getByRole('button', { name: btn(tr('zh-CN', 'member', 'changeMobile.submit')) }).click();
  await expect(form.getByText(txt('zh-CN', 'rule.register.mobile.format'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/centre-changeMobile-zh-CN.png` });

  // English: the whole change.
  const m = (p: string) => tr('en', 'member', p);
  const started = Date.now();
  const { mobile, companyCode } = await signUpCompany(page, context, request, baseURL!, 'en', `e2e换号${Date.now().toString().slice(-6)}E`);
  const fresh = freshMobile('159');
  await page.goto('/memberCenter/accountSafe');
  await page.getByTestId('change-mobile').click();
  form = page.getByTestId('change-mobile-form');
  await page.getByTestId('send-oldSmsCode').click();
  await expect(form.getByText(/Please wait|wait/i).first()).toBeVisible();
  await page.waitForTimeout(Math.max(0, (E2E_SMS_RESEND_SECONDS + 2) * 1000 - (Date.now() - started)));
  await page.getByTestId('send-oldSmsCode').click();
  await expect(page.getByTestId('send-oldSmsCode')).toContainText(/\d+/);
  const oldCode = (await outbox(request, mobile)).find((i) => i.kind === 'sms')!.code!;
  await page.locator('input[name="oldSmsCode"]').fill(oldCode);
  await page.locator('input[name="mobile"]').fill(fresh);
  await page.getByTestId('send-smsCode').click();
  // A code to a number that is not yet the member's needs the picture captcha.
  await answerCaptchaDialog(page);
  await expect(page.getByTestId('send-smsCode')).toContainText(/\d+/);
  const newCode = (await outbox(request, fresh)).find((i) => i.kind === 'sms')!.code!;
  await page.locator('input[name="smsCode"]').fill(newCode);
  await page.screenshot({ path: `${SHOTS}/centre-changeMobile-en.png` });
  await form.getByRole('button', { name: m('changeMobile.submit') }).click();

  await expect(page).toHaveURL(/\/login\?reason=mobileChanged$/);
  await expect(page.getByText(tr('en', 'account', 'login.mobileChanged'))).toBeVisible();
  const login = async (mob: string) =>
    (await (await request.post('/api/', { data: { cmd: 'webMember/companyLogin', parameters: { mobile: mob, password: 'Plant2024x', companyCode } } })).json()) as {
      response?: unknown;
      error?: { errorCode: number };
    };
  expect((await login(mobile)).error?.errorCode).toBe(ErrorCode.refused);
  expect((await login(fresh)).response).toBeTruthy();
});
