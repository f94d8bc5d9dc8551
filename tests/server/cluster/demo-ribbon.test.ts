import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * A production deployment running the stand-ins (ALLOW_STAND_INS=1) says so on every page of both
 * builds: the server paints the ribbon into the HTML. Without the opt-in, or outside production, no ribbon.
 */

let dist: string;
let base: TestServer;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  const page = (title: string) => `<!doctype html><html lang="zh-CN"><head><title>${title}</title></head><body>\n<div id="root"></div></body></html>`;
  writeFileSync(join(dist, 'index.html'), page('desktop'));
  writeFileSync(join(dist, 'mobile.html'), page('mobile'));
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      routes: ['/wx/login', '/mobile', '/mobile/device/:model'].map((path) => ({ path, layout: 'h5', title: { 'zh-CN': '登录', en: 'Log in' }, js: [], css: [] })),
      lang: { 'zh-CN': { js: [], css: [] }, en: { js: [], css: [] } },
    }),
  );
  mkdirSync(join(dist, 'assets'));
  base = await startTestServer();
});
afterAll(async () => {
  await base?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

async function pages(env: Record<string, string>, urls: string[], gzip = false) {
  const s = await startTestServer({ DIST_DIR: dist, ...env }, { database: base.database });
  try {
    const out: string[] = [];
    for (const url of urls) {
      const res = await s.app.inject({ method: 'GET', url, headers: gzip ? { 'accept-encoding': 'gzip' } : {} });
      expect(res.statusCode).toBe(200);
      out.push(res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body);
    }
    return out;
  } finally {
    await s.close();
  }
}

const URLS = ['/', '/about', '/memberCenter/account', '/mobile', '/wx/login', '/mobile/device/IBX-100'];

describe('demo-mode ribbon', () => {
  it('production with ALLOW_STAND_INS=1: every page of both builds carries it, in both languages', async () => {
    for (const gzip of [false, true]) {
      const bodies = await pages({ NODE_ENV: 'production', ALLOW_STAND_INS: '1' }, URLS, gzip);
      for (const body of bodies) {
        expect(body).toMatch(/<div id="demo-ribbon" role="note"[^>]*>.*<\/div><div id="root">/);
        expect(body).toContain('<span lang="zh-CN"><strong>演示模式</strong> — 验证码不会真的发送，资金不会真的划转</span>');
        expect(body).toContain('<span lang="en"><strong>Demo mode</strong> — codes are not really sent, money is not really moved</span>');
      }
    }
  });

  it.each([
    ['production without the opt-in', { NODE_ENV: 'production' }],
    ['development, even with ALLOW_STAND_INS=1', { NODE_ENV: 'development', ALLOW_STAND_INS: '1' }],
  ])('%s: no ribbon', async (_name, env) => {
    for (const body of await pages(env, URLS)) {
      expect(body).toContain('<div id="root">');
      expect(body).not.toContain('demo-ribbon');
    }
  });
});

describe('environment hosts in the pages', () => {
  it('writes the configured hosts into every page of both builds, once; none when unconfigured', async () => {
    const hosts = { API_BASE: 'https://api.portal.example', API_BASE_ALT: 'https://api-test.portal.example', API_HOST_MARKER: 'test', PUBLIC_API_BASE: 'https://open.portal.example' };
    for (const body of await pages(hosts, URLS)) {
      const blocks = body.match(/<script type="application\/json" id="portal-hosts">(.*?)<\/script>/g) ?? [];
      expect(blocks).toHaveLength(1);
      const json = JSON.parse(/>(.*)</.exec(blocks[0]!)![1]!);
      expect(json).toEqual({ apiBase: 'https://api.portal.example', alternate: { marker: 'test', apiBase: 'https://api-test.portal.example' }, publicApiBase: 'https://open.portal.example' });
    }
    for (const body of await pages({}, URLS)) expect(body).not.toContain('portal-hosts');
  });
});
