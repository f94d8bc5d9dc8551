#!/usr/bin/env node
// `npm run build`: the two front-end builds into one dist/ (DIST_DIR): the desktop
// portal first (it empties the directory), then the H5 build. Each is tree-shaken on
// its own, so neither carries the other's share of a library. Extra arguments go to
// both (e.g. --logLevel warn).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
for (const mode of ['desktop', 'mobile']) {
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', mode, ...extra], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
