import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyMembers, members, messages, sessions } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { MIN, mobiles, PASSWORD, personLogin, registerPersonal } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as orgCmds from '#shared/contract/org';
import * as securityCmds from '#shared/contract/security';

/** Sessions and devices the member controls (decision 0050). */
const s = useTestServer();
const nextMobile = mobiles('136');

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';
const WECHAT_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282c) NetType/WIFI Language/zh_CN';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

const alive = async (token: string) => (await s.call(accountCmds.getMemberInfo, {}, { token })).error?.errorCode ?? 'ok';

async function login(mobile: string, userAgent: string, password = PASSWORD) {
  const r = await s.call(accountCmds.personLogin, { mobile, password }, { userAgent });
  expect(r.error, JSON.stringify(r.error)).toBeUndefined();
  return r.response as { token: string; refreshToken: string };
}

async function companyLogin(mobile: string, userAgent = CHROME_WINDOWS, password = mobile === '13800000001' ? 'Demo@1234' : PASSWORD) {
  const r = await s.call(accountCmds.companyLogin, { mobile, password, companyCode: 'C10000001' }, { userAgent });
  expect(r.error, JSON.stringify(r.error)).toBeUndefined();
  return r.response as { token: string; refreshToken: string };
}

/** A new member of the demo company C10000001 (certified; admin 13800000001). */
async function staffMember() {
  const mobile = nextMobile();
  const code = await registerPersonal(s, mobile);
  const [c] = await s.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001'));
  await s.database.db.insert(companyMembers).values({ companyId: c.id, memberId: await memberIdOf(mobile) });
  return { mobile, code };
}

async function memberIdOf(mobile: string) {
  const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  return m.id;
}

async function notices(mobile: string, title: string) {
  const id = await memberIdOf(mobile);
  return s.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.memberId, id), eq(messages.titleEn, title)));
}

describe('security/sessionList', () => {
  it('lists the live sessions: browser, OS, kind, IP, first and last use, the current one marked', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const desk = await login(mobile, CHROME_WINDOWS);
    const phone = await login(mobile, SAFARI_IPHONE);
    const wx = await login(mobile, WECHAT_IPHONE);
    const ended = await login(mobile, FIREFOX_LINUX);
    expect(
      (await s.call(securityCmds.signOut, { sessionId: (await s.run(securityCmds.sessionList, {}, { token: desk.token })).find((x) => x.browser.startsWith('Firefox'))!.id }, { token: desk.token })).response,
    ).toEqual({ signedOut: true });
    expect(await alive(ended.token)).toBe(ErrorCode.tokenInvalid);

    const list = await s.run(securityCmds.sessionList, {}, { token: desk.token });
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      browser: 'Chrome 120',
      os: 'Windows 10',
      kind: 'desktop',
      appName: null,
      ip: '127.0.0.1',
      company: null,
      firstUsed: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUsed: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      current: true,
    });
    expect(list.filter((x) => x.current)).toHaveLength(1);
    const byKind = Object.fromEntries(list.map((x) => [x.kind, x]));
    expect(byKind.h5).toMatchObject({ browser: 'Safari 16', os: 'iOS 16', current: false });
    expect(byKind.wechat).toMatchObject({ browser: 'WeChat 8', os: 'iOS 16', current: false });
    // The phone's list marks the phone.
    expect((await s.run(securityCmds.sessionList, {}, { token: phone.token })).find((x) => x.current)?.kind).toBe('h5');
    expect(await alive(wx.token)).toBe('ok');
  });

  it('records the last use at most once a minute, with a conditional update after the lookup', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const a = await login(mobile, CHROME_WINDOWS);
    const row = async () =>
      (
        await s.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, (await import('#server/gateway/session')).hashToken(a.token)))
      )[0];
    const first = (await row()).lastUsedAt.getTime();
    s.app.deps.clock.advance(30_000);
    await alive(a.token);
    await new Promise((r) => setTimeout(r, 50));
    expect((await row()).lastUsedAt.getTime()).toBe(first); // not written within the minute
    s.app.deps.clock.advance(31_000);
    await s.call(accountCmds.getMemberInfo, {}, { token: a.token, userAgent: FIREFOX_LINUX });
    await new Promise((r) => setTimeout(r, 50));
    const after = await row();
    expect(after.lastUsedAt.getTime()).toBeGreaterThanOrEqual(first + 61_000);
    expect(after.userAgent).toBe(FIREFOX_LINUX);
  });

  it('a refresh keeps the sign-in: same first use, kind and device; no notice', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    await login(mobile, CHROME_WINDOWS);
    const a = await login(mobile, SAFARI_IPHONE);
    const before = (await s.run(securityCmds.sessionList, {}, { token: a.token })).find((x) => x.current)!;
    s.app.deps.clock.advance(2 * 60 * MIN + 1000);
    const next = await s.run(accountCmds.updateTime, { refreshToken: a.refreshToken }, { userAgent: SAFARI_IPHONE });
    const list = await s.run(securityCmds.sessionList, {}, { token: next.token });
    expect(list).toHaveLength(2);
    const now = list.find((x) => x.current)!;
    expect(now).toMatchObject({ kind: 'h5', firstUsed: before.firstUsed });
    expect(now.id).not.toBe(before.id);
    expect(await notices(mobile, 'New sign-in to your account')).toHaveLength(1);
  });

  it('needs a signed-in member', async () => {
    expect((await s.call(securityCmds.sessionList, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(securityCmds.signOut, { sessionId: 0 } as never, { token: await s.createSession('member', '13800000002') })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'sessionId' });
  });
});

describe('security/signOut and signOutOthers', () => {
  it('signs one own session out: its token and refresh token are refused with 14 afterwards', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const a = await login(mobile, CHROME_WINDOWS);
    const b = await login(mobile, SAFARI_IPHONE);
    const list = await s.run(securityCmds.sessionList, {}, { token: a.token });
    const other = list.find((x) => !x.current)!;
    expect((await s.call(securityCmds.signOut, { sessionId: other.id }, { token: a.token })).response).toEqual({ signedOut: true });
    expect(await s.call(accountCmds.getMemberInfo, {}, { token: b.token, lang: 'en' })).toEqual({ error: { errorCode: ErrorCode.tokenInvalid, errorInfo: 'Your login is no longer valid, please log in again' } });
    expect((await s.call(accountCmds.updateTime, { refreshToken: b.refreshToken })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect(await alive(a.token)).toBe('ok');
    // Again: already ended, not found.
    expect((await s.call(securityCmds.signOut, { sessionId: other.id }, { token: a.token })).error?.errorCode).toBe(ErrorCode.notFound);
  });

  it("refuses the current session and another member's session as not found, without telling whose it is", async () => {
    const mine = nextMobile();
    const theirs = nextMobile();
    await registerPersonal(s, mine);
    await registerPersonal(s, theirs);
    const a = await login(mine, CHROME_WINDOWS);
    const x = await login(theirs, CHROME_WINDOWS);
    const theirId = (await s.run(securityCmds.sessionList, {}, { token: x.token }))[0].id;
    const refused = await s.call(securityCmds.signOut, { sessionId: theirId }, { token: a.token, lang: 'en' });
    const unknown = await s.call(securityCmds.signOut, { sessionId: 999_999_999 }, { token: a.token, lang: 'en' });
    expect(refused).toEqual({ error: { errorCode: ErrorCode.notFound, errorInfo: 'This session was not found or has already ended' } });
    expect(unknown).toEqual(refused);
    expect(await alive(x.token)).toBe('ok');
    const myId = (await s.run(securityCmds.sessionList, {}, { token: a.token }))[0].id;
    expect((await s.call(securityCmds.signOut, { sessionId: myId }, { token: a.token })).error?.errorCode).toBe(ErrorCode.refused);
    expect(await alive(a.token)).toBe('ok');
  });

  it('signOutOthers ends every other session and answers how many', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const a = await login(mobile, CHROME_WINDOWS);
    const b = await login(mobile, SAFARI_IPHONE);
    const c = await login(mobile, WECHAT_IPHONE);
    const bystander = await personLogin(s, '13800000002', 'Demo@1234');
    expect((await s.call(securityCmds.signOutOthers, {}, { token: a.token })).response).toEqual({ count: 2 });
    expect(await alive(a.token)).toBe('ok');
    expect(await alive(b.token)).toBe(ErrorCode.tokenInvalid);
    expect(await alive(c.token)).toBe(ErrorCode.tokenInvalid);
    expect(await alive(bystander.token)).toBe('ok');
    expect(await s.run(securityCmds.sessionList, {}, { token: a.token })).toHaveLength(1);
    expect((await s.call(securityCmds.signOutOthers, {}, { token: a.token })).response).toEqual({ count: 0 });
  });
});

describe('security events end sessions', () => {
  it('a password change keeps the session that made it and ends every other', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const a = await login(mobile, CHROME_WINDOWS);
    const b = await login(mobile, SAFARI_IPHONE);
    expect((await s.call(accountCmds.modiPassword, { oldPassword: PASSWORD, newPassword: 'Newpass99' }, { token: a.token })).response).toEqual({ changed: true });
    expect(await alive(a.token)).toBe('ok');
    expect(await alive(b.token)).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(accountCmds.updateTime, { refreshToken: b.refreshToken })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });
});

describe('company admin: memberAppAuth/signOutMember', () => {
  it("ends that member's sessions of the company only; admins only", async () => {
    const admin = await companyLogin('13800000001');
    const target = await staffMember();
    const caller = await staffMember();
    const staffCompany = await companyLogin(target.mobile);
    const staffPersonal = await login(target.mobile, SAFARI_IPHONE);
    const staffAsCaller = await companyLogin(caller.mobile);
    // A member without the admin's rights is refused.
    expect((await s.call(orgCmds.signOutMember, { memberCode: target.code }, { token: staffAsCaller.token })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect(await alive(staffCompany.token)).toBe('ok');

    expect((await s.call(orgCmds.signOutMember, { memberCode: target.code }, { token: admin.token })).response).toEqual({ count: 1 });
    expect(await alive(staffCompany.token)).toBe(ErrorCode.tokenInvalid);
    expect(await alive(staffPersonal.token)).toBe('ok');
    // Not a member of the company; the admin themself.
    expect((await s.call(orgCmds.signOutMember, { memberCode: 'M10000002' }, { token: admin.token })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(orgCmds.signOutMember, { memberCode: 'M10000001' }, { token: admin.token })).error?.errorCode).toBe(ErrorCode.refused);
    expect(await alive(admin.token)).toBe('ok');
  });

  it('revoking a money button (capital.*) ends that member’s sessions of the company; other role changes do not', async () => {
    const admin = await companyLogin('13800000001');
    const m = await staffMember();
    const role = await s.run(orgCmds.saveRoleConfiguration, { name: '出纳', remark: '', buttonIds: ['capital.withdraw', 'member.add'] }, { token: admin.token });
    const plain = await s.run(orgCmds.saveRoleConfiguration, { name: '普通', remark: '', buttonIds: ['member.add'] }, { token: admin.token });
    await s.run(orgCmds.addMemberRole, { memberCode: m.code, roleId: role.roleId }, { token: admin.token });
    await s.run(orgCmds.addMemberRole, { memberCode: m.code, roleId: plain.roleId }, { token: admin.token });
    const staff = await companyLogin(m.mobile);
    const personal = await login(m.mobile, SAFARI_IPHONE);
    await s.run(orgCmds.removeMemberRole, { memberCode: m.code, roleId: plain.roleId }, { token: admin.token });
    expect(await alive(staff.token)).toBe('ok');
    await s.run(orgCmds.removeMemberRole, { memberCode: m.code, roleId: role.roleId }, { token: admin.token });
    expect(await alive(staff.token)).toBe(ErrorCode.tokenInvalid);
    expect(await alive(personal.token)).toBe('ok');

    // Taking the button out of the role does the same.
    await s.run(orgCmds.addMemberRole, { memberCode: m.code, roleId: role.roleId }, { token: admin.token });
    const again = await companyLogin(m.mobile);
    await s.run(orgCmds.saveRoleConfiguration, { roleId: role.roleId, name: '出纳', remark: '', buttonIds: ['member.add'] }, { token: admin.token });
    expect(await alive(again.token)).toBe(ErrorCode.tokenInvalid);
    expect(await alive(admin.token)).toBe('ok');
  });

  it('removing a member from the company ends their sessions of that company', async () => {
    const admin = await companyLogin('13800000001');
    const m = await staffMember();
    const staff = await companyLogin(m.mobile);
    const personal = await login(m.mobile, SAFARI_IPHONE);
    expect((await s.call(orgCmds.deleteMember, { memberCode: m.code }, { token: admin.token })).response).toEqual({ removed: true });
    expect(await alive(staff.token)).toBe(ErrorCode.tokenInvalid);
    expect(await alive(personal.token)).toBe('ok');
  });
});

describe('company policy: sessions per member', () => {
  it('beyond the limit the oldest session ends and the member is told why; admin only', async () => {
    const admin = await companyLogin('13800000001');
    const m = await staffMember();
    const staffA = await companyLogin(m.mobile, CHROME_WINDOWS);
    expect((await s.call(securityCmds.setSessionLimit, { limit: 2 }, { token: staffA.token })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(securityCmds.getSessionLimit, {}, { token: staffA.token })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(securityCmds.setSessionLimit, { limit: 101 }, { token: admin.token })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'limit' });
    expect((await s.call(securityCmds.setSessionLimit, { limit: 2 }, { token: admin.token })).response).toEqual({ limit: 2 });
    expect((await s.call(securityCmds.getSessionLimit, {}, { token: admin.token })).response).toEqual({ limit: 2 });
    try {
      s.app.deps.clock.advance(1000);
      const staffB = await companyLogin(m.mobile, SAFARI_IPHONE);
      expect(await alive(staffA.token)).toBe('ok');
      s.app.deps.clock.advance(1000);
      const staffC = await companyLogin(m.mobile, FIREFOX_LINUX);
      expect(await alive(staffA.token)).toBe(ErrorCode.tokenInvalid);
      expect(await alive(staffB.token)).toBe('ok');
      expect(await alive(staffC.token)).toBe('ok');
      const [told] = await notices(m.mobile, 'A device was signed out');
      expect(told.contentEn).toContain('allows at most 2 signed-in devices per member');
      expect(told.contentEn).toContain('Chrome 120 on Windows 10');
      expect(told.contentZh).toContain('演示精密机械有限公司');
      // A personal session does not count.
      await login(m.mobile, CHROME_WINDOWS);
      expect(await alive(staffB.token)).toBe('ok');
    } finally {
      await s.run(securityCmds.setSessionLimit, { limit: 0 }, { token: admin.token });
    }
  });
});

describe('new-device notice', () => {
  it('is written once for a device not used in 90 days, not on the first sign-in, not again from the same device', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    await login(mobile, CHROME_WINDOWS);
    expect(await notices(mobile, 'New sign-in to your account')).toHaveLength(0);
    await login(mobile, CHROME_WINDOWS.replace('120.0.0.0', '121.0.0.0')); // an update is not a new device
    expect(await notices(mobile, 'New sign-in to your account')).toHaveLength(0);
    const phone = await login(mobile, SAFARI_IPHONE);
    const list = await notices(mobile, 'New sign-in to your account');
    expect(list).toHaveLength(1);
    expect(list[0].contentEn).toMatch(/^A new sign-in from Safari 16 on iOS 16 at \d{4}-\d\d-\d\d \d\d:\d\d \(IP 127\.0\.0\.1\)\. Not you\?/);
    expect(list[0].contentZh).toContain('iOS 16 上的 Safari 16');
    expect(list[0].publisher).toBe('security');
    await login(mobile, SAFARI_IPHONE);
    expect(await notices(mobile, 'New sign-in to your account')).toHaveLength(1);
    // The member reads it in their message list.
    const msgs = await s.run((await import('#shared/contract/message')).myMessage, {}, { token: phone.token, lang: 'en' });
    expect(msgs.list.find((m) => m.title === 'New sign-in to your account')).toMatchObject({ publisher: 'security', link: '/memberCenter/devices' });

    // 91 days later the phone is new again.
    s.app.deps.clock.advance(91 * 24 * 60 * MIN);
    await login(mobile, SAFARI_IPHONE);
    expect(await notices(mobile, 'New sign-in to your account')).toHaveLength(2);
  });
});
