import { expect, test, type Page } from '@playwright/test';
import { rule, t } from '../desktop/account-support';

/**
 * The H5 forms' checks load on the form's first focus (components/form-kit-checks.ts): the first
 * paint brings neither zod nor the rest of the rule texts, and a submit before any focus still
 * shows the same messages (the submit waits for the checks). The phone runs it in Chinese, the
 * WeChat project in English.
 */

/** Every JS file the page has fetched so far, with whether it carries zod. */
function watchScripts(page: Page) {
  const seen: { url: string; zod: Promise<boolean> }[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js'))
      seen.push({
        url: r.url(),
        zod: r.text().then(
          (body) => body.includes('ZodError'),
          () => false,
        ),
      });
  });
  return {
    urls: () => seen.map((s) => s.url),
    zod: async () => (await Promise.all(seen.map((s) => s.zod))).some(Boolean),
  };
}

/** Submits the form without focusing anything in it (as a script or an assistive tool may). */
const submitUnfocused = (page: Page) =>
  page
    .locator('form')
    .first()
    .evaluate((f: HTMLFormElement) => f.requestSubmit());

test('registration paints without zod or the rule texts, and a submit before any focus shows the rules', async ({ page, baseURL }, testInfo) => {
  const en = testInfo.project.name === 'wechat';
  const lang = en ? 'en' : 'zh-CN';
  const tr = t(lang, 'wxRegister');
  const r = rule(lang);
  if (en) await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const scripts = watchScripts(page);
  await page.goto('/wx/register');
  await expect(page.getByRole('heading', { name: tr('register.enterprise.title') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scripts.zod()).toBe(false);
  expect(scripts.urls().some((u) => /h5-(zh-CN|en)-rest-/.test(u))).toBe(false);

  await submitUnfocused(page);
  await expect(page.locator('#reg-mobile-error')).toHaveText(r('rule.register.mobile.required'));
  await expect(page.locator('#reg-name-error')).toBeVisible();
  await expect(page.locator('#reg-workFunction-error')).toHaveText(r('rule.register.workFunction.required'));
  await expect(page.locator('#reg-agree-error')).toBeVisible();
  // No error line shows a bare key: the rule texts came with the checks.
  for (const line of await page.locator('.h5-login__error').allTextContents()) expect(line).not.toMatch(/^rule\./);
  // The first broken field has the focus, as before.
  await expect(page.locator('input[name="mobile"]')).toBeFocused();
  expect(await scripts.zod()).toBe(true);
});

test('unbinding by mobile checks a submit before any focus with the login rules', async ({ page, baseURL }, testInfo) => {
  const en = testInfo.project.name === 'wechat';
  const r = rule(en ? 'en' : 'zh-CN');
  if (en) await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const scripts = watchScripts(page);
  await page.goto('/wx/removePhoneBind');
  await expect(page.locator('input[name="mobile"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scripts.zod()).toBe(false);

  await submitUnfocused(page);
  await expect(page.locator('#unbind-mobile-error')).toHaveText(r('rule.login.mobile.required'));
  await expect(page.locator('#unbind-smsCode-error')).toHaveText(r('rule.forget.smsCode.required'));
  await expect(page.locator('input[name="mobile"]')).toBeFocused();
});
