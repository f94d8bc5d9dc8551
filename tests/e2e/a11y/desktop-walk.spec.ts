import { test } from '@playwright/test';
import { routes } from '../../../src-desktop/app/routes';
import { api, checkRoute, report, setLang, signIn, trackNetwork, type Lang, type Problem } from './walk-support';

/**
 * Every desktop route, in both languages: no critical or serious axe violation (WCAG 2.2 A/AA
 * rules) at 1440 px, and no sideways scroll at 1440 or 1280 px. Public routes are visited signed
 * out (login and registration as a visitor sees them), then the member routes signed in as the
 * certified demo company's admin (which opens every member, enterprise and fund page).
 */

const WIDTHS = [1440, 1280];
/** A second path of the same page. */
const SAME_PAGE = new Set(['/noPage']);
/** Detail pages: the path is taken from the first link of their list page, visited before them. */
const FROM_LIST: Record<string, string> = { '/news/detail': '/news', '/case/detail': '/case' };

test.describe.configure({ mode: 'parallel' });

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`desktop routes in ${lang}: axe and overflow`, async ({ browser, baseURL }) => {
    test.setTimeout(900_000);
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await setLang(context, baseURL!, lang);
    const problems: Problem[] = [];
    const details = new Map<string, string>();
    const quiet = trackNetwork(page);
    let loaded = false;
    const visit = async (path: string) => {
      const r = await checkRoute(page, path, WIDTHS, quiet, loaded);
      loaded = true;
      problems.push(...r.problems);
      for (const [detail, list] of Object.entries(FROM_LIST)) {
        if (list !== path || details.has(detail)) continue;
        const href = await page
          .locator(`a[href^="${detail}?"]`)
          .first()
          .getAttribute('href', { timeout: 5_000 })
          .catch(() => null);
        if (href) details.set(detail, href);
        else problems.push({ path: detail, what: `no link to it on ${list}` });
      }
    };
    const table = routes.filter((r) => !SAME_PAGE.has(r.path));
    for (const r of table.filter((r) => r.guard === 'public')) await visit(details.get(r.path) ?? r.path);

    const login = await api<Record<string, unknown>>(page.request, 'webMember/companyLogin', { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' });
    await signIn(page, context, baseURL!, login);
    // The session is read when the document loads.
    loaded = false;
    for (const r of table.filter((r) => r.guard !== 'public')) await visit(r.path);
    await context.close();
    report(problems);
  });
}
