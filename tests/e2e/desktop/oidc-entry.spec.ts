import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../a11y/serious-violations';
import { SHOTS, answerCaptchaDialog, h1, outboxCode, registerByApi, resendWindow, setLang, t, tokenCookie } from './account-support';
import { withoutInlineReads } from './inline-reads';

/**
 * The visible way in: /login offers "sign in with <provider>" for each configured provider and
 * keeps the way back; nothing when none is configured. The linked account then shows on the
 * member centre's account security page, where it is unlinked.
 */

async function signInAtProvider(page: Page, user: string) {
  await expect(page).toHaveURL(/\/oidc-standin\/interaction\//);
  await page.locator('input[name="user"]').fill(user);
  await page.getByRole('button', { name: '登录 / Sign in' }).click();
}

test('from /login: sign in with the provider, link by SMS, land on the way back; then see and unlink it in account security', async ({ page, context, request, baseURL }) => {
  const zh = t('zh-CN');
  const member = await registerByApi(request, 'company');
  await page.goto(`/login?redirect=${encodeURIComponent('/news')}`);
  const button = page.getByRole('navigation', { name: zh('login.other.label') }).getByRole('link', { name: zh('login.other.with', { name: '演示身份平台' }) });
  await expect(button).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-oidc-zh.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await button.click();
  await signInAtProvider(page, `e2e-entry-${Date.now()}`);

  await expect(page).toHaveURL(/\/hwAuthorize\?step=link$/);
  await page.locator('input[name="mobile"]').fill(member.mobile);
  await resendWindow(page, member.smsSentAt);
  await page.getByRole('button', { name: zh('field.smsCode.send') }).click();
  await answerCaptchaDialog(page);
  await page.locator('input[name="smsCode"]').fill(await outboxCode(request, member.mobile));
  await page.getByRole('button', { name: t('zh-CN', 'oidc')('link.submit') }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect.poll(() => tokenCookie(context)).toBeTruthy();

  // Account security lists the link; unlinking it leaves the empty state.
  await page.goto('/memberCenter/accountSafe');
  const section = page.getByTestId('linked-accounts');
  await expect(section.getByRole('heading', { name: '演示身份平台' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/account-linked-zh.png`, fullPage: true });

  await setLang(context, baseURL!, 'en');
  const en = t('en', 'member');
  await page.reload();
  await expect(section.getByRole('heading', { name: 'Demo identity provider' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-linked-en.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await section.getByRole('button', { name: en('linked.unlinkLabel', { provider: 'Demo identity provider' }) }).click();
  // A click that lands while the confirmation is still moving into place can miss: repeated until it takes.
  const ok = page.getByRole('tooltip').getByRole('button', { name: en('linked.unlink') });
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 2_000 });
    await expect(section.getByRole('status')).toHaveText(en('linked.empty'), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/account-linked-empty-en.png`, fullPage: true });
});

test('in English the button names the provider in English; with no provider configured none shows', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const en = t('en');
  await page.goto('/login');
  const nav = page.getByRole('navigation', { name: en('login.other.label') });
  await expect(nav.getByRole('link', { name: en('login.other.with', { name: 'Demo identity provider' }) })).toHaveAttribute('href', /\/auth\/oidc\/start\?provider=demo&redirect=%2FmemberCenter&lang=en$/);
  await page.screenshot({ path: `${SHOTS}/login-oidc-en.png`, fullPage: true });

  // A gateway with no provider configured answers an empty list: no section at all.
  await withoutInlineReads(page);
  await page.route('**/api/**', async (route) => {
    const body = route.request().postDataJSON() as { cmd?: string } | null;
    if (body?.cmd === 'oidcLogin/providers') return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ response: [] }) });
    return route.continue();
  });
  await page.reload();
  await expect(h1(page)).toHaveText(en('login.title.default'));
  await expect(page.getByRole('button', { name: en('login.submit'), exact: true })).toBeVisible();
  await expect(nav).toHaveCount(0);
  await expect(page.getByText(en('login.other.more'))).toHaveCount(0);
});
