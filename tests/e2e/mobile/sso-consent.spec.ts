import { expect, test } from '@playwright/test';
import { authorizeRequest, demoApp, DEMO_APP, REDIRECT } from '../oauth-demo-app';
import { seriousViolations } from '../a11y/serious-violations';
import { PASSWORD, SHOTS, registerByApi, setLang, t } from '../desktop/account-support';

/**
 * The portal as OpenID provider on a phone: an app's /oauth/authorize is answered by the H5 consent
 * page (same query); a signed-out member logs in on /wx/login, comes back, allows the app, and the
 * app gets its code (and a refresh token for offline_access); "deny" answers access_denied.
 */

test.skip(({ userAgent }) => /MicroMessenger/.test(userAgent ?? ''), 'phone browser only');

for (const lang of ['zh-CN', 'en'] as const) {
  test(`a phone's authorization request: H5 login, consent, code and refresh token (${lang})`, async ({ page, context, request, baseURL }) => {
    await setLang(context, baseURL!, lang);
    const sso = t(lang, 'sso');
    const mobile = t(lang, 'wx');
    const member = await registerByApi(request, 'personal');
    const arrived = await demoApp(context);

    const first = authorizeRequest('openid profile offline_access');
    await page.goto(first.path);
    await expect(page).toHaveURL(/\/wx\/login\?redirect=%2Fh5%2Foauth%2Fauthorize/);
    await page.getByRole('tab', { name: mobile('form.tab.personal') }).click();
    await page.locator('input[name="mobile"]').fill(member.mobile);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: mobile('form.submit'), exact: true }).click();

    await expect(page).toHaveURL(/\/h5\/oauth\/authorize\?/);
    await expect(page.getByRole('heading', { level: 1, name: sso('consent.title', { app: 'Industrial App Store' }) })).toBeVisible();
    await expect(page.getByText('http://127.0.0.1:8080')).toBeVisible();
    await expect(page.getByText(sso('scope.offline_access'))).toBeVisible();
    // Nothing sideways on a 375-390 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The login's toast gone first, so the picture shows the page as read.
    await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 5_000 });
    await page.screenshot({ path: `${SHOTS}/h5-consent-${lang}.png`, fullPage: true });
    // The login's toast loads lazily and may show late: the page is checked without it.
    expect(await seriousViolations(page, ['.adm-toast-mask'])).toEqual([]);
    await page.getByRole('button', { name: sso('consent.allow') }).click();

    await expect.poll(() => arrived.length).toBe(1);
    // The app's page has loaded before the next request, or its late commit interrupts that navigation.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:8080\/authorize\?/);
    expect(arrived[0].searchParams.get('state')).toBe(first.state);
    const form = { grant_type: 'authorization_code', code: arrived[0].searchParams.get('code')!, redirect_uri: REDIRECT, client_id: DEMO_APP, code_verifier: first.verifier };
    const tokens = await request.post('/oauth/token', { form });
    expect(tokens.status()).toBe(200);
    const body = (await tokens.json()) as { refresh_token?: string };
    expect(body.refresh_token).toBeTruthy();
    const refreshed = await request.post('/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: body.refresh_token!, client_id: DEMO_APP } });
    expect(refreshed.status()).toBe(200);

    // A wider request asks again; "deny" answers the app with access_denied.
    const second = authorizeRequest('openid profile phone');
    await page.goto(second.path);
    await page.getByRole('button', { name: sso('consent.deny') }).click();
    await expect.poll(() => arrived.length).toBe(2);
    expect(arrived[1].searchParams.get('error')).toBe('access_denied');
    expect(arrived[1].searchParams.get('state')).toBe(second.state);
  });
}
