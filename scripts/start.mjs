#!/usr/bin/env node
// `npm start`: builds both front-end bundles when they are missing (or older than
// the sources when FORCE_BUILD=1), then starts the gateway with the embedded
// database (migrations and seed run on start) on one port.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_DIR } from './build-server.mjs';
import { ensureBuilt } from './ensure-built.mjs';

// The e2e run starts from an empty database every time.
if (process.env.E2E_FRESH === '1' && process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });

await ensureBuilt();

const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIR, 'main.mjs')], { stdio: 'inherit', env: process.env });
const forward = (sig) => () => child.kill(sig);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
