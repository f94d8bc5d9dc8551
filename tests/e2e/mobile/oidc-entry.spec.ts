import { expect, test } from '@playwright/test';
import { seriousViolations } from '../a11y/serious-violations';
import { SHOTS, answerCaptchaDialog, outboxCode, registerByApi, resendWindow, setLang, t, tokenCookie } from '../desktop/account-support';

/**
 * The H5 login's way in: /wx/login offers "sign in with <provider>" for each configured provider;
 * the gateway brings an H5 way back through /h5/hwAuthorize, and the visitor lands signed in there.
 */

test.skip(({ userAgent }) => /MicroMessenger/.test(userAgent ?? ''), 'phone browser only');

test('from /wx/login: sign in with the provider, link by SMS, land on the H5 page it came from', async ({ page, context, request }) => {
  const zh = t('zh-CN', 'wx');
  const member = await registerByApi(request, 'personal');
  await page.goto(`/wx/login?redirect=${encodeURIComponent('/mobile')}`);
  const nav = page.getByRole('navigation', { name: zh('form.other.label') });
  const link = nav.getByRole('link', { name: zh('form.other.with', { name: '演示身份平台' }) });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/h5-login-oidc-zh.png`, fullPage: true });
  await link.click();
  await expect(page).toHaveURL(/\/oidc-standin\/interaction\//);
  await page.locator('input[name="user"]').fill(`e2e-h5-entry-${Date.now()}`);
  await page.getByRole('button', { name: '登录 / Sign in' }).click();

  await expect(page).toHaveURL(/\/h5\/hwAuthorize\?step=link$/);
  await page.locator('input[name="mobile"]').fill(member.mobile);
  await resendWindow(page, member.smsSentAt);
  await page.getByRole('button', { name: zh('form.smsCode.send') }).click();
  await answerCaptchaDialog(page);
  await page.locator('input[name="smsCode"]').fill(await outboxCode(request, member.mobile));
  await page.getByRole('button', { name: t('zh-CN', 'oidc')('link.submit') }).click();
  await expect(page).toHaveURL(/\/mobile$/);
  await expect.poll(() => tokenCookie(context)).toBeTruthy();
});

test('in English the H5 button names the provider in English', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const en = t('en', 'wx');
  await page.goto('/wx/login');
  const link = page.getByRole('navigation', { name: en('form.other.label') }).getByRole('link', { name: en('form.other.with', { name: 'Demo identity provider' }) });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toHaveAttribute('href', /\/auth\/oidc\/start\?provider=demo&redirect=%2F[^&]*&lang=en$/);
  await page.screenshot({ path: `${SHOTS}/h5-login-oidc-en.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
