import { expect, test, type Page } from '@playwright/test';

/**
 * H5 layout checks that screenshots once caught by eye: the four factory tabs stay on one line
 * each in English (at 375 and 320 px), the search placeholders fit their box, and the device
 * spec sheet has no English left in Chinese. Both languages on the phone project.
 */

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';

async function signInFieldAdmin(page: Page, baseURL: string, lang: 'zh-CN' | 'en') {
  const res = await page.request.post('/api/', { data: { cmd: 'webMember/personLogin', parameters: { mobile: '13800000008', password: 'Demo@1234' } } });
  const { token, refreshToken, ...profile } = ((await res.json()) as { response: Record<string, string> }).response;
  await page.context().addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'refreshToken', value: refreshToken, url: baseURL },
    { name: 'lang', value: lang, url: baseURL },
  ]);
  await page.goto('/mobile/login');
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
}

/** Lines a tab's label takes, and whether a search box's placeholder fits inside its padding. */
const tabLines = (page: Page) =>
  page.getByRole('tab').evaluateAll((tabs) =>
    tabs.map((tab) => {
      const range = document.createRange();
      range.selectNodeContents(tab);
      const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
      return { label: tab.textContent, lines: tops.size };
    }),
  );
const placeholderFits = (page: Page) =>
  page.locator('input[type="search"]').evaluate((input: HTMLInputElement) => {
    const s = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    return { text: input.placeholder, width: Math.ceil(ctx.measureText(input.placeholder).width), room };
  });

for (const lang of ['zh-CN', 'en'] as const) {
  test(`factory tabs on one line and the search placeholder whole (${lang})`, async ({ page, baseURL }) => {
    test.skip(test.info().project.name !== 'phone', 'one phone is enough');
    await signInFieldAdmin(page, baseURL!, lang);
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 760 });
      for (const tab of ['query', 'factoryQuery']) {
        await page.goto(`/mobile/certification/tab?tab=${tab}`);
        await expect(page.getByRole('tab')).toHaveCount(4);
        await expect(page.locator('input[type="search"]')).toBeVisible();
        for (const t of await tabLines(page)) expect(t, `${t.label} at ${width}px`).toMatchObject({ lines: 1 });
        const fit = await placeholderFits(page);
        expect(fit.width, `"${fit.text}" at ${width}px`).toBeLessThanOrEqual(fit.room);
        // What the box searches by is said under it, tied to the input.
        await expect(page.locator('input[type="search"]')).toHaveAttribute('aria-describedby', /.+/);
        if (width === 375) await page.screenshot({ path: `${SHOTS}/h5-factory-${tab}-${lang}.png` });
      }
    }
    // The document itself never scrolls sideways: a row of tabs that does not fit scrolls inside itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test(`device spec sheet in one language (${lang})`, async ({ page, baseURL }) => {
    test.skip(test.info().project.name !== 'phone', 'one phone is enough');
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    for (const model of ['IBX-100', 'IBX-200', 'IBX-300']) {
      await page.goto(`/mobile/device/${model}`);
      // The first table is the spec sheet (the page around it has the language switch's 中 / EN).
      const specs = page.locator('table').first();
      await expect(specs).toBeVisible();
      const text = (await specs.innerText()).replace(/\s+/g, ' ');
      if (lang === 'zh-CN') expect(text, model).not.toMatch(/DIN rail|typ\.|quad-core|optional|fanless|dry contact/);
      else expect(text, model).not.toMatch(/[\u4e00-\u9fff]/);
    }
    await page.goto('/mobile/device/IBX-100');
    await page.screenshot({ path: `${SHOTS}/h5-device-IBX-100-${lang}.png`, fullPage: true });
  });
}
