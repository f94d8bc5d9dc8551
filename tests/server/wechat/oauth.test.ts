import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatUsers } from '#server/db/schema';
import { startTestServer, type TestServer } from '../../helpers/server';
import { callback, pick, setCookies, start } from './_wx';
import * as wechatCmds from '#shared/contract/wechat';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ WX_APP_ID: 'wxoauthtest00001', WX_APP_SECRET: 'oauth-test-secret' });
});
afterAll(() => s?.close());

const errorOf = (location: unknown) => new URL(String(location), 'http://x').searchParams.get('wxError');

describe('GET /auth/wx/start', () => {
  it('sends the browser to the configured authorize URL with a signed alphanumeric state and a silent scope', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/auth/wx/start?redirect=%2Fwx%2Flogin%3Fredirect%3D%252Fmobile' });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8080/wx-standin/open/connect/oauth2/authorize');
    expect(url.hash).toBe('#wechat_redirect');
    expect(url.searchParams.get('appid')).toBe('wxoauthtest00001');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('snsapi_base');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:80/auth/wx/callback');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{40,128}$/);
    const cookie = (res.headers['set-cookie'] as string).toLowerCase();
    expect(cookie).toContain('httponly');
    expect(cookie).toContain('samesite=lax');
  });

  it('asks for snsapi_userinfo when the page needs the nickname and avatar', async () => {
    const started = await start(s, '/wx/register', 'userinfo');
    expect(started.query.get('scope')).toBe('snsapi_userinfo');
  });

  it('the stand-in authorize page lists fake users and refuses a foreign redirect_uri (10003) or a wrong appid (10016)', async () => {
    const started = await start(s, '/mobile');
    const page = await s.app.inject({ method: 'GET', url: `/wx-standin/open/connect/oauth2/authorize?${started.query.toString()}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('李明');
    const foreign = new URLSearchParams(started.query);
    foreign.set('redirect_uri', 'https://evil.example.com/auth/wx/callback');
    const bad = await s.app.inject({ method: 'GET', url: `/wx-standin/open/connect/oauth2/authorize?${foreign.toString()}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('10003');
    const wrongApp = new URLSearchParams(started.query);
    wrongApp.set('appid', 'wxsomeoneelse0001');
    expect((await s.app.inject({ method: 'GET', url: `/wx-standin/open/connect/oauth2/authorize?${wrongApp.toString()}` })).body).toContain('10016');
  });
});

describe('GET /auth/wx/callback', () => {
  it('exchanges the code, keeps open id, union id and a WeChat ticket in cookies, and returns to the redirect', async () => {
    const started = await start(s, '/wx/login?redirect=%2Fmobile');
    const code = await pick(s, started, 'liming');
    const res = await callback(s, { code, state: started.state }, started.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/wx/login?redirect=%2Fmobile');
    const cookies = setCookies(res);
    expect(cookies.wx_oauth).toBe('');
    expect(cookies.openid).toMatch(/^o/);
    expect(cookies.unionid).toMatch(/^u/);
    // The ticket stands for this WeChat user (ticket.test.ts has the rest of its life).
    const state = await s.call(wechatCmds.getTicketState, {}, { cookie: `wx_ticket=${cookies.wx_ticket}` });
    expect(state.response).toEqual({ ticket: true, bound: false, wechat: { nickname: null, avatarUrl: null } });
  });

  it('snsapi_userinfo stores the nickname and avatar', async () => {
    const started = await start(s, '/wx/register', 'userinfo');
    const code = await pick(s, started, 'wangfang');
    const cookies = setCookies(await callback(s, { code, state: started.state }, started.cookie));
    const [row] = await s.database.db.select().from(wechatUsers).where(eq(wechatUsers.unionid, cookies.unionid));
    expect(row.nickname).toBe('王芳');
    expect(row.avatarUrl).toMatch(/^data:image\/svg\+xml/);
  });

  it('a code used twice is refused (WeChat 40163) and sets no identity', async () => {
    const started = await start(s, '/mobile');
    const code = await pick(s, started, 'alexchen');
    expect((await callback(s, { code, state: started.state }, started.cookie)).headers.location).toBe('/mobile');
    // The same callback replayed (a reload, or a stolen URL with the same browser's cookie).
    const again = await callback(s, { code, state: started.state }, started.cookie);
    expect(again.statusCode).toBe(302);
    expect(errorOf(again.headers.location)).toBe('used');
    expect(setCookies(again).unionid).toBeUndefined();
  });

  it('a code older than 5 minutes is refused (WeChat 40029)', async () => {
    const started = await start(s, '/mobile');
    const code = await pick(s, started, 'liming');
    s.app.deps.clock.advance(5 * 60_000 + 1000);
    try {
      const res = await callback(s, { code, state: started.state }, started.cookie);
      expect(errorOf(res.headers.location)).toBe('expired');
      expect(new URL(String(res.headers.location), 'http://x').searchParams.get('redirect')).toBe('/mobile');
      expect(setCookies(res).wx_ticket).toBeUndefined();
    } finally {
      s.app.deps.clock.advance(-(5 * 60_000 + 1000));
    }
  });

  it('an unknown code is refused as invalid (40029)', async () => {
    const started = await start(s, '/mobile');
    expect(errorOf((await callback(s, { code: 'not-a-code', state: started.state }, started.cookie)).headers.location)).toBe('expired');
  });

  it.each([
    ['a tampered state', (st: string) => st.slice(0, -1) + (st.endsWith('0') ? '1' : '0'), true],
    ['a missing state', () => undefined, true],
    ['no state cookie (not started in this browser)', (st: string) => st, false],
  ])('refuses %s before spending the code', async (_label, mutate, withCookie) => {
    const started = await start(s, '/mobile');
    const code = await pick(s, started, 'liming');
    const res = await callback(s, { code, state: mutate(started.state) }, withCookie ? started.cookie : undefined);
    expect(errorOf(res.headers.location)).toBe('state');
    expect(setCookies(res).unionid).toBeUndefined();
    // The code was not exchanged: the right state still works.
    expect((await callback(s, { code, state: started.state }, started.cookie)).headers.location).toBe('/mobile');
  });

  it("refuses another browser's state (login CSRF) and an expired state", async () => {
    const mine = await start(s, '/mobile');
    const theirs = await start(s, '/mobile');
    const code = await pick(s, theirs, 'alexchen');
    expect(errorOf((await callback(s, { code, state: theirs.state }, mine.cookie)).headers.location)).toBe('state');

    const late = await start(s, '/mobile');
    const lateCode = await pick(s, late, 'alexchen');
    s.app.deps.clock.advance(11 * 60_000);
    try {
      expect(errorOf((await callback(s, { code: lateCode, state: late.state }, late.cookie)).headers.location)).toBe('state');
    } finally {
      s.app.deps.clock.advance(-11 * 60_000);
    }
  });

  it.each(['https://evil.example.com/steal', '//evil.example.com/x', '/\\evil.example.com', 'javascript:alert(1)'])('a foreign redirect (%s) is replaced by the H5 home', async (redirect) => {
    const started = await start(s, redirect);
    const code = await pick(s, started, 'liming');
    const res = await callback(s, { code, state: started.state }, started.cookie);
    expect(res.headers.location).toBe('/mobile');
  });

  it('a user who refused (no code) is told so', async () => {
    const started = await start(s, '/wx/register', 'userinfo');
    expect(errorOf((await callback(s, { state: started.state }, started.cookie)).headers.location)).toBe('denied');
  });

  it('snapshot-mode users get no identity and are told to open the page fully', async () => {
    const started = await start(s, '/mobile');
    const code = await pick(s, started, 'snapshot');
    const res = await callback(s, { code, state: started.state }, started.cookie);
    expect(errorOf(res.headers.location)).toBe('snapshot');
    expect(setCookies(res).openid).toBeUndefined();
  });
});

describe('the stand-in server API', () => {
  const api = (url: string) => s.app.inject({ method: 'GET', url: `/wx-standin/api${url}` }).then((r) => r.json() as { errcode?: number });

  it('answers WeChat error codes for a wrong secret, appid or grant', async () => {
    expect((await api('/sns/oauth2/access_token?appid=wxoauthtest00001&secret=wrong&code=x&grant_type=authorization_code')).errcode).toBe(40125);
    expect((await api('/sns/oauth2/access_token?appid=nope&secret=oauth-test-secret&code=x&grant_type=authorization_code')).errcode).toBe(40013);
    expect((await api('/sns/userinfo?access_token=nope&openid=x')).errcode).toBe(40001);
    expect((await api('/cgi-bin/ticket/getticket?access_token=nope&type=jsapi')).errcode).toBe(40001);
  });

  it('stable_token and getticket: the same ticket until it expires (7200 s), then a new one', async () => {
    const token = async () =>
      (await s.app.inject({ method: 'POST', url: '/wx-standin/api/cgi-bin/stable_token', payload: { grant_type: 'client_credential', appid: 'wxoauthtest00001', secret: 'oauth-test-secret' } })).json() as {
        access_token: string;
        expires_in: number;
      };
    const t1 = await token();
    expect(t1.expires_in).toBeGreaterThan(7000);
    const k1 = (await api(`/cgi-bin/ticket/getticket?access_token=${t1.access_token}&type=jsapi`)) as { ticket: string; expires_in: number };
    expect(k1.expires_in).toBe(7200);
    expect(((await api(`/cgi-bin/ticket/getticket?access_token=${t1.access_token}&type=jsapi`)) as { ticket: string }).ticket).toBe(k1.ticket);
    s.app.deps.clock.advance(7201_000);
    try {
      expect((await api(`/cgi-bin/ticket/getticket?access_token=${t1.access_token}&type=jsapi`)).errcode).toBe(42001);
      expect((await token()).access_token).not.toBe(t1.access_token);
    } finally {
      s.app.deps.clock.advance(-7201_000);
    }
  });

  it('the gateway signs JS-SDK configs with the ticket the stand-in issues', async () => {
    const res = await s.app.inject({ method: 'GET', url: `/api/wx/jssdk?url=${encodeURIComponent('http://localhost/wx/login')}` });
    expect(res.json().response.appId).toBe('wxoauthtest00001');
  });
});
