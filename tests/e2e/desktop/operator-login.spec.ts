import { expect, test } from '@playwright/test';
import { btn, SHOTS, solveCaptcha, tr, txt, type Lang } from './centre-helpers';

/**
 * The console's login takes the member pages' picture captcha: a wrong answer is refused on the
 * field and a new picture is shown (every try spends one), clicking the picture shows another,
 * and the right answer signs in. Both languages.
 */
for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`operator login with the picture captcha (${lang})`, async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
    await ctx.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const op = await ctx.newPage();
    const o = (p: string) => tr(lang, 'operator', p);
    await op.goto('/operator');
    const img = op.locator('img[data-captcha-id]');
    await expect(img).toHaveAttribute('alt', tr(lang, 'account', 'field.captcha.alt'));
    await expect(op.getByLabel(tr(lang, 'account', 'field.captcha.label'))).toBeVisible();

    // Clicking the picture (a button with its own title) shows another.
    const first = (await img.getAttribute('data-captcha-id'))!;
    await op.getByRole('button', { name: tr(lang, 'account', 'field.captcha.alt') }).click();
    await expect(img).not.toHaveAttribute('data-captcha-id', first);

    // A wrong answer: refused on the field, and a new picture.
    await op.getByLabel(o('login.account')).fill('operator');
    await op.getByLabel(o('login.password')).fill('Operator@1234');
    const second = (await img.getAttribute('data-captcha-id'))!;
    await op.locator('input[name="captchaCode"]').fill('ZZZZ');
    await op.getByRole('button', { name: btn(o('login.submit')) }).click();
    await expect(op.getByText(txt(lang, 'general.verificationCodeIncorrect'))).toBeVisible();
    await expect(img).not.toHaveAttribute('data-captcha-id', second);
    await op.screenshot({ path: `${SHOTS}/operator-login-${lang}.png` });

    await solveCaptcha(op);
    await op.getByRole('button', { name: btn(o('login.submit')) }).click();
    await expect(op.getByRole('heading', { level: 1, name: o('title') })).toBeVisible();
    await ctx.close();
  });
}
