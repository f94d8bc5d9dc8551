#!/usr/bin/env node
// `npm run lighthouse [-- paths...]`: Lighthouse mobile performance (its default
// simulated Moto G Power on slow 4G) of the built H5 pages, served by the gateway as
// in production. Lighthouse is not a dependency (it is large and only measures):
// it runs through npx (LIGHTHOUSE_CLI overrides its path). A single run swings by
// several points on a shared 2-core machine, so each page runs RUNS times (default 5)
// interleaved, and the median score is reported, as Lighthouse's own docs advise.
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDist } from './serve-dist.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/wx/login', '/mobile', '/mobile/device/IBX-100'];
/** The median score each page must reach (docs/architecture.md, Budgets: 98+ on H5 pages). */
const TARGET = 98;
const runs = Number(process.env.RUNS ?? 5);
const chrome = execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
const cli = process.env.LIGHTHOUSE_CLI ? [process.execPath, process.env.LIGHTHOUSE_CLI] : ['npx', '--yes', 'lighthouse@12.8.2'];

const { port, stop } = await serveDist({ basePort: 8240, dataDir: '.tmp/lighthouse-data' });

const out = mkdtempSync(join(tmpdir(), 'lh-'));
const results = Object.fromEntries(paths.map((p) => [p, []]));
try {
  for (let i = 0; i < runs; i++) {
    for (const path of paths) {
      const file = join(out, `${i}.json`);
      const r = spawnSync(
        cli[0],
        [...cli.slice(1), `http://127.0.0.1:${port}${path}`, '--only-categories=performance', '--output=json', `--output-path=${file}`, '--quiet', '--chrome-flags=--headless=new --no-sandbox'],
        {
          env: { ...process.env, CHROME_PATH: chrome },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      if (r.status !== 0) throw new Error(`lighthouse failed on ${path}`);
      const a = JSON.parse(readFileSync(file, 'utf8'));
      const m = (id) => a.audits[id].numericValue;
      results[path].push({
        score: Math.round(a.categories.performance.score * 100),
        fcp: m('first-contentful-paint'),
        lcp: m('largest-contentful-paint'),
        tbt: m('total-blocking-time'),
        si: m('speed-index'),
        cls: m('cumulative-layout-shift'),
      });
    }
  }
} finally {
  stop();
  rmSync(out, { recursive: true, force: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let failed = false;
for (const [path, rs] of Object.entries(results)) {
  const score = median(rs.map((r) => r.score));
  failed ||= score < TARGET;
  const ms = (k) => `${(median(rs.map((r) => r[k])) / 1000).toFixed(1)} s`;
  console.log(
    `${path.padEnd(24)} performance ${score}  LCP ${ms('lcp')}  TBT ${Math.round(median(rs.map((r) => r.tbt)))} ms  (median of ${rs.length}: ${rs.map((r) => r.score).join(' ')}; target ${TARGET})  FCP ${ms('fcp')}  SI ${ms('si')}  CLS ${median(rs.map((r) => r.cls)).toFixed(3)}`,
  );
}
process.exitCode = failed ? 1 : 0;
