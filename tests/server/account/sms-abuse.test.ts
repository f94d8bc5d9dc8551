import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type CallOptions, type GatewayBody, type TestServer } from '../../helpers/server';
import { captcha, MIN, mobiles, outbox, sendSms } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';

/**
 * SMS abuse and mobile enumeration (docs/decisions/0004-sms-and-enumeration.md): a captcha on
 * every public SMS send, allowed country codes, daily budgets per IP and in total, and mobile
 * look-ups counted per IP and per number with a captcha past the free budget. The budgets are
 * database counters: the parallel cases race for real on PostgreSQL (TEST_DATABASE_URL).
 *
 * One database, several gateways over it with different limits (each its own clock).
 */

let plain: TestServer;
const servers: TestServer[] = [];
const nextMobile = mobiles('171');

async function gateway(env: Record<string, string>) {
  const s = await startTestServer(env, { database: plain.database });
  servers.push(s);
  return s;
}

beforeAll(async () => {
  plain = await startTestServer();
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await plain?.close();
});

/** A gateway call from a given client IP. */
async function from(s: TestServer, ip: string, cmd: string, parameters: unknown, o: CallOptions = {}): Promise<GatewayBody> {
  const res = await s.app.inject({
    method: 'POST',
    url: o.lang ? `/api/?lang=${o.lang}` : '/api/',
    payload: { cmd, parameters, ...(o.token ? { token: o.token } : {}) },
    remoteAddress: ip,
  });
  return res.json() as GatewayBody;
}

/** getSmsCode from an IP with a freshly solved picture captcha. */
async function smsFrom(s: TestServer, ip: string, mobile: string, o: CallOptions = {}, purpose = 'register', nationCode = '86') {
  const c = await captcha(s);
  return from(s, ip, 'webMember/getSmsCode', { mobile, nationCode, purpose, captchaId: c.captchaId, captchaCode: c.answer }, o);
}

const smsCount = async (s: TestServer, mobile: string) => (await outbox(s, mobile)).filter((i) => i.kind === 'sms').length;

describe('a captcha for every public SMS send', () => {
  it('getSmsCode without a captcha → 1002 and nothing is sent', async () => {
    const mobile = nextMobile();
    const r = await plain.call(accountCmds.getSmsCode, { mobile, nationCode: '86', purpose: 'register' });
    expect(r.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'captchaId' });
    expect(await smsCount(plain, mobile)).toBe(0);
  });

  it('a wrong answer → 1006 on captchaCode, nothing sent; a captcha is single use', async () => {
    const mobile = nextMobile();
    const c = await captcha(plain);
    const wrong = await plain.call(accountCmds.getSmsCode, { mobile, nationCode: '86', purpose: 'register', captchaId: c.captchaId, captchaCode: 'ZZZZZ' });
    expect(wrong.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'captchaCode' });
    // The right answer after a wrong try: the captcha is spent.
    const again = await plain.call(accountCmds.getSmsCode, { mobile, nationCode: '86', purpose: 'register', captchaId: c.captchaId, captchaCode: c.answer });
    expect(again.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'captchaCode' });
    expect(await smsCount(plain, mobile)).toBe(0);

    const good = await captcha(plain);
    const params = { mobile, nationCode: '86', purpose: 'register', captchaId: good.captchaId, captchaCode: good.answer };
    expect((await plain.call(accountCmds.getSmsCode, params)).response).toEqual({ sent: true, resendAfter: 60 });
    plain.app.deps.clock.advance(61_000);
    expect((await plain.call(accountCmds.getSmsCode, params)).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'captchaCode' });
    expect(await smsCount(plain, mobile)).toBe(1);
  });

  it('the jigsaw answers too (x instead of captchaCode); both or neither → 1002', async () => {
    const mobile = nextMobile();
    const j = (await plain.call(accountCmds.getJigsaw, {})).response as { captchaId: string };
    const x = Number((await outbox(plain, j.captchaId)).find((i) => i.kind === 'captcha')!.code);
    expect((await plain.call(accountCmds.getSmsCode, { mobile, nationCode: '86', purpose: 'register', captchaId: j.captchaId, x })).response).toEqual({ sent: true, resendAfter: 60 });
    plain.app.deps.clock.advance(61_000);
    const both = await plain.call(accountCmds.getSmsCode, { mobile, nationCode: '86', purpose: 'register', captchaId: j.captchaId, x, captchaCode: 'ABCD' });
    expect(both.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'captchaCode' });
  });
});

describe('allowed country codes', () => {
  it('a country code outside the list → 1006 with a clear text, before anything else; the options list only allowed codes', async () => {
    const r = await sendSms(plain, { mobile: '2025550123', nationCode: '1', purpose: 'register' }, { lang: 'en' });
    expect(r.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'SMS codes cannot be sent to numbers with country code +1', field: 'nationCode' });
    expect(await smsCount(plain, '2025550123')).toBe(0);

    const only86 = await gateway({ SMS_ALLOWED_NATION_CODES: '86' });
    const hk = await sendSms(only86, { mobile: '91234599', nationCode: '852', purpose: 'register' });
    expect(hk.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'nationCode', errorInfo: '暂不支持向国家/地区代码 +852 的手机号码发送验证码' });
    expect((await only86.call(accountCmds.getMobileNationCodeSelect, {}, { lang: 'en' })).response).toEqual([{ value: '86', label: 'China mainland +86' }]);
  });
});

describe('daily SMS budgets in the database', () => {
  it('per IP: the budget is spent by sends only (refusals cost nothing), then 1004 with its text; another IP and the next Beijing day send again', async () => {
    const s = await gateway({ SMS_DAILY_PER_IP: '3' });
    const ip = '10.1.0.1';
    // An unknown mobile's login code is refused and costs nothing.
    expect((await smsFrom(s, ip, nextMobile(), {}, 'login')).error).toMatchObject({ errorCode: ErrorCode.refused });
    for (let i = 0; i < 3; i++) expect((await smsFrom(s, ip, nextMobile())).response?.sent).toBe(true);
    const mobile = nextMobile();
    const fourth = await smsFrom(s, ip, mobile, { lang: 'en' });
    expect(fourth.error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: 'Too many codes were requested from your network today, please try again tomorrow', field: 'mobile' });
    expect(await smsCount(s, mobile)).toBe(0);
    expect((await smsFrom(s, '10.1.0.2', mobile)).response?.sent).toBe(true);
    s.app.deps.clock.advance(24 * 60 * MIN);
    expect((await smsFrom(s, ip, nextMobile())).response?.sent).toBe(true);
  });

  it('per IP, in parallel: 8 simultaneous sends to 8 numbers from one IP send exactly 3', async () => {
    const s = await gateway({ SMS_DAILY_PER_IP: '3' });
    const ip = '10.1.1.1';
    const numbers = Array.from({ length: 8 }, () => nextMobile());
    const solved = await Promise.all(numbers.map(() => captcha(s)));
    const rs = await Promise.all(numbers.map((mobile, i) => from(s, ip, 'webMember/getSmsCode', { mobile, nationCode: '86', purpose: 'register', captchaId: solved[i].captchaId, captchaCode: solved[i].answer })));
    expect(rs.filter((r) => r.response?.sent === true)).toHaveLength(3);
    expect(rs.filter((r) => r.error?.errorCode === ErrorCode.tooMany)).toHaveLength(5);
    const sent = await Promise.all(numbers.map((m) => smsCount(s, m)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('global, in parallel: 10 simultaneous sends from 10 IPs send exactly the 4 of the budget', async () => {
    const s = await gateway({ SMS_DAILY_GLOBAL: '4' });
    // The budget is shared with every other test of this file on the same day: use a day of its own.
    s.app.deps.clock.advance(30 * 24 * 60 * MIN);
    const numbers = Array.from({ length: 10 }, () => nextMobile());
    const solved = await Promise.all(numbers.map(() => captcha(s)));
    const rs = await Promise.all(
      numbers.map((mobile, i) => from(s, `10.2.0.${i + 1}`, 'webMember/getSmsCode', { mobile, nationCode: '86', purpose: 'register', captchaId: solved[i].captchaId, captchaCode: solved[i].answer }, { lang: 'en' })),
    );
    expect(rs.filter((r) => r.response?.sent === true)).toHaveLength(4);
    const refused = rs.filter((r) => r.error);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect(r.error).toMatchObject({ errorCode: ErrorCode.tooMany, errorInfo: 'The SMS service is busy today, please try again later or contact customer service' });
  });

  it('per number: SMS_DAILY_PER_NUMBER replaces the 10 a day', async () => {
    const s = await gateway({ SMS_DAILY_PER_NUMBER: '2' });
    const mobile = nextMobile();
    for (let i = 0; i < 2; i++) {
      expect((await smsFrom(s, '10.3.0.1', mobile)).response?.sent).toBe(true);
      s.app.deps.clock.advance(61_000);
    }
    expect((await smsFrom(s, '10.3.0.2', mobile)).error).toMatchObject({ errorCode: ErrorCode.tooMany, field: 'mobile' });
  });

  it('members’ own-mobile codes need no captcha but count against the budgets', async () => {
    const s = await gateway({ SMS_DAILY_PER_IP: '1' });
    const token = await s.createSession('member', '13800000002');
    const ip = '10.4.0.1';
    expect((await from(s, ip, 'memberSecurity/getOldMobileCode', {}, { token })).response?.sent).toBe(true);
    expect((await smsFrom(s, ip, nextMobile())).error).toMatchObject({ errorCode: ErrorCode.tooMany, field: 'mobile' });
  });
});

describe('mobile look-ups: counted per IP and per number, a captcha past the free budget', () => {
  const LOOKUPS = ['webMember/validMobile', 'webMember/validMobileRequireReg', 'webMember/getCompanySelect'];

  it('5 free look-ups an hour per IP, then 1004 field captcha until a solved captcha comes; a wrong one → 1006', async () => {
    const s = await gateway({ LOOKUP_FREE_PER_IP_HOUR: '5' });
    const ip = '10.5.0.1';
    for (let i = 0; i < 5; i++) expect((await from(s, ip, LOOKUPS[i % 3], { mobile: nextMobile() })).error).toBeUndefined();
    for (const cmd of LOOKUPS) {
      const r = await from(s, ip, cmd, { mobile: '13800000001' }, { lang: 'en' });
      expect(r).toEqual({ error: { errorCode: ErrorCode.tooMany, errorInfo: 'Please complete the picture verification code to continue', field: 'captcha' } });
    }
    const c = await captcha(s);
    const companies = await from(s, ip, 'webMember/getCompanySelect', { mobile: '13800000001', captchaId: c.captchaId, captchaCode: c.answer });
    expect(companies.response).toEqual(expect.arrayContaining([expect.objectContaining({ companyName: expect.any(String) })]));
    // Single use.
    expect((await from(s, ip, 'webMember/validMobile', { mobile: '13800000001', captchaId: c.captchaId, captchaCode: c.answer })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'captchaCode' });
    // Another IP is free; so is this one in the next hour.
    expect((await from(s, '10.5.0.2', 'webMember/validMobile', { mobile: '13800000001' })).response).toEqual({ registered: true });
    s.app.deps.clock.advance(60 * MIN);
    expect((await from(s, ip, 'webMember/validMobile', { mobile: '13800000001' })).response).toEqual({ registered: true });
  });

  it('per number: many IPs probing one number need a captcha past its free budget', async () => {
    const s = await gateway({ LOOKUP_FREE_PER_NUMBER_HOUR: '3' });
    const mobile = nextMobile();
    for (let i = 0; i < 3; i++) expect((await from(s, `10.6.0.${i + 1}`, 'webMember/validMobile', { mobile })).response).toEqual({ registered: false });
    expect((await from(s, '10.6.0.9', 'webMember/validMobile', { mobile })).error).toMatchObject({ errorCode: ErrorCode.tooMany, field: 'captcha' });
    expect((await from(s, '10.6.0.9', 'webMember/validMobile', { mobile: nextMobile() })).response).toEqual({ registered: false });
  });

  it('in parallel: of 10 simultaneous look-ups from one IP exactly the 5 free ones answer', async () => {
    const s = await gateway({ LOOKUP_FREE_PER_IP_HOUR: '5' });
    const rs = await Promise.all(Array.from({ length: 10 }, () => from(s, '10.7.0.1', 'webMember/getCompanySelect', { mobile: nextMobile() })));
    expect(rs.filter((r) => Array.isArray(r.response))).toHaveLength(5);
    expect(rs.filter((r) => r.error?.field === 'captcha')).toHaveLength(5);
  });

  it('past the daily cap per IP → 1004 even with a captcha', async () => {
    const s = await gateway({ LOOKUP_FREE_PER_IP_HOUR: '1', LOOKUP_DAILY_PER_IP: '3' });
    const ip = '10.8.0.1';
    expect((await from(s, ip, 'webMember/validMobile', { mobile: nextMobile() })).error).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const c = await captcha(s);
      expect((await from(s, ip, 'webMember/validMobile', { mobile: nextMobile(), captchaId: c.captchaId, captchaCode: c.answer })).error).toBeUndefined();
    }
    const c = await captcha(s);
    const r = await from(s, ip, 'webMember/validMobile', { mobile: nextMobile(), captchaId: c.captchaId, captchaCode: c.answer }, { lang: 'en' });
    expect(r.error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: 'Too many mobile number look-ups today, please try again tomorrow', field: 'mobile' });
  });

  it('a signed-in member looking up their own mobile is not counted; another mobile is', async () => {
    const s = await gateway({ LOOKUP_FREE_PER_IP_HOUR: '2' });
    const token = await s.createSession('member', '13800000001');
    const ip = '10.9.0.1';
    for (let i = 0; i < 6; i++) expect((await from(s, ip, 'webMember/getCompanySelect', { mobile: '13800000001' }, { token })).error).toBeUndefined();
    for (let i = 0; i < 2; i++) expect((await from(s, ip, 'webMember/getCompanySelect', { mobile: nextMobile() }, { token })).error).toBeUndefined();
    expect((await from(s, ip, 'webMember/getCompanySelect', { mobile: '13800000003' }, { token })).error).toMatchObject({ errorCode: ErrorCode.tooMany, field: 'captcha' });
  });

  it('the defaults: 5 free look-ups per IP and hour', async () => {
    const s = await gateway({ LOOKUP_FREE_PER_IP_HOUR: '', LOOKUP_FREE_PER_NUMBER_HOUR: '', LOOKUP_DAILY_PER_IP: '', LOOKUP_DAILY_PER_NUMBER: '' });
    expect(s.config.lookups).toEqual({ freePerIpHour: 5, freePerNumberHour: 5, maxPerIpDaily: 200, maxPerNumberDaily: 50 });
    const ip = '10.10.0.1';
    for (let i = 0; i < 5; i++) expect((await from(s, ip, 'webMember/validMobile', { mobile: nextMobile() })).error).toBeUndefined();
    expect((await from(s, ip, 'webMember/validMobile', { mobile: nextMobile() })).error).toMatchObject({ errorCode: ErrorCode.tooMany, field: 'captcha' });
  });
});
