import { devices, test } from '@playwright/test';
import { routes } from '../../../src-mobile/app/routes';
import { api, checkRoute, report, setLang, signIn, trackNetwork, type Lang, type Problem } from './walk-support';

/**
 * Every H5 route, in both languages, on a phone with WeChat's user agent: no critical or serious
 * axe violation at 375 px and no sideways scroll at 375 or 320 px. Public routes signed out, the
 * member routes as the demo company's admin, the field-admin routes as the platform field admin.
 */

const WIDTHS = [375, 320];
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
/** Old document paths: they redirect to the device page, which the walk visits itself. */
const LEGACY = /^\/(doc|mobile\/box|mobile\/terminal|h5\/device)\//;
/** Leaves the build at once for WeChat's OAuth page (the stand-in's, outside the portal). */
const LEAVES = new Set(['/wx/openid']);

test.describe.configure({ mode: 'parallel' });

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`H5 routes in ${lang}: axe and overflow`, async ({ browser, baseURL }) => {
    test.setTimeout(600_000);
    const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
    const context = await browser.newContext({ ...iphone, userAgent: WECHAT_UA, bypassCSP: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await setLang(context, baseURL!, lang);
    const problems: Problem[] = [];
    const quiet = trackNetwork(page);
    let loaded = false;
    const visit = async (path: string) => {
      problems.push(...(await checkRoute(page, path, WIDTHS, quiet, loaded)).problems);
      loaded = true;
    };
    const table = routes.filter((r) => !LEGACY.test(r.path) && !LEAVES.has(r.path));

    let device: string | null = null;
    for (const r of table.filter((r) => r.guard === 'public')) {
      if (r.path === '/mobile/device/:model') {
        if (device) await visit(device);
        else problems.push({ path: r.path, what: 'no device link on /mobile/device' });
        continue;
      }
      await visit(r.path);
      if (r.path === '/mobile/device')
        device = await page
          .locator('a[href^="/mobile/device/"]')
          .first()
          .getAttribute('href', { timeout: 5_000 })
          .catch(() => null);
    }

    const member = await api<Record<string, unknown>>(page.request, 'webMember/companyLogin', { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' });
    await signIn(page, context, baseURL!, member);
    // The session is read when the document loads.
    loaded = false;
    for (const r of table.filter((r) => r.guard === 'member' || r.guard === 'enterprise')) await visit(r.path);

    const admin = await api<Record<string, unknown>>(page.request, 'webMember/personLogin', { mobile: '13800000008', password: 'Demo@1234' });
    await page.evaluate(() => localStorage.removeItem('portal.profile'));
    await signIn(page, context, baseURL!, admin);
    loaded = false;
    for (const r of table.filter((r) => r.guard === 'admin')) await visit(r.path);
    await context.close();
    report(problems);
  });
}
