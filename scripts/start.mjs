#!/usr/bin/env node
// `npm start`: builds both front-end bundles when they are missing (or older than
// the sources when FORCE_BUILD=1), then starts the gateway with the embedded
// database (migrations and seed run on start) on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverBundleIsStale, SERVER_DIR } from './build-server.mjs';

const dist = process.env.DIST_DIR ?? 'dist';
const built = existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'mobile.html'));
if (!built || process.env.FORCE_BUILD === '1') {
  console.log('Building the desktop and H5 bundles (first start only)…');
  const r = spawnSync(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: dist } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The e2e run starts from an empty database every time.
if (process.env.E2E_FRESH === '1' && process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });

if (serverBundleIsStale()) await buildServer();

const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIR, 'main.mjs')], { stdio: 'inherit', env: process.env });
const forward = (sig) => () => child.kill(sig);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
