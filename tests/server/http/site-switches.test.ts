import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSwitches } from '#server/domains/system/site-switches';
import { LOCAL_MODE_ALLOWED } from '#server/domains/system/site-switches';
import { registerStaticSite } from '#server/http/static-site';

/**
 * H5 pages: unknown paths go to /NoPage like desktop ones; local-deployment mode and grayscale are
 * applied by the server in the page itself (redirect, style, data for in-app navigation).
 */
let dir: string;
let app: FastifyInstance;
let switches: SiteSwitches;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'mobile.html'), '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div></body></html>');
  const route = (path: string) => ({ path, layout: 'h5', title: { 'zh-CN': 't', en: 't' }, js: [], css: [] });
  writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify({ routes: [route('/mobile'), route('/wx/register'), route('/mobile/device/:model'), route('/spread'), route('/h5/permissions')], lang: {} }));
  app = Fastify();
  app.setNotFoundHandler(await registerStaticSite(app, dir, { switches: async () => switches }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const off = (): SiteSwitches => ({ grayscale: false, local: { enabled: false, factoryAppPath: '/memberCenter/facApp', allowedFragments: LOCAL_MODE_ALLOWED } });

describe('H5 pages and the site switches', () => {
  it('an unknown H5 path redirects to /NoPage; known ones render', async () => {
    switches = off();
    for (const url of ['/mobile/nothing-here', '/wx/unknown', '/spread/x/y']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(302);
      expect(r.headers.location).toBe('/NoPage');
    }
    const ok = await app.inject({ url: '/mobile/device/IBX-100' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).not.toContain('site-grayscale');
    expect(ok.body).not.toContain('id="local-mode"');
  });

  it('local-deployment mode sends H5 pages outside the allowed paths to the factory app page', async () => {
    switches = { ...off(), local: { ...off().local, enabled: true } };
    for (const url of ['/wx/register', '/mobile/device/IBX-100', '/spread', '/mobile']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(302);
      expect(r.headers.location).toBe('/memberCenter/facApp');
    }
    const allowed = await app.inject({ url: '/h5/permissions' });
    expect(allowed.statusCode).toBe(200);
    const block = /<script type="application\/json" id="local-mode">([^<]*)<\/script>/.exec(allowed.body);
    expect(JSON.parse(block![1])).toMatchObject({ enabled: true, factoryAppPath: '/memberCenter/facApp' });
  });

  it('grayscale is painted into every H5 page, gzip or not', async () => {
    switches = { ...off(), grayscale: true };
    const plain = await app.inject({ url: '/mobile' });
    expect(plain.body).toContain('<style id="site-grayscale">html{filter:grayscale(1)}</style>');
    const gz = await app.inject({ url: '/mobile', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeGreaterThan(0);
  });
});
