import { expect, test } from '@playwright/test';
import { answerCaptchaDialog, PASSWORD, SHOTS, api, apiError, h1, outboxCode, registerByApi, resendWindow, rule, setLang, t, tokenCookie, uiPasswordLogin } from './account-support';
import { ErrorCode } from '#shared/contract/errors';

/**
 * Sessions and passwords on the desktop: an expired login leading to the login dialog and back,
 * change password then logging in with the new one, and forgot password in three steps (with
 * the picture captcha and SMS code read from the dev outbox). Members are registered first; the
 * forgot-password test runs last, once the number's 60-second SMS resend window has passed.
 */

test.describe.configure({ mode: 'serial' });

let forgetter: Awaited<ReturnType<typeof registerByApi>>;
let changer: Awaited<ReturnType<typeof registerByApi>>;

test.beforeAll(async ({ request }) => {
  forgetter = await registerByApi(request, 'personal');
  changer = await registerByApi(request, 'company');
});

test('a login ended on the server leads to the login dialog, which logs in again and comes back', async ({ page, context, request }) => {
  const zh = t('zh-CN');
  const common = t('zh-CN', 'common');
  await uiPasswordLogin(page, 'zh-CN', { mobile: changer.mobile, password: PASSWORD, redirect: '/memberCenter/changePass' });
  await expect(h1(page)).toHaveText(zh('changePass.title'));
  // The page's own first calls answered before the logout: one still on its way (a loaded machine)
  // would be refused on this page, which then asks for the login here and drops the session, and
  // the reload below would start signed out (the login page) instead of with a refused token.
  await page.waitForLoadState('networkidle');

  // Every session of the member ends elsewhere (as a logout on another device does).
  await api(request, 'webMember/logout', {}, await tokenCookie(context));
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(common('session.expiredTitle'));
  await page.waitForTimeout(400); // the dialog's zoom-in, for the screenshot only
  await page.screenshot({ path: `${SHOTS}/account-session-expired-zh.png` });
  // The dialog holds the login form itself; logging in there reloads the same page.
  await dialog.locator('input[name="mobile"]').fill(changer.mobile);
  await expect(dialog.locator('input[name="companyCode"]')).not.toHaveValue('');
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.getByRole('button', { name: new RegExp(`^${[...zh('login.submit')].join('\\s?')}$`) }).click();
  await expect(page).toHaveURL(/\/memberCenter\/changePass$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(h1(page)).toHaveText(zh('changePass.title'));
});

test('change password (English): wrong old password, mismatch, then every session ends and the new password works', async ({ page, context, baseURL, request }) => {
  await setLang(context, baseURL!, 'en');
  const en = t('en');
  const r = rule('en');
  const NEW = 'Turbine2025q';
  await uiPasswordLogin(page, 'en', { mobile: changer.mobile, password: PASSWORD, redirect: '/memberCenter/changePass' });
  const oldToken = await tokenCookie(context);
  await expect(h1(page)).toHaveText(en('changePass.title'));
  await page.getByRole('button', { name: en('changePass.submit') }).click();
  await expect(page.getByText(r('rule.changePass.oldPassword.required'))).toBeVisible();
  await expect(page.getByText(r('rule.changePass.newPassword.required'))).toBeVisible();

  await page.locator('input[name="oldPassword"]').fill('Wrong12345');
  await page.locator('input[name="newPassword"]').fill(NEW);
  await page.locator('input[name="confirmPassword"]').fill(NEW + 'x');
  await page.getByRole('button', { name: en('changePass.submit') }).click();
  await expect(page.getByText(r('rule.changePass.confirm.match'))).toBeVisible();
  await page.locator('input[name="confirmPassword"]').fill(NEW);
  await page.getByRole('button', { name: en('changePass.submit') }).click();
  await expect(page.getByText(r('member.oldPassword.incorrect'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-changepass-en.png` });

  await page.locator('input[name="oldPassword"]').fill(PASSWORD);
  await page.getByRole('button', { name: en('changePass.submit') }).click();
  await expect(page).toHaveURL(/\/login\?reason=passwordChanged$/);
  await expect(page.getByText(en('login.passwordChanged'))).toBeVisible();
  expect(await tokenCookie(context)).toBeUndefined();
  expect((await apiError(request, 'webMember/getMemberInfo', {}, oldToken))?.errorCode).toBe(ErrorCode.tokenInvalid);
  await page.screenshot({ path: `${SHOTS}/account-login-after-change-en.png` });

  // The old password no longer works; the new one does.
  expect((await apiError(request, 'webMember/personLogin', { mobile: changer.mobile, password: PASSWORD }))?.errorCode).toBe(ErrorCode.refused);
  await page.locator('input[name="mobile"]').fill(changer.mobile);
  await expect(page.locator('input[name="companyCode"]')).not.toHaveValue('');
  await page.locator('input[name="password"]').fill(NEW);
  await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);
});

test('forgot password in three steps, then the login with the new password', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  const zh = t('zh-CN');
  const r = rule('zh-CN');
  const NEW = 'Forge2025k';

  // The service-hub skin of the same flow, in English (looked at only).
  await setLang(context, baseURL!, 'en');
  await page.goto('/ish-forget');
  await expect(h1(page)).toHaveText(t('en')('forget.title'));
  await expect(page.locator('[data-skin="ish"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-ish-forget-en.png` });
  await setLang(context, baseURL!, 'zh-CN');

  await page.goto('/forget');
  await expect(h1(page)).toHaveText(zh('forget.title'));
  await page.getByRole('button', { name: zh('forget.next') }).click();
  await expect(page.getByText(r('rule.forget.mobile.required'))).toBeVisible();
  await expect(page.getByText(r('rule.forget.imageCode.required'))).toBeVisible();
  await expect(page.getByText(r('rule.forget.smsCode.required'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-forget-zh.png` });

  await resendWindow(page, forgetter.smsSentAt);
  await page.locator('input[name="mobile"]').fill(forgetter.mobile);
  await page.getByRole('button', { name: zh('field.smsCode.send') }).click();
  // The SMS code has a picture captcha of its own (the form's is spent by the next step).
  await answerCaptchaDialog(page);
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const sms = await outboxCode(request, forgetter.mobile);

  // A wrong picture code is refused (and spends the captcha: a new one is shown).
  const captchaImg = page.locator('img[data-captcha-id]');
  const firstId = await captchaImg.getAttribute('data-captcha-id');
  await page.locator('input[name="captchaCode"]').fill('ZZZZ');
  await page.locator('input[name="smsCode"]').fill(sms);
  await page.getByRole('button', { name: zh('forget.next') }).click();
  await expect(page.getByText(r('rule.forget.imageCode.incorrect'))).toBeVisible();
  await expect(captchaImg).not.toHaveAttribute('data-captcha-id', firstId!);

  const captchaId = (await captchaImg.getAttribute('data-captcha-id'))!;
  await page.locator('input[name="captchaCode"]').fill(await outboxCode(request, captchaId, 'captcha'));
  await page.getByRole('button', { name: zh('forget.next') }).click();

  // Step 2: the new password.
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await page.locator('input[name="password"]').fill(NEW);
  await page.locator('input[name="confirmPassword"]').fill('Different1');
  await page.getByRole('button', { name: zh('forget.confirm') }).click();
  await expect(page.getByText(r('rule.changePass.confirm.match'))).toBeVisible();
  await page.locator('input[name="confirmPassword"]').fill(NEW);
  await page.screenshot({ path: `${SHOTS}/account-forget-step2-zh.png` });
  await page.getByRole('button', { name: zh('forget.confirm') }).click();

  // Step 3: done, then the login page by itself.
  await expect(h1(page)).toHaveText(zh('forget.done.title'));
  await expect(page.getByRole('status')).toContainText(/秒后自动跳转到登录页/);
  await page.screenshot({ path: `${SHOTS}/account-forget-done-zh.png` });
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });

  await page.getByRole('tab', { name: zh('login.tab.personal') }).click();
  await page.locator('input[name="mobile"]').fill(forgetter.mobile);
  await page.locator('input[name="password"]').fill(NEW);
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/memberCenter$/);
});
