import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { CONF, PUB, registerApps } from './_apps';

/**
 * CORS on discovery, JWKS, token and userinfo: registered apps' origins only (those of their
 * redirect URIs), never with credentials; other origins get no header and a refused preflight.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ OIDC_ISSUER: 'https://portal.example.com' });
  await registerApps(s, { [PUB.appId]: ['http://127.0.0.1:5173/callback'] });
});
afterAll(() => s?.close());

const PATHS = ['/.well-known/openid-configuration', '/oauth/jwks', '/oauth/token', '/oauth/userinfo'];
const preflight = (url: string, origin: string) => s.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });

describe('preflight', () => {
  it.each(PATHS)("%s: a registered app's origin is approved, without credentials", async (path) => {
    for (const origin of [new URL(CONF.redirect).origin, new URL(PUB.redirect).origin, 'http://127.0.0.1:5173']) {
      const res = await preflight(path, origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toBe('GET, POST');
      expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Origin/);
    }
  });

  it.each(['https://evil.example', 'https://app.example.com.evil.example', 'http://app.example.com', 'https://app.example.com:8443', 'http://127.0.0.1:5174', 'null', 'https://app.example.com/cb'])(
    'refuses %s',
    async (origin) => {
      const res = await preflight('/oauth/token', origin);
      expect(res.statusCode).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});

describe('actual requests', () => {
  it('echo a registered origin and nothing for another; Vary: Origin either way', async () => {
    const ok = await s.app.inject({ method: 'GET', url: '/oauth/jwks', headers: { origin: 'https://pub.example.com' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('https://pub.example.com');
    expect(ok.headers.vary).toMatch(/Origin/);

    const other = await s.app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers: { origin: 'https://evil.example' } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toMatch(/Origin/);

    // An error answer carries it too, so the app's code can read the OAuth error.
    const bad = await s.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { origin: 'https://pub.example.com', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&client_id=pub-app',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['access-control-allow-origin']).toBe('https://pub.example.com');
    const info = await s.app.inject({ method: 'GET', url: '/oauth/userinfo', headers: { origin: 'https://pub.example.com', authorization: 'Bearer nope' } });
    expect(info.statusCode).toBe(401);
    expect(info.headers['access-control-allow-origin']).toBe('https://pub.example.com');
  });

  it('the command API is not opened by it', async () => {
    const res = await s.app.inject({ method: 'OPTIONS', url: '/api/', headers: { origin: 'https://pub.example.com', 'access-control-request-method': 'POST' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
