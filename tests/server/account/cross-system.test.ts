import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyMembers, members } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { captcha, mobiles, PASSWORD, personLogin, registerCompany } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as staffLoginCmds from '#shared/contract/staff-login';

/** webMember/crossSystemAccess: the shared-cookie sign-in (a token and no profile → the login info). */

const s = useTestServer();
const nextMobile = mobiles('136');
const CMD = 'webMember/crossSystemAccess';

describe('crossSystemAccess', () => {
  it('answers the login info of the session without its tokens, for company and personal sessions', async () => {
    const mobile = nextMobile();
    const reg = await registerCompany(s, mobile, '跨站登录测试有限公司');
    const login = await s.call(accountCmds.companyLogin, { mobile, password: PASSWORD, companyCode: reg.companyCode });
    const { token, refreshToken, ...profile } = login.response;
    expect(token).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    const r = await s.call(CMD, {}, { token });
    expect(r.response).toEqual(profile);
    expect(r.response).toMatchObject({ memberCode: reg.memberCode, companyCode: reg.companyCode, companyName: '跨站登录测试有限公司', memberType: 'enterprise' });
    expect(r.response).not.toHaveProperty('token');
    expect(r.response).not.toHaveProperty('refreshToken');

    const personal = await personLogin(s, mobile);
    expect((await s.call(CMD, {}, { token: personal.token })).response).toMatchObject({ companyCode: null, companyName: null, memberType: 'personal' });
  });

  it('labels the authorised functions in the request language', async () => {
    const mobile = nextMobile();
    const reg = await registerCompany(s, mobile, 'Cross Site Ltd');
    const login = await s.call(accountCmds.companyLogin, { mobile, password: PASSWORD, companyCode: reg.companyCode }, { lang: 'en' });
    const zh = await s.call(CMD, {}, { token: login.response.token, lang: 'zh-CN' });
    const en = await s.call(CMD, {}, { token: login.response.token, lang: 'en' });
    expect(en.response.authList).toEqual(login.response.authList);
    expect(zh.response.authList.map((m: { moduleId: string }) => m.moduleId)).toEqual(en.response.authList.map((m: { moduleId: string }) => m.moduleId));
  });

  it('no token, a bad token, a logged-out token → 14; an expired one → 15; extra parameters → 1002', async () => {
    expect((await s.call(CMD, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(CMD, {}, { token: 'x'.repeat(43) })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    const mobile = nextMobile();
    await registerCompany(s, mobile, '注销测试有限公司');
    const a = await personLogin(s, mobile);
    expect((await s.call(CMD, { extra: 1 }, { token: a.token })).error).toMatchObject({ errorCode: ErrorCode.invalidParams });
    await s.call(accountCmds.logout, {}, { token: a.token });
    expect((await s.call(CMD, {}, { token: a.token })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    const b = await personLogin(s, mobile);
    s.app.deps.clock.advance(2 * 3600_000 + 1000);
    expect((await s.call(CMD, {}, { token: b.token })).error?.errorCode).toBe(ErrorCode.tokenExpired);
  });

  it('a session whose company membership ended, or of a disabled member, is no login (14)', async () => {
    const mobile = nextMobile();
    const reg = await registerCompany(s, mobile, '离职测试有限公司');
    const login = await s.call(accountCmds.companyLogin, { mobile, password: PASSWORD, companyCode: reg.companyCode });
    const db = s.database.db;
    const [m] = await db.select().from(members).where(eq(members.mobile, mobile));
    await db.delete(companyMembers).where(and(eq(companyMembers.memberId, m.id)));
    expect((await s.call(CMD, {}, { token: login.response.token })).error?.errorCode).toBe(ErrorCode.tokenInvalid);

    const personal = await personLogin(s, mobile);
    await db.update(members).set({ status: 'disabled' }).where(eq(members.id, m.id));
    expect((await s.call(CMD, {}, { token: personal.token })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('a salesman session is not a member session (1003)', async () => {
    const c = await captcha(s);
    const sales = await s.call(staffLoginCmds.salesmanLogin, { mobile: '13800000009', password: 'Demo@1234', captchaId: c.captchaId, captchaCode: c.answer });
    expect(sales.error).toBeUndefined();
    expect((await s.call(CMD, {}, { token: sales.response.token })).error?.errorCode).toBe(ErrorCode.forbidden);
  });
});
