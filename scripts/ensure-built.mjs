// Builds what `npm start` and `npm run start:cluster` serve when it is missing: both front-end
// bundles into DIST_DIR (or again when FORCE_BUILD=1) and the gateway bundle when its sources are newer.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverBundleIsStale } from './build-server.mjs';

export async function ensureBuilt(dist = process.env.DIST_DIR ?? 'dist') {
  const built = existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'mobile.html'));
  if (!built || process.env.FORCE_BUILD === '1') {
    console.log('Building the desktop and H5 bundles (first start only)…');
    const r = spawnSync(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: dist } });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  if (serverBundleIsStale()) await buildServer();
}
