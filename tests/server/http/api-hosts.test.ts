import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingProductionSettings } from '#server/config-required';
import { apiBaseFor, hostSettingProblems, readHostSettings } from '#server/http/api-hosts';
import { startTestServer, type TestServer } from '../../helpers/server';
import { testSigningKeys } from '../../helpers/oidc-keys';
import { ErrorCode } from '#shared/contract/errors';
import * as contentCmds from '#shared/contract/content';

/** API hosts per environment, showdata from the public host, and the app shop's token GET. */
let s: TestServer;
let plain: TestServer;

beforeAll(async () => {
  [s, plain] = await Promise.all([
    startTestServer({ API_BASE: 'https://api.portal.example', API_BASE_ALT: 'https://api-test.portal.example', API_HOST_MARKER: 'test', PUBLIC_API_BASE: 'https://open.portal.example', TOP_DOMAIN: 'portal.example' }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([s?.close(), plain?.close()]);
});

describe('API hosts', () => {
  it('chooses the API host by the page host: the alternate when the host name carries the marker', async () => {
    const at = async (host: string) => (await s.app.inject({ method: 'GET', url: '/api/hosts', headers: { host } })).json();
    expect(await at('www.portal.example')).toEqual({ apiBase: 'https://api.portal.example', publicApiBase: 'https://open.portal.example' });
    expect(await at('test.portal.example')).toEqual({ apiBase: 'https://api-test.portal.example', publicApiBase: 'https://open.portal.example' });
    expect(await at('WWW-TEST.portal.example:8443')).toMatchObject({ apiBase: 'https://api-test.portal.example' });
    const res = await s.app.inject({ method: 'GET', url: '/api/hosts', headers: { host: 'www.portal.example' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('defaults to the portal itself', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/hosts', headers: { host: 'test.localhost' } })).json()).toEqual({ apiBase: '', publicApiBase: '' });
    expect(apiBaseFor(readHostSettings({ API_HOST_MARKER: 'test' }), 'test.example')).toBe('');
  });

  it('production refuses bad host settings, naming each', () => {
    const base = {
      NODE_ENV: 'production',
      WX_APP_ID: 'wx1234567890abcdef',
      WX_APP_SECRET: '0123456789abcdef0123456789abcdef',
      SECOND_FACTOR_KEY: 'second-factor-key-0123456789abcdef',
      WEBAUTHN_RP_ID: 'portal.example.com',
      WEBAUTHN_ORIGINS: 'https://portal.example.com',
      ALLOW_STAND_INS: '1',
      STORAGE: 'disk',
      OIDC_ISSUER: 'https://portal.example.com',
      OIDC_SIGNING_KEYS: testSigningKeys(),
    };
    expect(missingProductionSettings({ ...base, API_BASE: 'https://api.portal.example', PUBLIC_API_BASE: 'https://open.portal.example/' })).toEqual([]);
    const names = (env: Record<string, string>) => missingProductionSettings({ ...base, ...env }).map((m) => m.name);
    expect(names({ API_BASE: 'http://api.portal.example' })).toEqual(['API_BASE']);
    expect(names({ PUBLIC_API_BASE: 'https://open.portal.example/api' })).toEqual(['PUBLIC_API_BASE']);
    expect(names({ API_BASE: 'not a url' })).toEqual(['API_BASE']);
    expect(names({ API_HOST_MARKER: 'test' })).toEqual(['API_BASE_ALT']);
    expect(names({ API_BASE_ALT: 'https://api-test.portal.example' })).toEqual(['API_HOST_MARKER']);
    expect(names({ API_BASE_ALT: 'https://a.example', API_HOST_MARKER: 'te st' })).toEqual(['API_HOST_MARKER']);
    // Outside production the same values are only reported by the check, never enforced.
    expect(missingProductionSettings({ API_BASE: 'http://x.example' })).toEqual([]);
    expect(hostSettingProblems({ API_BASE: 'http://127.0.0.1:8080' })).toEqual([]);
  });
});

describe('cross-origin calls to an API host', () => {
  it('lets pages of the top domain call the gateway, without credentials; others get no CORS', async () => {
    const pre = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/?lang=en',
      headers: { origin: 'https://www.portal.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://www.portal.example');
    expect(pre.headers['access-control-allow-headers']).toContain('Content-Type');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await s.app.inject({
      method: 'POST',
      url: '/api/',
      headers: { origin: 'https://test.portal.example', 'content-type': 'application/json' },
      payload: { cmd: 'webLargeSetting/getIndexLarge', parameters: {} },
    });
    expect(call.headers['access-control-allow-origin']).toBe('https://test.portal.example');
    expect(call.json().response.length).toBeGreaterThan(0);

    const evil = await s.app.inject({ method: 'OPTIONS', url: '/api/', headers: { origin: 'https://portal.example.evil.test', 'access-control-request-method': 'POST' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    // Without API hosts the gateway answers no CORS at all.
    const none = await plain.app.inject({
      method: 'POST',
      url: '/api/',
      headers: { origin: 'https://www.portal.example', 'content-type': 'application/json' },
      payload: { cmd: 'webLargeSetting/getIndexLarge', parameters: {} },
    });
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the page connect to the configured hosts (CSP connect-src)', async () => {
    const csp = String((await s.app.inject({ method: 'GET', url: '/api/serverTime' })).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://api.portal.example https://api-test.portal.example https://open.portal.example;");
    expect(String((await plain.app.inject({ method: 'GET', url: '/api/serverTime' })).headers['content-security-policy'])).toContain("connect-src 'self';");
  });
});

describe('showdata/getData', () => {
  it('answers the total data by POST, readable from any portal origin', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/showdata/getData', headers: { origin: 'https://www.portal.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const list = res.json().response as { key: string; labelZh: string; labelEn: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toEqual(expect.objectContaining({ key: expect.any(String), labelZh: expect.any(String), labelEn: expect.any(String) }));
    // The same figures as the gateway command of the home page.
    const figures = (await s.call(contentCmds.getIndexLarge, {})).response as { key: string }[];
    expect(list.map((f) => f.key)).toEqual(figures.map((f) => f.key));
  });
});

describe('app shop token', () => {
  it('sets the member session token as an HttpOnly cookie for the shop', async () => {
    const token = await s.createSession('member', '13800000001');
    const res = await s.app.inject({ method: 'GET', url: '/api/appShop/token', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(204);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`appShopToken=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses without a valid member session (14), in the asked language', async () => {
    const none = await s.app.inject({ method: 'GET', url: '/api/appShop/token?lang=en' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.errorCode).toBe(ErrorCode.tokenInvalid);
    expect(none.headers['set-cookie']).toBeUndefined();
    const bad = await s.app.inject({ method: 'GET', url: '/api/appShop/token', headers: { authorization: 'Bearer ' + 'x'.repeat(43) } });
    expect(bad.json().error.errorCode).toBe(ErrorCode.tokenInvalid);
    const op = await s.createSession('operator', 'operator');
    expect((await s.app.inject({ method: 'GET', url: '/api/appShop/token', headers: { authorization: `Bearer ${op}` } })).statusCode).toBe(401);
  });
});
