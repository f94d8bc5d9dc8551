// Bundles the gateway (server/ + the src-shared modules it imports) into
// dist-server/main.mjs with esbuild, so `npm start` does not transpile
// TypeScript on every start (cold start budget: under 3 s). Packages stay external.
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// SERVER_DIST_DIR lets parallel work keep separate bundles (default dist-server/).
export const SERVER_DIR = process.env.SERVER_DIST_DIR ?? 'dist-server';
const OUT = join(SERVER_DIR, 'main.mjs');
const SOURCES = ['server', 'src-shared/contract', 'src-shared/rules', 'src-shared/utils'];

function newest(dir) {
  let t = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const s = statSync(p);
    t = Math.max(t, s.isDirectory() ? newest(p) : s.mtimeMs);
  }
  return t;
}

export function serverBundleIsStale() {
  if (!existsSync(OUT)) return true;
  const built = statSync(OUT).mtimeMs;
  return SOURCES.some((d) => existsSync(d) && newest(d) > built);
}

export async function buildServer() {
  await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outfile: OUT,
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  // The migrator reads SQL files next to the bundle.
  cpSync('server/db/migrations', join(SERVER_DIR, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
