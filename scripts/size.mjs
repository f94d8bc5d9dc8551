#!/usr/bin/env node
// `npm run size`: the first-load JS of the desktop home and of /wx/login (and any
// extra paths given), measured as a browser loads them: every JS file requested
// until the network is idle (entry, modulepreloads, the route's lazy chunk,
// the language bundle). Sizes are gzip -9 of the built files.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveDist } from './serve-dist.mjs';

// The H5 budget holds for every H5 first page; the device page is the one field staff open on weak 4G.
const BUDGETS = { '/': 260, '/wx/login': 180, '/mobile': 180, '/mobile/device/IBX-100': 180 };
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/wx/login', '/mobile', '/mobile/device/IBX-100'];
const dist = process.env.DIST_DIR ?? 'dist';
const { port, stop } = await serveDist({ basePort: 8190, dataDir: '.tmp/size-data' });

const exe = execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
let failed = false;
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const files = new Set();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (r.resourceType() === 'script' || u.pathname.endsWith('.js')) files.add(u.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    let total = 0;
    const rows = [];
    for (const f of files) {
      const file = join(dist, f);
      if (!existsSync(file)) continue;
      const gz = gzipSync(readFileSync(file), { level: 9 }).length;
      total += gz;
      rows.push(`    ${(gz / 1024).toFixed(1).padStart(7)} kB  ${f}`);
    }
    const kb = total / 1024;
    const budget = BUDGETS[path];
    const verdict = budget ? (kb <= budget ? `within ${budget} kB` : `OVER ${budget} kB`) : '';
    if (budget && kb > budget) failed = true;
    console.log(`${path.padEnd(12)} first-load JS ${kb.toFixed(1)} kB gzip in ${files.size} files ${verdict}`);
    console.log(rows.sort().reverse().join('\n'));
    await page.close();
  }
} finally {
  await browser.close();
  stop();
}
process.exit(failed ? 1 : 0);
