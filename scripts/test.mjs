#!/usr/bin/env node
// `npm test`: every test. Lint (import zones) and types first, then vitest
// (unit + gateway; PostgreSQL tests too when pg_ctl is available), then the
// production build and Playwright in Debian's chromium. Prints one summary line.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { startPostgres } from './pg-temp.mjs';

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const results = { passed: 0, failed: 0, skipped: 0 };
const t0 = Date.now();
const failedSteps = [];

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (r.status !== 0) failedSteps.push(`${label} (exit ${r.status ?? r.signal})`);
  return r.status === 0;
}

function has(bin) {
  try {
    execSync(`command -v ${bin}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

function ensureChromium() {
  if (has('chromium')) return true;
  const cmd = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing; installing: ${cmd}`);
    return spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${cmd}`], { stdio: 'inherit' }).status === 0 && has('chromium');
  }
  console.error(`Chromium is missing. Run as root:\n  sudo sh -c '${cmd}'`);
  return false;
}

const node = process.execPath;
let ok = true;
ok = run('lint', node, ['node_modules/eslint/bin/eslint.js', '.']) && ok;
ok = run('types', node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']) && ok;

const pg = await startPostgres();
if (!pg.url) console.log(`PostgreSQL tests skipped: ${pg.reason}`);
if (!has('nginx') && !existsSync('/usr/sbin/nginx')) console.log('Cluster tests (nginx in front of 3 processes) skipped: apt-get install -y nginx-light');
rmSync('.tmp/vitest.json', { force: true });
const vitestOk = run('vitest', node, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'], pg.url ? { TEST_DATABASE_URL: pg.url } : {});
await pg.stop();
ok = vitestOk && ok;
if (existsSync('.tmp/vitest.json')) {
  const v = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'));
  results.passed += v.numPassedTests;
  results.failed += v.numFailedTests;
  results.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  // A file whose hook or import failed fails no test (its tests show as skipped), so name it here.
  for (const f of v.testResults ?? []) {
    if (f.status !== 'failed' || (f.assertionResults ?? []).some((a) => a.status === 'failed')) continue;
    results.failed += 1;
    console.log(`vitest: ${f.name} failed outside its tests: ${(f.message ?? '').split('\n')[0]}`);
  }
}

if (process.env.SKIP_E2E === '1') {
  console.log('E2E skipped (SKIP_E2E=1)');
} else if (!ensureChromium()) {
  ok = false;
  results.failed += 1;
} else {
  ok = run('build', node, ['scripts/build.mjs', '--logLevel', 'warn']) && ok;
  rmSync('.tmp/playwright.json', { force: true });
  const e2eOk = run('e2e', node, ['node_modules/@playwright/test/cli.js', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json', PW_REPORTERS: 'json' });
  ok = e2eOk && ok;
  if (existsSync('.tmp/playwright.json')) {
    const p = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8'));
    results.passed += p.stats.expected;
    results.failed += p.stats.unexpected + p.stats.flaky;
    results.skipped += p.stats.skipped;
  } else if (!e2eOk) results.failed += 1;
}

console.log(`\nAll tests finished in ${Math.round((Date.now() - t0) / 1000)} s`);
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
if (failedSteps.length) console.log(`Steps that failed: ${failedSteps.join(', ')}`);
process.exit(ok && results.failed === 0 ? 0 : 1);
