import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/** The authorization endpoint on a phone: the same request, answered by the H5 consent page. */

let s: TestServer;
let dist: string;
beforeAll(async () => {
  // A built desktop page with its route texts, as in production: the desktop answer keeps the
  // endpoint's Vary: User-Agent (a shared cache must not hand a phone the desktop page).
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>desktop</title>\n</head><div id="root"></div>');
  writeFileSync(join(dist, 'desktop-preloads.json'), JSON.stringify({ routes: [{ path: '/oauth/authorize', ns: ['sso'] }], lang: { 'zh-CN': { js: [] }, en: { js: [] } }, areas: {} }));
  s = await startTestServer({ OIDC_ISSUER: 'https://portal.example.com', DIST_DIR: dist });
});
afterAll(async () => {
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const QUERY = '?client_id=conf-app&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&response_type=code&scope=openid%20offline_access&state=s%26t&code_challenge=abc';

describe('/oauth/authorize by device', () => {
  it.each([IPHONE, WECHAT])('a phone goes to /h5/oauth/authorize with the query unchanged (%#)', async (ua) => {
    const res = await s.app.inject({ method: 'GET', url: `/oauth/authorize${QUERY}`, headers: { 'user-agent': ua } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/h5/oauth/authorize${QUERY}`);
    expect(res.headers.vary).toMatch(/User-Agent/);
  });

  it('without a query too', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/oauth/authorize', headers: { 'user-agent': IPHONE } });
    expect(res.headers.location).toBe('/h5/oauth/authorize');
  });

  it('a desktop browser stays on the desktop page; other paths are untouched', async () => {
    const desk = await s.app.inject({ method: 'GET', url: `/oauth/authorize${QUERY}`, headers: { 'user-agent': DESKTOP } });
    expect(desk.statusCode).toBe(200);
    expect(desk.body).toContain('<title>desktop</title>');
    expect(desk.headers.vary).toMatch(/User-Agent/);
    const other = await s.app.inject({ method: 'GET', url: '/oauth/authorizex', headers: { 'user-agent': IPHONE } });
    expect(other.headers.location).not.toBe('/h5/oauth/authorizex');
    const apps = await s.app.inject({ method: 'GET', url: '/memberCenter/authorizedApps', headers: { 'user-agent': IPHONE } });
    expect(String(apps.headers.location ?? '')).not.toContain('/h5/oauth');
  });
});
