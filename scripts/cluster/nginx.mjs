// nginx for the cluster: renders deploy/nginx.conf.template into a private prefix and runs it in
// the foreground (`nginx -p <prefix> -c <conf> -g 'daemon off;'`), never the system service.
import { execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const TEMPLATE = resolve(import.meta.dirname, '../../deploy/nginx.conf.template');

export function findNginx() {
  for (const c of ['nginx', '/usr/sbin/nginx']) {
    try {
      return execSync(`command -v ${c}`, { shell: '/bin/sh', stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      /* next */
    }
  }
  return null;
}

/** Workers drop root to NGINX_USER, else www-data (Debian's nginx package creates it), else nobody. */
function userDirective() {
  if (process.getuid?.() !== 0) return '';
  if (process.env.NGINX_USER) return `user ${process.env.NGINX_USER};`;
  const passwd = readFileSync('/etc/passwd', 'utf8');
  return /^www-data:/m.test(passwd) ? 'user www-data;' : 'user nobody nogroup;';
}

/** The template with its {{…}} values filled in. */
export function renderNginxConf({ listen, upstreamPorts, distDir, prefix, accessLog, workers = 'auto' }) {
  const values = {
    USER: userDirective(),
    WORKERS: String(workers),
    PREFIX: prefix,
    ACCESS_LOG: accessLog,
    LISTEN: String(listen),
    DIST_DIR: resolve(distDir),
    UPSTREAM_SERVERS: upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (m, k) => {
    if (!(k in values)) throw new Error(`nginx template: no value for ${m}`);
    return values[k];
  });
}

/**
 * Writes the config into a fresh prefix and starts nginx in the foreground. Returns
 * { child, prefix, conf, accessLog }; the caller stops it with SIGQUIT (graceful) or SIGTERM.
 */
export function startNginx({ listen, upstreamPorts, distDir, workers, output = 'inherit' }) {
  const bin = findNginx();
  if (!bin) throw new Error('nginx not found: apt-get install -y nginx-light');
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  // Workers run as an unprivileged user and create their temp directories here.
  chmodSync(prefix, 0o755);
  const accessLog = join(prefix, 'access.log');
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, renderNginxConf({ listen, upstreamPorts, distDir, prefix, accessLog, workers }));
  const test = spawnSyncQuiet(bin, ['-t', '-q', '-p', prefix, '-c', conf]);
  if (test) throw new Error(`nginx -t failed:\n${test}`);
  const child = spawn(bin, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', output, output] });
  return { child, prefix, conf, accessLog };
}

function spawnSyncQuiet(bin, args) {
  try {
    execSync([bin, ...args].map((a) => `'${a}'`).join(' '), { shell: '/bin/sh', stdio: ['ignore', 'pipe', 'pipe'] });
    return null;
  } catch (err) {
    return String(err.stderr ?? err.message);
  }
}

export const nginxAvailable = () => findNginx() !== null && existsSync('/etc/nginx/mime.types');
