import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatTickets } from '#server/db/schema';
import { allHandlers } from '#server/domains/index';
import { signer } from '#server/domains/wechat/signing';
import { hashToken } from '#server/gateway/session';
import { startTestServer, type TestServer } from '../../helpers/server';
import { captcha, mobiles, personLogin, registerPersonal, smsCode } from '../account/_flow';
import { callback, pick, setCookies, start } from './_wx';
import { ErrorCode } from '#shared/contract/errors';
import * as activityCmds from '#shared/contract/activity';
import * as accountCmds from '#shared/contract/account';
import * as wechatCmds from '#shared/contract/wechat';

/**
 * The WeChat ticket as a credential (decision 0006): a random token stored hashed, set HttpOnly
 * by the OAuth callback, read by the gateway from the cookie for the WeChat commands only, and
 * revoked by logout, password changes and unbinding. Runs on PostgreSQL too (TEST_DATABASE_URL).
 */

let s: TestServer;
const SECRET = 'ticket-test-secret';
const nextMobile = mobiles('186');
beforeAll(async () => {
  // A top domain: the readable identity cookies are shared on it, the ticket stays host-only.
  s = await startTestServer({ WX_APP_SECRET: SECRET, TOP_DOMAIN: 'localhost' });
});
afterAll(() => s?.close());

const TICKET_TTL_S = 7 * 86400;
const cookie = (ticket: string) => `wx_ticket=${ticket}`;
const invalid = { errorCode: ErrorCode.refused, errorInfo: '微信授权已失效，请重新授权', field: 'wxTicket' };

let users = 0;
/** A new WeChat user authorised through the stand-in: the callback's answer, ticket and cookies. */
async function authorise(user = `tkt${++users}`, browserCookie = '') {
  const started = await start(s, '/wx/login');
  const code = await pick(s, started, user);
  const res = await callback(s, { code, state: started.state }, [started.cookie, browserCookie].filter(Boolean).join('; '));
  expect(res.headers.location).toBe('/wx/login');
  const cookies = setCookies(res);
  return { res, cookies, ticket: cookies.wx_ticket, user };
}

/** A WeChat command as a browser holding `ticket` sends it: the ticket only in the Cookie header. */
const wx = (cmd: string, ticket: string | null, params: unknown = {}, token?: string) => s.call(cmd, params, { ...(ticket === null ? {} : { cookie: cookie(ticket) }), ...(token ? { token } : {}) });

/** A member with a password and a session, bound to a freshly authorised WeChat. */
async function boundMember() {
  const mobile = nextMobile();
  await registerPersonal(s, mobile);
  const login = await personLogin(s, mobile);
  const w = await authorise();
  expect((await wx('memberWechat/bindUnionid', w.ticket, {}, login.token)).response).toMatchObject({ bound: true });
  // The WeChat signs in and draws as the member.
  expect((await wx('activity/getMemberInfobyUnionid', w.ticket)).response.login).toMatchObject({ memberCode: login.memberCode });
  expect((await wx('activity/myDrawCountWeChat', w.ticket, { kind: 'lottery' })).response).toMatchObject({ perDay: expect.any(Number) });
  return { mobile, login, w };
}

/** What every WeChat command answers for a ticket that is not (or no longer) good. */
async function refusedEverywhere(ticket: string | null) {
  expect((await wx('memberWechat/getTicketState', ticket)).response).toEqual({ ticket: false });
  expect((await wx('activity/getMemberInfobyUnionid', ticket)).error).toEqual(invalid);
  expect((await wx('memberWechat/getBindList', ticket)).error).toEqual(invalid);
  expect((await wx('activity/myDrawCountWeChat', ticket, { kind: 'lottery' })).error).toEqual(invalid);
  expect((await wx('activity/startWeChat', ticket, { kind: 'lottery' })).error).toEqual(invalid);
}

describe('the OAuth callback', () => {
  it('sets the ticket as an HttpOnly, SameSite=Lax, host-only cookie for a week and stores only its hash', async () => {
    const { res, ticket, cookies } = await authorise();
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('wx_ticket='))!;
    const attrs = raw.split('; ').slice(1);
    expect(attrs).toEqual(expect.arrayContaining(['Path=/', `Max-Age=${TICKET_TTL_S}`, 'SameSite=Lax', 'HttpOnly']));
    expect(raw).not.toMatch(/Domain=/i);
    const openid = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('openid='))!;
    expect(openid).toContain('Domain=localhost');
    // 256 random bits, not a signed readable identity.
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ticket).not.toContain(cookies.unionid);
    // The open id and union id stay readable for the pages (spec section 3); the old JS-readable ticket is gone.
    expect(openid).not.toMatch(/HttpOnly/);
    expect(cookies.wxTicket).toBeUndefined();

    const rows = await s.database.db.select().from(wechatTickets).where(eq(wechatTickets.unionid, cookies.unionid));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(ticket));
    expect(JSON.stringify(rows)).not.toContain(ticket);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(TICKET_TTL_S * 1000);
  });

  it('a new authorisation revokes the ticket the browser held and clears the old readable wxTicket cookie', async () => {
    const first = await authorise();
    const again = await authorise(first.user, `${cookie(first.ticket)}; wxTicket=v1.old.signed`);
    expect(again.ticket).not.toBe(first.ticket);
    expect(again.cookies.wxTicket).toBe('');
    await refusedEverywhere(first.ticket);
    expect((await wx('memberWechat/getTicketState', again.ticket)).response).toMatchObject({ ticket: true, bound: false });
  });
});

describe('WeChat commands take the ticket from the cookie', () => {
  it('a live ticket works: its state, sign-in, binding and draws', async () => {
    const w = await authorise();
    expect((await wx('memberWechat/getTicketState', w.ticket)).response).toEqual({ ticket: true, bound: false, wechat: { nickname: null, avatarUrl: null } });
    expect((await wx('activity/getMemberInfobyUnionid', w.ticket)).response).toMatchObject({ bound: false });
    const member = await s.createSession('member', '13800000002');
    expect((await wx('memberWechat/bindUnionid', w.ticket, {}, member)).response).toMatchObject({ bound: true });
    expect((await wx('memberWechat/getTicketState', w.ticket)).response).toMatchObject({ ticket: true, bound: true });
    const count = (await wx('activity/myDrawCountWeChat', w.ticket, { kind: 'lottery' })).response;
    expect((await wx('activity/startWeChat', w.ticket, { kind: 'lottery' })).response).toMatchObject({ left: count.left - 1 });
    // The draw was the member's (web and WeChat share one allowance).
    expect((await s.call(activityCmds.myDrawCount, { kind: 'lottery' }, { token: member })).response.used).toBe(count.used + 1);
    // The ticket records the member it bound and signed in as.
    const [row] = await s.database.db
      .select()
      .from(wechatTickets)
      .where(eq(wechatTickets.tokenHash, hashToken(w.ticket)));
    expect(row.memberId).not.toBeNull();
    await wx('memberWechat/removeBindByUnionid', w.ticket);
  });

  it('no ticket, an unknown or forged value and the old signed format are all refused alike', async () => {
    const w = await authorise();
    const oldFormat = `v1.${Buffer.from(JSON.stringify({ o: 'o-x', u: w.cookies.unionid, e: 4102444800 })).toString('base64url')}`;
    const forgedOld = `${oldFormat}.${signer(SECRET).b64(`ticket.${oldFormat.slice(3)}`)}`;
    for (const bad of [null, '', 'A'.repeat(43), w.ticket.slice(0, -1) + (w.ticket.endsWith('A') ? 'B' : 'A'), w.ticket + 'x', forgedOld, w.cookies.unionid]) {
      await refusedEverywhere(bad);
    }
  });

  it('the ticket is never taken from the body, and only the WeChat commands read the cookie', async () => {
    const w = await authorise();
    expect((await s.call(wechatCmds.getMemberInfobyUnionid, { wxTicket: w.ticket })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'wxTicket' });
    const readers = allHandlers.filter((h) => h.readsWxTicket).map((h) => h.def.cmd);
    expect(readers.sort()).toEqual(
      [
        'activity/getMemberInfobyUnionid',
        'activity/myDrawCountWeChat',
        'activity/myWinListWeChat',
        'activity/startWeChat',
        'memberWechat/bindUnionid',
        'memberWechat/getBindList',
        'memberWechat/getTicketState',
        'memberWechat/removeBindByUnionid',
      ].sort(),
    );
  });

  it('expires after a week like no ticket at all', async () => {
    const w = await authorise();
    s.app.deps.clock.advance(TICKET_TTL_S * 1000 - 60_000);
    try {
      expect((await wx('memberWechat/getTicketState', w.ticket)).response).toMatchObject({ ticket: true });
      s.app.deps.clock.advance(60_000);
      expect((await wx('memberWechat/getTicketState', w.ticket)).response).toEqual({ ticket: false });
      expect((await wx('activity/getMemberInfobyUnionid', w.ticket)).error).toEqual(invalid);
    } finally {
      s.app.deps.clock.advance(-TICKET_TTL_S * 1000);
    }
  });

  it('a cross-site form cannot carry the cookie into a command: anything but application/json is refused (CSRF)', async () => {
    const { w, login } = await boundMember();
    const before = (await s.call(activityCmds.myDrawCount, { kind: 'lottery' }, { token: login.token })).response.used;
    const envelope = JSON.stringify({ cmd: 'activity/startWeChat', parameters: { kind: 'lottery' } });
    for (const [type, payload] of [
      ['text/plain', envelope],
      ['application/x-www-form-urlencoded', `data=${encodeURIComponent(envelope)}`],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="cmd"\r\n\r\nactivity/startWeChat\r\n--x--\r\n`],
    ]) {
      const res = await s.app.inject({ method: 'POST', url: '/api/', headers: { 'content-type': type, cookie: cookie(w.ticket) }, payload });
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.json().response).toBeUndefined();
    }
    // No CORS: a preflight for application/json from another site is not approved.
    const preflight = await s.app.inject({ method: 'OPTIONS', url: '/api/', headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect((await s.call(activityCmds.myDrawCount, { kind: 'lottery' }, { token: login.token })).response.used).toBe(before);
  });
});

describe('revocation', () => {
  it('logout revokes the tickets of the member, including another browser of the same WeChat, and no other WeChat', async () => {
    const { w, login } = await boundMember();
    const otherBrowser = await authorise(w.user);
    const stranger = await authorise();
    expect((await s.call(accountCmds.logout, {}, { token: login.token })).response).toEqual({ loggedOut: true });
    await refusedEverywhere(w.ticket);
    await refusedEverywhere(otherBrowser.ticket);
    expect((await wx('memberWechat/getTicketState', stranger.ticket)).response).toMatchObject({ ticket: true });
    // A new authorisation signs in again.
    const fresh = await authorise(w.user);
    expect((await wx('activity/getMemberInfobyUnionid', fresh.ticket)).response.login).toMatchObject({ memberCode: login.memberCode });
  });

  it('a password change revokes them', async () => {
    const { w, login } = await boundMember();
    expect((await s.call(accountCmds.modiPassword, { oldPassword: 'Secret123', newPassword: 'Changed123' }, { token: login.token })).response).toEqual({ changed: true });
    await refusedEverywhere(w.ticket);
  });

  it('a password reset (forgot password) revokes them', async () => {
    const { w, mobile } = await boundMember();
    const c = await captcha(s);
    const code = await smsCode(s, mobile, 'forget');
    const next = await s.call(accountCmds.forgetPasswordNext, { mobile, nationCode: '86', captchaId: c.captchaId, captchaCode: c.answer, smsCode: code });
    expect((await s.call(accountCmds.forgetPasswordConfrim, { resetTicket: next.response.resetTicket, password: 'Reset1234' })).response).toEqual({ reset: true });
    await refusedEverywhere(w.ticket);
  });

  it('unbinding by WeChat revokes the tickets of that WeChat', async () => {
    const { w } = await boundMember();
    const otherBrowser = await authorise(w.user);
    expect((await wx('memberWechat/removeBindByUnionid', w.ticket)).response).toEqual({ removed: 1 });
    await refusedEverywhere(w.ticket);
    await refusedEverywhere(otherBrowser.ticket);
  });

  it('unbinding by mobile revokes the tickets of the member', async () => {
    const { w, mobile } = await boundMember();
    const code = await smsCode(s, mobile, 'login');
    expect((await s.call(wechatCmds.removeBindByMobile, { mobile, smsCode: code })).response).toEqual({ removed: 1 });
    await refusedEverywhere(w.ticket);
  });

  it('parallel authorisations of one WeChat each get their own ticket; one logout revokes them all', async () => {
    const { w, login } = await boundMember();
    const browsers = await Promise.all(Array.from({ length: 8 }, () => authorise(w.user)));
    expect(new Set(browsers.map((b) => b.ticket)).size).toBe(8);
    const states = await Promise.all(browsers.map((b) => wx('memberWechat/getTicketState', b.ticket)));
    expect(states.every((r) => r.response?.ticket === true && r.response.bound === true)).toBe(true);
    // Logout while those browsers draw: afterwards none of them acts for the member.
    await Promise.all([s.call(accountCmds.logout, {}, { token: login.token }), ...browsers.map((b) => wx('activity/myDrawCountWeChat', b.ticket, { kind: 'lottery' }))]);
    const after = await Promise.all([w, ...browsers].map((b) => wx('memberWechat/getTicketState', b.ticket)));
    expect(after.map((r) => r.response)).toEqual(Array(9).fill({ ticket: false }));
  });
});
