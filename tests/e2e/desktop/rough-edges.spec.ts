import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fund-support';

/**
 * Desktop layout checks that screenshots once caught by eye, in both languages: the dashboard
 * gauges' texts do not run into each other, charts draw their text in the UI's font, and a case
 * type with fewer than three cases keeps the cards' width and centres them.
 */

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';

/** Pairs of texts in a chart's SVG whose boxes overlap. */
const overlaps = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((panel) => {
    const boxes = Array.from(panel.querySelectorAll('svg text'))
      .map((t) => ({ text: t.textContent ?? '', r: t.getBoundingClientRect() }))
      .filter((b) => b.text.trim() && b.r.width > 0);
    const hits: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i].r, boxes[j].r];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) hits.push(`"${boxes[i].text}" × "${boxes[j].text}"`);
      }
    return hits;
  });

for (const lang of ['zh-CN', 'en'] as const) {
  test(`dashboard gauges: caption clear of the tick labels, chart text in the UI font (${lang})`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    await signIn(page, context, request, baseURL!, lang, '13800000001', 'C10000001');
    const uiFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    let gauges = 0;
    for (const visual of [1, 2, 3, 4]) {
      await page.goto(`/dashboard/index?visual=${visual}`);
      await expect(page.getByTestId('dashboard-detail')).toBeVisible();
      await expect(page.locator('[data-testid^="panel-"] svg text').first()).toBeVisible();
      // Each stored gauge: its value, caption and 0…100 labels all apart.
      for (const id of ['rate', 'oee', 'yield', 'done']) {
        const panel = page.getByTestId(`panel-${id}`);
        if (!(await panel.count())) continue;
        gauges++;
        await expect(panel.locator('svg text', { hasText: /^100$/ })).toBeVisible();
        expect(await overlaps(page, `panel-${id}`), `panel ${id}`).toEqual([]);
        await panel.screenshot({ path: `${SHOTS}/rough-gauge-${id}-${lang}.png` });
      }
      // ECharts' own default is plain sans-serif: every chart text takes the portal's font stack.
      const fonts = await page.locator('[data-testid^="panel-"] svg text').evaluateAll((ts) => [...new Set(ts.map((t) => getComputedStyle(t).fontFamily))]);
      for (const f of fonts) expect(f).toBe(uiFont);
    }
    expect(gauges).toBeGreaterThanOrEqual(2);
  });

  test(`home case rows: a short row keeps the card width and is centred (${lang})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="home-cases"]');
    await section.scrollIntoViewIfNeeded();
    const tabs = section.getByRole('tab');
    const counts: number[] = [];
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < (await tabs.count()); i++) {
      // Wait for the type's own cases (the previous type's stay on screen while they load).
      const loaded = i === 0 ? null : page.waitForResponse((r) => (r.request().postDataJSON() as { cmd?: string } | null)?.cmd === 'webCase/getCaseList');
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      if (loaded) await (await loaded).finished();
      await page.waitForTimeout(100);
      const grid = section.locator('ul[data-count]');
      await expect(grid).toBeVisible();
      await expect(section.locator('.ant-skeleton')).toHaveCount(0);
      const m = await grid.evaluate((ul) => {
        const g = ul.getBoundingClientRect();
        const cards = Array.from(ul.children).map((c) => c.getBoundingClientRect());
        return { n: cards.length, gridWidth: g.width, widths: cards.map((c) => c.width), left: cards[0].left - g.left, right: g.right - cards[cards.length - 1].right };
      });
      counts.push(m.n);
      const third = (m.gridWidth - 48) / 3;
      for (const w of m.widths) expect(Math.abs(w - third)).toBeLessThan(2);
      expect(Math.abs(m.left - m.right)).toBeLessThan(2);
      if (m.n < 3) await section.screenshot({ path: `${SHOTS}/rough-cases-${m.n}-${lang}.png` });
    }
    // The seeded cases include a type with fewer than three, so the short row is really seen.
    expect(Math.min(...counts)).toBeLessThan(3);
  });
}
