import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyMembers, members, smsCodes } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { captcha, lastSms, MIN, mobiles, outbox, PASSWORD, registerCompany, sendSms, smsCode } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';

const s = useTestServer();
const nextMobile = mobiles('135');

const REG = 'webMember/personalRegister';
const base = (mobile: string, code: string) => ({
  mobile,
  nationCode: '86',
  smsCode: code,
  name: '测试用户',
  workFunction: 'engineering',
  password: PASSWORD,
  agree: true,
});

describe('registration end to end', () => {
  it('company registration creates company, member and admin membership; the member logs in for that company', async () => {
    const mobile = nextMobile();
    const code = await smsCode(s, mobile, 'register');
    const r = await s.call(accountCmds.companyRegister, { ...base(mobile, code), companyName: '  星河精工有限公司 ', workFunction: 'management', invitationCode: 'INV2024' }, { lang: 'en' });
    expect(r.response).toEqual({ memberCode: expect.stringMatching(/^M\d{8}$/), companyCode: expect.stringMatching(/^C\d{8}$/) });
    const db = s.database.db;
    const [m] = await db.select().from(members).where(eq(members.code, r.response.memberCode));
    expect(m).toMatchObject({ mobile, nationCode: '86', name: '测试用户', workFunction: 'management', invitationCode: 'INV2024' });
    expect(m.passwordHash).toMatch(/^\$argon2id\$/);
    const [c] = await db.select().from(companies).where(eq(companies.code, r.response.companyCode));
    expect(c).toMatchObject({ name: '星河精工有限公司', certified: false });
    const links = await db.select().from(companyMembers).where(eq(companyMembers.memberId, m.id));
    expect(links).toEqual([expect.objectContaining({ companyId: c.id, isAdmin: true })]);

    expect((await s.call(accountCmds.getCompanySelect, { mobile })).response).toEqual([{ companyCode: c.code, companyName: '星河精工有限公司' }]);
    const login = await s.call(accountCmds.companyLogin, { mobile, password: PASSWORD, companyCode: c.code });
    expect(login.response).toMatchObject({ memberType: 'enterprise', companyCode: c.code, companyName: '星河精工有限公司', memberCode: m.code, certified: false });
  });

  it('personal registration with a password', async () => {
    const mobile = nextMobile();
    const r = await s.call(REG, base(mobile, await smsCode(s, mobile, 'register')));
    expect(r.response).toEqual({ memberCode: expect.stringMatching(/^M\d{8}$/) });
    expect((await s.call(accountCmds.validMobile, { mobile, nationCode: '86' })).response).toEqual({ registered: true });
    const login = await s.call(accountCmds.personLogin, { mobile, password: PASSWORD });
    expect(login.response).toMatchObject({ memberType: 'personal', companyCode: null, companyName: null, memberCode: r.response.memberCode, fullName: '测试用户' });
  });

  it('personal registration by SMS creates a member without password who logs in by SMS only', async () => {
    const mobile = nextMobile();
    const { password: _p, ...noPassword } = base(mobile, await smsCode(s, mobile, 'register'));
    const r = await s.call(accountCmds.personalRegisterBySms, noPassword);
    expect(r.response).toMatchObject({ memberCode: expect.stringMatching(/^M\d{8}$/), login: { memberType: 'personal', companyCode: null, fullName: '测试用户' } });
    // Signed in at once: the code proved the phone.
    expect(r.response.login.memberCode).toBe(r.response.memberCode);
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: r.response.login.token })).response).toMatchObject({ mobile });
    const [m] = await s.database.db.select().from(members).where(eq(members.code, r.response.memberCode));
    expect(m.passwordHash).toBeNull();
    // No password to log in with: the generic failure.
    expect((await s.call(accountCmds.personLogin, { mobile, password: 'anything1' })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'password' });
    const code = await smsCode(s, mobile, 'login');
    const login = await s.call(accountCmds.personSmsLogin, { mobile, smsCode: code });
    expect(login.response).toMatchObject({ memberCode: m.code, memberType: 'personal' });
  });

  it('a password on personalRegisterBySms is an unknown key', async () => {
    const mobile = nextMobile();
    const r = await s.call(accountCmds.personalRegisterBySms, base(mobile, '123456'));
    expect(r.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'password' });
  });
});

describe('registration refusals', () => {
  it('a wrong code → 1006 on smsCode; the right one still works afterwards', async () => {
    const mobile = nextMobile();
    const code = await smsCode(s, mobile, 'register');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await s.call(REG, base(mobile, wrong), { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'The verification code is incorrect',
      field: 'smsCode',
    });
    expect((await s.call(REG, base(mobile, code))).response?.memberCode).toMatch(/^M\d{8}$/);
  });

  it('a code is single use: spent by the registration, useless for anything after', async () => {
    const mobile = nextMobile();
    const code = await smsCode(s, mobile, 'register');
    expect((await s.call(REG, base(mobile, code))).response).toBeDefined();
    const rows = await s.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0].usedAt).toBeInstanceOf(Date);
    expect(rows[0].codeHash).not.toContain(code);
    // Another mobile cannot use this mobile's code.
    expect((await s.call(REG, base(nextMobile(), code))).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
  });

  it('the 6th try after 5 wrong codes → 1004, even with the right code', async () => {
    const mobile = nextMobile();
    const code = await smsCode(s, mobile, 'register');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await s.call(REG, base(mobile, wrong))).error, `try ${i + 1}`).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
    const sixth = await s.call(REG, base(mobile, code), { lang: 'en' });
    expect(sixth.error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: 'Too many wrong attempts, please request a new SMS verification code', field: 'smsCode' });
    // A new code works.
    const fresh = await smsCode(s, mobile, 'register');
    expect((await s.call(REG, base(mobile, fresh))).response?.memberCode).toMatch(/^M/);
  });

  it('an expired code (after 10 minutes) → 1006', async () => {
    const mobile = nextMobile();
    const code = await smsCode(s, mobile, 'register'); // already 61 s later
    s.app.deps.clock.advance(9 * MIN);
    expect((await s.call(REG, base(mobile, code), { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'The SMS verification code has expired, please request a new one',
      field: 'smsCode',
    });
  });

  it('a code still valid just before 10 minutes', async () => {
    const mobile = nextMobile();
    const code = await smsCode(s, mobile, 'register');
    s.app.deps.clock.advance(8 * MIN);
    expect((await s.call(REG, base(mobile, code))).response?.memberCode).toMatch(/^M/);
  });

  it('a new code replaces the previous one', async () => {
    const mobile = nextMobile();
    const first = await smsCode(s, mobile, 'register');
    const second = await smsCode(s, mobile, 'register');
    if (first !== second) expect((await s.call(REG, base(mobile, first))).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
    expect((await s.call(REG, base(mobile, second))).response?.memberCode).toMatch(/^M/);
  });

  it('a registered mobile → 1006 rule.register.mobile.registered, on the code request and on the registration', async () => {
    const en = 'This mobile number is already registered, please log in directly';
    const r = await sendSms(s, { mobile: '13800000001', nationCode: '86', purpose: 'register' }, { lang: 'en' });
    expect(r.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: en, field: 'mobile' });
    expect((await s.call(REG, base('13800000001', '123456'), { lang: 'en' })).error).toEqual({ errorCode: ErrorCode.refused, errorInfo: en, field: 'mobile' });
    expect((await s.call(accountCmds.validMobileRequireReg, { mobile: '13800000001', nationCode: '86' })).response).toEqual({ registered: true });
  });

  it('a duplicate company name (trimmed, any case) → 1006 on companyName; the code is not spent', async () => {
    const first = nextMobile();
    await registerCompany(s, first, 'Acme Tooling Ltd');
    expect((await s.call(accountCmds.validEnterpriseName, { companyName: '  ACME tooling ltd ' })).response).toEqual({ available: false });
    expect((await s.call(accountCmds.validEnterpriseName, { companyName: 'Acme Tooling Ltd 2' })).response).toEqual({ available: true });
    expect((await s.call(accountCmds.validEnterpriseName, { companyName: '演示精密机械有限公司' })).response).toEqual({ available: false });

    const mobile = nextMobile();
    const code = await smsCode(s, mobile, 'register');
    const dup = await s.call(accountCmds.companyRegister, { ...base(mobile, code), companyName: ' acme TOOLING ltd' }, { lang: 'en' });
    expect(dup.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'This company name is already registered', field: 'companyName' });
    const ok = await s.call(accountCmds.companyRegister, { ...base(mobile, code), companyName: 'Acme Tooling East' });
    expect(ok.response?.companyCode).toMatch(/^C\d{8}$/);
  });

  it('missing agree, or agree false → 1002 on agree with the agreement text', async () => {
    const { agree: _a, ...noAgree } = base(nextMobile(), '123456');
    const en = 'Please read and tick the user agreement and privacy policy';
    expect((await s.call(REG, noAgree, { lang: 'en' })).error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: en, field: 'agree' });
    expect((await s.call(REG, { ...noAgree, agree: false }, { lang: 'en' })).error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: en, field: 'agree' });
    expect((await s.call(REG, { ...noAgree, agree: 'true' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'agree' });
  });

  it('a bad password pattern → 1002 on password', async () => {
    const m = nextMobile();
    const fmt = 'The password must be 6-20 characters and contain both letters and digits';
    expect((await s.call(REG, { ...base(m, '123456'), password: 'onlyletters' }, { lang: 'en' })).error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: fmt, field: 'password' });
    expect((await s.call(REG, { ...base(m, '123456'), password: '12345678' }, { lang: 'en' })).error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: fmt, field: 'password' });
    expect((await s.call(REG, { ...base(m, '123456'), password: 'a1' }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.invalidParams,
      errorInfo: 'The password cannot be shorter than 6 characters',
      field: 'password',
    });
    expect((await s.call(REG, { ...base(m, '123456'), password: 'a1'.repeat(11) })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'password' });
    expect((await s.call(REG, { ...base(m, '123456'), password: '密码abc123' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'password' });
  });

  it('a company name of 50 characters → 1002 on companyName; 49 are accepted by the schema', async () => {
    const m = nextMobile();
    const r = await s.call(accountCmds.companyRegister, { ...base(m, '123456'), companyName: '企'.repeat(50) }, { lang: 'en' });
    expect(r.error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'The company name cannot exceed 49 characters', field: 'companyName' });
    expect((await s.call(accountCmds.companyRegister, { ...base(m, '123456'), companyName: '   ' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'companyName' });
    // 49 passes validation and reaches the code check (no code was sent to this mobile).
    expect((await s.call(accountCmds.companyRegister, { ...base(m, '123456'), companyName: '企'.repeat(49) })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
  });

  it('other field checks: mobile format, work function, country code, name, invitation code', async () => {
    const ok = base(nextMobile(), '123456');
    expect((await s.call(REG, { ...ok, mobile: '12345678901' }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.invalidParams,
      errorInfo: 'The mobile number format is wrong',
      field: 'mobile',
    });
    expect((await s.call(REG, { ...ok, workFunction: 'astronaut' }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.invalidParams,
      errorInfo: 'Please choose your work function',
      field: 'workFunction',
    });
    expect((await s.call(REG, { ...ok, nationCode: '' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'nationCode' });
    expect((await s.call(REG, { ...ok, name: ' ' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'name' });
    expect((await s.call(REG, { ...ok, invitationCode: 'bad code!' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'invitationCode' });
    expect((await s.call(REG, { ...ok, smsCode: '12345' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'smsCode' });
    expect((await s.call(REG, { ...ok, extra: 1 })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'extra' });
  });
});

describe('SMS code sending', () => {
  it('codes are 6 digits in the outbox; a resend within 60 s → 1004 telling the seconds', async () => {
    const mobile = nextMobile();
    expect((await sendSms(s, { mobile, nationCode: '86', purpose: 'register' })).response).toEqual({ sent: true, resendAfter: 60 });
    expect(await lastSms(s, mobile)).toMatch(/^\d{6}$/);
    s.app.deps.clock.advance(20_000);
    const again = await sendSms(s, { mobile, nationCode: '86', purpose: 'register' }, { lang: 'en' });
    expect(again.error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: 'Please wait 40 seconds before requesting another code', field: 'mobile' });
    // Any purpose shares the per-mobile limit.
    expect((await sendSms(s, { mobile, nationCode: '86', purpose: 'changeMobile' })).error?.errorCode).toBe(ErrorCode.tooMany);
    s.app.deps.clock.advance(40_000);
    expect((await sendSms(s, { mobile, nationCode: '86', purpose: 'register' })).response).toEqual({ sent: true, resendAfter: 60 });
    expect((await outbox(s, mobile)).filter((i) => i.kind === 'sms')).toHaveLength(2);
  });

  it('the 11th code within a day → 1004; the next day works again', async () => {
    const mobile = nextMobile();
    for (let i = 0; i < 10; i++) await smsCode(s, mobile, 'register');
    const eleventh = await sendSms(s, { mobile, nationCode: '86', purpose: 'register' }, { lang: 'en' });
    expect(eleventh.error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: 'Too many codes were requested for this number today, please try again tomorrow', field: 'mobile' });
    expect((await outbox(s, mobile)).filter((i) => i.kind === 'sms')).toHaveLength(10);
    s.app.deps.clock.advance(24 * 60 * MIN);
    expect((await sendSms(s, { mobile, nationCode: '86', purpose: 'register' })).response).toEqual({ sent: true, resendAfter: 60 });
  });

  it('login and forget codes for an unknown mobile → 1006 unregistered; the rate limit answers first', async () => {
    const mobile = nextMobile();
    const r = await sendSms(s, { mobile, nationCode: '86', purpose: 'login' }, { lang: 'en' });
    expect(r.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'This mobile number is not registered, please register first', field: 'mobile' });
    expect((await sendSms(s, { mobile, nationCode: '86', purpose: 'forget' })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'mobile' });
    expect(await outbox(s, mobile)).toEqual([]);
    // A registered mobile in its 60 s wait: 1004, the same answer any mobile in its wait gets.
    await sendSms(s, { mobile: '13800000003', nationCode: '86', purpose: 'login' });
    expect((await sendSms(s, { mobile: '13800000003', nationCode: '86', purpose: 'login' })).error?.errorCode).toBe(ErrorCode.tooMany);
    s.app.deps.clock.advance(61_000);
  });

  it('picture-captcha variant: right answer sends, wrong answer → 1006 on captchaCode, a captcha is single use', async () => {
    const mobile = nextMobile();
    const { captchaId, answer } = await captcha(s);
    const params = { mobile, nationCode: '86', purpose: 'register', captchaId, captchaCode: answer.toLowerCase() };
    expect((await s.call(accountCmds.getSmsCodeByImageVerify, params)).response).toEqual({ sent: true, resendAfter: 60 });
    s.app.deps.clock.advance(61_000);
    expect((await s.call(accountCmds.getSmsCodeByImageVerify, params, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'The verification code is incorrect',
      field: 'captchaCode',
    });
    const c2 = await captcha(s);
    expect((await s.call(accountCmds.getSmsCodeByImageVerify, { ...params, captchaId: c2.captchaId, captchaCode: 'ZZZZ' })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'captchaCode' });
    // Spent by the wrong answer.
    expect((await s.call(accountCmds.getSmsCodeByImageVerify, { ...params, captchaId: c2.captchaId, captchaCode: c2.answer })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'captchaCode' });
  });

  it('a picture captcha expires after 5 minutes', async () => {
    const { captchaId, answer } = await captcha(s);
    s.app.deps.clock.advance(5 * MIN + 1000);
    const r = await s.call(accountCmds.getSmsCodeByImageVerify, { mobile: nextMobile(), nationCode: '86', purpose: 'register', captchaId, captchaCode: answer });
    expect(r.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'captchaCode' });
  });

  it('the picture captcha is an SVG of paths: the answer is not in the markup', async () => {
    const r = await s.call(accountCmds.getImage, {});
    const svg = r.response.svg as string;
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|<script|href/i);
    const item = (await outbox(s, r.response.captchaId)).find((i) => i.kind === 'captcha');
    expect(svg.match(/stroke-linecap/g)?.length).toBe(item!.code!.length);
  });

  it('jigsaw: within 4 px sends, further off → 1006 on x; single use', async () => {
    const jig = async () => {
      const r = await s.call(accountCmds.getJigsaw, {});
      expect(r.response).toMatchObject({ width: 300, height: 150, pieceSize: 44, y: expect.any(Number) });
      expect(r.response.background).toMatch(/^<svg [^]*data:image\/png;base64,/);
      expect(r.response.piece).toMatch(/^<svg [^]*data:image\/png;base64,/);
      const x = Number((await outbox(s, r.response.captchaId)).find((i) => i.kind === 'captcha')!.code);
      return { captchaId: r.response.captchaId as string, x };
    };
    const mobile = nextMobile();
    const a = await jig();
    expect((await s.call(accountCmds.getSmsCodeByJigsaw, { mobile, nationCode: '86', purpose: 'register', captchaId: a.captchaId, x: a.x + 4 })).response).toEqual({
      sent: true,
      resendAfter: 60,
    });
    s.app.deps.clock.advance(61_000);
    expect((await s.call(accountCmds.getSmsCodeByJigsaw, { mobile, nationCode: '86', purpose: 'register', captchaId: a.captchaId, x: a.x })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      field: 'x',
    });
    const b = await jig();
    expect((await s.call(accountCmds.getSmsCodeByJigsaw, { mobile, nationCode: '86', purpose: 'register', captchaId: b.captchaId, x: b.x - 5 }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'Verification failed, please drag the piece into place again',
      field: 'x',
    });
  });
});

describe('concurrency (PGlite serialises; on PostgreSQL the advisory lock and unique indexes decide)', () => {
  it('five simultaneous code requests for one mobile send exactly one code', async () => {
    const mobile = nextMobile();
    const rs = await Promise.all(Array.from({ length: 5 }, () => sendSms(s, { mobile, nationCode: '86', purpose: 'register' })));
    expect(rs.filter((r) => r.response?.sent === true)).toHaveLength(1);
    expect(rs.filter((r) => r.error?.errorCode === ErrorCode.tooMany)).toHaveLength(4);
    expect((await outbox(s, mobile)).filter((i) => i.kind === 'sms')).toHaveLength(1);
    s.app.deps.clock.advance(61_000);
  });

  it('two simultaneous registrations of one company name: one wins, the other is told the name is taken', async () => {
    const [m1, m2] = [nextMobile(), nextMobile()];
    const [c1, c2] = [await smsCode(s, m1, 'register'), await smsCode(s, m2, 'register')];
    const rs = await Promise.all([
      s.call(accountCmds.companyRegister, { ...base(m1, c1), companyName: 'Race Condition Ltd' }),
      s.call(accountCmds.companyRegister, { ...base(m2, c2), companyName: 'race condition ltd' }),
    ]);
    expect(rs.filter((r) => r.response?.companyCode)).toHaveLength(1);
    expect(rs.filter((r) => r.error?.errorCode === ErrorCode.refused && r.error.field === 'companyName')).toHaveLength(1);
    const names = await s.database.db.select().from(companies);
    expect(names.filter((c) => c.name.toLowerCase() === 'race condition ltd')).toHaveLength(1);
  });
});

describe('options', () => {
  it('work functions, labelled by language', async () => {
    const en = (await s.call(accountCmds.getWorkFunctionSelect, {}, { lang: 'en' })).response;
    expect(en.map((o: { value: string }) => o.value)).toEqual(['management', 'engineering', 'production', 'procurement', 'sales', 'finance', 'it', 'other']);
    expect(en[0]).toEqual({ value: 'management', label: 'Management' });
    const zh = (await s.call(accountCmds.getWorkFunctionSelect, {})).response;
    expect(zh[0]).toEqual({ value: 'management', label: '企业管理' });
  });

  it('country codes, labelled by language (the SMS_ALLOWED_NATION_CODES default)', async () => {
    const en = (await s.call(accountCmds.getMobileNationCodeSelect, {}, { lang: 'en' })).response;
    expect(en.map((o: { value: string }) => o.value)).toEqual(['86', '852', '853', '886']);
    expect(en[0]).toEqual({ value: '86', label: 'China mainland +86' });
    expect((await s.call(accountCmds.getMobileNationCodeSelect, {})).response[1]).toEqual({ value: '852', label: '中国香港 +852' });
  });

  it('a non-mainland number registers with its country code', async () => {
    const mobile = '91234567';
    const r = await sendSms(s, { mobile, nationCode: '852', purpose: 'register' });
    expect(r.response).toEqual({ sent: true, resendAfter: 60 });
    const code = await lastSms(s, mobile);
    const reg = await s.call(REG, { ...base(mobile, code), nationCode: '852' });
    expect(reg.response?.memberCode).toMatch(/^M/);
    expect((await s.call(accountCmds.validMobile, { mobile, nationCode: '852' })).response).toEqual({ registered: true });
    expect((await s.call(accountCmds.validMobile, { mobile, nationCode: '86' })).response).toEqual({ registered: false });
  });
});
