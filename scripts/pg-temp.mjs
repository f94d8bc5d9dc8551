// Starts a throwaway PostgreSQL on 127.0.0.1 in a temp dir when pg_ctl is available
// (as the postgres user when running as root). Returns { url, stop } or { reason }.
import { execSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL program (pg_ctl, pg_dump, …) on PATH or in Debian's versioned directories. */
export function findBin(name) {
  for (const c of [name, `/usr/lib/postgresql/15/bin/${name}`, `/usr/lib/postgresql/16/bin/${name}`, `/usr/lib/postgresql/17/bin/${name}`]) {
    try {
      return execSync(`command -v ${c}`, { shell: '/bin/sh' }).toString().trim();
    } catch {
      /* next */
    }
  }
  return null;
}

export async function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const pgCtl = findBin('pg_ctl');
  const initdb = findBin('initdb');
  if (!pgCtl || !initdb) return { url: null, reason: 'pg_ctl/initdb not found (apt-get install -y postgresql)', stop: async () => {} };
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  chmodSync(dir, 0o777);
  const port = 54000 + Math.floor(Math.random() * 900);
  const asPg = (args) => (root ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', args.map((a) => `'${a}'`).join(' ')], { encoding: 'utf8' }) : spawnSync(args[0], args.slice(1), { encoding: 'utf8' }));
  let r = asPg([initdb, '-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  if (r.status !== 0) return { url: null, reason: `initdb failed: ${r.stderr?.slice(0, 300)}`, stop: async () => rmSync(dir, { recursive: true, force: true }) };
  r = asPg([pgCtl, '-D', join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, '-l', join(dir, 'log'), '-w', 'start']);
  if (r.status !== 0) return { url: null, reason: `pg_ctl start failed: ${r.stderr?.slice(0, 300)}`, stop: async () => rmSync(dir, { recursive: true, force: true }) };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      asPg([pgCtl, '-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
