import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, noParams, type Access } from '#shared/contract/command';
import { handle, type Handler } from '#server/gateway/handler';
import { registerDispatch } from '#server/gateway/dispatch';
import { allHandlers } from '#server/domains/index';
import { startTestServer, type TestServer } from '../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as systemCmds from '#shared/contract/system';

let s: TestServer;
let tokens: Record<'certified' | 'uncertified' | 'personal' | 'operator' | 'salesman', string>;
beforeAll(async () => {
  s = await startTestServer();
  tokens = {
    certified: await s.createSession('member', '13800000001'), // 演示精密机械 (certified)
    uncertified: await s.createSession('member', '13800000003'), // 新锐智造 (not certified)
    personal: await s.createSession('member', '13800000002'),
    operator: await s.createSession('operator', 'operator'),
    salesman: await s.createSession('salesman', '13800000009'),
  };
});
afterAll(async () => {
  await s?.close();
});

const UNREAD = 'message/unReadMessageInfo';

describe('member command through the gateway (message/unReadMessageInfo)', () => {
  it('answers the signed-in member: 13800000001 has one unread seeded message', async () => {
    expect(await s.call(UNREAD, {}, { token: tokens.certified })).toEqual({ response: { isExistUnRead: true, count: 1 } });
    expect(await s.call(UNREAD, {}, { token: tokens.personal })).toEqual({ response: { isExistUnRead: false, count: 0 } });
  });

  it("answers in the session lookup's own round trip, with what the ordinary path counts", async () => {
    const h = allHandlers.find((x) => x.def.cmd === UNREAD)!;
    expect(h.fused).toBeDefined();
    const [m] = await s.database.raw<{ id: number }>('t_member', `select id from members where mobile = '13800000001'`, []);
    const viaRun = await h.run({
      params: {},
      actor: { kind: 'member', memberId: m.id } as never,
      principal: { memberId: m.id } as never,
      company: null,
      lang: 'zh-CN',
      page: 1,
      rows: 20,
      deps: s.app.deps,
      log: s.app.log,
      ip: '',
      userAgent: '',
    });
    expect(await s.call(UNREAD, {}, { token: tokens.certified })).toEqual({ response: viaRun });
  });

  it('takes the token from Authorization: Bearer as well', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/',
      headers: { authorization: `Bearer ${tokens.certified}` },
      payload: { cmd: UNREAD },
    });
    expect(res.json()).toEqual({ response: { isExistUnRead: true, count: 1 } });
  });

  it('without a token → 14', async () => {
    expect(await s.call(UNREAD)).toEqual({ error: { errorCode: ErrorCode.tokenInvalid, errorInfo: '登录已失效，请重新登录' } });
    expect((await s.call(UNREAD, {}, { token: '' })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('with a bogus token → 14', async () => {
    expect((await s.call(UNREAD, {}, { token: 'bogus' })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    // Right length and alphabet, but never issued.
    expect((await s.call(UNREAD, {}, { token: tokens.certified.slice(0, -2) + 'xx' })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    const res = await s.app.inject({ method: 'POST', url: '/api/', headers: { authorization: 'Bearer nope' }, payload: { cmd: UNREAD } });
    expect(res.json().error.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('with an expired session → 15', async () => {
    const expired = await s.createSession('member', '13800000001', { expired: true });
    expect(await s.call(UNREAD, {}, { token: expired })).toEqual({ error: { errorCode: ErrorCode.tokenExpired, errorInfo: '登录已过期，请重新登录' } });
    expect((await s.call(UNREAD, {}, { token: expired, lang: 'en' })).error?.errorInfo).toBe('Your login has expired, please log in again');
  });

  it('with a revoked session → 14 (even if also expired)', async () => {
    const revoked = await s.createSession('member', '13800000001', { revoked: true });
    expect((await s.call(UNREAD, {}, { token: revoked })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    const both = await s.createSession('member', '13800000001', { revoked: true, expired: true });
    expect((await s.call(UNREAD, {}, { token: both })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('an operator or salesman session on a member command → 1003', async () => {
    expect(await s.call(UNREAD, {}, { token: tokens.operator })).toEqual({
      error: { errorCode: ErrorCode.forbidden, errorInfo: '没有权限执行此操作' },
    });
    expect((await s.call(UNREAD, {}, { token: tokens.salesman })).error?.errorCode).toBe(ErrorCode.forbidden);
  });

  it('checks access before the parameters: an anonymous caller learns nothing about the schema', async () => {
    expect((await s.call(UNREAD, { bad: 1 })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(UNREAD, { bad: 1 }, { token: tokens.certified })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'bad' });
  });

  it('a public command ignores a bad token', async () => {
    expect(await s.call(systemCmds.getGlobalColor, {}, { token: 'bogus' })).toEqual({ response: { value: 'off' } });
    const expired = await s.createSession('member', '13800000001', { expired: true });
    expect(await s.call(systemCmds.getGlobalColor, {}, { token: expired })).toEqual({ response: { value: 'off' } });
  });
});

describe('every access level through the dispatcher', () => {
  // Probe commands, one per level, dispatched by the real gateway route over the same database and sessions.
  let probe: FastifyInstance;
  const levels: Access[] = ['public', 'member', 'enterprise', 'certified', 'operator', 'salesman'];
  beforeAll(async () => {
    const registry = new Map<string, Handler>();
    for (const access of levels) {
      const def = command(`probe/${access}`, { access, params: noParams });
      registry.set(
        def.cmd,
        handle(def, async ({ principal }) => ({
          kind: principal?.kind ?? null,
          companyId: principal?.companyId ?? null,
          certified: principal?.certified ?? null,
        })),
      );
    }
    probe = Fastify({ logger: false });
    registerDispatch(probe, s.app.deps, registry);
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
  });

  const callProbe = async (access: Access, who: keyof typeof tokens | null, lang?: string) => {
    const res = await probe.inject({
      method: 'POST',
      url: lang ? `/api/?lang=${lang}` : '/api/',
      payload: { cmd: `probe/${access}`, ...(who ? { token: tokens[who] } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('public: anyone, with or without a session', async () => {
    expect((await callProbe('public', null)).response).toEqual({ kind: null, companyId: null, certified: null });
    expect((await callProbe('public', 'operator')).response).toMatchObject({ kind: null });
  });

  it('member: personal and enterprise members', async () => {
    expect((await callProbe('member', 'personal')).response).toEqual({ kind: 'member', companyId: null, certified: false });
    expect((await callProbe('member', 'certified')).response).toMatchObject({ kind: 'member', certified: true });
    expect((await callProbe('member', null)).error.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await callProbe('member', 'operator')).error.errorCode).toBe(ErrorCode.forbidden);
  });

  it('enterprise: a personal member is told to use an enterprise account', async () => {
    expect((await callProbe('enterprise', 'personal', 'en')).error).toEqual({
      errorCode: ErrorCode.forbidden,
      errorInfo: 'Please log in with an enterprise account',
    });
    expect((await callProbe('enterprise', 'personal')).error.errorInfo).toBe('请使用企业账号登录');
    expect((await callProbe('enterprise', 'uncertified')).response).toMatchObject({ kind: 'member', certified: false });
    expect((await callProbe('enterprise', 'certified')).response).toMatchObject({ kind: 'member', certified: true });
    expect((await callProbe('enterprise', 'operator')).error.errorCode).toBe(ErrorCode.forbidden);
    expect((await callProbe('enterprise', null)).error.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('certified: personal → enterprise account text; uncertified company → real-name text', async () => {
    expect((await callProbe('certified', 'personal', 'en')).error).toEqual({
      errorCode: ErrorCode.forbidden,
      errorInfo: 'Please log in with an enterprise account',
    });
    expect((await callProbe('certified', 'uncertified', 'en')).error).toEqual({
      errorCode: ErrorCode.forbidden,
      errorInfo: 'You are not yet a real-name certified member, please apply first',
    });
    expect((await callProbe('certified', 'uncertified')).error.errorInfo).toBe('您还不是实名认证会员，请先申请认证');
    expect((await callProbe('certified', 'certified')).response).toMatchObject({ kind: 'member', certified: true });
    expect((await callProbe('certified', 'salesman')).error.errorCode).toBe(ErrorCode.forbidden);
  });

  it('a certified member acting without a company is not certified', async () => {
    const noCompany = await s.createSession('member', '13800000001', { companyCode: null });
    const res = await probe.inject({ method: 'POST', url: '/api/?lang=en', payload: { cmd: 'probe/certified', token: noCompany } });
    expect(res.json().error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: 'Please log in with an enterprise account' });
  });

  it('operator: only operator sessions', async () => {
    expect((await callProbe('operator', 'operator')).response).toMatchObject({ kind: 'operator', companyId: null });
    for (const who of ['certified', 'personal', 'salesman'] as const) {
      expect((await callProbe('operator', who, 'en')).error, who).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: 'Only platform operators can do this' });
    }
  });

  it('salesman: only salesman sessions', async () => {
    expect((await callProbe('salesman', 'salesman')).response).toMatchObject({ kind: 'salesman' });
    for (const who of ['certified', 'personal', 'operator'] as const) {
      expect((await callProbe('salesman', who, 'en')).error, who).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: 'Please log in with a salesman account' });
    }
  });

  it('expired and revoked sessions are refused at every non-public level', async () => {
    const expired = await s.createSession('member', '13800000001', { expired: true });
    const revoked = await s.createSession('operator', 'operator', { revoked: true });
    for (const access of levels.filter((l) => l !== 'public')) {
      const a = await probe.inject({ method: 'POST', url: '/api/', payload: { cmd: `probe/${access}`, token: expired } });
      expect(a.json().error.errorCode, access).toBe(15);
      const b = await probe.inject({ method: 'POST', url: '/api/', payload: { cmd: `probe/${access}`, token: revoked } });
      expect(b.json().error.errorCode, access).toBe(14);
    }
  });
});
