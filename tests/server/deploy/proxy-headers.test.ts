import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '#server/config';
import { startTestServer, type TestServer } from '../../helpers/server';

// The gateway behind nginx (deploy/nginx.conf.template): nginx appends the client's address to
// X-Forwarded-For and sends its own $request_id. Both are exercised here with fastify.inject,
// whose socket address (127.0.0.1) stands for nginx.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '2' });
});
afterAll(async () => {
  await s?.close();
});

const get = (xff: string) => s.app.inject({ method: 'GET', url: '/api/serverTime', headers: { 'x-forwarded-for': xff } });

describe('TRUST_PROXY=127.0.0.1 (nginx on the same host)', () => {
  it('limits per client address that nginx appended, not per address the client wrote into X-Forwarded-For', async () => {
    // Client 203.0.113.7 pretends to be someone new on every request: nginx appends its real address last.
    const spoofed = [];
    for (let i = 1; i <= 3; i++) spoofed.push((await get(`198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(spoofed).toEqual([200, 200, 429]);
    // Another client behind the same nginx has its own budget.
    expect((await get('203.0.113.8')).statusCode).toBe(200);
    expect((await get('203.0.113.8')).statusCode).toBe(200);
  });
});

describe('X-Request-Id', () => {
  it("keeps the proxy's well-formed id, so one id follows a request through nginx's log and ours", async () => {
    const id = '0123456789abcdef0123456789abcdef';
    const res = await s.app.inject({ method: 'GET', url: '/api/serverTime', headers: { 'x-request-id': id, 'x-forwarded-for': '203.0.113.20' } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('replaces a malformed or overlong id with a fresh UUID', async () => {
    for (const bad of ['short', 'has space in it 12345', 'x'.repeat(65), 'evil\u00e9id-0123456789']) {
      const res = await s.app.inject({ method: 'GET', url: '/api/serverTime', headers: { 'x-request-id': bad, 'x-forwarded-for': '203.0.113.21' } });
      expect(res.headers['x-request-id'], bad).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe('parseTrustProxy', () => {
  it('reads off and proxy address lists, and refuses "true"/"1" (every hop trusted = a spoofable client IP)', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1, loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('1')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('nginx.local')).toThrow(/TRUST_PROXY/);
  });
});
