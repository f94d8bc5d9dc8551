import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as developerCmds from '#shared/contract/developer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const form = { contactName: '张伟', email: 'dev@demo-precision.cn', website: 'https://demo-precision.cn', purpose: '将设备数据接入自有MES', agreement: true };

describe('open developer platform', () => {
  it('needs a login', async () => {
    expect((await s.call(developerCmds.validateLogin, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(developerCmds.registerDeveloper, form)).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('a personal member is told to register as a company, in both languages, and nothing is stored', async () => {
    const token = await s.createSession('member', '13800000002');
    expect((await s.call(developerCmds.validateLogin, {}, { token })).response).toEqual({
      memberType: 'personal',
      registered: false,
      companyName: null,
      developer: null,
    });
    const zh = await s.call(developerCmds.registerDeveloper, form, { token });
    expect(zh.error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: '个人会员无法注册为开放平台开发者，请先注册企业会员并以企业身份登录' });
    const en = await s.call(developerCmds.registerDeveloper, form, { token, lang: 'en' });
    expect(en.error?.errorInfo).toMatch(/register as an enterprise member/);
    expect((await s.call(developerCmds.validateLogin, {}, { token })).response.registered).toBe(false);
  });

  it('validates the form on the server', async () => {
    const token = await s.createSession('member', '13800000003');
    const bad: [Record<string, unknown>, string][] = [
      [{ ...form, email: 'not-an-email' }, 'email'],
      [{ ...form, contactName: ' ' }, 'contactName'],
      [{ ...form, purpose: '' }, 'purpose'],
      [{ ...form, purpose: 'x'.repeat(501) }, 'purpose'],
      [{ ...form, website: 'javascript:alert(1)' }, 'website'],
      [{ ...form, agreement: false }, 'agreement'],
      [{ ...form, extra: 1 }, 'extra'],
    ];
    for (const [params, field] of bad) {
      const r = await s.call(developerCmds.registerDeveloper, params, { token });
      expect(r.error, field).toMatchObject({ errorCode: ErrorCode.invalidParams, field });
    }
    expect((await s.call(developerCmds.registerDeveloper, { ...form, agreement: false }, { token })).error?.errorInfo).toBe('请阅读并同意开发者协议');
  });

  it('an enterprise member registers the company once; colleagues see it; a second registration is refused', async () => {
    const token = await s.createSession('member', '13800000001');
    const before = (await s.call(developerCmds.validateLogin, {}, { token })).response;
    expect(before).toMatchObject({ memberType: 'enterprise', registered: false, companyName: '演示精密机械有限公司' });
    const r = (await s.call(developerCmds.registerDeveloper, form, { token })).response;
    expect(r).toMatchObject({ registered: true, developer: { contactName: '张伟', email: 'dev@demo-precision.cn', appKey: expect.stringMatching(/^ak_[0-9a-f]{32}$/) } });
    const again = await s.call(developerCmds.registerDeveloper, form, { token, lang: 'en' });
    expect(again.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'Your company is already registered as a developer' });
    const other = await s.createSession('member', '13800000001');
    expect((await s.call(developerCmds.validateLogin, {}, { token: other })).response.developer.appKey).toBe(r.developer.appKey);
  });

  it('concurrent registrations of one company: exactly one succeeds', async () => {
    const token = await s.createSession('member', '13800000003');
    const results = await Promise.all(Array.from({ length: 5 }, () => s.call(developerCmds.registerDeveloper, form, { token })));
    expect(results.filter((x) => x.response).length).toBe(1);
    expect(results.filter((x) => x.error?.errorCode === ErrorCode.refused).length).toBe(4);
  });
});
