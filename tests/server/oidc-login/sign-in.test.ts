import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, oidcIdentities, oidcLogins } from '#server/db/schema';
import { startTestServer, type TestServer } from '../../helpers/server';
import { mobiles, sendSms, lastSms } from '../account/_flow';
import { arrive, Jar, roundTrip, signInAtProvider, start } from './_oidc';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as oidcLoginCmds from '#shared/contract/oidc-login';
import * as sec from '#shared/contract/security';
import { Secret, TOTP } from 'otpauth';

/**
 * Third-party sign-in against the stand-in IdP (a real OpenID provider, oidc-provider), through
 * the gateway's relying party (openid-client): linking on first sign-in, signing in later, and
 * the hostile cases, each of which ends on the page with a reason and signs nobody in.
 */

let s: TestServer;
const nextMobile = mobiles('177');
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function linkCode(mobile: string, jar: Jar) {
  const r = await sendSms(s, { mobile, nationCode: '86', purpose: 'oidcLink' }, { cookie: jar.header() });
  expect(r, JSON.stringify(r)).toEqual({ response: { sent: true, resendAfter: 60 } });
  const code = await lastSms(s, mobile);
  s.app.deps.clock.advance(61_000);
  return code;
}

/** Nobody is signed in by this browser's attempt: both finishing commands refuse it. */
async function expectNoSignIn(jar: Jar) {
  expect((await s.call(oidcLoginCmds.finish, {}, { cookie: jar.header() })).error?.errorCode).toBe(ErrorCode.refused);
  expect((await s.call(oidcLoginCmds.link, { mobile: '13800000002', smsCode: '123456' }, { cookie: jar.header() })).error?.errorCode).toBe(ErrorCode.refused);
}

describe('providers', () => {
  it("lists the configured providers in the caller's language", async () => {
    expect((await s.call(oidcLoginCmds.providers, {}, { lang: 'zh-CN' })).response).toEqual([{ id: 'demo', name: '演示身份平台' }]);
    expect((await s.call(oidcLoginCmds.providers, {}, { lang: 'en' })).response).toEqual([{ id: 'demo', name: 'Demo identity provider' }]);
  });
});

describe('linking and signing in', () => {
  it('first sign-in links to the member of the proven mobile; the next one signs in at once, on the page it came from', async () => {
    const first = await roundTrip(s, 'alice', '/memberCenter?tab=2');
    expect(first.landed).toBe('/hwAuthorize?step=link');
    const cookie = first.flow.portal.header();
    // The attempt cookie is HttpOnly: the page never holds the credential.
    expect(first.flow.portal.get('oidc_login')).toBeTruthy();
    expect((await s.call(oidcLoginCmds.pending, {}, { cookie, lang: 'en' })).response).toEqual({ provider: 'Demo identity provider', account: '张丽 Alice Zhang', linked: false, redirect: '/memberCenter?tab=2' });
    // Not linked yet: finish refuses.
    expect((await s.call(oidcLoginCmds.finish, {}, { cookie })).error?.errorCode).toBe(ErrorCode.refused);

    const code = await linkCode('13800000001', first.flow.portal);
    // A wrong code leaves the attempt alive for another try.
    expect((await s.call(oidcLoginCmds.link, { mobile: '13800000001', smsCode: code === '000000' ? '111111' : '000000' }, { cookie })).error?.field).toBe('smsCode');
    const linked = await s.call(oidcLoginCmds.link, { mobile: '13800000001', smsCode: code }, { cookie });
    expect(linked.error).toBeUndefined();
    expect(linked.response).toMatchObject({ mobile: '13800000001', companyCode: 'C10000001', memberType: 'enterprise' });
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: linked.response.token })).response?.mobile).toBe('13800000001');
    // Spent: the attempt finishes once.
    expect((await s.call(oidcLoginCmds.link, { mobile: '13800000001', smsCode: code }, { cookie })).error?.errorCode).toBe(ErrorCode.refused);

    const again = await roundTrip(s, 'alice', '/news?id=3');
    expect(again.landed).toBe('/hwAuthorize?step=finish');
    const c2 = again.flow.portal.header();
    expect((await s.call(oidcLoginCmds.pending, {}, { cookie: c2 })).response).toMatchObject({ linked: true, redirect: '/news?id=3' });
    const signedIn = await s.call(oidcLoginCmds.finish, {}, { cookie: c2 });
    expect(signedIn.response).toMatchObject({ mobile: '13800000001', companyCode: 'C10000001' });
    expect((await s.call(oidcLoginCmds.finish, {}, { cookie: c2 })).error?.errorCode).toBe(ErrorCode.refused);
  });

  it('a member with two-step verification gets the challenge, not a session, and signs in with the code', async () => {
    const mobile = nextMobile();
    const reg = await roundTrip(s, 'trent');
    const registered = await s.call(oidcLoginCmds.link, { mobile, smsCode: await linkCode(mobile, reg.flow.portal) }, { cookie: reg.flow.portal.header() });
    const token = (registered.response as { token: string }).token;
    const setup = await s.run(sec.totpSetup, {}, { token });
    const code = () => new TOTP({ secret: Secret.fromBase32(setup.secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: s.app.deps.clock.now().getTime() });
    await s.run(sec.totpEnable, { code: code() }, { token });

    // Signing in through the provider is the first factor only.
    const again = await roundTrip(s, 'trent');
    expect(again.landed).toBe('/hwAuthorize?step=finish');
    const first = await s.call(oidcLoginCmds.finish, {}, { cookie: again.flow.portal.header() });
    expect(first.response).toEqual({ secondFactorRequired: true, challenge: expect.stringMatching(/^[\w-]{20,}$/), expiresIn: 300, methods: ['totp'] });
    expect(first.response).not.toHaveProperty('token');
    const challenge = (first.response as { challenge: string }).challenge;
    s.app.deps.clock.advance(30_000);
    const wrong = await s.call(sec.secondFactorVerify, { challenge, code: code() === '000000' ? '111111' : '000000' });
    expect(wrong.error?.errorCode).toBe(ErrorCode.refused);
    const done = await s.run(sec.secondFactorVerify, { challenge, code: code() });
    expect(done).toMatchObject({ mobile, memberType: 'personal' });
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: done.token })).response?.mobile).toBe(mobile);
  });

  it('a new mobile registers a personal member, named as the provider knows the account', async () => {
    const mobile = nextMobile();
    const { flow, landed } = await roundTrip(s, 'bob');
    expect(landed).toBe('/hwAuthorize?step=link');
    const r = await s.call(oidcLoginCmds.link, { mobile, smsCode: await linkCode(mobile, flow.portal) }, { cookie: flow.portal.header() });
    expect(r.response).toMatchObject({ mobile, memberType: 'personal', fullName: '李博 Bob Li', companyCode: null });
    const [m] = await s.database.db.select().from(members).where(eq(members.mobile, mobile));
    expect(m.passwordHash).toBeNull();
  });

  it("a second subject of the same provider replaces the member's first link; a linked subject is never moved by another browser", async () => {
    const mobile = nextMobile();
    const a = await roundTrip(s, 'carol-1');
    await s.call(oidcLoginCmds.link, { mobile, smsCode: await linkCode(mobile, a.flow.portal) }, { cookie: a.flow.portal.header() });
    const b = await roundTrip(s, 'carol-2');
    expect((await s.call(oidcLoginCmds.link, { mobile, smsCode: await linkCode(mobile, b.flow.portal) }, { cookie: b.flow.portal.header() })).error).toBeUndefined();
    const [m] = await s.database.db.select().from(members).where(eq(members.mobile, mobile));
    const links = await s.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.memberId, m.id));
    expect(links.map((l) => l.subject)).toEqual(['carol-2']);
    // carol-1 is unknown again: it is asked for a mobile.
    expect((await roundTrip(s, 'carol-1')).landed).toBe('/hwAuthorize?step=link');

    // Two browsers link the same new subject at once: the first link stands, the second is refused.
    const x = await roundTrip(s, 'dave');
    const y = await roundTrip(s, 'dave');
    const mx = nextMobile();
    const my = nextMobile();
    const [cx, cy] = [await linkCode(mx, x.flow.portal), await linkCode(my, y.flow.portal)];
    expect((await s.call(oidcLoginCmds.link, { mobile: mx, smsCode: cx }, { cookie: x.flow.portal.header() })).error).toBeUndefined();
    expect((await s.call(oidcLoginCmds.link, { mobile: my, smsCode: cy }, { cookie: y.flow.portal.header() })).error?.errorInfo).toBeTruthy();
    const dave = await s.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, 'dave'));
    expect(dave).toHaveLength(1);
  });

  it('a way back to an H5 page finishes on the H5 page; an off-site redirect is replaced by home', async () => {
    expect((await roundTrip(s, 'alice', '/wx/login')).landed).toBe('/h5/hwAuthorize?step=finish');
    const r = await roundTrip(s, 'alice', '//evil.example/x');
    expect((await s.call(oidcLoginCmds.pending, {}, { cookie: r.flow.portal.header() })).response.redirect).toBe('/');
  });
});

describe('hostile and broken cases end on the page with a reason and sign nobody in', () => {
  const reason = (location: string) => new URL(location, 'http://x').searchParams.get('oidcError');

  it('a wrong state', async () => {
    const { flow } = await start(s, { redirect: '/news' });
    const callback = await signInAtProvider(s, flow!, 'alice');
    callback.searchParams.set('state', 'forged-state-value');
    expect(reason(await arrive(s, flow!, callback))).toBe('state');
    await expectNoSignIn(flow!.portal);
  });

  it('the right state from another browser (no attempt cookie): login CSRF', async () => {
    const { flow } = await start(s, { redirect: '/news' });
    const callback = await signInAtProvider(s, flow!, 'alice');
    const victim = { ...flow!, portal: new Jar() };
    const landed = await arrive(s, victim, callback);
    expect(reason(landed)).toBe('state');
    expect(landed).toContain('/hwAuthorize?');
    await expectNoSignIn(victim.portal);
  });

  it('a replayed callback, and a code replayed into another attempt', async () => {
    const { flow, callback, landed } = await roundTrip(s, 'erin');
    expect(landed).toBe('/hwAuthorize?step=link');
    expect(reason(await arrive(s, flow, callback))).toBe('used');
    const firstAttempt = new Jar();
    firstAttempt.take({ headers: { 'set-cookie': `oidc_login=${flow.portal.get('oidc_login')}` } } as never);
    // A new attempt (a new attempt cookie), given the spent code: the provider refuses it.
    const second = await start(s, { redirect: '/news' }, flow.portal);
    const replay = new URL(callback);
    replay.searchParams.set('state', second.flow!.authorizeUrl.searchParams.get('state')!);
    expect(reason(await arrive(s, second.flow!, replay))).toBe('code');
    await expectNoSignIn(second.flow!.portal);
    // The first attempt is still the only one that may finish, once.
    const mobile = nextMobile();
    expect((await s.call(oidcLoginCmds.link, { mobile, smsCode: await linkCode(mobile, firstAttempt) }, { cookie: firstAttempt.header() })).response?.mobile).toBe(mobile);
    await expectNoSignIn(firstAttempt);
  });

  it('an attempt older than 10 minutes', async () => {
    const { flow } = await start(s, { redirect: '/news' });
    const callback = await signInAtProvider(s, flow!, 'alice');
    s.app.deps.clock.advance(11 * 60_000);
    expect(reason(await arrive(s, flow!, callback))).toBe('expired');
    await expectNoSignIn(flow!.portal);
  });

  it('the visitor declines at the provider', async () => {
    const { flow } = await start(s, { redirect: '/news' });
    let res = await s.app.inject({ method: 'GET', url: flow!.authorizeUrl.pathname + flow!.authorizeUrl.search, headers: { host: flow!.authorizeUrl.host } });
    flow!.idp.take(res);
    const interaction = new URL(String(res.headers.location), flow!.authorizeUrl);
    res = await s.app.inject({ method: 'GET', url: `${interaction.pathname}?deny=1`, headers: { host: interaction.host, cookie: flow!.idp.header() } });
    flow!.idp.take(res);
    const resume = new URL(String(res.headers.location), interaction);
    res = await s.app.inject({ method: 'GET', url: resume.pathname + resume.search, headers: { host: resume.host, cookie: flow!.idp.header() } });
    const callback = new URL(String(res.headers.location));
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(reason(await arrive(s, flow!, callback))).toBe('denied');
    await expectNoSignIn(flow!.portal);
  });

  it('an unknown provider', async () => {
    const { res } = await start(s, { provider: 'nope', redirect: '/news' });
    expect(res.headers.location).toBe('/hwAuthorize?oidcError=unknown&redirect=%2Fnews');
  });
});

describe('a provider that is down, and a code the provider let expire', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(
      {
        OIDC_STANDIN_CODE_TTL_S: '1',
        OIDC_PROVIDERS: JSON.stringify([
          { id: 'demo', issuer: 'http://127.0.0.1:8080/oidc-standin', clientId: 'portal', clientSecret: 'standin-oidc-secret-0000', name: { 'zh-CN': '演示', en: 'Demo' } },
          // Nothing listens on the discard port.
          { id: 'down', issuer: 'http://127.0.0.1:9/realms/x', clientId: 'portal', clientSecret: 's', name: { 'zh-CN': '宕机', en: 'Down' } },
        ]),
      },
      { database: s.database },
    );
  });
  afterAll(() => t?.close());

  it('a provider that is down: the start ends on the page, with no attempt cookie', async () => {
    const { res } = await start(t, { provider: 'down', redirect: '/wx/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/h5/hwAuthorize?oidcError=unavailable&redirect=%2Fwx%2Flogin');
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('oidc_login');
  });

  it('attempts more than a day old are dropped when the next one starts', async () => {
    const { flow } = await start(t, { redirect: '/news' });
    const before = await t.database.db.select().from(oidcLogins);
    t.app.deps.clock.advance(25 * 3600_000);
    await start(t, { redirect: '/news' });
    const after = await t.database.db.select().from(oidcLogins);
    expect(after.length).toBeLessThanOrEqual(2);
    expect(before.length).toBeGreaterThanOrEqual(1);
    expect((await t.call(oidcLoginCmds.pending, {}, { cookie: flow!.portal.header() })).error?.errorCode).toBe(ErrorCode.refused);
  });

  it('an expired code', async () => {
    const { flow } = await start(t, { redirect: '/news' });
    const callback = await signInAtProvider(t, flow!, 'alice');
    await new Promise((r) => setTimeout(r, 2100));
    const landed = await arrive(t, flow!, callback);
    expect(new URL(landed, 'http://x').searchParams.get('oidcError')).toBe('code');
    expect((await t.call(oidcLoginCmds.finish, {}, { cookie: flow!.portal.header() })).error?.errorCode).toBe(ErrorCode.refused);
  });
});
