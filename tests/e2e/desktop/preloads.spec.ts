import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { WECHAT_UA } from '../../../playwright.config';

/**
 * Every file a built page announces (modulepreload, stylesheet, script) exists: /wx/login once
 * preloaded a chunk that held only CSS, which the build drops, so every load made a request that
 * answered 404. Walks every H5 and desktop route (parameters filled with a sample), plain and in
 * WeChat, in both languages, as the server paints the HTML.
 */
// Both builds' pages are painted per route (desktop: the route's texts; H5: its files and texts).
const desktopPaths = (JSON.parse(readFileSync('dist/desktop-preloads.json', 'utf8')) as { routes: { path: string }[] }).routes.map((r) => r.path);
const h5Paths = (JSON.parse(readFileSync('dist/route-preloads.json', 'utf8')) as { routes: { path: string }[] }).routes.map((r) => r.path);
const paths = [...new Set([...desktopPaths, ...h5Paths])].map((p) =>
  p
    .replace(/:model/g, 'IBX-100')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\*$/, ''),
);

const ASSET = /<(?:link|script)\b[^>]*?\b(?:href|src)="(\/[^"]+)"/g;

async function assetsOf(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const r = await request.get(path, { headers });
  expect(r.status(), path).toBe(200);
  return [...(await r.text()).matchAll(ASSET)].map((m) => m[1]);
}

test('every file announced by every built page answers 200', async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Map<string, string>();
  for (const path of paths) {
    const variants: Record<string, string>[] = [{ cookie: 'lang=zh-CN' }, { cookie: 'lang=en', 'user-agent': WECHAT_UA }];
    for (const headers of variants) {
      for (const asset of await assetsOf(request, path, headers)) if (!seen.has(asset)) seen.set(asset, path);
    }
  }
  expect(seen.size).toBeGreaterThan(10);
  const missing: string[] = [];
  for (const [asset, page] of seen) {
    const r = await request.get(asset);
    if (r.status() !== 200) missing.push(`${page} -> ${asset} (${r.status()})`);
  }
  expect(missing).toEqual([]);
});

test("an H5 page announces the entry's own imports, so the framework downloads beside the entry, not after it", async ({ request }) => {
  const announced = (await assetsOf(request, '/mobile', {})).filter((a) => a.endsWith('.js'));
  const entry = announced.find((a) => /\/mobile-[\w-]+\.js$/.test(a));
  expect(entry).toBeTruthy();
  const imports = [...(await (await request.get(entry!)).text()).matchAll(/\bimport\s*(?:[\w{},\s$]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => `/assets/${m[1]}`);
  expect(imports.length).toBeGreaterThan(0);
  expect(announced).toEqual(expect.arrayContaining(imports));
});
