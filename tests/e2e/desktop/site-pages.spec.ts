import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';

/**
 * The public site against the production build: every route in both languages
 * (title, one h1, the data-driven sections), news category and paging, unknown ids,
 * the order flow view and developer registration. Screenshots go to SHOTS_DIR.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

type Lang = 'zh-CN' | 'en';
type Tree = { [k: string]: string | Tree };
const locale = (lang: Lang, area: string) => JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/${area}.json`, 'utf8')) as Tree;
const get = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k], tree) as string;
const L = {
  'zh-CN': { site: locale('zh-CN', 'site'), routes: locale('zh-CN', 'routes'), home: locale('zh-CN', 'home'), common: locale('zh-CN', 'common') },
  en: { site: locale('en', 'site'), routes: locale('en', 'routes'), home: locale('en', 'home'), common: locale('en', 'common') },
};
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const open = (page: Page, path: string, lang: Lang) => page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
/** A gateway answer for one command, awaited while the page loads. */
const answer = (page: Page, cmd: string) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/' && (r.request().postDataJSON() as { cmd?: string } | null)?.cmd === cmd);

const productRoutes: [string, string][] = [
  ['/about', 'about'],
  ['/esp', 'esp'],
  ['/leasing', 'leasing'],
  ['/leasing/en', 'leasingEn'],
  ['/mall', 'mall'],
  ['/biz', 'biz'],
  ['/box', 'box'],
  ['/wis', 'wis'],
  ['/i5os', 'i5os'],
  ['/solution', 'solution'],
  ['/financial', 'financial'],
  ['/promise', 'promise'],
  ['/platform', 'platform'],
  ['/business/v1', 'businessV1'],
  ['/introduce/bigdata', 'introduceBigdata'],
  ['/openApi', 'openApi'],
];

for (const lang of ['zh-CN', 'en'] as const) {
  const t = L[lang];
  const other = lang === 'en' ? /[\u4e00-\u9fff]/ : null;

  test.describe(`site in ${lang}`, () => {
    test('home: every data-driven section shows gateway data', async ({ page }) => {
      // A visitor's home page paints from the reads inline in its HTML: no gateway call, no HTTP client.
      const calls: string[] = [];
      // (The page-view beacon goes by navigator.sendBeacon, whose body the browser does not show here.)
      page.on('request', (r) => new URL(r.url()).pathname === '/api/' && r.postData() && calls.push(r.postData()!));
      // The totals come from showdata/getData by POST to the public API host (the portal itself by default).
      const showdata = page.waitForResponse((r) => new URL(r.url()).pathname === '/showdata/getData' && r.request().method() === 'POST');
      await open(page, '/', lang);
      expect((await (await showdata).json()).response.length).toBeGreaterThan(0);
      const b = ((await (await page.request.post(`/api/?lang=${lang}`, { data: { cmd: 'webBanner/queryIndexBanner', parameters: {} } })).json()) as { response: { title: string }[] }).response;
      await expect(h1(page)).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(new RegExp(get(t.routes, 'home')));
      await expect(page.getByRole('heading', { level: 2, name: b[0].title })).toBeVisible();
      expect(b.length).toBeGreaterThanOrEqual(6);
      for (const key of ['market', 'cases', 'news', 'history']) {
        await expect(page.getByRole('heading', { level: 2, name: get(t.home, `${key}.title`) })).toBeVisible();
      }
      const main = page.getByRole('main');
      // figures, enquiries, mall items, ads (two locations), cases, news, history all rendered from data
      await expect(main.locator('[data-state="loading"], [data-state="error"]')).toHaveCount(0, { timeout: 15_000 });
      await expect(main.locator('[data-state="empty"]')).toHaveCount(0);
      expect(calls).toEqual([]);
      await expect(main.getByRole('tab', { name: get(t.home, 'cases.type1') })).toHaveAttribute('aria-selected', 'true');
      await main.getByRole('tab', { name: get(t.home, 'cases.type4') }).click();
      await expect(main.getByRole('link', { name: lang === 'en' ? /Capacity deal/ : /产能交易/ }).first()).toBeVisible();
      await main.getByRole('tab', { name: get(t.home, 'news.announcement') }).click();
      await expect(main.getByRole('link', { name: lang === 'en' ? /WIS factory suite free trial/ : /WIS工厂数字化运营套件免费试用/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/site-home-${lang}.png`, fullPage: true });
    });

    test('news: categories and paging from the URL, detail with neighbours', async ({ page }) => {
      await open(page, '/news', lang);
      await expect(h1(page)).toHaveText(get(t.site, 'news.title'));
      await expect(page).toHaveTitle(new RegExp(get(t.routes, 'news')));
      const list = page.getByTestId('news-list');
      await expect(list.getByRole('heading', { level: 2 })).toHaveCount(8);
      await expect(list).toContainText(get(t.site, lang === 'en' ? 'news.total_other' : 'news.total').replace('{{count}}', '14'));
      await list.getByRole('listitem', { name: '2' }).or(list.locator('.ant-pagination-item-2')).first().click();
      await expect(page).toHaveURL(/page=2/);
      await expect(list.getByRole('heading', { level: 2 })).toHaveCount(6);
      await page.getByRole('tab', { name: get(t.site, 'news.category.announcement') }).click();
      await expect(page).toHaveURL(/category=announcement/);
      await expect(page).not.toHaveURL(/page=2/);
      await expect(list.getByText(get(t.site, 'news.category.industry'), { exact: true })).toHaveCount(0);
      await expect(list.getByRole('heading', { level: 2 })).toHaveCount(6);
      await page.screenshot({ path: `${SHOTS}/site-news-${lang}.png`, fullPage: true });

      const first = list.getByRole('heading', { level: 2 }).first();
      const title = (await first.textContent())!.trim();
      await first.getByRole('link').click();
      await expect(h1(page)).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(get(t.routes, 'newsDetail')));
      await expect(page.getByRole('article')).toContainText(get(t.site, 'news.next'));
      if (other) expect(await page.getByRole('article').innerText()).not.toMatch(other);
      await page.screenshot({ path: `${SHOTS}/site-news-detail-${lang}.png`, fullPage: true });
    });

    test('unknown ids and malformed ids show a friendly not-found state', async ({ page }) => {
      for (const [path, key] of [
        ['/news/detail?id=987654', 'news.notFound'],
        ['/news/detail?id=abc', 'news.notFound'],
        ['/case/detail?id=987654', 'cases.notFound'],
      ] as const) {
        await open(page, path, lang);
        await expect(page.getByTestId('not-found')).toBeVisible();
        await expect(h1(page)).toHaveText(get(t.site, key));
      }
      await page.getByRole('link', { name: get(t.site, 'cases.back') }).click();
      await expect(page).toHaveURL(/\/case(\?|$)/);
    });

    test('cases: featured stories, types, detail and /caseOne ... /caseSix', async ({ page }) => {
      await open(page, '/case', lang);
      await expect(h1(page)).toHaveText(get(t.site, 'cases.title'));
      const list = page.getByTestId('case-list');
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(6);
      await page.getByRole('tab', { name: get(t.site, 'cases.type2') }).click();
      await expect(page).toHaveURL(/type=2/);
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(2);
      await page.screenshot({ path: `${SHOTS}/site-case-${lang}.png`, fullPage: true });
      const names = ['caseOne', 'caseTwo', 'caseThree', 'caseFour', 'caseFive', 'caseSix'];
      for (const [i, name] of names.entries()) {
        const detail = answer(page, 'webCase/checkCaseDetail');
        await open(page, `/${name}`, lang);
        const c = (await (await detail).json()).response as { title: string; featured: number };
        expect(c.featured).toBe(i + 1);
        await expect(h1(page)).toHaveText(c.title);
        await expect(page).toHaveTitle(new RegExp(get(t.routes, name)));
        if (other) expect(await page.getByRole('main').innerText()).not.toMatch(other);
        if (i === 0) await page.screenshot({ path: `${SHOTS}/site-caseOne-${lang}.png`, fullPage: true });
      }
    });

    test('every product page: title, one h1, figures, features, steps and real calls to action', async ({ page }) => {
      test.setTimeout(150_000); // sixteen pages with full-page screenshots
      for (const [path, key] of productRoutes) {
        await open(page, path, lang);
        await expect(h1(page), path).toHaveText(get(t.site, `products.${key}.title`));
        await expect(h1(page)).toHaveCount(1);
        await expect(page).toHaveTitle(new RegExp(get(t.routes, key).replace(/[()]/g, '.')));
        await expect(page.getByRole('main').getByRole('heading', { level: 2, name: get(t.site, `products.${key}.featuresTitle`) })).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 2, name: get(t.site, `products.${key}.ctaTitle`) })).toBeVisible();
        for (const href of await page
          .getByRole('main')
          .getByRole('link')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
          // Every call to action leads to a route of the site (or a tel: link), never to the not-found page.
          expect(href, `${path} link`).toMatch(
            /^(\/(register|login|memberCenter|case|news|about|solution|openApi|esp|box|leasing|leasing\/en|finance|purchase|productivity|LeaseApply|i5os|business\/v1\?orderSn=DD202611180001(#order-flow)?|wis#wis-editions|openApi#developer)?$|tel:|#contact)/,
          );
        }
        await page.screenshot({ path: `${SHOTS}/site-product-${key}-${lang}.png`, fullPage: true });
      }
    });

    test('order flow view: five phases from the demo order link; unknown order numbers', async ({ page }) => {
      await open(page, '/business/v1', lang);
      await page.getByTestId('demo-order-link').click();
      const flow = page.getByTestId('order-flow');
      await expect(flow).toBeVisible();
      await expect(flow.locator('li[data-flag] svg[data-icon-type]')).toHaveCount(14);
      await expect(flow.locator('li[aria-current="step"]')).toHaveCount(1);
      await expect(flow.locator('li[aria-current="step"] svg')).toHaveAttribute('data-icon-type', '9');
      await expect(flow.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(8);
      await page.screenshot({ path: `${SHOTS}/site-order-flow-${lang}.png`, fullPage: true });
      await open(page, '/business/v1?orderSn=NOPE123', lang);
      await expect(page.getByTestId('order-not-found')).toBeVisible();
    });
  });
}

/** Signs in through the gateway and hands the session to the page as the client keeps it (token cookie, profile in localStorage). */
const signIn = async (page: Page, cmd: string, parameters: Record<string, string>) => {
  const r = await page.request.post('/api/', { data: { cmd, parameters } });
  const info = ((await r.json()) as { response: Record<string, unknown> & { token: string; refreshToken: string } }).response;
  expect(info?.token, cmd).toBeTruthy();
  const { token, refreshToken, ...profile } = info;
  await page.context().addCookies([
    { name: 'token', value: token, url: page.url().startsWith('http') ? page.url() : 'http://127.0.0.1' },
    { name: 'refreshToken', value: refreshToken, url: page.url().startsWith('http') ? page.url() : 'http://127.0.0.1' },
  ]);
  await page.evaluate((p) => localStorage.setItem('portal.profile', JSON.stringify(p)), profile);
};

test.describe('open platform developer registration', () => {
  const dev = L['zh-CN'].site;

  test('signed out: sign in first', async ({ page }) => {
    await open(page, '/openApi', 'zh-CN');
    const block = page.locator('#developer');
    await expect(block).toContainText(get(dev, 'developer.signIn'));
    await expect(block.getByRole('link', { name: get(dev, 'productActions.login') })).toHaveAttribute('href', '/login');
  });

  test('a personal member is told to register as a company', async ({ page }) => {
    await open(page, '/openApi', 'en');
    await signIn(page, 'webMember/personLogin', { mobile: '13800000002', password: 'Demo@1234' });
    await page.reload();
    await expect(page.getByTestId('developer-personal')).toContainText('register as an enterprise member');
    await page.locator('#developer').screenshot({ path: `${SHOTS}/site-developer-personal-en.png` });
  });

  test('an enterprise member registers the company, with client-side checks first, and sees the app key', async ({ page }) => {
    await open(page, '/openApi', 'zh-CN');
    await signIn(page, 'webMember/companyLogin', { mobile: '13800000003', password: 'Demo@1234', companyCode: 'C10000003' });
    await page.reload();
    const form = page.getByTestId('developer-form');
    await expect(form).toBeVisible();
    await form.locator('input[name="contactName"]').fill('王强');
    await form.locator('input[name="email"]').fill('not-an-email');
    await form.locator('textarea[name="purpose"]').fill('把设备实时状态接入自有MES');
    await form.getByRole('button', { name: get(dev, 'productActions.developer') }).click();
    await expect(form).toContainText('请阅读并同意开发者协议');
    await expect(form.locator('#email_help, .ant-form-item-explain-error').first()).toBeVisible();
    await form.locator('input[name="email"]').fill('wangqiang@xinrui-mfg.cn');
    await form.locator('input[name="agreement"]').check();
    await page.locator('#developer').screenshot({ path: `${SHOTS}/site-developer-form-zh-CN.png` });
    await form.getByRole('button', { name: get(dev, 'productActions.developer') }).click();
    const done = page.getByTestId('developer-registered');
    await expect(done).toContainText(/ak_[0-9a-f]{32}/);
    await expect(done).toContainText('新锐智造科技有限公司');
    await page.reload();
    await expect(page.getByTestId('developer-registered')).toBeVisible();
    await page.locator('#developer').screenshot({ path: `${SHOTS}/site-developer-registered-zh-CN.png` });
  });
});

test.describe('WIS editions', () => {
  test('a personal member opens the trial; the official edition is refused with the spec message', async ({ page }) => {
    await open(page, '/wis', 'zh-CN');
    await expect(page.getByTestId('wis-trial')).toContainText(get(L['zh-CN'].site, 'wis.signInFirst'));
    await signIn(page, 'webMember/personLogin', { mobile: '13800000002', password: 'Demo@1234' });
    await page.reload();
    const official = page.getByTestId('wis-official');
    await expect(official).toContainText('个人会员无法开通正式版WIS');
    await expect(official.getByRole('button')).toBeDisabled();
    const trial = page.getByTestId('wis-trial');
    await trial.getByRole('button', { name: get(L['zh-CN'].site, 'productActions.wisTrial') }).click();
    await expect(trial).toContainText(/试用中，\d{4}-\d{2}-\d{2} 到期/);
    await expect(trial.getByRole('button')).toBeDisabled();
    await page
      .locator('#wis-editions')
      .locator('..')
      .screenshot({ path: `${SHOTS}/site-wis-personal-zh-CN.png` });
  });

  test('a certified company is told to apply for the official edition and opens it', async ({ page }) => {
    await open(page, '/wis', 'en');
    await signIn(page, 'webMember/companyLogin', { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' });
    await page.reload();
    await expect(page.getByTestId('wis-trial')).toContainText('Your enterprise is already certified, please apply for the official WIS');
    const official = page.getByTestId('wis-official');
    await official.getByRole('button', { name: get(L.en.site, 'productActions.wisOfficial') }).click();
    await expect(official).toContainText(/Official edition open; free until/);
    await page
      .locator('#wis-editions')
      .locator('..')
      .screenshot({ path: `${SHOTS}/site-wis-certified-en.png` });
  });
});
