import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { sendSms } from '../account/_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as activityCmds from '#shared/contract/activity';
import * as accountCmds from '#shared/contract/account';

/** The salesman's spread tool: own info, picture, registration lists (paged) and detail. */

let s: TestServer;
let salesman: string;
beforeAll(async () => {
  s = await startTestServer();
  salesman = await s.createSession('salesman', '13800000009');
});
afterAll(() => s?.close());

// 1x1 PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('salesMember', () => {
  it("answers the salesman's own info with the registration activity and counts; another mobile is refused", async () => {
    const r = await s.call(activityCmds.getMySalesMemberInfo, {}, { token: salesman });
    expect(r.response).toMatchObject({ memberCode: 'M10000009', spreadCode: 'M10000009', name: '赵敏', picture: null, personalCount: 24, companyCount: 6 });
    expect(r.response.activity).toMatchObject({ activityCode: 'REG2026', status: 'live' });
    expect((await s.call(activityCmds.getMySalesMemberInfo, { mobile: '13800000009' }, { token: salesman })).response.memberCode).toBe('M10000009');
    const other = await s.call(activityCmds.getMySalesMemberInfo, { mobile: '13800000001' }, { token: salesman });
    expect(other.error).toMatchObject({ errorCode: ErrorCode.forbidden, errorInfo: '只能查看本人的信息' });
  });

  it('changes the picture: a real PNG is kept; a wrong type or bytes that do not match are refused', async () => {
    expect((await s.call(activityCmds.changePicSelf, { picture: PNG }, { token: salesman })).response).toEqual({ picture: PNG });
    expect((await s.call(activityCmds.getMySalesMemberInfo, {}, { token: salesman })).response.picture).toBe(PNG);
    const fake = 'data:image/jpeg;base64,' + Buffer.from('<script>alert(1)</script>').toString('base64');
    expect((await s.call(activityCmds.changePicSelf, { picture: fake }, { token: salesman })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(activityCmds.changePicSelf, { picture: 'data:image/svg+xml;base64,AAAA' }, { token: salesman })).error?.errorCode).toBe(ErrorCode.invalidParams);
    expect((await s.call(activityCmds.changePicSelf, { picture: PNG }, { token: await s.createSession('member', '13800000001') })).error?.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('registration lists', () => {
  it('pages personal and company registrations, newest first, mobiles masked', async () => {
    const p1 = await s.call(activityCmds.getActivityPersonalRegList, { page: 1, rows: 10 }, { token: salesman });
    expect(p1.response.total).toBe(24);
    expect(p1.response.list).toHaveLength(10);
    const p3 = await s.call(activityCmds.getActivityPersonalRegList, { page: 3, rows: 10 }, { token: salesman });
    expect(p3.response.list).toHaveLength(4);
    const times = p1.response.list.map((r: { registeredAt: string }) => r.registeredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(p1.response.list[0].mobile).toMatch(/^139\*{4}\d{4}$/);
    expect(p1.response.list.every((r: { companyName: string | null }) => r.companyName === null)).toBe(true);

    const co = await s.call(activityCmds.getActivityCompanyRegList, {}, { token: salesman });
    expect(co.response.total).toBe(6);
    expect(co.response.list[0].companyName).toMatch(/推广演示制造/);
  });

  it('a new registration with the code (any case) appears; one without it does not', async () => {
    const before = (await s.call(activityCmds.getActivityPersonalRegList, {}, { token: salesman })).response.total;
    for (const [mobile, invitationCode] of [
      ['13911112222', 'm10000009'],
      ['13911113333', undefined],
    ] as const) {
      await sendSms(s, { mobile, nationCode: '86', purpose: 'register' });
      const out = await s.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${mobile}` });
      const code = (out.json() as { list: { code: string }[] }).list[0].code;
      const r = await s.call(accountCmds.personalRegister, {
        mobile,
        nationCode: '86',
        smsCode: code,
        name: '新客户',
        workFunction: 'sales',
        password: 'abc12345',
        agree: true,
        ...(invitationCode ? { invitationCode } : {}),
      });
      expect(r.response?.memberCode).toBeTruthy();
    }
    const after = await s.call(activityCmds.getActivityPersonalRegList, { rows: 5 }, { token: salesman });
    expect(after.response.total).toBe(before + 1);
    expect(after.response.list[0]).toMatchObject({ name: '新客户', mobile: '139****2222' });

    const detail = await s.call(activityCmds.getActivityRegDetail, { memberCode: after.response.list[0].memberCode }, { token: salesman, lang: 'en' });
    expect(detail.response).toMatchObject({ kind: 'personal', mobile: '13911112222', activityTitle: 'Register and Get a Gift' });
  });

  it("the detail of someone else's customer is not found; bad paging is 1002", async () => {
    expect((await s.call(activityCmds.getActivityRegDetail, { memberCode: 'M10000001' }, { token: salesman })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(activityCmds.getActivityPersonalRegList, { rows: 1000 }, { token: salesman })).error?.errorCode).toBe(ErrorCode.invalidParams);
    expect((await s.call(activityCmds.getActivityCompanyRegList, { activityCode: 'NOPE' }, { token: salesman })).error?.errorCode).toBe(ErrorCode.notFound);
  });
});
