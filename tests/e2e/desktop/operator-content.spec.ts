import { expect, test, type Page } from '@playwright/test';
import { btn, confirmPopover, operatorPage, SHOTS, tr, txt, type Lang } from './centre-helpers';

/**
 * The content editor end to end: the operator creates a news item (unpublished, so not
 * on /news), publishes it (listed, and its page renders with the script payload stripped),
 * then unpublishes it (gone again). The journey runs in English; the Chinese console is
 * checked for its labels and screenshotted.
 */

const o = (lang: Lang, p: string, v?: Record<string, string | number>) => tr(lang, 'opcontent', p, v);

/** The public news list in a visitor's page, once the list (or its empty state) has loaded. */
async function newsTitles(page: Page) {
  await page.goto('/news?lang=en');
  const list = page.getByTestId('news-list');
  await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
  return list.getByRole('heading', { level: 2 }).allInnerTexts();
}

test('operator creates, publishes and unpublishes a news item (en)', async ({ browser, baseURL, page }) => {
  const lang: Lang = 'en';
  const stamp = Date.now().toString().slice(-6);
  const titleEn = `Line 3 retrofit cuts changeover time ${stamp}`;
  const { op, ctx } = await operatorPage(browser, baseURL!, lang);

  await op.getByRole('tab', { name: o(lang, 'tab') }).click();
  await expect(op.getByRole('radio', { name: o(lang, 'kind.news') })).toBeChecked();
  await expect(op.getByRole('columnheader', { name: o(lang, 'col.state') })).toBeVisible();
  await op.getByRole('button', { name: btn(o(lang, 'create')) }).click();
  const drawer = op.getByRole('dialog', { name: o(lang, 'createKind', { kind: o(lang, 'kind.news') }) });
  await expect(drawer).toBeVisible();

  // The contract's rules run in the browser: an empty form is refused with the server's texts.
  await drawer.getByRole('button', { name: o(lang, 'save') }).click();
  await expect(drawer.getByText('This field is required').first()).toBeVisible();
  await drawer.getByLabel(o(lang, 'field.coverUrl')).fill('javascript:alert(1)');
  await drawer.getByLabel(o(lang, 'field.titleZh')).click();
  await expect(drawer.getByText('Enter a site path starting with / or an https:// address')).toBeVisible();
  await drawer.getByLabel(o(lang, 'field.coverUrl')).fill('');

  await drawer.getByLabel(o(lang, 'field.titleZh')).fill(`三号线改造缩短换型时间 ${stamp}`);
  await drawer.getByLabel(o(lang, 'field.titleEn')).fill(titleEn);
  await drawer.getByLabel(o(lang, 'field.summaryZh')).fill('换型时间从四十分钟降到十二分钟。');
  await drawer.getByLabel(o(lang, 'field.summaryEn')).fill('Changeover time fell from forty minutes to twelve.');
  await drawer.getByLabel(o(lang, 'field.bodyZh')).fill('<p>改造<strong>完成</strong>。</p><script>window.__pwned = 1</script>');
  await drawer.getByLabel(o(lang, 'field.bodyEn')).fill('<h2>What changed</h2><p>Quick-change fixtures.</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2" alt="fixture">');
  await drawer.getByLabel(o(lang, 'field.sourceZh')).fill('运营中心');
  await drawer.getByLabel(o(lang, 'field.sourceEn')).fill('Operations');
  // The preview is sanitized too: the heading shows, nothing runs.
  await expect(drawer.getByRole('region', { name: o(lang, 'preview', { lang: o(lang, 'en') }) }).getByRole('heading', { name: 'What changed' })).toBeVisible();
  expect(await op.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await op.screenshot({ path: `${SHOTS}/operator-content-form-${lang}.png` });
  await drawer.getByRole('button', { name: o(lang, 'save') }).click();
  await expect(drawer).toBeHidden();

  const row = op.getByRole('row').filter({ hasText: titleEn });
  // Exact: 'Published' is also inside 'Unpublished'.
  await expect(row.getByText(o(lang, 'draft'), { exact: true })).toBeVisible();
  await op.screenshot({ path: `${SHOTS}/operator-content-list-${lang}.png` });
  expect(await newsTitles(page)).not.toContain(titleEn);

  // Publish: listed first on /news, the article renders without the payload.
  await row.getByRole('button', { name: `${o(lang, 'publish')} ${titleEn}` }).click();
  await confirmPopover(op, btn(o(lang, 'yes')), row.getByText(o(lang, 'published'), { exact: true }));
  expect(await newsTitles(page)).toContain(titleEn);
  await page.getByRole('link', { name: titleEn }).click();
  await expect(page.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
  const article = page.locator('article');
  await expect(article.getByRole('heading', { name: 'What changed' })).toBeVisible();
  await expect(article.getByText('Quick-change fixtures.')).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  const detailUrl = page.url();

  // Edit keeps the publication; the new title is live.
  await row.getByRole('button', { name: o(lang, 'editItem', { name: titleEn }) }).click();
  const edit = op.getByRole('dialog', { name: /#\d+/ });
  await expect(edit.getByLabel(o(lang, 'field.titleEn'))).toHaveValue(titleEn);
  const edited = `${titleEn} (update)`;
  await edit.getByLabel(o(lang, 'field.titleEn')).fill(edited);
  await edit.getByRole('button', { name: o(lang, 'save') }).click();
  await expect(edit).toBeHidden();
  const editedRow = op.getByRole('row').filter({ hasText: edited });
  await expect(editedRow.getByText(o(lang, 'published'), { exact: true })).toBeVisible();
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

  // Unpublish: gone from the list, its page is the not-found state.
  await editedRow.getByRole('button', { name: `${o(lang, 'unpublish')} ${edited}` }).click();
  await confirmPopover(op, btn(o(lang, 'yes')), editedRow.getByText(o(lang, 'draft'), { exact: true }));
  expect(await newsTitles(page)).not.toContain(edited);
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'News item not found' })).toBeVisible();
  await ctx.close();
});

test('the editor in Chinese: kinds, columns and the case form', async ({ browser, baseURL }) => {
  const lang: Lang = 'zh-CN';
  const { op, ctx } = await operatorPage(browser, baseURL!, lang);
  await op.getByRole('tab', { name: o(lang, 'tab') }).click();
  await op.getByText(o(lang, 'kind.case'), { exact: true }).click();
  await expect(op.getByRole('radio', { name: o(lang, 'kind.case') })).toBeChecked();
  await expect(
    op
      .getByRole('row')
      .filter({ hasText: o(lang, 'published') })
      .first(),
  ).toBeVisible();
  await expect(op.locator('.ant-spin-spinning')).toHaveCount(0);
  await op.screenshot({ path: `${SHOTS}/operator-content-list-${lang}.png` });
  await op.getByRole('button', { name: btn(o(lang, 'create')) }).click();
  const drawer = op.getByRole('dialog', { name: o(lang, 'createKind', { kind: o(lang, 'kind.case') }) });
  await expect(drawer.getByLabel(o(lang, 'field.companyZh'))).toBeVisible();
  await drawer.getByRole('button', { name: btn(o(lang, 'save')) }).click();
  await expect(drawer.getByText('此项为必填项').first()).toBeVisible();
  await op.screenshot({ path: `${SHOTS}/operator-content-form-${lang}.png` });
  await drawer.getByRole('button', { name: btn(o(lang, 'cancel')) }).click();
  await expect(drawer).toBeHidden();

  // A notice asks for its link address only when it contains a link.
  await op.getByText(o(lang, 'kind.notice'), { exact: true }).click();
  await op.getByRole('button', { name: btn(o(lang, 'create')) }).click();
  const notice = op.getByRole('dialog', { name: o(lang, 'createKind', { kind: o(lang, 'kind.notice') }) });
  await expect(notice.getByLabel(o(lang, 'field.labelZh'))).toBeVisible();
  await expect(notice.getByLabel(o(lang, 'field.linkAddress'))).toHaveCount(0);
  await notice.getByRole('switch', { name: o(lang, 'field.containLinks') }).click();
  await notice.getByRole('button', { name: btn(o(lang, 'save')) }).click();
  await expect(notice.getByText(txt(lang, 'rule.content.link'))).toBeVisible();
  await op.screenshot({ path: `${SHOTS}/operator-content-notice-${lang}.png` });
  await ctx.close();
});
