import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, members, sessions } from '#server/db/schema';
import { hashToken } from '#server/gateway/session';
import { startTestServer, type TestServer } from '../../helpers/server';
import { captcha, MIN, mobiles, PASSWORD, registerCompany, registerPersonal, smsCode } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as staffLoginCmds from '#shared/contract/staff-login';

let s: TestServer;
const nextMobile = mobiles('136');
/** A member who administers one company and is an ordinary member of a second one. */
let multi: { mobile: string; memberCode: string; adminOf: string; memberOf: string };

beforeAll(async () => {
  s = await startTestServer();
  const mobile = nextMobile();
  const own = await registerCompany(s, mobile, '双联机械有限公司');
  const db = s.database.db;
  const [m] = await db.select().from(members).where(eq(members.code, own.memberCode));
  const [other] = await db.select().from(companies).where(eq(companies.code, 'C10000003'));
  await db.insert(companyMembers).values({ companyId: other.id, memberId: m.id, isAdmin: false });
  multi = { mobile, memberCode: own.memberCode, adminOf: own.companyCode, memberOf: 'C10000003' };
});
afterAll(async () => {
  await s?.close();
});

const buttons = (info: { authList: { pages: { buttons: { buttonId: string }[] }[] }[] }) => info.authList.flatMap((m) => m.pages.flatMap((p) => p.buttons.map((b) => b.buttonId)));

async function sessionRow(token: string) {
  const [row] = await s.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

describe('password login', () => {
  it('company login answers the full login info and a 2 h session of that company', async () => {
    const r = await s.call(accountCmds.companyLogin, { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' }, { lang: 'en' });
    expect(r.response).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fullName: '张伟',
      mobile: '13800000001',
      workFunction: 'management',
      memberCode: 'M10000001',
      companyName: '演示精密机械有限公司',
      companyCode: 'C10000001',
      memberType: 'enterprise',
      certified: true,
      companyAdmin: true,
      authList: expect.any(Array),
    });
    expect(r.response.token).not.toBe(r.response.refreshToken);
    const row = await sessionRow(r.response.token);
    expect(row).toMatchObject({ kind: 'member', refreshHash: hashToken(r.response.refreshToken), revokedAt: null });
    expect(row.tokenHash).not.toBe(r.response.token);
    const now = s.app.deps.clock.now().getTime();
    expect(Math.abs(row.expiresAt.getTime() - (now + 2 * 60 * MIN))).toBeLessThan(5000);
    expect(Math.abs(row.refreshExpiresAt!.getTime() - (now + 30 * 24 * 60 * MIN))).toBeLessThan(5000);
    expect(r.response.authList[0]).toMatchObject({ moduleId: 'personalCentre', name: 'Personal centre' });
    // A company admin gets the organisation and money buttons.
    expect(buttons(r.response)).toEqual(expect.arrayContaining(['member.add', 'capital.recharge', 'businessInfo.edit', 'memberInfo.edit']));
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: r.response.token })).response).toMatchObject({ memberType: 'enterprise', isAdmin: true });
  });

  it('person login is a personal session, even for a member who has companies', async () => {
    const r = await s.call(accountCmds.personLogin, { mobile: '13800000001', password: 'Demo@1234' });
    expect(r.response).toMatchObject({ memberType: 'personal', companyCode: null, companyName: null, certified: false, memberCode: 'M10000001' });
    expect((await sessionRow(r.response.token)).companyId).toBeNull();
    const ids = buttons(r.response);
    expect(ids).toEqual(expect.arrayContaining(['memberInfo.edit', 'accountSafe.changePassword']));
    expect(ids).not.toContain('capital.view');
    expect(ids).not.toContain('member.add');
    // The personal session cannot use enterprise functions.
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: r.response.token })).response).toMatchObject({ memberType: 'personal', companyName: null, isAdmin: false });
  });

  it('an ordinary company member gets read-only company buttons', async () => {
    const r = await s.call(accountCmds.companyLogin, { mobile: multi.mobile, password: PASSWORD, companyCode: multi.memberOf });
    expect(r.response).toMatchObject({ memberType: 'enterprise', companyCode: multi.memberOf, companyName: '新锐智造科技有限公司', certified: false });
    const ids = buttons(r.response);
    expect(ids).toEqual(expect.arrayContaining(['capital.view', 'businessInfo.view', 'record.view']));
    expect(ids).not.toContain('capital.recharge');
    expect(ids).not.toContain('member.add');
    expect((await s.call(accountCmds.getAuthModelList, {}, { token: r.response.token })).response).toEqual(r.response.authList);
  });

  it("company selection lists the mobile's companies; unknown mobiles get an empty list", async () => {
    const r = await s.call(accountCmds.getCompanySelect, { mobile: multi.mobile });
    expect(r.response).toEqual([
      { companyCode: multi.adminOf, companyName: '双联机械有限公司' },
      { companyCode: 'C10000003', companyName: '新锐智造科技有限公司' },
    ]);
    expect((await s.call(accountCmds.getCompanySelect, { mobile: '13800000002' })).response).toEqual([]);
    expect((await s.call(accountCmds.getCompanySelect, { mobile: nextMobile() })).response).toEqual([]);
    expect((await s.call(accountCmds.getCompanySelect, { mobile: 'abc' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'mobile' });
  });

  it('company login for a company the member does not belong to → 1006 on companyCode', async () => {
    const r = await s.call(accountCmds.companyLogin, { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000003' }, { lang: 'en' });
    expect(r.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'Please choose your enterprise', field: 'companyCode' });
    expect((await s.call(accountCmds.companyLogin, { mobile: '13800000001', password: 'Demo@1234', companyCode: '' })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      field: 'companyCode',
    });
  });

  it('a wrong password and an unknown mobile get the same text', async () => {
    const wrong = await s.call(accountCmds.personLogin, { mobile: '13800000002', password: 'nope12345' }, { lang: 'en' });
    const unknown = await s.call(accountCmds.personLogin, { mobile: nextMobile(), password: 'nope12345' }, { lang: 'en' });
    expect(wrong.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'Login failed: wrong mobile number or password', field: 'password' });
    expect(unknown.error).toEqual(wrong.error);
    const wrongCompany = await s.call(accountCmds.companyLogin, { mobile: '13800000002', password: 'nope12345', companyCode: 'C10000001' }, { lang: 'en' });
    expect(wrongCompany.error).toEqual(wrong.error);
  });
});

describe('lockout after 5 wrong passwords', () => {
  it('locks the mobile for 15 minutes with 1004 and the unlock time; unlocks after', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    for (let i = 1; i <= 4; i++) {
      expect((await s.call(accountCmds.personLogin, { mobile, password: 'wrong' + i })).error?.errorCode, `try ${i}`).toBe(1006);
    }
    const lockedAt = s.app.deps.clock.now();
    const fifth = await s.call(accountCmds.personLogin, { mobile, password: 'wrong5' }, { lang: 'en' });
    const until = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(lockedAt.getTime() + 15 * MIN));
    expect(fifth.error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: `Too many attempts, please try again after ${until}` });
    expect(until).toMatch(/^\d{2}:\d{2}$/);
    // The right password is refused while locked, in both modes, in Chinese too.
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: `尝试次数过多，请于${until}后再试` });
    expect((await s.call(accountCmds.companyLogin, { mobile, password: PASSWORD, companyCode: 'C10000001' })).error?.errorCode).toBe(ErrorCode.tooMany);
    s.app.deps.clock.advance(14 * MIN);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).error?.errorCode).toBe(ErrorCode.tooMany);
    s.app.deps.clock.advance(MIN + 1000);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).response?.memberType).toBe('personal');
  });

  it('a success resets the counter', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    for (let i = 0; i < 4; i++) await s.call(accountCmds.personLogin, { mobile, password: 'wrong' });
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).response).toBeDefined();
    for (let i = 0; i < 4; i++) expect((await s.call(accountCmds.personLogin, { mobile, password: 'wrong' })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).response).toBeDefined();
  });

  it('failures older than 15 minutes no longer count', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    for (let i = 0; i < 4; i++) await s.call(accountCmds.personLogin, { mobile, password: 'wrong' });
    s.app.deps.clock.advance(16 * MIN);
    expect((await s.call(accountCmds.personLogin, { mobile, password: 'wrong' })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).response).toBeDefined();
  });

  it('unknown mobiles lock the same way (no difference to tell)', async () => {
    const mobile = nextMobile();
    for (let i = 0; i < 4; i++) expect((await s.call(accountCmds.personLogin, { mobile, password: 'wrong' })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(accountCmds.personLogin, { mobile, password: 'wrong' })).error?.errorCode).toBe(ErrorCode.tooMany);
  });

  it('an SMS login still works while locked, and lifts the lock', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    for (let i = 0; i < 5; i++) await s.call(accountCmds.personLogin, { mobile, password: 'wrong' });
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).error?.errorCode).toBe(ErrorCode.tooMany);
    const code = await smsCode(s, mobile, 'login');
    expect((await s.call(accountCmds.personSmsLogin, { mobile, smsCode: code })).response?.memberType).toBe('personal');
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).response?.memberType).toBe('personal');
  });
});

describe('SMS login', () => {
  it('personal and company SMS login; a code is single use', async () => {
    const code = await smsCode(s, multi.mobile, 'login');
    const r = await s.call(accountCmds.companySmsLogin, { mobile: multi.mobile, smsCode: code, companyCode: multi.adminOf });
    expect(r.response).toMatchObject({ memberType: 'enterprise', companyCode: multi.adminOf, memberCode: multi.memberCode });
    expect((await s.call(accountCmds.personSmsLogin, { mobile: multi.mobile, smsCode: code }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'The SMS verification code is incorrect',
      field: 'smsCode',
    });
    const code2 = await smsCode(s, multi.mobile, 'login');
    const p = await s.call(accountCmds.personSmsLogin, { mobile: multi.mobile, smsCode: code2 });
    expect(p.response).toMatchObject({ memberType: 'personal', companyCode: null, memberCode: multi.memberCode });
  });

  it('a register code is no login code, and a company SMS login checks the membership', async () => {
    const code = await smsCode(s, '13800000002', 'login');
    const r = await s.call(accountCmds.companySmsLogin, { mobile: '13800000002', smsCode: code, companyCode: 'C10000001' });
    expect(r.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'companyCode' });
    const mobile = nextMobile();
    const reg = await smsCode(s, mobile, 'register');
    expect((await s.call(accountCmds.personSmsLogin, { mobile, smsCode: reg })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
  });
});

describe('salesman login', () => {
  const login = async (mobile: string, password: string, lang?: string) => {
    const c = await captcha(s);
    return s.call(staffLoginCmds.salesmanLogin, { mobile, password, captchaId: c.captchaId, captchaCode: c.answer }, { lang });
  };

  it('a salesman gets a salesman session: token, memberCode, fullName', async () => {
    const r = await login('13800000009', 'Demo@1234');
    expect(r.response).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), memberCode: 'M10000009', fullName: '赵敏' });
    expect(await sessionRow(r.response.token)).toMatchObject({ kind: 'salesman', refreshHash: null, companyId: null });
    // It is no member session.
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: r.response.token })).error?.errorCode).toBe(ErrorCode.forbidden);
    // The spec's other name for the same login.
    const c = await captcha(s);
    const alias = await s.call(staffLoginCmds.salesmanPersonLogin, { mobile: '13800000009', password: 'Demo@1234', captchaId: c.captchaId, captchaCode: c.answer });
    expect(alias.response?.memberCode).toBe('M10000009');
  });

  it('needs the picture captcha, single use', async () => {
    const c = await captcha(s);
    const wrong = await s.call(staffLoginCmds.salesmanLogin, { mobile: '13800000009', password: 'Demo@1234', captchaId: c.captchaId, captchaCode: 'XXXX' }, { lang: 'en' });
    expect(wrong.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'The verification code is incorrect', field: 'captchaCode' });
    const again = await s.call(staffLoginCmds.salesmanLogin, { mobile: '13800000009', password: 'Demo@1234', captchaId: c.captchaId, captchaCode: c.answer });
    expect(again.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'captchaCode' });
    expect((await s.call(staffLoginCmds.salesmanLogin, { mobile: '13800000009', password: 'Demo@1234' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'captchaId' });
  });

  it('a member who is no salesman → 1003; a wrong password → 1006', async () => {
    expect((await login('13800000001', 'Demo@1234', 'en')).error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: 'Please log in with a salesman account' });
    expect((await login('13800000009', 'wrong123')).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'password' });
  });

  it('has its own lockout: a locked member login does not lock the salesman login, and back', async () => {
    for (let i = 0; i < 5; i++) await s.call(accountCmds.personLogin, { mobile: '13800000009', password: 'wrong' });
    expect((await s.call(accountCmds.personLogin, { mobile: '13800000009', password: 'Demo@1234' })).error?.errorCode).toBe(ErrorCode.tooMany);
    expect((await login('13800000009', 'Demo@1234')).response?.memberCode).toBe('M10000009');
    for (let i = 0; i < 4; i++) expect((await login('13800000009', 'wrong')).error?.errorCode).toBe(ErrorCode.refused);
    expect((await login('13800000009', 'wrong')).error?.errorCode).toBe(ErrorCode.tooMany);
    expect((await login('13800000009', 'Demo@1234')).error?.errorCode).toBe(ErrorCode.tooMany);
    s.app.deps.clock.advance(16 * MIN);
    expect((await login('13800000009', 'Demo@1234')).response?.memberCode).toBe('M10000009');
  });
});

describe('operator login', () => {
  const opLogin = async (account: string, password: string, lang?: string) => {
    const c = await captcha(s);
    return s.call(staffLoginCmds.operatorLogin, { account, password, captchaId: c.captchaId, captchaCode: c.answer }, { lang });
  };

  it('logs in, is refused member commands, logs out', async () => {
    const r = await opLogin('operator', 'Operator@1234');
    expect(r.response).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), name: '平台运营' });
    expect(await sessionRow(r.response.token)).toMatchObject({ kind: 'operator', memberId: null, refreshHash: null });
    expect((await s.call(accountCmds.getMemberInfo, {}, { token: r.response.token })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(staffLoginCmds.operatorLogout, {}, { token: r.response.token })).response).toEqual({ loggedOut: true });
    expect((await s.call(staffLoginCmds.operatorLogout, {}, { token: r.response.token })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('a member or salesman token on an operator-only command → 1003', async () => {
    const member = await s.call(accountCmds.personLogin, { mobile: '13800000002', password: 'Demo@1234' });
    expect((await s.call(staffLoginCmds.operatorLogout, {}, { token: member.response.token, lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.forbidden,
      errorInfo: 'Only platform operators can do this',
    });
    const salesman = await s.createSession('salesman', '13800000009');
    expect((await s.call(staffLoginCmds.operatorLogout, {}, { token: salesman })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(staffLoginCmds.operatorLogout, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('needs the picture captcha, single use, checked before the password', async () => {
    const c = await captcha(s);
    const wrong = await s.call(staffLoginCmds.operatorLogin, { account: 'operator', password: 'Operator@1234', captchaId: c.captchaId, captchaCode: 'XXXX' }, { lang: 'en' });
    expect(wrong.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'The verification code is incorrect', field: 'captchaCode' });
    const again = await s.call(staffLoginCmds.operatorLogin, { account: 'operator', password: 'Operator@1234', captchaId: c.captchaId, captchaCode: c.answer });
    expect(again.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'captchaCode' });
    expect((await s.call(staffLoginCmds.operatorLogin, { account: 'operator', password: 'Operator@1234' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'captchaId' });
    // A wrong captcha does not count towards the password lockout: five of them leave the login open.
    for (let i = 0; i < 5; i++) {
      const other = await captcha(s);
      await s.call(staffLoginCmds.operatorLogin, { account: 'operator', password: 'nope', captchaId: other.captchaId, captchaCode: 'XXXX' });
    }
    expect((await opLogin('operator', 'Operator@1234')).response?.name).toBe('平台运营');
  });

  it('wrong passwords: 1006 with its own text, locked after 5 (separately from members)', async () => {
    const wrong = await opLogin('operator', 'nope', 'en');
    expect(wrong.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'Login failed: wrong account or password', field: 'password' });
    expect((await opLogin('ghost', 'nope', 'en')).error).toEqual(wrong.error);
    for (let i = 0; i < 3; i++) await opLogin('operator', 'nope');
    expect((await opLogin('operator', 'nope')).error?.errorCode).toBe(ErrorCode.tooMany);
    expect((await opLogin('operator', 'Operator@1234')).error?.errorCode).toBe(ErrorCode.tooMany);
    // Members are unaffected.
    expect((await s.call(accountCmds.personLogin, { mobile: '13800000002', password: 'Demo@1234' })).response).toBeDefined();
    s.app.deps.clock.advance(15 * MIN + 1000);
    expect((await opLogin('operator', 'Operator@1234')).response?.name).toBe('平台运营');
  });
});

describe('a disabled member', () => {
  it('cannot log in even with the right password, nor refresh an earlier login', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const before = await s.call(accountCmds.personLogin, { mobile, password: PASSWORD });
    await s.database.db
      .update(members)
      .set({ status: 'disabled' })
      .where(and(eq(members.mobile, mobile), eq(members.nationCode, '86')));
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'This account is disabled, please contact customer service',
    });
    expect((await s.call(accountCmds.updateTime, { refreshToken: before.response.refreshToken })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });
});
