import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/**
 * The real entry point (server/main.ts) in a child process, answering once it listens, with its
 * port. Node runs it with tsx's loader itself, not through the `tsx` command: that command is a
 * wrapper, so a SIGKILL would end the wrapper and leave the server running. No dist: the site
 * answers 503, the gateway works.
 */
export function startGatewayProcess(env: Record<string, string>): Promise<{ proc: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DIST_DIR: join(root, '.tmp/no-dist'), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout!.on('data', (d) => {
      out += d.toString();
      const m = /Desktop portal: http:\/\/localhost:(\d+)\//.exec(out);
      if (m) resolve({ proc, port: Number(m[1]) });
    });
    proc.stderr!.on('data', (d) => (out += d.toString()));
    proc.on('exit', (code) => reject(new Error(`exited ${code} before ready: ${out}`)));
  });
}
