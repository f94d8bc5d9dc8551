import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SHOTS, answerCaptchaDialog, api, h1, outboxCode, registerByApi, resendWindow, setLang, t, tokenCookie } from './account-support';

/**
 * /hwAuthorize, the unified third-party login, against the stand-in OpenID provider the gateway
 * serves outside production: a signed-out visitor signs in at the provider, links the account to
 * their member with the mobile and an SMS code, lands signed in where they came from; the next
 * sign-in needs no code. Once the member turns two-step verification on, the provider's sign-in is
 * followed by the code step (decision 0051). A forged callback ends on the explained failure, signed out.
 */

/** At the stand-in provider: a fresh account name (each run its own subject), or the session it remembers. */
async function signInAtProvider(page: Page, user: string) {
  await expect(page).toHaveURL(/\/oidc-standin\/interaction\//);
  await page.locator('input[name="user"]').fill(user);
  await page.getByRole('button', { name: '登录 / Sign in' }).click();
}

test('a signed-out visitor signs in with the stand-in provider, links their member by SMS, and next time signs in at once', async ({ page, context, request }) => {
  const zh = t('zh-CN', 'oidc');
  const member = await registerByApi(request, 'company');
  const user = `e2e-${Date.now()}`;

  await page.goto(`/hwAuthorize?redirect=${encodeURIComponent('/memberCenter')}`);
  await expect(h1(page)).toHaveText(zh('title'));
  await page.screenshot({ path: `${SHOTS}/oidc-providers-zh.png` });
  await page.getByRole('link', { name: zh('continueWith', { name: '演示身份平台' }) }).click();
  await signInAtProvider(page, user);

  // First time: the account is unknown, so the mobile is proven first.
  await expect(page).toHaveURL(/\/hwAuthorize\?step=link$/);
  await expect(h1(page)).toHaveText(zh('link.title', { provider: '演示身份平台' }));
  await expect(page.getByRole('main')).toContainText(user);
  await page.locator('input[name="mobile"]').fill(member.mobile);
  await resendWindow(page, member.smsSentAt);
  await page.getByRole('button', { name: t('zh-CN')('field.smsCode.send') }).click();
  await answerCaptchaDialog(page);
  await page.locator('input[name="smsCode"]').fill(await outboxCode(request, member.mobile));
  await page.screenshot({ path: `${SHOTS}/oidc-link-zh.png` });
  await page.getByRole('button', { name: zh('link.submit') }).click();

  // Signed in as that member, on the page the visitor came from.
  await expect(page).toHaveURL(/\/memberCenter$/);
  await expect(page.getByRole('main')).toContainText(member.companyName!);
  expect(await tokenCookie(context)).toBeTruthy();

  // Signed out; the next sign-in with the same account needs no code and returns to /news.
  const signInAgain = async () => {
    await context.clearCookies({ name: 'token' });
    await context.clearCookies({ name: 'refreshToken' });
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/hwAuthorize?redirect=${encodeURIComponent('/news')}`);
    await page.getByRole('link', { name: zh('continueWith', { name: '演示身份平台' }) }).click();
    // The provider remembers its own session; if it asks again, the same account.
    if (/\/oidc-standin\/interaction\//.test(page.url())) await signInAtProvider(page, user);
  };
  await signInAgain();
  await expect(page).toHaveURL(/\/news$/);
  await expect.poll(() => tokenCookie(context)).toBeTruthy();
  const info = await (await request.post('/api/', { data: { cmd: 'webMember/getMemberInfo', parameters: {}, token: await tokenCookie(context) } })).json();
  expect(info.response.mobile).toBe(member.mobile);

  // With two-step verification on, the provider's sign-in is the first step only: the code follows.
  const token = (await tokenCookie(context))!;
  const setup = await api<{ secret: string }>(request, 'security/totpSetup', {}, token);
  const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const { recoveryCodes } = await api<{ recoveryCodes: string[] }>(request, 'security/totpEnable', { code: totp.generate() }, token);
  await signInAgain();
  const step = page.getByTestId('two-step-login');
  await expect(step.getByRole('heading')).toHaveText(t('zh-CN')('twoStep.title'));
  expect(await tokenCookie(context)).toBeFalsy();
  await page.screenshot({ path: `${SHOTS}/oidc-two-step-zh.png` });
  // A recovery code (the app's code that turned it on could not be used again in this time-step).
  await step.getByRole('button', { name: t('zh-CN')('twoStep.useRecovery') }).click();
  await step.locator('input').first().fill(recoveryCodes[0]);
  await step.getByRole('button', { name: new RegExp(`^${[...t('zh-CN')('twoStep.submit')].join('\\s?')}$`) }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect.poll(() => tokenCookie(context)).toBeTruthy();
});

test('in English: the providers, the link form, and a forged callback that signs nobody in', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const en = t('en', 'oidc');
  await page.goto('/hwAuthorize');
  await expect(h1(page)).toHaveText(en('title'));
  await page.screenshot({ path: `${SHOTS}/oidc-providers-en.png` });
  await page.getByRole('link', { name: en('continueWith', { name: 'Demo identity provider' }) }).click();
  await signInAtProvider(page, `e2e-en-${Date.now()}`);
  await expect(h1(page)).toHaveText(en('link.title', { provider: 'Demo identity provider' }));
  await page.screenshot({ path: `${SHOTS}/oidc-link-en.png` });

  // A callback this browser did not start (a forged or stolen state).
  await page.goto('/auth/oidc/callback?code=stolen&state=forged');
  await expect(page).toHaveURL(/\/hwAuthorize\?oidcError=state/);
  await expect(h1(page)).toHaveText(en('error.title'));
  await expect(page.getByRole('alert')).toContainText(en('error.state'));
  expect(await tokenCookie(context)).toBeUndefined();
  await page.screenshot({ path: `${SHOTS}/oidc-error-en.png` });

  await setLang(context, baseURL!, 'zh-CN');
  await page.goto('/hwAuthorize?oidcError=unavailable');
  await expect(page.getByRole('alert')).toContainText(t('zh-CN', 'oidc')('error.unavailable'));
  await page.screenshot({ path: `${SHOTS}/oidc-error-zh.png` });
});
