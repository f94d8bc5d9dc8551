import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type App } from '#server/app';
import { loadConfig } from '#server/config';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * The security review: no request body timeout, so 1 byte every 8 s kept a request open.
 * A real listening server (port 0) and a raw socket that dribbles its body: the request
 * deadline cuts it although the socket is never idle for long; a silent socket is cut sooner.
 */

let s: TestServer;
const servers: App[] = [];
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  for (const app of servers) await app.close();
  await s?.close();
});

async function listening(env: Record<string, string>): Promise<number> {
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: 'memory://', RATE_LIMIT_PER_MINUTE: '0', ...env }), logLevel: 'silent' };
  const app = await buildServer({ config, database: s.database, logger: false });
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

const HEAD = 'POST /api/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';

/** Opens a socket, sends the head, then one body byte every `everyMs` (never, when null). Answers when and how it ended. */
function dribble(port: number, everyMs: number | null, giveUpMs: number): Promise<{ closedAfterMs: number | null; answer: string; bytesSent: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs: closed ? Date.now() - started : null, answer, bytesSent });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      socket.write(HEAD);
      if (everyMs !== null)
        timer = setInterval(() => {
          if (!socket.destroyed) socket.write(' ', () => bytesSent++);
        }, everyMs);
    });
  });
}

describe('slow clients are cut off', () => {
  it('a body dribbled a byte at a time is cut at the request deadline (408)', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: '800', CONNECTION_TIMEOUT_MS: '500' });
    // A byte every 150 ms: the socket is never idle for the 500 ms connection timeout.
    const r = await dribble(port, 150, 6_000);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeGreaterThanOrEqual(700);
    expect(r.closedAfterMs!).toBeLessThan(3_000);
    expect(r.bytesSent).toBeGreaterThan(3);
    expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a socket that goes silent after the head is closed at the connection timeout', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: '60000', CONNECTION_TIMEOUT_MS: '400' });
    const r = await dribble(port, null, 6_000);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(3_000);
  });

  it('a request that arrives in time is answered', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: '800', CONNECTION_TIMEOUT_MS: '500' });
    const res = await fetch(`http://127.0.0.1:${port}/api/serverTime`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { response: { timestamp: number } }).response.timestamp).toBeGreaterThan(0);
  });

  it('production defaults: 30 s for a request, 10 s of silence', () => {
    const c = loadConfig({});
    expect([c.requestTimeoutMs, c.connectionTimeoutMs]).toEqual([30_000, 10_000]);
  });
});
