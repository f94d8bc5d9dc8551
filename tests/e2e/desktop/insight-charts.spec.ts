import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../a11y/serious-violations';
import { signIn, SHOTS, tr, type Lang } from './fund-support';

/**
 * How the charts load (EChart.tsx): a chart in the first view (1366x768) draws at once, one
 * further down only when scrolled near, into a box of reserved height (no layout shift); the
 * tooltip comes with the first pointer over a chart; every chart has its figures in a table for
 * screen readers, in the page's language. Screenshots of both pages, first view and scrolled.
 */

const t = (lang: Lang, path: string, vars: Record<string, string | number> = {}) => tr(lang, path, vars, 'insight');

/** Sums the layout shifts the page has had so far (CLS without the session windows). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** The dashboard's charts grow in over ECharts' one-second animation: screenshots wait for its end. */
const settled = (page: Page) => page.waitForTimeout(1_200);
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

for (const lang of ['zh-CN', 'en'] as const) {
  test(`statistics: both charts in the first view draw at once, with their figures for screen readers (${lang})`, async ({ page, context, request, baseURL }) => {
    await watchShifts(page);
    await signIn(page, context, request, baseURL!, lang, '13800000001', 'C10000001');
    await page.goto('/dataStatistics');
    const trend = page.getByTestId('stats-trend');
    await expect(trend).toHaveAttribute('data-drawn', 'true');
    await expect(page.getByTestId('stats-breakdown')).toHaveAttribute('data-drawn', 'true');
    await expect(trend).toHaveAttribute('role', 'img');
    // The figures: a table per chart, its caption naming the chart, a row per day / per province.
    const trendTable = page.locator('table', { has: page.locator('caption', { hasText: t(lang, 'chart.data', { label: t(lang, 'stats.trendTitle', { scope: t(lang, 'stats.country'), days: 30 }) }) }) });
    await expect(trendTable.locator('tbody tr')).toHaveCount(30);
    await expect(trendTable.locator('thead th').first()).toHaveText(t(lang, 'stats.col.date'));
    const breakdown = page.locator('table', { has: page.locator('caption', { hasText: t(lang, 'stats.byProvince') }) }).first();
    await expect(breakdown.locator('tbody tr')).toHaveCount(8);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/insight-charts-stats-first-view-${lang}.png` });

    // The tooltip loads with the first pointer over a chart and then shows the hovered day.
    const box = (await trend.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(async () => {
      await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect(trend.locator('div', { hasText: t(lang, 'stats.devicesOn') }).last()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });

    await page.mouse.wheel(0, 600);
    await expect(page.getByTestId('stats-table')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/insight-charts-stats-scrolled-${lang}.png` });
    expect(await shifts(page)).toBeLessThan(0.01);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`dashboard: a chart below the first view draws when scrolled near, without a shift (${lang})`, async ({ page, context, request, baseURL }) => {
    await watchShifts(page);
    await signIn(page, context, request, baseURL!, lang, '13800000001', 'C10000001');
    // Equipment monitoring: a stat, a gauge and a pie in the first row, the trend and a bar below.
    await page.goto('/dashboard/index?visual=1');
    await expect(page.getByTestId('dashboard-detail')).toBeVisible();
    const charts = page.locator('[data-testid^="panel-"] [role="img"]');
    await expect(charts.first()).toHaveAttribute('data-drawn', 'true');
    await page.waitForLoadState('networkidle');
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/insight-charts-dashboard-first-view-${lang}.png` });
    const states = await charts.evaluateAll((els) => els.map((el) => ({ top: el.getBoundingClientRect().top, drawn: el.getAttribute('data-drawn') })));
    const fold = page.viewportSize()!.height;
    for (const s of states) if (s.top < fold) expect(s.drawn, `chart at ${s.top}px`).toBe('true');
    // Once scrolled to the bottom every chart is drawn, each with its figures beside it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    for (const c of await charts.all()) await expect(c).toHaveAttribute('data-drawn', 'true');
    await expect(page.locator('[data-testid^="panel-"] table caption')).toHaveCount(states.length);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/insight-charts-dashboard-scrolled-${lang}.png` });
    expect(await shifts(page)).toBeLessThan(0.01);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('dashboard: a chart well below the first view waits for the reader (en)', async ({ page, context, request, baseURL }) => {
  await signIn(page, context, request, baseURL!, 'en', '13800000001', 'C10000001');
  await page.setViewportSize({ width: 1366, height: 400 });
  await page.goto('/dashboard/index?visual=1');
  const last = page.locator('[data-testid^="panel-"] [role="img"]').last();
  await expect(page.locator('[data-testid^="panel-"] [role="img"]').first()).toHaveAttribute('data-drawn', 'true');
  await page.waitForLoadState('networkidle');
  // Its box is there at its final height, empty, until it comes near.
  await expect(last).toHaveAttribute('data-drawn', 'false');
  expect((await last.boundingBox())!.height).toBe(260);
  await expect(last.locator('svg')).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-drawn', 'true');
  await expect(last.locator('svg')).toHaveCount(1);
});
