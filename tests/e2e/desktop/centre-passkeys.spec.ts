import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PASSWORD, SHOTS, api, registerByApi, t, type Lang } from './account-support';
import { seriousViolations } from '../a11y/serious-violations';
import { btn } from './centre-helpers';
import { companyLogin, type LoginAnswer } from './session-support';

/**
 * Passkeys on the desktop (decision 0054) with Chromium's virtual WebAuthn authenticator (the
 * DevTools protocol's): add one on the two-step page, log out, sign in with it (no password, no
 * code), then use it as the second step after a password; rename and remove it. Both languages,
 * each with a fresh member. WebAuthn refuses an IP address as the relying party, so these pages
 * are opened as http://localhost:<port> (a secure context), not the suite's 127.0.0.1.
 */

test.describe.configure({ mode: 'serial' });

const m = (lang: Lang) => t(lang, 'passkey');
const acc = (lang: Lang) => t(lang, 'account');

/** The same server, by name. */
const localOf = (baseURL: string) => baseURL.replace('127.0.0.1', 'localhost');

async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** A fresh company member with TOTP on (passkeys come on top of it), signed in through the API. */
async function freshMemberWithTotp(request: Parameters<typeof registerByApi>[0]) {
  const member = await registerByApi(request, 'company');
  const login = await companyLogin(request, member.mobile, member.companyCode!, PASSWORD);
  const setup = await api<{ secret: string }>(request, 'security/totpSetup', {}, login.token);
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  await api(request, 'security/totpEnable', { code }, login.token);
  return { member, login };
}

/** Signs the page in at `origin` with a login answer, as the login page would. */
async function adopt(page: Page, context: BrowserContext, origin: string, lang: Lang, login: LoginAnswer) {
  const { token, refreshToken, ...profile } = login;
  await context.addCookies([
    { name: 'token', value: token, url: origin },
    { name: 'refreshToken', value: refreshToken, url: origin },
    { name: 'lang', value: lang, url: origin },
  ]);
  await page.goto(`${origin}/NoPage`);
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
}

async function logout(page: Page, context: BrowserContext, origin: string, lang: Lang) {
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await context.addCookies([{ name: 'lang', value: lang, url: origin }]);
}

for (const lang of ['zh-CN', 'en'] as const) {
  test(`add a passkey, sign in with it, and use it as the second step (${lang})`, async ({ page, context, request, baseURL }) => {
    const origin = localOf(baseURL!);
    const mt = m(lang);
    const at = acc(lang);
    const { member, login } = await freshMemberWithTotp(request);
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page);

    // The two-step page: none yet; add one under a name.
    await adopt(page, context, origin, lang, login);
    await page.goto(`${origin}/memberCenter/twoStep`);
    const section = page.getByTestId('passkeys');
    await expect(section.getByRole('heading', { name: mt('title') })).toBeVisible();
    await expect(section.getByTestId('passkeys-empty')).toHaveText(mt('empty'));
    // A name is asked for first.
    await section.getByTestId('passkey-add').click();
    await expect(section.getByRole('alert')).toContainText(mt('nameRequired'));
    await section.getByLabel(mt('nameLabel')).fill(lang === 'en' ? 'Work laptop' : '办公电脑');
    await section.getByTestId('passkey-add').click();
    const item = section.getByTestId('passkey-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(lang === 'en' ? 'Work laptop' : '办公电脑');
    await expect(item).toContainText(mt('neverUsed'));
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);
    // The pointer rests on "Add a passkey" from its click: its hover colour is not the page's.
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/centre-passkeys-added-${lang}.png`, fullPage: true });
    expect(await seriousViolations(page, ['.ant-message'])).toEqual([]);

    // Log out; the login page offers the passkey; one touch signs in (both factors at once).
    await logout(page, context, origin, lang);
    await page.goto(`${origin}/login`);
    const passkeyButton = page.getByTestId('passkey-sign-in');
    await expect(passkeyButton).toHaveText(new RegExp(`^${[...at('login.passkey')].join('\\s?')}$`));
    await page.screenshot({ path: `${SHOTS}/login-passkey-${lang}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await passkeyButton.click();
    await expect(page).toHaveURL(/\/memberCenter$/);

    // The passkey now shows its last use.
    await page.goto(`${origin}/memberCenter/twoStep`);
    await expect(page.getByTestId('passkey-item')).not.toContainText(mt('neverUsed'));

    // Log out; a password sign-in asks for the second step, and the passkey answers it.
    await logout(page, context, origin, lang);
    await page.goto(`${origin}/login`);
    await page.locator('input[name="mobile"]').fill(member.mobile);
    await expect(page.locator('input[name="companyCode"]')).not.toHaveValue('');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: new RegExp(`^${[...at('login.submit')].join('\\s?')}$`) }).click();
    const step = page.getByTestId('two-step-login');
    await expect(step).toBeVisible();
    await expect(step.getByTestId('two-step-passkey')).toHaveText(new RegExp(`^${[...at('twoStep.usePasskey')].join('\\s?')}$`));
    await page.screenshot({ path: `${SHOTS}/login-two-step-passkey-${lang}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await step.getByTestId('two-step-passkey').click();
    await expect(page).toHaveURL(/\/memberCenter$/);

    // Rename with the keyboard, then remove after the confirmation.
    await page.goto(`${origin}/memberCenter/twoStep`);
    const row = page.getByTestId('passkey-item');
    await row.getByRole('button', { name: mt('renameAction', { name: lang === 'en' ? 'Work laptop' : '办公电脑' }) }).click();
    const nameInput = page.getByRole('textbox', { name: mt('renameLabel', { name: lang === 'en' ? 'Work laptop' : '办公电脑' }) });
    await nameInput.fill('YubiKey');
    await nameInput.press('Enter');
    await expect(page.getByTestId('passkey-item')).toContainText('YubiKey');
    // The keyboard opens the confirmation too.
    await page.getByRole('button', { name: mt('removeAction', { name: 'YubiKey' }) }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(mt('removeConfirm', { name: 'YubiKey' }))).toBeVisible();
    // The pointer still rests on "Rename" from its click: its hover colour is not the page's.
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/centre-passkeys-remove-${lang}.png`, fullPage: true });
    expect(await seriousViolations(page, ['.ant-message'])).toEqual([]);
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: btn(mt('remove')) })
      .click();
    await expect(page.getByTestId('passkeys-empty')).toBeVisible();
  });
}
