#!/usr/bin/env node
// `npm test`: every test. Lint (import zones), the formatter's check, unused code (knip) and types first, then vitest
// (unit + gateway; PostgreSQL tests too when pg_ctl is available), then the
// production build, the first-load budgets of every route (`npm run size`) and Playwright in
// Debian's chromium. Prints one summary line.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { startPostgres } from './pg-temp.mjs';

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const results = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const t0 = Date.now();
const failedSteps = [];

/** Runs a step with its output shown live and kept, so a failure can be quoted again in the last lines (CI shows only the tail). */
async function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
  const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...env, ...extraEnv } });
  let kept = '';
  const keep = (out) => (chunk) => {
    out.write(chunk);
    kept = (kept + chunk.toString()).slice(-2_000_000);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  const status = await new Promise((done) => child.on('close', (code, signal) => done(code ?? signal)));
  if (status !== 0) failedSteps.push({ label, status, excerpt: excerptOf(kept), headline: headlineOf(kept) });
  return status === 0;
}

/** The part of a failed step's output worth repeating: its unhandled errors or failures, else its last lines. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function excerptOf(text) {
  const lines = text.replace(ANSI, '').split('\n');
  const at = lines.findIndex((l) => /Unhandled (Error|Rejection)|Failed Tests|FAIL |error TS|\d+ problems?|Error:/.test(l));
  return (at >= 0 ? lines.slice(at, at + 40) : lines.slice(-25)).join('\n');
}

/** The first error message of a failed step, for the very last line (CI may show only a few lines). */
function headlineOf(text) {
  const lines = text.replace(ANSI, '').split('\n');
  const at = lines.findIndex((l) => /Unhandled (Error|Rejection)|FAIL |error TS|Error:/.test(l));
  if (at < 0) return '';
  const message = lines.slice(at, at + 12).find((l) => /\w+Error\b|Error:|error TS|expected/i.test(l) && !/Unhandled (Error|Rejection)/.test(l));
  return (message ?? lines[at]).trim().slice(0, 300);
}

/**
 * Every failed attempt (a failure, or the first try of a test that passed on its retry) with what
 * the page showed then: the accessibility snapshot Playwright saves, cut short. CI keeps only the
 * log's tail and none of the screenshots, so this is what tells a race from a real regression.
 */
function failedAttempts(report) {
  const out = [];
  const walk = (suite) => {
    for (const s of suite.suites ?? []) walk(s);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const r of test.results ?? []) {
          if (r.status === 'passed' || r.status === 'skipped') continue;
          const verdict = test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED';
          out.push(`\n--- e2e ${verdict}: [${test.projectName}] ${spec.file}:${spec.line} ${spec.title} (attempt ${r.retry + 1}, ${r.status})`);
          const message = (r.error?.message ?? '').replace(ANSI, '').split('\n').filter(Boolean).slice(0, 3);
          out.push(...message.map((l) => `  ${l}`));
          const ctx = (r.attachments ?? []).find((a) => a.name === 'error-context' && a.path && existsSync(a.path));
          const snapshot = ctx ? /```yaml\n([\s\S]*?)```/.exec(readFileSync(ctx.path, 'utf8'))?.[1] : undefined;
          if (snapshot)
            out.push(
              '  page then:',
              ...snapshot
                .split('\n')
                .filter((l) => /(dialog|alert|heading|status|textbox|text|paragraph|cell|button)\b.*("|: )/.test(l) && !/navigation|\/url:/.test(l))
                .slice(0, 30)
                .map((l) => `  ${l.slice(0, 160)}`),
            );
        }
  };
  for (const s of report.suites ?? []) walk(s);
  return out;
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
ok = (await run('lint', node, ['node_modules/eslint/bin/eslint.js', '.'])) && ok;
ok = (await run('format', node, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'])) && ok;
ok = (await run('unused', node, ['node_modules/knip/bin/knip.js', '--no-progress'])) && ok;
ok = (await run('types', node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'])) && ok;

const pg = await startPostgres();
if (!pg.url) console.log(`PostgreSQL tests skipped: ${pg.reason}`);
if (!has('nginx') && !existsSync('/usr/sbin/nginx')) console.log('Cluster tests (nginx in front of 3 processes) skipped: apt-get install -y nginx-light');
rmSync('.tmp/vitest.json', { force: true });
const vitestOk = await run('vitest', node, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'], pg.url ? { TEST_DATABASE_URL: pg.url } : {});
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
  ok = (await run('build', node, ['scripts/build.mjs', '--logLevel', 'warn'])) && ok;
  // The first-load budgets of every route of both builds (docs/architecture.md, Budgets): a route over its budget fails the run.
  const sized = await run('size', node, ['scripts/size.mjs']);
  if (!sized) results.failed += 1;
  ok = sized && ok;
  rmSync('.tmp/playwright.json', { force: true });
  const e2eOk = await run('e2e', node, ['node_modules/@playwright/test/cli.js', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json', PW_REPORTERS: 'json' });
  ok = e2eOk && ok;
  if (existsSync('.tmp/playwright.json')) {
    const p = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8'));
    results.passed += p.stats.expected + p.stats.flaky;
    results.failed += p.stats.unexpected;
    results.skipped += p.stats.skipped;
    results.flaky += p.stats.flaky;
    for (const e of p.errors ?? []) console.log(`e2e error outside a test: ${(e.message ?? '').split('\n')[0]}`);
    for (const line of failedAttempts(p)) console.log(line);
  } else if (!e2eOk) results.failed += 1;
}

console.log(`\nAll tests finished in ${Math.round((Date.now() - t0) / 1000)} s`);
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped${results.flaky ? `, ${results.flaky} of the passed only on a retry (above)` : ''}`);
for (const f of failedSteps) console.log(`\n--- ${f.label} exited ${f.status}; from its output:\n${f.excerpt}`);
if (failedSteps.length) {
  console.log(`\nSteps that failed: ${failedSteps.map((f) => `${f.label} (exit ${f.status})`).join(', ')}`);
  for (const f of failedSteps) if (f.headline) console.log(`${f.label}: ${f.headline}`);
}
process.exit(ok && results.failed === 0 ? 0 : 1);
