import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authCodes, messages, resetTickets } from '#server/db/schema';
import { hashToken } from '#server/gateway/session';
import { useTestServer } from '../../helpers/server';
import { captcha, MIN, mobiles, PASSWORD, personLogin, registerPersonal, sendSms, smsCode } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as ssoCmds from '#shared/contract/sso';

const s = useTestServer();
const nextMobile = mobiles('188');

const NEXT = 'webMember/forgetPasswordNext';
const CONFIRM = 'webMember/forgetPasswordConfrim';
const alive = async (token: string) => (await s.call(accountCmds.getMemberInfo, {}, { token })).error?.errorCode ?? 'ok';

async function ticketFor(mobile: string) {
  const c = await captcha(s);
  const code = await smsCode(s, mobile, 'forget');
  const r = await s.call(NEXT, { mobile, nationCode: '86', captchaId: c.captchaId, captchaCode: c.answer, smsCode: code });
  expect(r.response?.resetTicket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return r.response.resetTicket as string;
}

describe('forgot password', () => {
  it('captcha + SMS code → ticket → new password; every session revoked; a security message', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const a = await personLogin(s, mobile);
    const b = await personLogin(s, mobile);
    const ticket = await ticketFor(mobile);
    const [row] = await s.database.db
      .select()
      .from(resetTickets)
      .where(eq(resetTickets.ticketHash, hashToken(ticket)));
    expect(row.usedAt).toBeNull();
    expect((await s.call(CONFIRM, { resetTicket: ticket, password: 'Reset2024' })).response).toEqual({ reset: true });
    expect(await alive(a.token)).toBe(14);
    expect(await alive(b.token)).toBe(14);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).error?.errorCode).toBe(ErrorCode.refused);
    const fresh = await personLogin(s, mobile, 'Reset2024');
    expect(await alive(fresh.token)).toBe('ok');
    const msgs = await s.database.db.select().from(messages).where(eq(messages.memberId, row.memberId));
    expect(msgs).toEqual([expect.objectContaining({ publisher: 'security', titleEn: 'Your login password was reset' })]);
    // The ticket is single use.
    expect((await s.call(CONFIRM, { resetTicket: ticket, password: 'Again2024' }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'The password reset has expired, please verify your identity again',
      field: 'resetTicket',
    });
  });

  it('the captcha is single use: a second verify with the same captchaId fails', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const c = await captcha(s);
    const wrongSms = await s.call(NEXT, { mobile, nationCode: '86', captchaId: c.captchaId, captchaCode: c.answer, smsCode: '000000' });
    expect(wrongSms.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
    const code = await smsCode(s, mobile, 'forget');
    const again = await s.call(NEXT, { mobile, nationCode: '86', captchaId: c.captchaId, captchaCode: c.answer, smsCode: code }, { lang: 'en' });
    expect(again.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'The picture verification code is incorrect', field: 'captchaCode' });
    // The SMS code was not spent by the captcha refusal.
    const c2 = await captcha(s);
    expect((await s.call(NEXT, { mobile, nationCode: '86', captchaId: c2.captchaId, captchaCode: c2.answer, smsCode: code })).response?.resetTicket).toBeDefined();
  });

  it('a wrong picture answer spends the captcha; a wrong SMS code → 1006 with the forget text', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const code = await smsCode(s, mobile, 'forget');
    const c = await captcha(s);
    expect((await s.call(NEXT, { mobile, nationCode: '86', captchaId: c.captchaId, captchaCode: 'WRONG', smsCode: code })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      field: 'captchaCode',
    });
    expect((await s.call(NEXT, { mobile, nationCode: '86', captchaId: c.captchaId, captchaCode: c.answer, smsCode: code })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      field: 'captchaCode',
    });
    const c2 = await captcha(s);
    const wrong = code === '999999' ? '999998' : '999999';
    expect((await s.call(NEXT, { mobile, nationCode: '86', captchaId: c2.captchaId, captchaCode: c2.answer, smsCode: wrong }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'The SMS verification code is incorrect',
      field: 'smsCode',
    });
  });

  it('a login code is no forget code; unknown mobiles get no forget code', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const login = await smsCode(s, mobile, 'login');
    const c = await captcha(s);
    expect((await s.call(NEXT, { mobile, nationCode: '86', captchaId: c.captchaId, captchaCode: c.answer, smsCode: login })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      field: 'smsCode',
    });
    expect((await sendSms(s, { mobile: nextMobile(), nationCode: '86', purpose: 'forget' })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'mobile' });
  });

  it('a ticket expires after 15 minutes; the new password must follow the rules', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const ticket = await ticketFor(mobile);
    expect((await s.call(CONFIRM, { resetTicket: ticket, password: 'short' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'password' });
    s.app.deps.clock.advance(15 * MIN + 1000);
    expect((await s.call(CONFIRM, { resetTicket: ticket, password: 'Valid2024' })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'resetTicket' });
    expect((await s.call(CONFIRM, { resetTicket: 'y'.repeat(43), password: 'Valid2024' })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'resetTicket' });
  });

  it('a reset lifts a password lockout', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    for (let i = 0; i < 5; i++) await s.call(accountCmds.personLogin, { mobile, password: 'wrong' });
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).error?.errorCode).toBe(ErrorCode.tooMany);
    const ticket = await ticketFor(mobile);
    expect((await s.call(CONFIRM, { resetTicket: ticket, password: 'Unlock2024' })).response).toEqual({ reset: true });
    expect(await alive((await personLogin(s, mobile, 'Unlock2024')).token)).toBe('ok');
  });
});

describe('auth codes (memberAuth, iam, sso)', () => {
  const REDIRECT = 'http://localhost:8080/authorize';

  it('getAppInfo answers the registered app; unknown → 1005', async () => {
    const { token } = await personLogin(s, '13800000002', 'Demo@1234');
    expect((await s.call(ssoCmds.getAppInfo, { appId: 'demo-app' }, { token })).response).toEqual({
      appId: 'demo-app',
      name: 'Industrial App Store',
      redirectUris: ['http://localhost:8080/authorize', 'http://127.0.0.1:8080/authorize'],
      consented: false,
    });
    expect((await s.call(ssoCmds.getAppInfo, { appId: 'nope' }, { token })).error).toMatchObject({ errorCode: ErrorCode.notFound, field: 'appId' });
    expect((await s.call(ssoCmds.getAppInfo, { appId: 'demo-app' })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('a code is exchanged once for a login of the same member and company', async () => {
    const login = await s.call(accountCmds.companyLogin, { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' });
    const r = await s.call(ssoCmds.getCode, { appId: 'demo-app', redirectUri: REDIRECT }, { token: login.response.token });
    expect(r.response).toEqual({ code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), redirectUri: REDIRECT });
    const [row] = await s.database.db
      .select()
      .from(authCodes)
      .where(eq(authCodes.codeHash, hashToken(r.response.code)));
    expect(row).toMatchObject({ appId: 'demo-app', redirectUri: REDIRECT, usedAt: null });

    const ex = await s.call(ssoCmds.validateAuthCode, { source: 'demo-app', code: r.response.code });
    expect(ex.response).toMatchObject({ memberCode: 'M10000001', companyCode: 'C10000001', memberType: 'enterprise', certified: true });
    expect(ex.response.token).not.toBe(login.response.token);
    expect(await alive(ex.response.token)).toBe('ok');
    expect((await s.call(ssoCmds.validateAuthCode, { source: 'demo-app', code: r.response.code }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'The authorization code is invalid or has expired',
      field: 'code',
    });
  });

  it('a redirect URI the app did not register → 1003; iam authorize applies the same checks', async () => {
    const { token } = await personLogin(s, '13800000002', 'Demo@1234');
    for (const cmd of ['memberAuth/getCode', 'iam/authValidate/authorize']) {
      for (const redirectUri of ['https://evil.example/authorize', 'http://localhost:8080/authorize/../steal', 'http://localhost:8080/authorize?x=1', 'http://LOCALHOST:8080/authorize']) {
        expect((await s.call(cmd, { appId: 'demo-app', redirectUri }, { token, lang: 'en' })).error, `${cmd} ${redirectUri}`).toEqual({
          errorCode: ErrorCode.forbidden,
          errorInfo: 'This redirect address is not registered for the application',
          field: 'redirectUri',
        });
      }
      expect((await s.call(cmd, { appId: 'other-app', redirectUri: REDIRECT }, { token })).error?.errorCode).toBe(ErrorCode.notFound);
    }
    const iam = await s.call(ssoCmds.iamAuthorize, { appId: 'demo-app', redirectUri: 'http://127.0.0.1:8080/authorize' }, { token });
    expect(iam.response).toEqual({ code: expect.any(String), redirectUri: 'http://127.0.0.1:8080/authorize' });
    const ex = await s.call(ssoCmds.validateAuthCode, { source: 'demo-app', code: iam.response.code });
    expect(ex.response).toMatchObject({ memberCode: 'M10000002', memberType: 'personal', companyCode: null });
  });

  it('the wrong source spends the code; codes expire after 60 seconds', async () => {
    const { token } = await personLogin(s, '13800000002', 'Demo@1234');
    const a = (await s.call(ssoCmds.getCode, { appId: 'demo-app', redirectUri: REDIRECT }, { token })).response.code;
    expect((await s.call(ssoCmds.validateAuthCode, { source: 'other-app', code: a })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'code' });
    expect((await s.call(ssoCmds.validateAuthCode, { source: 'demo-app', code: a })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'code' });
    const b = (await s.call(ssoCmds.getCode, { appId: 'demo-app', redirectUri: REDIRECT }, { token })).response.code;
    s.app.deps.clock.advance(60_000 + 1000);
    expect((await s.call(ssoCmds.validateAuthCode, { source: 'demo-app', code: b })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'code' });
  });
});
