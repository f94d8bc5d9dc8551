import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';

/** H5 registration: the user agreement and the privacy policy open from the line that asks to accept them. */
type Lang = 'zh-CN' | 'en';
const load = (lang: Lang, ns: string) => JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/${ns}.json`, 'utf8'));

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`/wx/register opens the agreement and the privacy policy (${lang})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const parts = load(lang, 'wxRegister').register.agreeParts;
    const docs = load(lang, 'account').register.doc;
    await page.goto('/wx/register');
    for (const doc of ['agreement', 'privacy'] as const) {
      await page.getByRole('link', { name: parts[doc] }).click();
      const dialog = page.getByRole('dialog', { name: docs[doc].title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(docs[doc].body[0]);
      if (doc === 'agreement') await page.screenshot({ path: `${SHOTS}/h5-register-agreement-${lang}.png` });
      await dialog.getByRole('button', { name: parts.close }).click();
      await expect(dialog).toBeHidden();
    }
    // Reading the documents does not accept them.
    await expect(page.locator('input[name="agree"]')).not.toBeChecked();
  });
}
