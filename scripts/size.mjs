#!/usr/bin/env node
// `npm run size [-- paths...] [--group=menu,h5] [--files] [--json=out.json]`: the first-load JS of every route
// of both builds, measured as a browser loads them: every JS file a fresh Chromium
// context requests until the network is idle (entry, modulepreloads, the route's lazy
// chunks, the language bundle, the WeChat JS-SDK on H5), as gzip -9 of the built files.
// Routes come from the two route tables; public routes load signed out, member routes
// signed in (the demo member; the H5 field admin's pages as the demo field admin).
// H5 pages load at 375 px with the WeChat user agent, desktop pages at 1366 px.
// Each route is held to its group's budget; the exit code is 1 when one is over.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveDist } from './serve-dist.mjs';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** Route groups and their budgets (kB gzip), in the order the table prints them. */
const GROUPS = {
  home: { label: 'desktop /', budget: 160 },
  public: { label: 'desktop public pages', budget: 280 },
  member: { label: 'member centre (signed in)', budget: 350 },
  menu: { label: 'H5 menu / shared-link pages', budget: 120 },
  h5: { label: 'other H5 pages', budget: 150 },
};

/** H5 pages opened from a WeChat menu or a shared link: the tighter budget. Device pages include the legacy document paths that redirect to them. */
const H5_MENU = ['/wx/login', '/wx/lotteryDraw', '/mobile', '/spread', '/mobile/device', '/mobile/device/:model', '/doc/:model', '/doc/:model/*', '/mobile/box/:model', '/mobile/terminal/:model', '/h5/device/:model'];

/** A concrete URL for a route pattern (path parameters as a user's link would fill them). */
const SAMPLE = { ':model': 'IBX-100' };
const concrete = (path) => path.replace(/:[A-Za-z]+/g, (p) => SAMPLE[p] ?? 'x').replace(/\*$/, 'index');

const ACCOUNTS = {
  member: { cmd: 'webMember/companyLogin', parameters: { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' } },
  admin: { cmd: 'webMember/personLogin', parameters: { mobile: '13800000008', password: 'Demo@1234' } },
};

const argv = process.argv.slice(2);
const showFiles = argv.includes('--files');
const jsonOut = argv.find((a) => a.startsWith('--json='))?.slice('--json='.length);
const only = argv.filter((a) => !a.startsWith('--'));
/** --group=<names>: only these groups (home, public, member, menu, h5), e.g. the H5 ones while working on the H5 build. */
const groups = argv
  .find((a) => a.startsWith('--group='))
  ?.slice('--group='.length)
  .split(',');
for (const g of groups ?? []) if (!(g in GROUPS)) throw new Error(`size: no group ${g} (${Object.keys(GROUPS).join(', ')})`);
const concurrency = Number(process.env.SIZE_CONCURRENCY ?? 4);
const dist = process.env.DIST_DIR ?? 'dist';

async function readTargets() {
  const { tsImport } = await import('tsx/esm/api');
  const desktop = (await tsImport('../src-desktop/app/routes.ts', import.meta.url)).routes;
  const mobile = (await tsImport('../src-mobile/app/routes.ts', import.meta.url)).routes;
  const targets = [];
  for (const r of desktop) {
    const group = r.path === '/' ? 'home' : r.guard === 'public' ? 'public' : 'member';
    targets.push({ build: 'desktop', route: r.path, url: concrete(r.path), group, as: r.guard === 'public' ? null : 'member' });
  }
  for (const r of mobile) {
    const group = H5_MENU.includes(r.path) ? 'menu' : 'h5';
    const as = r.guard === 'public' ? null : r.guard === 'admin' ? 'admin' : 'member';
    targets.push({ build: 'h5', route: r.path, url: concrete(r.path), group, as });
  }
  const seen = new Set();
  return targets.filter((t) => {
    if (only.length && !only.includes(t.route) && !only.includes(t.url)) return false;
    if (groups && !groups.includes(t.group)) return false;
    const key = `${t.build} ${t.url}`;
    return !seen.has(key) && seen.add(key);
  });
}

const gzCache = new Map();
function gzipSize(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzCache.get(file);
}

/** Signs in through the gateway and returns the storage state a signed-in browser would have (cookies + the profile in localStorage). */
async function storageFor(base, account) {
  const res = await fetch(`${base}/api/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ACCOUNTS[account]) });
  const body = await res.json();
  if (!body.response) throw new Error(`size: sign-in as ${account} failed: ${JSON.stringify(body.error)}`);
  const { token, refreshToken, ...profile } = body.response;
  const cookie = (name, value) => ({ name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' });
  return {
    cookies: [cookie('token', token), cookie('refreshToken', refreshToken)],
    origins: [{ origin: base, localStorage: [{ name: 'portal.profile', value: JSON.stringify(profile) }] }],
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Network idle as a user's load ends: no request for 500 ms, and then none either after the
 * page's main thread has gone idle. Playwright's 'networkidle' alone ends too early on a busy
 * machine: the entry can run for more than 500 ms before it asks for the route's chunk.
 */
async function settle(page, state, deadline = Date.now() + 40_000) {
  while (Date.now() < deadline) {
    const s = state();
    if (s.inflight > 0 || Date.now() - s.last < 500) {
      await sleep(100);
      continue;
    }
    try {
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(() => r(), { timeout: 3000 }), { timeout: 3000 })));
    } catch {
      // a navigation (a redirect) replaced the document: wait for the next one to settle
      await sleep(200);
      continue;
    }
    await sleep(200);
    const t = state();
    if (t.requests === s.requests && t.inflight === 0) return;
  }
  throw new Error('still loading after 40 s');
}

async function measure(browser, base, target, storage) {
  const h5 = target.build === 'h5';
  const context = await browser.newContext({
    viewport: h5 ? { width: 375, height: 812 } : { width: 1366, height: 768 },
    ...(h5 ? { userAgent: WECHAT_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    ...(storage ? { storageState: storage } : {}),
  });
  const files = new Set();
  const page = await context.newPage();
  let inflight = 0;
  let requests = 0;
  let last = Date.now();
  page.on('request', (r) => {
    inflight++;
    requests++;
    last = Date.now();
    const u = new URL(r.url());
    if (u.origin === base && (r.resourceType() === 'script' || u.pathname.endsWith('.js'))) files.add(u.pathname);
  });
  const done = () => {
    inflight--;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  let note = '';
  try {
    await page.goto(base + target.url, { waitUntil: 'load', timeout: 45_000 });
    await settle(page, () => ({ inflight, requests, last }));
  } catch (err) {
    note = `not idle: ${String(err.message).split('\n')[0]}`;
  }
  const landed = new URL(page.url()).pathname;
  await context.close();
  let bytes = 0;
  const sizes = [];
  for (const f of files) {
    const file = join(dist, f);
    if (!existsSync(file)) continue;
    const gz = gzipSize(file);
    bytes += gz;
    sizes.push([gz, f]);
  }
  // A member page that lands on a login page measured the login page, not itself.
  if (target.as && /login/i.test(landed) && !/login/i.test(target.url)) note ||= `landed on ${landed}`;
  return { ...target, kb: bytes / 1024, count: sizes.length, sizes: sizes.sort((a, b) => b[0] - a[0]), landed, note };
}

const targets = await readTargets();
if (!targets.length) {
  console.error(`size: no route matches ${[...only, ...(groups ?? [])].join(' ')}`);
  process.exit(2);
}
const started = Date.now();
const { port, stop } = await serveDist({ basePort: 8190, dataDir: '.tmp/size-data' });
const base = `http://127.0.0.1:${port}`;
const exe = execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'] });
const results = [];
try {
  const storage = {};
  for (const a of new Set(targets.map((t) => t.as).filter(Boolean))) storage[a] = await storageFor(base, a);
  const queue = [...targets];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let t = queue.shift(); t; t = queue.shift()) results.push(await measure(browser, base, t, t.as ? storage[t.as] : null));
    }),
  );
} finally {
  await browser.close();
  stop();
}

const order = Object.keys(GROUPS);
results.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group) || b.kb - a.kb);
let failed = false;
const over = (r) => r.kb > GROUPS[r.group].budget;
console.log('first-load JS, gzip kB (every JS file until the network is idle)\n');
console.log(`${'group'.padEnd(30)} ${'budget'.padStart(6)} ${'routes'.padStart(6)} ${'max'.padStart(7)}  ${'largest'.padEnd(32)} over`);
for (const g of order) {
  const rs = results.filter((r) => r.group === g);
  if (!rs.length) continue;
  const n = rs.filter(over).length;
  failed ||= n > 0;
  console.log(`${GROUPS[g].label.padEnd(30)} ${String(GROUPS[g].budget).padStart(6)} ${String(rs.length).padStart(6)} ${rs[0].kb.toFixed(1).padStart(7)}  ${rs[0].url.padEnd(32)} ${n ? `${n} OVER` : '0'}`);
}
console.log('');
for (const r of results) {
  const verdict = over(r) ? `OVER ${GROUPS[r.group].budget}` : '';
  console.log(`${r.build.padEnd(7)} ${r.group.padEnd(6)} ${r.kb.toFixed(1).padStart(7)} kB ${String(r.count).padStart(3)} files  ${r.url.padEnd(34)} ${verdict}${r.note ? `  (${r.note})` : ''}`);
  if (showFiles || over(r)) for (const [gz, f] of r.sizes) console.log(`${' '.repeat(20)}${(gz / 1024).toFixed(1).padStart(7)} kB  ${f}`);
}
const warned = results.filter((r) => r.note).length;
console.log(`\n${results.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s${warned ? `; ${warned} with a note` : ''}${failed ? '; OVER BUDGET' : '; all within budget'}`);
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify(
      results.map(({ sizes: _s, ...r }) => r),
      null,
      1,
    ),
  );
process.exit(failed ? 1 : 0);
