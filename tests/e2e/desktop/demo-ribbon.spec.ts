import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';

/**
 * A production start that runs the stand-ins (ALLOW_STAND_INS=1) shows the "demo mode" ribbon on
 * the pages of both builds. Its own server (the suite's server runs in development, without the
 * ribbon): the real entry point in production mode on an in-memory database and this checkout's dist/.
 */

const root = process.cwd();
let proc: ChildProcess | null = null;
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  proc = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_STAND_INS: '1',
      WX_APP_ID: 'wxe2e0000000000042',
      WX_APP_SECRET: 'e2e-secret-0123456789abcdef',
      SECOND_FACTOR_KEY: 'e2e-second-factor-key-0123456789abcdef',
      // Passkeys are not used here; production only needs the relying party named.
      WEBAUTHN_RP_ID: 'portal.example.com',
      WEBAUTHN_ORIGINS: 'https://portal.example.com',
      OIDC_ISSUER: 'http://127.0.0.1',
      OIDC_SIGNING_KEYS: JSON.stringify({ keys: [generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })] }),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DIST_DIR: process.env.DIST_DIR ?? join(root, 'dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc!.stdout!.on('data', (d) => {
      out += d.toString();
      const m = /Desktop portal: (http:\/\/localhost:\d+)\//.exec(out);
      if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
    });
    proc!.stderr!.on('data', (d) => (out += d.toString()));
    proc!.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
});

test.afterAll(() => {
  proc?.kill('SIGTERM');
});

for (const [build, path] of [
  ['desktop', '/'],
  ['H5', '/mobile'],
] as const) {
  test(`the ${build} build shows the demo-mode ribbon in both languages`, async ({ page }) => {
    await page.goto(`${base}${path}`);
    const ribbon = page.getByRole('note');
    await expect(ribbon).toBeVisible();
    await expect(ribbon).toContainText('演示模式');
    await expect(ribbon).toContainText('Demo mode — codes are not really sent, money is not really moved');
    // Above the app, which still renders under it.
    await expect(page.locator('#root')).not.toBeEmpty();
    const box = await ribbon.boundingBox();
    expect(box?.y).toBe(0);
  });
}
