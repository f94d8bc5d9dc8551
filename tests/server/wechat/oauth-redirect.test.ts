import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { callback, pick, start } from './_wx';

/**
 * The security review's open redirect: /auth/wx/start?redirect=%2F%09%2Fevil.example made the callback
 * answer `Location: /\t/evil.example`, which a browser reads as //evil.example. Whatever the
 * redirect, the callback's Location (success or failure) must stay on this site.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ WX_APP_ID: 'wxredirecttest01', WX_APP_SECRET: 'redirect-test-secret' });
});
afterAll(() => s?.close());

/** Where a browser goes: it drops TAB/CR/LF and reads backslash as slash before resolving. */
function hostOf(location: unknown): string {
  const asBrowserReads = String(location)
    .replace(/[\t\r\n]/g, '')
    .replace(/\\/g, '/');
  return new URL(asBrowserReads, 'https://portal.example').host;
}

const hostile = ['/\t/evil.example', '/%09/evil.example', '/\\evil.example', '\\/evil.example', '//evil.example', '/.//evil.example', 'https:evil.example', '/\r\n/evil.example'];

describe('WeChat OAuth never redirects off-site', () => {
  it('the reviewed request: /auth/wx/start?redirect=%2F%09%2Fevil.example comes back to /mobile', async () => {
    // start() sends encodeURIComponent(redirect): exactly the reviewed query string.
    expect(encodeURIComponent('/\t/evil.example')).toBe('%2F%09%2Fevil.example');
    const started = await start(s, '/\t/evil.example');
    const code = await pick(s, started, 'liming');
    const res = await callback(s, { code, state: started.state }, started.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/mobile');
  });

  it.each(hostile)('a full sign-in with redirect %j lands on this site', async (redirect) => {
    const started = await start(s, redirect);
    const code = await pick(s, started, 'liming');
    const res = await callback(s, { code, state: started.state }, started.cookie);
    expect(res.statusCode).toBe(302);
    expect(hostOf(res.headers.location)).toBe('portal.example');
    expect(res.headers.location).toBe('/mobile');
  });

  it.each(hostile)('a failed sign-in (bad state) with redirect %j lands on this site and carries no hostile target', async (redirect) => {
    const started = await start(s, redirect);
    const res = await callback(s, { code: 'x', state: `${started.state.slice(0, -1)}0` }, started.cookie);
    expect(res.statusCode).toBe(302);
    expect(hostOf(res.headers.location)).toBe('portal.example');
    expect(new URL(String(res.headers.location), 'https://portal.example').searchParams.get('redirect')).toBe('/mobile');
  });

  it('a same-origin redirect with query and hash survives', async () => {
    const started = await start(s, '/wx/login?redirect=%2Fmobile#top');
    const code = await pick(s, started, 'liming');
    const res = await callback(s, { code, state: started.state }, started.cookie);
    expect(res.headers.location).toBe('/wx/login?redirect=%2Fmobile#top');
  });
});
