import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyMembers, members, messages, sessions } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { MIN, mobiles, PASSWORD, personLogin, registerCompany, registerPersonal } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as systemCmds from '#shared/contract/system';

const s = useTestServer();
const nextMobile = mobiles('137');

const INFO = 'webMember/getMemberInfo';
const alive = async (token: string) => (await s.call(INFO, {}, { token })).error?.errorCode ?? 'ok';

describe('token lifetime and refresh', () => {
  it('an access token expires after 2 hours → 15 on a member command', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const { token } = await personLogin(s, mobile);
    s.app.deps.clock.advance(2 * 60 * MIN - 30_000);
    expect(await alive(token)).toBe('ok');
    s.app.deps.clock.advance(31_000);
    expect(await s.call(INFO, {}, { token, lang: 'en' })).toEqual({ error: { errorCode: ErrorCode.tokenExpired, errorInfo: 'Your login has expired, please log in again' } });
  });

  it('updateTime rotates: new pair, old access token revoked, same family', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const first = await personLogin(s, mobile);
    s.app.deps.clock.advance(2 * 60 * MIN + 1000); // the access token has expired: the usual moment to refresh
    expect(await alive(first.token)).toBe(15);
    const r = await s.call(accountCmds.updateTime, { refreshToken: first.refreshToken });
    expect(r.response).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(r.response.token).not.toBe(first.token);
    expect(r.response.refreshToken).not.toBe(first.refreshToken);
    expect(await alive(r.response.token)).toBe('ok');
    expect(await alive(first.token)).toBe(14);
    const rows = await s.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, (await memberId(mobile))!));
    expect(new Set(rows.map((x) => x.family)).size).toBe(1);
    expect(rows.filter((x) => x.revokedAt === null)).toHaveLength(1);
    // A second rotation with the new refresh token works too.
    const r2 = await s.call(accountCmds.updateTime, { refreshToken: r.response.refreshToken });
    expect(await alive(r2.response.token)).toBe('ok');
  });

  it('reuse of a rotated refresh token revokes the whole family: both tokens die', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const first = await personLogin(s, mobile);
    const other = await personLogin(s, mobile); // another device: another family, unaffected
    const second = (await s.call(accountCmds.updateTime, { refreshToken: first.refreshToken })).response;
    expect(await alive(second.token)).toBe('ok');

    expect(await s.call(accountCmds.updateTime, { refreshToken: first.refreshToken }, { lang: 'en' })).toEqual({
      error: { errorCode: ErrorCode.tokenInvalid, errorInfo: 'Your login is no longer valid, please log in again' },
    });
    expect(await alive(second.token)).toBe(14);
    expect((await s.call(accountCmds.updateTime, { refreshToken: second.refreshToken })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect(await alive(other.token)).toBe('ok');
  });

  it('an unknown refresh token → 14; an access token is no refresh token', async () => {
    const { token } = await personLogin(s, '13800000002', 'Demo@1234');
    expect((await s.call(accountCmds.updateTime, { refreshToken: 'x'.repeat(43) })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(accountCmds.updateTime, { refreshToken: token })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(accountCmds.updateTime, { refreshToken: 'short' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'refreshToken' });
  });

  it('a refresh token expires after 30 days → 15', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const { refreshToken } = await personLogin(s, mobile);
    s.app.deps.clock.advance(30 * 24 * 60 * MIN + 1000);
    expect((await s.call(accountCmds.updateTime, { refreshToken })).error?.errorCode).toBe(ErrorCode.tokenExpired);
  });
});

async function memberId(mobile: string) {
  const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  return m?.id;
}

describe('logout revokes every session; a password change every other one', () => {
  it('logout kills every session of the member, refresh tokens included', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const a = await personLogin(s, mobile);
    const b = await personLogin(s, mobile);
    const bystander = await personLogin(s, '13800000002', 'Demo@1234');
    expect((await s.call(accountCmds.logout, {}, { token: a.token })).response).toEqual({ loggedOut: true });
    expect(await alive(a.token)).toBe(14);
    expect(await alive(b.token)).toBe(14);
    expect((await s.call(accountCmds.updateTime, { refreshToken: b.refreshToken })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect(await alive(bystander.token)).toBe('ok');
    expect((await s.call(accountCmds.logout, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('verifyOldPwd: right → valid; wrong → 1006 on oldPassword, and it counts towards the lockout', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const { token } = await personLogin(s, mobile);
    expect((await s.call(accountCmds.verifyOldPwd, { oldPassword: PASSWORD }, { token })).response).toEqual({ valid: true });
    expect((await s.call(accountCmds.verifyOldPwd, { oldPassword: 'wrong123' }, { token, lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'The old password is incorrect',
      field: 'oldPassword',
    });
    for (let i = 0; i < 3; i++) await s.call(accountCmds.verifyOldPwd, { oldPassword: 'wrong123' }, { token });
    expect((await s.call(accountCmds.verifyOldPwd, { oldPassword: 'wrong123' }, { token })).error?.errorCode).toBe(ErrorCode.tooMany);
    expect((await s.call(accountCmds.verifyOldPwd, { oldPassword: PASSWORD }, { token })).error?.errorCode).toBe(ErrorCode.tooMany);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).error?.errorCode).toBe(ErrorCode.tooMany);
  });

  it('modiPassword: checks the old one, sets the new one, revokes every other session (decision 0050), leaves a security message', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const a = await personLogin(s, mobile);
    const b = await personLogin(s, mobile);
    expect((await s.call(accountCmds.modiPassword, { oldPassword: 'wrong123', newPassword: 'Newpass99' }, { token: a.token })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      field: 'oldPassword',
    });
    expect((await s.call(accountCmds.modiPassword, { oldPassword: PASSWORD, newPassword: 'weak' }, { token: a.token })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      field: 'newPassword',
    });
    expect(await alive(a.token)).toBe('ok');
    expect((await s.call(accountCmds.modiPassword, { oldPassword: PASSWORD, newPassword: 'Newpass99' }, { token: a.token })).response).toEqual({ changed: true });
    expect(await alive(a.token)).toBe('ok');
    expect(await alive(b.token)).toBe(14);
    expect((await s.call(accountCmds.updateTime, { refreshToken: b.refreshToken })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).error?.errorCode).toBe(ErrorCode.refused);
    const fresh = await personLogin(s, mobile, 'Newpass99');
    expect(await alive(fresh.token)).toBe('ok');
    const [msg] = await s.database.db
      .select()
      .from(messages)
      .where(eq(messages.memberId, (await memberId(mobile))!))
      .orderBy(desc(messages.id));
    expect(msg).toMatchObject({ publisher: 'security', titleEn: 'Your login password was changed', titleZh: '登录密码已修改', readAt: null });
    expect(msg.contentEn).toMatch(/changed at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Beijing time\)/);
    expect((await s.call(systemCmds.unReadMessageInfo, {}, { token: fresh.token })).response).toEqual({ isExistUnRead: true, count: 1 });
  });
});

describe('member info', () => {
  it('getMemberInfo follows the session; modiMemberInfo updates name, email, work function', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const { token } = await personLogin(s, mobile);
    expect((await s.call(INFO, {}, { token })).response).toEqual({
      name: '测试用户',
      email: null,
      mobile,
      companyName: null,
      workFunction: 'engineering',
      memberType: 'personal',
      certified: false,
      isAdmin: false,
    });
    const r = await s.call(accountCmds.modiMemberInfo, { name: ' 新名字 ', email: 'new@example.com', workFunction: 'finance' }, { token });
    expect(r.response).toMatchObject({ name: '新名字', email: 'new@example.com', workFunction: 'finance' });
    expect((await s.call(accountCmds.modiMemberInfo, { name: '新名字' }, { token })).response).toMatchObject({ email: 'new@example.com', workFunction: 'finance' });
    expect((await s.call(accountCmds.modiMemberInfo, { name: '新名字', email: '' }, { token })).response.email).toBeNull();
    expect((await s.call(accountCmds.modiMemberInfo, { name: '新名字', email: 'nope' }, { token, lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.invalidParams,
      errorInfo: 'Email format is incorrect',
      field: 'email',
    });
    expect((await s.call(accountCmds.modiMemberInfo, { name: '' }, { token, lang: 'en' })).error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'Please enter your name', field: 'name' });
    expect((await s.call(accountCmds.modiMemberInfo, { name: 'x', mobile: '13900000000' }, { token })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'mobile' });
    expect((await s.call(accountCmds.modiMemberInfo, { name: 'x' })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });
});

describe('changeLoginCompany', () => {
  it('switches to another company of the member: new login info, old session revoked', async () => {
    const mobile = nextMobile();
    const own = await registerCompany(s, mobile, '切换测试有限公司');
    const db = s.database.db;
    const id = (await memberId(mobile))!;
    const [other] = await db.select().from(companies).where(eq(companies.code, 'C10000001'));
    await db.insert(companyMembers).values({ companyId: other.id, memberId: id, isAdmin: false });

    const login = await s.call(accountCmds.companyLogin, { mobile, password: PASSWORD, companyCode: own.companyCode });
    const r = await s.call(accountCmds.changeLoginCompany, { companyCode: 'C10000001' }, { token: login.response.token });
    expect(r.response).toMatchObject({
      companyCode: 'C10000001',
      companyName: '演示精密机械有限公司',
      memberType: 'enterprise',
      certified: true,
      memberCode: own.memberCode,
      token: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(r.response.authList.flatMap((m: { pages: { buttons: { buttonId: string }[] }[] }) => m.pages.flatMap((p) => p.buttons.map((b) => b.buttonId)))).not.toContain('member.add');
    expect(await alive(login.response.token)).toBe(14);
    expect((await s.call(INFO, {}, { token: r.response.token })).response).toMatchObject({ companyName: '演示精密机械有限公司', isAdmin: false, certified: true });
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, id), eq(sessions.companyId, other.id)));
    expect(row.revokedAt).toBeNull();

    // And back; a company of which the member is not a member → 1006.
    const back = await s.call(accountCmds.changeLoginCompany, { companyCode: own.companyCode }, { token: r.response.token });
    expect(back.response?.companyCode).toBe(own.companyCode);
    const refused = await s.call(accountCmds.changeLoginCompany, { companyCode: 'C10000003' }, { token: back.response.token, lang: 'en' });
    expect(refused.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'Please choose your enterprise', field: 'companyCode' });
    expect(await alive(back.response.token)).toBe('ok');
  });

  it('from a personal session to a company session', async () => {
    const p = await personLogin(s, '13800000001', 'Demo@1234');
    const r = await s.call(accountCmds.changeLoginCompany, { companyCode: 'C10000001' }, { token: p.token });
    expect(r.response).toMatchObject({ memberType: 'enterprise', companyCode: 'C10000001' });
  });
});
