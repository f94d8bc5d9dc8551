import { expect, test, type Page } from '@playwright/test';
import { authorizeRequest, demoApp, DEMO_APP, REDIRECT } from '../oauth-demo-app';
import { PASSWORD, SHOTS, h1, registerByApi, setLang, t } from './account-support';

/**
 * The portal as OpenID Connect provider, in Chromium: a signed-out member starts at the app's
 * authorization request, logs in, allows the app, and the app receives a code it redeems with its
 * PKCE verifier; the next request skips the screen (consent remembered) until the member withdraws
 * it in the member centre. The demo app (public client) is registered at 127.0.0.1:8080/authorize.
 */

const authorize = () => authorizeRequest('openid profile company', { nonce: true });

/** The list's loading veil gone and the page at its top, for a screenshot that shows the page as read. */
async function settled(page: Page) {
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function login(page: Page, lang: 'zh-CN' | 'en', mobile: string) {
  const tr = t(lang);
  await page.locator('input[name="mobile"]').fill(mobile);
  await expect(page.locator('input[name="companyCode"]')).not.toHaveValue('');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: tr('login.submit'), exact: true }).click();
}

for (const lang of ['zh-CN', 'en'] as const) {
  test(`consent, remembered, withdrawn (${lang})`, async ({ page, context, request, baseURL }) => {
    await setLang(context, baseURL!, lang);
    const sso = t(lang, 'sso');
    const member = await registerByApi(request, 'company');
    const arrived = await demoApp(context);

    const first = authorize();
    await page.goto(first.path);
    await expect(page).toHaveURL(/\/login\?redirect=%2Foauth%2Fauthorize/);
    await login(page, lang, member.mobile);

    await expect(h1(page)).toHaveText(sso('consent.title', { app: 'Industrial App Store' }));
    await expect(page.getByRole('main')).toContainText('http://127.0.0.1:8080');
    await expect(page.getByRole('main')).toContainText(member.companyName!);
    await expect(page.getByText(sso('scope.company'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/sso-consent-${lang}.png` });
    await page.getByRole('button', { name: sso('consent.allow') }).click();

    await expect.poll(() => arrived.length).toBe(1);
    const back = arrived[0];
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe(first.state);
    // The app redeems the code with its verifier at the token endpoint.
    const form = { grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: DEMO_APP, code_verifier: first.verifier };
    const tokens = await request.post('/oauth/token', { form });
    expect(tokens.status()).toBe(200);
    expect(await tokens.json()).toMatchObject({ token_type: 'Bearer', id_token: expect.any(String) });
    expect((await request.post('/oauth/token', { form })).status()).toBe(400);

    // Allowed before: straight back to the app, no screen.
    const second = authorize();
    await page.goto(second.path);
    await expect.poll(() => arrived.length).toBe(2);
    expect(arrived[1].searchParams.get('state')).toBe(second.state);
    // The app's page has loaded (a navigation started now would be cut short by it).
    await page.waitForURL(/127\.0\.0\.1:8080\/authorize/);

    await page.goto('/memberCenter/authorizedApps');
    await expect(h1(page)).toHaveText(sso('apps.title'));
    const item = page.locator('.ant-list-item', { hasText: 'Industrial App Store' });
    await expect(item).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/sso-authorized-apps-${lang}.png` });
    await item.getByRole('button', { name: sso('apps.revokeLabel', { app: 'Industrial App Store' }) }).click();
    // The confirmation pops up next to the button; a click that lands while it is still moving into
    // place leaves it open (seen once on a loaded runner), so the click is repeated until it takes.
    const ok = page.getByRole('button', { name: sso('apps.ok'), exact: true });
    await expect(async () => {
      if (await ok.isVisible()) await ok.click({ timeout: 2_000 });
      await expect(page.getByText(sso('apps.empty'))).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/sso-authorized-apps-empty-${lang}.png` });

    // Withdrawn: the app has to ask again.
    await page.goto(authorize().path);
    await expect(h1(page)).toHaveText(sso('consent.title', { app: 'Industrial App Store' }));
    await page.getByRole('button', { name: sso('consent.deny') }).click();
    await expect.poll(() => arrived.length).toBe(3);
    expect(arrived[2].searchParams.get('error')).toBe('access_denied');
  });
}

test('an unregistered redirect URI ends on the portal, never at the address', async ({ page, context, request, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const member = await registerByApi(request, 'company');
  const path = authorize().path.replace(encodeURIComponent(REDIRECT), encodeURIComponent(`${REDIRECT}/`));
  await page.goto(path);
  await login(page, 'en', member.mobile);
  await expect(h1(page)).toHaveText(t('en', 'sso')('consent.failed'));
  await expect(page.getByRole('alert')).toContainText('This redirect address is not registered for the application');
  expect(page.url()).toContain('/oauth/authorize');
});
