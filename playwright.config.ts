import { defineConfig, devices } from '@playwright/test';
import { execSync } from 'node:child_process';
import { E2E_SMS_RESEND_SECONDS } from './tests/e2e/e2e-env';

/**
 * E2E against the production build served by `npm start` (Debian's chromium,
 * never a downloaded browser). Three projects: desktop 1366x768, an
 * iPhone-sized phone, and the phone with a WeChat user agent.
 */
const chromium = (() => {
  try {
    return execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
  } catch {
    return '/usr/bin/chromium';
  }
})();
const PORT = Number(process.env.E2E_PORT ?? 8181);
const launchOptions = {
  executablePath: chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const iphone = devices['iPhone 13'];
export const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** Specs that move the server's clock (POST /api/dev/run-jobs with advanceDays >= 1). */
const CLOCK_MOVING = /desktop\/fund-journeys\.spec\.ts/;
/** The label sheet adds 40 devices to the demo company, which the device list, department and field-check specs would find on their pages. */
const DEVICES_ADDED = /desktop\/device-labels\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry in CI: a test that fails twice fails the run; one that passes on its retry passes it
  // but is printed with what its page showed (scripts/test.mjs), so a race is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  // npm test adds the JSON reporter (PW_REPORTERS=json) to count results for its summary line.
  reporter: process.env.PW_REPORTERS === 'json' ? [['list'], ['json']] : [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off', screenshot: 'only-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      testMatch: /desktop\/.*\.spec\.ts/,
      testIgnore: [CLOCK_MOVING, DEVICES_ADDED],
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } },
    },
    { name: 'phone', testMatch: /mobile\/.*\.spec\.ts/, use: { ...iphone, browserName: 'chromium', defaultBrowserType: 'chromium' } },
    {
      name: 'wechat',
      testMatch: /(mobile|wechat)\/.*\.spec\.ts/,
      use: { ...iphone, browserName: 'chromium', defaultBrowserType: 'chromium', userAgent: WECHAT_UA },
    },
    // The accessibility and overflow walk over both builds' route tables (it makes its own contexts).
    { name: 'a11y', testMatch: /e2e\/a11y\/.*\.spec\.ts/, use: { browserName: 'chromium' } },
    // After the others, alone: the label sheet's devices.
    {
      name: 'desktop-devices',
      testMatch: DEVICES_ADDED,
      dependencies: ['desktop', 'phone', 'wechat', 'a11y'],
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } },
    },
    // Moves the server clock a day forward (T+1 settlement), which expires every session of the
    // specs running beside it: it runs alone, last.
    {
      name: 'desktop-late',
      testMatch: CLOCK_MOVING,
      dependencies: ['desktop', 'phone', 'wechat', 'a11y', 'desktop-devices'],
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    command: `node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/serverTime`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      E2E_FRESH: '1',
      SMS_RESEND_SECONDS: String(E2E_SMS_RESEND_SECONDS),
      // Every spec runs from 127.0.0.1 and logs the demo numbers in again and again: per-IP SMS
      // budgets and the look-up budgets are off (tests/server/account/sms-abuse.test.ts covers them).
      SMS_DAILY_PER_IP: '0',
      LOOKUP_FREE_PER_IP_HOUR: '0',
      LOOKUP_FREE_PER_NUMBER_HOUR: '0',
      LOOKUP_DAILY_PER_IP: '0',
      LOOKUP_DAILY_PER_NUMBER: '0',
    },
  },
});
