// The built front-end served by the gateway as in production, for the measuring
// scripts (size, lighthouse): builds dist/ first when it is missing, starts the
// gateway on a free-ish port with its own data directory, resolves once it is ready.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export async function serveDist({ basePort, dataDir }) {
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'mobile.html'))) {
    execSync('node scripts/build.mjs --logLevel warn', { stdio: 'inherit', env: { ...process.env, DIST_DIR: dist } });
  }
  const port = basePort + Math.floor(Math.random() * 50);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DIST_DIR: dist, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((res, rej) => {
    server.stdout.on('data', (d) => String(d).includes('Portal ready') && res());
    server.on('exit', () => rej(new Error('server exited')));
  });
  return { port, stop: () => server.kill('SIGTERM') };
}
