import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOutbox } from '#server/adapters/outbox';
import { startTestServer, type TestServer } from '../helpers/server';
import { ErrorCode } from '#shared/contract/errors';

// One database for the file; several servers over it with different configuration.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ WX_APP_ID: 'wxtest0000000042', WX_JSSDK_HOSTS: 'localhost,127.0.0.1', DIST_DIR: '/nonexistent-dist-dir' });
});
afterAll(async () => {
  await s?.close();
});

function expectSecurityHeaders(res: LightMyRequestResponse, label: string) {
  expect(res.headers['content-security-policy'], label).toContain("default-src 'self'");
  expect(res.headers['content-security-policy'], label).toContain("script-src 'self'");
  expect(res.headers['content-security-policy'], label).toContain("object-src 'none'");
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-request-id'], label).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
}

describe('security headers', () => {
  it('are on API success, API error, 404 and serverTime, with no-store on /api/', async () => {
    const responses: [string, LightMyRequestResponse][] = [
      ['api success', await s.app.inject({ method: 'POST', url: '/api/', payload: { cmd: 'notice/getNotice' } })],
      ['api error', await s.app.inject({ method: 'POST', url: '/api/', payload: { cmd: 'nope/nothing' } })],
      ['malformed json', await s.app.inject({ method: 'POST', url: '/api/', headers: { 'content-type': 'application/json' }, payload: '{' })],
      ['api 404', await s.app.inject({ method: 'GET', url: '/api/nope' })],
      ['serverTime', await s.app.inject({ method: 'GET', url: '/api/serverTime' })],
    ];
    expect(responses.map(([, r]) => r.statusCode)).toEqual([200, 200, 400, 404, 200]);
    for (const [label, res] of responses) {
      expectSecurityHeaders(res, label);
      expect(res.headers['cache-control'], label).toBe('no-store');
    }
    // Non-API responses carry the security headers too.
    const post404 = await s.app.inject({ method: 'POST', url: '/not-here' });
    expect(post404.statusCode).toBe(404);
    expectSecurityHeaders(post404, 'non-api 404');
  });

  it('gives every request its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add(String((await s.app.inject({ method: 'GET', url: '/api/serverTime' })).headers['x-request-id']));
    expect(ids.size).toBe(5);
  });

  it('ignores a client-supplied request id', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/serverTime', headers: { 'x-request-id': 'evil\r\nid' } });
    expect(res.headers['x-request-id']).not.toBe('evil\r\nid');
    expectSecurityHeaders(res, 'serverTime');
  });
});

describe('GET /api/serverTime', () => {
  it('returns a timestamp near Date.now()', async () => {
    const before = Date.now();
    const res = await s.app.inject({ method: 'GET', url: '/api/serverTime' });
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    const { response } = res.json();
    expect(response.timestamp).toBeGreaterThanOrEqual(before);
    expect(response.timestamp).toBeLessThanOrEqual(after);
    expect(new Date(response.iso).getTime()).toBe(response.timestamp);
  });
});

describe('404 for unknown routes', () => {
  it('answers unknown /api paths and non-GET methods with a 1005 envelope in the request language', async () => {
    const a = await s.app.inject({ method: 'GET', url: '/api/nope' });
    expect(a.statusCode).toBe(404);
    expect(a.json()).toEqual({ error: { errorCode: ErrorCode.notFound, errorInfo: '未找到相关数据' } });
    const b = await s.app.inject({ method: 'DELETE', url: '/api/?lang=en' });
    expect(b.statusCode).toBe(404);
    expect(b.json()).toEqual({ error: { errorCode: ErrorCode.notFound, errorInfo: 'Not found' } });
  });

  it('says the front-end is not built when there is no dist', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('rate limiting', () => {
  it('answers the 6th request in a minute with 429 and 1004 when the limit is 5', async () => {
    const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '5' }, { database: s.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/', payload: { cmd: 'globalColor/getGlobalColor' } });
        statuses.push(res.statusCode);
        expect(res.json()).toEqual({ response: { value: 'off' } });
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const sixth = await limited.app.inject({ method: 'POST', url: '/api/?lang=en', payload: { cmd: 'globalColor/getGlobalColor' } });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ error: { errorCode: ErrorCode.tooMany, errorInfo: 'Too many attempts, please try again later' } });
      expectSecurityHeaders(sixth, '429');
      // Every /api route counts, serverTime included.
      expect((await limited.app.inject({ method: 'GET', url: '/api/serverTime' })).statusCode).toBe(429);
      // Pages are not rate limited.
      expect((await limited.app.inject({ method: 'GET', url: '/about' })).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('static serving of both builds', () => {
  let dist: string;
  let web: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>desktop</title>\n</head><div id="root"></div>');
    writeFileSync(
      join(dist, 'desktop-preloads.json'),
      JSON.stringify({
        routes: [
          { path: '/', ns: ['home'] },
          { path: '/memberCenter/deposit', ns: ['fund'] },
          { path: '/about', ns: ['site', 'nowhere'] },
          { path: '/evil', ns: ['evil'] },
        ],
        lang: { 'zh-CN': { js: ['/assets/zh-CN-z1.js'] }, en: { js: ['/assets/en-e1.js'] } },
        areas: {
          'zh-CN': { home: { js: ['/assets/home-h1.js'] }, fund: { js: ['/assets/fund-f1.js', '/assets/fund-rules-f2.js'] }, site: { js: ['/assets/site-s1.js'] }, evil: { js: ['/assets/x.js"><script>'] } },
          en: { home: { js: ['/assets/home-h2.js'] }, fund: { js: ['/assets/fund-f3.js', '/assets/fund-rules-f4.js'] } },
        },
      }),
    );
    writeFileSync(join(dist, 'mobile.html'), '<!doctype html><html lang="zh-CN"><head><title>mobile</title>\n<link rel="stylesheet" crossorigin href="/assets/mobile-m0.css">\n</head><div id="root"></div>');
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify({
        routes: [
          { path: '/wx/login', layout: 'h5', title: { 'zh-CN': '登录', en: 'Log in <now>' }, coreTexts: true, ns: ['wx'], js: ['/assets/WxLoginPage-a1.js'], css: ['/assets/wx-login-b2.css'] },
          { path: '/wx/activityLogin', layout: 'bare', title: { 'zh-CN': '活动', en: 'Activity' }, js: [], css: [] },
          { path: '/mobile/device', coreTexts: true, js: ['/assets/DeviceListPage-c3.js'], css: [] },
          { path: '/mobile/device/:model', coreTexts: true, js: ['/assets/DevicePage-d4.js', '/assets/useCommand-e5.js'], css: [] },
          { path: '/wx/evil', coreTexts: true, js: ['javascript:alert(1)', '/assets/x.js"><script>'], css: ['/assets/evil-e1.css'] },
          ...['/h5/permissions', '/spread/detail', '/doc/:model', '/mobile', '/wx/lotteryDraw'].map((path) => ({ path, layout: 'h5', js: [], css: [] })),
        ],
        lang: { 'zh-CN': { js: ['/assets/h5-zh-CN-f6.js'], css: [] }, en: { js: ['/assets/h5-en-g7.js'], css: [] } },
        restLang: { 'zh-CN': { js: ['/assets/h5-zh-CN-rest-r1.js'], css: [] }, en: { js: ['/assets/h5-en-rest-r2.js'], css: [] } },
        areas: { 'zh-CN': { wx: { js: ['/assets/wx-w1.js'], css: [] } }, en: { wx: { js: ['/assets/wx-w2.js'], css: [] } } },
      }),
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app");');
    writeFileSync(join(dist, 'assets', 'mobile-m0.css'), '.h5-shell{display:flex}');
    writeFileSync(join(dist, 'assets', 'wx-login-b2.css'), '.h5-login{padding:4vw}');
    writeFileSync(join(dist, 'assets', 'evil-e1.css'), '.x{}</style><script>alert(1)</script>');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await startTestServer({ DIST_DIR: dist }, { database: s.database });
  });
  afterAll(async () => {
    await web?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => web.app.inject({ method: 'GET', url });

  it.each(['/', '/?from=ad', '/about', '/memberCenter/x', '/news/detail?id=3', '/operator/reviews', '/wxyz'])('serves index.html (no-cache) for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>desktop</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(res, url);
  });

  it.each(['/wx/login', '/wx/login?code=abc&state=1', '/h5/permissions', '/spread/detail', '/mobile/device/IBX-100'])('serves mobile.html (no-cache) for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>mobile</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  describe('desktop route texts (dist/desktop-preloads.json)', () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const html = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });

    it("announces the language's first-paint texts and the route's namespaces, in the language the client will pick", async () => {
      expect(preloads((await html('/')).body)).toEqual(['/assets/zh-CN-z1.js', '/assets/home-h1.js']);
      expect(preloads((await html('/memberCenter/deposit', { cookie: 'lang=en' })).body)).toEqual(['/assets/en-e1.js', '/assets/fund-f3.js', '/assets/fund-rules-f4.js']);
      expect(preloads((await html('/memberCenter/deposit?lang=zh-CN', { cookie: 'lang=en' })).body)).toEqual(['/assets/zh-CN-z1.js', '/assets/fund-f1.js', '/assets/fund-rules-f2.js']);
      // A namespace without files, and a path no route serves: the language's bundle alone.
      expect(preloads((await html('/about')).body)).toEqual(['/assets/zh-CN-z1.js', '/assets/site-s1.js']);
      expect(preloads((await html('/wxyz')).body)).toEqual(['/assets/zh-CN-z1.js']);
      const en = await html('/', { cookie: 'lang=en', 'accept-encoding': 'gzip' });
      expect(en.headers['content-encoding']).toBe('gzip');
      expect(en.headers['cache-control']).toBe('no-cache');
      expect(en.headers.vary).toContain('Cookie');
    });

    it('only ever links files under /assets/', async () => {
      const body = (await html('/evil')).body;
      expect(preloads(body)).toEqual(['/assets/zh-CN-z1.js']);
      expect(body).not.toContain('<script>');
    });
  });

  describe('H5 route preloads (dist/route-preloads.json)', () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const html = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });

    it("announces the route's chunks and the language bundle the client will pick", async () => {
      expect(preloads((await html('/wx/login?redirect=%2Fmobile')).body)).toEqual(['/assets/WxLoginPage-a1.js', '/assets/h5-zh-CN-f6.js', '/assets/wx-w1.js']);
      expect(preloads((await html('/wx/login', { cookie: 'a=1; lang=en' })).body)).toEqual(expect.arrayContaining(['/assets/h5-en-g7.js', '/assets/wx-w2.js']));
      // ?lang= wins over the cookie, as in the client.
      expect(preloads((await html('/wx/login?lang=zh-CN', { cookie: 'lang=en' })).body)).toContain('/assets/h5-zh-CN-f6.js');
    });

    it('announces the rest of the texts only for routes that wait for them', async () => {
      expect(preloads((await html('/h5/permissions')).body)).toEqual(['/assets/h5-zh-CN-f6.js', '/assets/h5-zh-CN-rest-r1.js']);
      expect(preloads((await html('/h5/permissions', { cookie: 'lang=en' })).body)).toEqual(['/assets/h5-en-g7.js', '/assets/h5-en-rest-r2.js']);
      expect(preloads((await html('/wx/login')).body)).not.toContain('/assets/h5-zh-CN-rest-r1.js');
    });

    it('matches parameters and prefers the more specific route', async () => {
      expect(preloads((await html('/mobile/device/IBX-100')).body)).toEqual(['/assets/DevicePage-d4.js', '/assets/useCommand-e5.js', '/assets/h5-zh-CN-f6.js']);
      expect(preloads((await html('/mobile/device')).body)).toEqual(['/assets/DeviceListPage-c3.js', '/assets/h5-zh-CN-f6.js']);
      // Unknown H5 paths go to the spec's not-found page, as desktop ones do.
      for (const url of ['/mobile/nowhere/at/all', '/wx', '/spreadsheet']) {
        const res = await html(url);
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location).toBe('/NoPage');
      }
    });

    it('only ever links files under /assets/, and never inlines a stylesheet that could close its <style>', async () => {
      expect(preloads((await html('/wx/evil')).body)).toEqual(['/assets/h5-zh-CN-f6.js', '/assets/evil-e1.css']);
      expect((await html('/wx/evil')).body).not.toContain('<script>');
    });

    it("puts the entry's and the route's stylesheets into the HTML, so nothing blocks the first paint", async () => {
      const body = (await html('/wx/login')).body;
      expect(body).toContain('<style data-href="/assets/mobile-m0.css">.h5-shell{display:flex}</style><style data-href="/assets/wx-login-b2.css">.h5-login{padding:4vw}</style>');
      expect(body).not.toMatch(/rel="stylesheet"/);
      // Inline styles come after the preloads, inside <head>.
      expect(body.indexOf('<style')).toBeGreaterThan(body.indexOf('modulepreload'));
      expect(body.indexOf('<style')).toBeLessThan(body.indexOf('</head>'));
    });

    const preloadBlock = (body: string) => {
      const m = /<script type="application\/json" id="gateway-preload">(.*?)<\/script>/.exec(body);
      return m ? (JSON.parse(m[1]) as { cmd: string; parameters: unknown; lang: string; response: { model: string; name: string } }[]) : null;
    };

    it("writes a device page's model into the HTML in the page's language, so the phone needs no second round trip", async () => {
      const zh = preloadBlock((await html('/mobile/device/IBX-100')).body);
      expect(zh).toHaveLength(1);
      expect(zh![0]).toMatchObject({ cmd: 'device/getModelDetail', parameters: { model: 'IBX-100' }, lang: 'zh-CN', response: { model: 'IBX-100' } });
      expect(zh![0].response.name).toMatch(/设备连接盒/);
      expect(zh![0]).not.toHaveProperty('images');
      // The model photo, the first screen's largest paint, is fetched with the scripts.
      expect((await html('/mobile/device/IBX-100')).body).toContain('<link rel="preload" as="image" href="/device/ibx-100.svg" fetchpriority="high">');
      const en = preloadBlock((await html('/mobile/device/IBX-100', { cookie: 'lang=en' })).body);
      expect(en![0].response.name).not.toMatch(/设备连接盒/);
      // The same as the gateway answers.
      const direct = await web.app.inject({ method: 'POST', url: '/api/?lang=en', payload: { cmd: 'device/getModelDetail', parameters: { model: 'IBX-100' } } });
      expect(en![0].response).toEqual(direct.json().response);
    });

    it("writes the menu pages' one public read, so their first load needs no HTTP client", async () => {
      expect(preloadBlock((await html('/mobile')).body)).toMatchObject([{ cmd: 'site/getConfig', parameters: {}, lang: 'zh-CN' }]);
      const list = preloadBlock((await html('/mobile/device', { cookie: 'lang=en' })).body);
      expect(list).toMatchObject([{ cmd: 'device/getModelList', parameters: {}, lang: 'en' }]);
      const direct = await web.app.inject({ method: 'POST', url: '/api/?lang=en', payload: { cmd: 'device/getModelList', parameters: {} } });
      expect(list![0].response).toEqual(direct.json().response);
      // A legacy document path redirects to the model page (server/domains/device/http.ts), which carries the model.
      expect((await web.app.inject({ method: 'GET', url: '/doc/IBX-100' })).headers.location).toBe('/mobile/device/IBX-100');
      expect(preloadBlock((await html('/mobile/device/IBX-100')).body)).toMatchObject([{ cmd: 'device/getModelDetail', parameters: { model: 'IBX-100' } }]);
    });

    it("writes the login's provider list, as the gateway answers it in the page's language", async () => {
      const block = preloadBlock((await html('/wx/login', { cookie: 'lang=en' })).body);
      expect(block).toMatchObject([{ cmd: 'oidcLogin/providers', parameters: {}, lang: 'en' }]);
      const direct = await web.app.inject({ method: 'POST', url: '/api/?lang=en', payload: { cmd: 'oidcLogin/providers', parameters: {} } });
      expect(block![0].response).toEqual(direct.json().response);
    });

    it("writes the lucky draw's five public reads, each as the gateway answers it", async () => {
      const block = preloadBlock((await html('/wx/lotteryDraw', { cookie: 'lang=en' })).body);
      const cmds = ['activity/getActivityInfo', 'activity/getActivityContent', 'activity/getActivityDrawList', 'activity/queryUserWinList', 'activity/queryActivityPersonCount'];
      expect(block?.map((e) => e.cmd)).toEqual(cmds);
      for (const e of block!) {
        expect(e).toMatchObject({ parameters: { kind: 'lottery' }, lang: 'en' });
        const direct = await web.app.inject({ method: 'POST', url: '/api/?lang=en', payload: { cmd: e.cmd, parameters: { kind: 'lottery' } } });
        expect(e.response, e.cmd).toEqual(direct.json().response);
      }
    });

    it("writes the desktop home's start-up and section reads (paged ones with their page and rows), each as the gateway answers it", async () => {
      const res = await html('/', { cookie: 'lang=en' });
      expect(res.headers['cache-control']).toBe('no-cache');
      const block = preloadBlock(res.body) as unknown as { cmd: string; parameters: Record<string, unknown>; lang: string; page?: number; rows?: number; response: unknown }[];
      expect(block.map((e) => e.cmd)).toEqual(expect.arrayContaining(['opLocalConfig/getConfig', 'site/getConfig', 'webBanner/queryIndexBanner', 'webNews/getNewsList', 'developmentHistory/list']));
      // The two advertisement slots are two reads of one command.
      expect(block.filter((e) => e.cmd === 'webAdvertise/getEnableAdvertise').map((e) => e.parameters)).toEqual([{ locationId: 1 }, { locationId: 2 }]);
      for (const e of block) {
        expect(e.lang).toBe('en');
        const direct = await web.app.inject({ method: 'POST', url: '/api/?lang=en', payload: { cmd: e.cmd, parameters: e.parameters, ...(e.page ? { page: e.page, rows: e.rows } : {}) } });
        expect(e.response, e.cmd).toEqual(direct.json().response);
      }
      expect(block.find((e) => e.cmd === 'webNews/getNewsList')).toMatchObject({ page: 1, rows: 6 });
      // The login page carries its lists, not the home page's sections.
      const login = preloadBlock((await html('/login')).body)!.map((e) => e.cmd);
      expect(login).toEqual(expect.arrayContaining(['webMember/getMobileNationCodeSelect', 'oidcLogin/providers']));
      expect(login).not.toContain('webNews/getNewsList');
      // Registration and the OpenID sign-in paint their lists without the HTTP client.
      const register = preloadBlock((await html('/register', { cookie: 'lang=en' })).body)!;
      expect(register.map((e) => e.cmd)).toEqual(expect.arrayContaining(['webMember/getWorkFunctionSelect', 'webActivity/getActivingRegActivity']));
      for (const e of register) {
        const direct = await web.app.inject({ method: 'POST', url: '/api/?lang=en', payload: { cmd: e.cmd, parameters: e.parameters } });
        expect(e.response, e.cmd).toEqual(direct.json().response);
      }
      expect(preloadBlock((await html('/hwAuthorize')).body)!.map((e) => e.cmd)).toContain('oidcLogin/providers');
    });

    it('writes the finance application forms their menus, each as the gateway answers it', async () => {
      const menus = {
        '/finance': ['getIndustrySelect', 'getGoodLinkTime', 'getPlannedFinanceSize', 'getAcceptFinanceCost', 'getGuaranteeMethod'],
        '/purchase': ['getRequirementMenu', 'getBrandMenu', 'getPlannedFinanceSize', 'getGuaranteeMethod'],
        '/LeaseApply': ['getRentDeviceType', 'getRentIndustry', 'getRentFinanceMoney', 'getRentSuccessfulCooperation'],
      };
      for (const [path, cmds] of Object.entries(menus)) {
        const block = preloadBlock((await html(path, { cookie: 'lang=en' })).body)!;
        const finance = block.filter((e) => e.cmd.startsWith('webFinance/'));
        expect(
          finance.map((e) => e.cmd),
          path,
        ).toEqual(expect.arrayContaining(cmds.map((c) => `webFinance/${c}`)));
        for (const e of finance) {
          const direct = await web.app.inject({ method: 'POST', url: '/api/?lang=en', payload: { cmd: e.cmd, parameters: e.parameters } });
          expect(e.response, e.cmd).toEqual(direct.json().response);
          expect((e.response as unknown as unknown[]).length, e.cmd).toBeGreaterThan(0);
        }
      }
      expect(preloadBlock((await html('/LeaseApply')).body)!.filter((e) => e.cmd.startsWith('webFinance/'))).toHaveLength(13);
    });

    it('writes nothing for an unknown model, a bad parameter or other pages', async () => {
      for (const url of ['/mobile/device/NOPE-1', '/mobile/device/%3C%2Fscript%3E', '/wx/activityLogin']) {
        const res = await html(url);
        expect(res.statusCode, url).toBe(200);
        expect(preloadBlock(res.body), url).toBeNull();
        expect(res.body, url).not.toContain('</script><');
      }
    });

    it("paints the H5 navigation bar with the page's title before any script runs, in the page's language", async () => {
      const zh = (await html('/wx/login')).body;
      expect(zh).toContain('<html lang="zh-CN">');
      expect(zh).toMatch(/<div id="root"><div class="h5-shell" aria-busy="true">.*<div class="h5-nav__title">登录<\/div>/);
      const en = (await html('/wx/login', { cookie: 'lang=en' })).body;
      expect(en).toContain('<html lang="en">');
      expect(en).toContain('<div class="h5-nav__title">Log in &#60;now&#62;</div>');
      // WeChat shows the title in its own bar.
      const wx = (await html('/wx/login', { 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' })).body;
      expect(wx).toContain('<div class="h5-shell h5-shell--wechat" aria-busy="true">');
      expect(wx).toContain('<div class="h5-nav__title"></div>');
      // Full-screen (bare) pages start empty.
      expect((await html('/wx/activityLogin')).body).toContain('<div id="root"></div>');
    });

    it('is gzipped for clients that accept it, and varies by cookie', async () => {
      const res = await html('/wx/login', { 'accept-encoding': 'gzip, br' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(gunzipSync(res.rawPayload).toString()).toContain('/assets/WxLoginPage-a1.js');
    });
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/assets/', '/assets/missing-abc.js', '/nothing.png'])('answers a missing asset or file %s with 404, not the app shell', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('serves other public files with a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve files outside dist', async () => {
    for (const url of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('"manufacturer-portal"');
    }
  });

  it('answers an unknown /api path with a 404 JSON envelope, not HTML', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { errorCode: ErrorCode.notFound, errorInfo: '未找到相关数据' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('still routes the gateway', async () => {
    const res = await web.app.inject({ method: 'POST', url: '/api/', payload: { cmd: 'globalColor/getGlobalColor' } });
    expect(res.json()).toEqual({ response: { value: 'off' } });
  });
});

describe('development routes', () => {
  it('GET /api/dev/outbox lists what the stand-ins sent to one recipient, newest first', async () => {
    const db = s.database.db;
    await recordOutbox(db, { kind: 'sms', to: '13911112222', code: '111111', body: 'login' });
    await recordOutbox(db, { kind: 'sms', to: '13900000000', code: '222222' });
    await recordOutbox(db, { kind: 'captcha', to: '13911112222', code: 'K7XP' });
    await recordOutbox(db, { kind: 'bank', to: '13911112222', amount: '0.37' });
    const res = await s.app.inject({ method: 'GET', url: '/api/dev/outbox?to=13911112222' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { list } = res.json();
    expect(list.map((r: Record<string, unknown>) => ({ ...r, at: typeof r.at }))).toEqual([
      { kind: 'bank', to: '13911112222', amount: '0.37', at: 'string' },
      { kind: 'captcha', to: '13911112222', code: 'K7XP', at: 'string' },
      { kind: 'sms', to: '13911112222', code: '111111', at: 'string' },
    ]);
    for (const r of list) {
      expect(r.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Math.abs(Date.parse(r.at) - Date.now())).toBeLessThan(60_000);
    }
    expect((await s.app.inject({ method: 'GET', url: '/api/dev/outbox?to=nobody' })).json()).toEqual({ list: [] });
  });

  it('GET /api/dev/outbox requires to', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'to' });
  });

  it('POST /api/dev/run-jobs advances the clock and runs the registered jobs', async () => {
    const jobsServer = await startTestServer({}, { database: s.database });
    try {
      const seen: Date[] = [];
      jobsServer.app.deps.jobs.register({
        name: 'test-job',
        async run(now) {
          seen.push(now);
          return 3;
        },
      });
      const before = Date.now();
      const res = await jobsServer.app.inject({ method: 'POST', url: '/api/dev/run-jobs', payload: { advanceDays: 1 } });
      const after = Date.now();
      expect(res.statusCode).toBe(200);
      const { response } = res.json();
      expect(response.ran).toMatchObject({ 'test-job': 3 });
      expect(seen).toHaveLength(1);
      expect(seen[0].getTime()).toBeGreaterThanOrEqual(before + 86_400_000);
      expect(seen[0].getTime()).toBeLessThanOrEqual(after + 86_400_000);
      expect(Date.parse(response.now)).toBeGreaterThanOrEqual(before + 86_400_000);
      expect(jobsServer.app.deps.clock.offset).toBe(86_400_000);
      // The gateway sees the moved clock too.
      const t = (await jobsServer.app.inject({ method: 'GET', url: '/api/serverTime' })).json().response.timestamp;
      expect(t - Date.now()).toBeGreaterThan(86_400_000 - 5_000);
      // Without advanceDays: runs at the current (moved) time.
      await jobsServer.app.inject({ method: 'POST', url: '/api/dev/run-jobs', payload: {} });
      expect(seen).toHaveLength(2);
      expect(jobsServer.app.deps.clock.offset).toBe(86_400_000);
      // Bad input is refused and runs nothing.
      for (const advanceDays of [-1, 'x', 367, '1', true, { n: 1 }]) {
        const bad = await jobsServer.app.inject({ method: 'POST', url: '/api/dev/run-jobs', payload: { advanceDays } });
        expect(bad.statusCode, String(advanceDays)).toBe(400);
        expect(bad.json().error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'advanceDays' });
      }
      expect(seen).toHaveLength(2);
    } finally {
      await jobsServer.close();
    }
  });

  it('both answer 404 when NODE_ENV=production', async () => {
    const prod = await startTestServer({ NODE_ENV: 'production' }, { database: s.database });
    try {
      expect(prod.config.production).toBe(true);
      const outbox = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox?to=13911112222' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json()).toEqual({ error: { errorCode: ErrorCode.notFound, errorInfo: '未找到相关数据' } });
      const jobs = await prod.app.inject({ method: 'POST', url: '/api/dev/run-jobs', payload: { advanceDays: 1 } });
      expect(jobs.statusCode).toBe(404);
      expect(jobs.json().error.errorCode).toBe(ErrorCode.notFound);
      expect(prod.app.deps.clock.offset).toBe(0);
    } finally {
      await prod.close();
    }
  });
});

describe('GET /api/wx/jssdk', () => {
  const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

  it('signs an allow-listed page with the stand-in ticket', async () => {
    const url = 'http://localhost/wx/login';
    const before = Math.floor(Date.now() / 1000);
    const res = await s.app.inject({ method: 'GET', url: `/api/wx/jssdk?url=${encodeURIComponent(url)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { response } = res.json();
    expect(response.appId).toBe('wxtest0000000042');
    expect(response.timestamp).toBeGreaterThanOrEqual(before);
    expect(response.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(response.nonceStr).toMatch(/^[A-Za-z0-9_-]{8,32}$/);
    const ticket = await s.app.deps.adapters.wechat.jsapiTicket(s.app.deps.clock.now());
    expect(response.signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${response.nonceStr}&timestamp=${response.timestamp}&url=${url}`));
  });

  it('signs the url without its #hash, and uses a fresh nonce each time', async () => {
    const page = 'http://127.0.0.1:8080/wx/login?from=menu';
    const a = (await s.app.inject({ method: 'GET', url: `/api/wx/jssdk?url=${encodeURIComponent(page + '#/x')}` })).json().response;
    const b = (await s.app.inject({ method: 'GET', url: `/api/wx/jssdk?url=${encodeURIComponent(page)}` })).json().response;
    expect(a.nonceStr).not.toBe(b.nonceStr);
    const ticket = await s.app.deps.adapters.wechat.jsapiTicket(s.app.deps.clock.now());
    expect(a.signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${a.nonceStr}&timestamp=${a.timestamp}&url=${page}`));
  });

  it.each([
    ['a foreign host', 'http://evil.example.com/wx/login'],
    ['a look-alike host', 'http://localhost.evil.com/wx/login'],
    ['credentials before the host', 'http://localhost@evil.com/wx/login'],
    ['a non-http scheme', 'javascript://localhost/%0aalert(1)'],
    ['a relative url', '/wx/login'],
    ['an over-long url', 'http://localhost/' + 'x'.repeat(2001)],
  ])('refuses %s with 400 and an error envelope', async (_name, url) => {
    const res = await s.app.inject({ method: 'GET', url: `/api/wx/jssdk?url=${encodeURIComponent(url)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { errorCode: ErrorCode.invalidParams, field: 'url' } });
    expect(res.json().response).toBeUndefined();
  });

  it('refuses a missing url', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/wx/jssdk' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { errorCode: ErrorCode.invalidParams, field: 'url' } });
  });
});
