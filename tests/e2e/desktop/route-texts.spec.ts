import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { ruleTexts } from '../../helpers/rule-texts';
import { SHOTS } from './account-support';

/**
 * Desktop texts load per route (each route's `ns`, the first paint only the shell's): a page
 * reached by a client-side navigation, and every page after a language switch, shows texts,
 * never a bare key ("news.eyebrow", "site:news.title", "rule.register.mobile.format").
 */
type Tree = { [k: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)));
const dir = 'src-shared/i18n/locales/zh-CN';
const keys = new Set<string>(Object.keys(ruleTexts()));
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const ns = f.slice(0, -5);
  for (const k of leaves(JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Tree)) {
    const bare = k.replace(/_(zero|one|two|few|many|other)$/, '');
    // A key shown bare is its path (with a dot) or, asked with its namespace, ns:path.
    if (bare.includes('.')) keys.add(bare);
    keys.add(`${ns}:${bare}`);
  }
}

async function expectNoBareKeys(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const shown = await page.locator('body').innerText();
  const tokens = shown.split(/[\s,，。、;；!！?？()（）"'“”「」]+/).map((t) => t.replace(/[.:：]+$/, ''));
  expect(
    tokens.filter((t) => keys.has(t)),
    `bare keys on ${where}`,
  ).toEqual([]);
}

test('a client-side navigation and a language switch show no bare keys', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.locator('main, #root').first()).toBeVisible();
  await expectNoBareKeys(page, '/ (zh-CN)');

  // Home (home) -> news (site), without a reload.
  await page.locator('header a[href="/news"]').first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expectNoBareKeys(page, '/news after a client-side navigation');

  // -> register (account, with the account rules texts), then switch language there.
  await page.locator('header a[href="/register"]').first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expectNoBareKeys(page, '/register after a client-side navigation');
  await page.getByTitle('切换语言').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('button[type="submit"]').first().click();
  await expectNoBareKeys(page, '/register in English, with its form errors');
  await page.screenshot({ path: `${SHOTS}/route-texts-register-en.png`, fullPage: true });

  // In English, -> news and back home: the other routes' namespaces load in the new language.
  await page.locator('header a[href="/news"]').first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expectNoBareKeys(page, '/news in English');
  await page.locator('header a[href="/"]').first().click();
  await expectNoBareKeys(page, '/ in English');
  await page.screenshot({ path: `${SHOTS}/route-texts-home-en.png` });
});
