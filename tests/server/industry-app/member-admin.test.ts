import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as industryApp from '#shared/contract/industry-app';
import { missingProductionSettings } from '#server/config-required';
import { STANDIN_INDUSTRY_CLIENT } from '#server/adapters/industry/settings';
import { companies, industryAppTokens, industryStandinTokens, members, orgMemberRoles, orgRoleButtons, orgRoles } from '#server/db/schema';
import { unseal } from '#server/domains/industry-app/token-store';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';

/**
 * The industry app member admin through the gateway, against the industry API stand-in the gateway
 * serves (docs/industry-api.md, decision 0028): the token exchange, the member commands, refusal of
 * members without the button, validation, and a token the industry API refuses.
 */

let s: TestServer;
let admin: string;
let otherAdmin: string;
let staff: string;
let personal: string;
let uncertified: string;
const TTL_S = 600;

beforeAll(async () => {
  s = await startTestServer({ INDUSTRY_STANDIN_TOKEN_TTL_S: String(TTL_S) });
  admin = await s.createSession('member', '13800000001');
  otherAdmin = await s.createSession('member', '13800000005');
  staff = await s.createSession('member', '13800000011');
  personal = await s.createSession('member', '13800000002');
  uncertified = await s.createSession('member', '13800000003');
});
afterAll(async () => {
  await s?.close();
});

const en = { lang: 'en' };
const call = (def: { cmd: string }, params: unknown, token: string, extra: Record<string, unknown> = {}) => s.call(def.cmd, params, { token, ...en, ...extra });
const ok = async (def: { cmd: string }, params: unknown, token: string, extra: Record<string, unknown> = {}) => {
  const r = await call(def, params, token, extra);
  expect(r.error, `${def.cmd}: ${JSON.stringify(r.error)}`).toBeUndefined();
  return r.response;
};
const basic = `Basic ${Buffer.from(`${STANDIN_INDUSTRY_CLIENT.id}:${STANDIN_INDUSTRY_CLIENT.secret}`).toString('base64')}`;
const adminTokens = async () => {
  const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, '13800000001'));
  return s.database.db.select().from(industryAppTokens).where(eq(industryAppTokens.memberId, m.id));
};
const uniqueMobile = () => `139${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`;

describe('before a token is obtained', () => {
  it('every member command answers 1005 with the industryToken field', async () => {
    for (const [def, params] of [
      [industryApp.memberList, {}],
      [industryApp.addMember, { mobile: '13900000001', name: 'X' }],
      [industryApp.enableMember, { memberId: '1' }],
      [industryApp.disableMember, { memberId: '1' }],
      [industryApp.removeMember, { memberId: '1' }],
    ] as const) {
      const r = await call(def, params, otherAdmin);
      expect(r.error, def.cmd).toEqual({
        errorCode: ErrorCode.notFound,
        errorInfo: 'Open the industry app through its authentication entry first to obtain its access token',
        field: 'industryToken',
      });
    }
  });
});

describe('the admin journey', () => {
  it('connects, adds, lists with paging and search, disables, enables and removes', async () => {
    const c = await ok(industryApp.connect, {}, admin);
    expect(c.companyName).toBe('演示精密机械有限公司');
    expect(Date.parse(c.expiresAt) - Date.now()).toBeGreaterThan((TTL_S - 30) * 1000);

    // The token is stored sealed, never as the bearer value itself.
    const [row] = await adminTokens();
    expect(row.sealed.split('.')).toHaveLength(3);
    const bearer = unseal(STANDIN_INDUSTRY_CLIENT.secret, row.sealed)!;
    expect(bearer.length).toBeGreaterThan(20);
    expect(row.sealed).not.toContain(bearer);
    expect(unseal('another-secret-of-sixteen', row.sealed)).toBeNull();

    const empty = await ok(industryApp.memberList, {}, admin, {
      page: 1,
      rows: 10,
    });
    expect(empty).toEqual({ list: [], total: 0 });

    const added = [];
    for (const name of ['赵敏', '钱进', 'Alice Wu']) added.push(await ok(industryApp.addMember, { mobile: uniqueMobile(), name }, admin));
    expect(added[0]).toMatchObject({ name: '赵敏', status: 'enabled' });

    const page1 = await ok(industryApp.memberList, {}, admin, {
      page: 1,
      rows: 2,
    });
    expect(page1.total).toBe(3);
    expect(page1.list.map((m: { name: string }) => m.name)).toEqual(['赵敏', '钱进']);
    const page2 = await ok(industryApp.memberList, {}, admin, {
      page: 2,
      rows: 2,
    });
    expect(page2.list.map((m: { name: string }) => m.name)).toEqual(['Alice Wu']);
    const found = await ok(industryApp.memberList, { keyword: 'alice' }, admin, { page: 1, rows: 10 });
    expect(found.list.map((m: { id: string }) => m.id)).toEqual([added[2].id]);

    const dup = await call(industryApp.addMember, { mobile: added[0].mobile, name: 'Dup' }, admin);
    expect(dup.error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'This mobile number is already an industry app member',
      field: 'mobile',
    });

    expect(await ok(industryApp.disableMember, { memberId: added[1].id }, admin)).toMatchObject({ id: added[1].id, status: 'disabled' });
    expect(await ok(industryApp.enableMember, { memberId: added[1].id }, admin)).toMatchObject({ id: added[1].id, status: 'enabled' });
    expect(await ok(industryApp.removeMember, { memberId: added[1].id }, admin)).toEqual({ removed: true });
    const gone = await call(industryApp.removeMember, { memberId: added[1].id }, admin);
    expect(gone.error).toMatchObject({
      errorCode: ErrorCode.notFound,
      errorInfo: 'This industry app member does not exist or was removed',
    });
    expect((await ok(industryApp.memberList, {}, admin, { page: 1, rows: 10 })).total).toBe(2);

    // The H5 variant's page: rows 1000, page 1.
    expect((await ok(industryApp.memberList, {}, admin, { page: 1, rows: 1000 })).list).toHaveLength(2);
  });

  it("keeps companies apart: another company's admin sees only their own tenant", async () => {
    await ok(industryApp.connect, {}, otherAdmin);
    const theirs = await ok(industryApp.memberList, {}, otherAdmin, {
      page: 1,
      rows: 10,
    });
    expect(theirs.total).toBe(0);
    const mine = await ok(industryApp.memberList, {}, admin, {
      page: 1,
      rows: 10,
    });
    const r = await call(industryApp.removeMember, { memberId: mine.list[0].id }, otherAdmin);
    expect(r.error?.errorCode).toBe(ErrorCode.notFound);
    expect((await ok(industryApp.memberList, {}, admin, { page: 1, rows: 10 })).total).toBe(mine.total);
  });
});

describe('access', () => {
  const every = [
    [industryApp.connect, {}],
    [industryApp.disconnect, {}],
    [industryApp.memberList, {}],
    [industryApp.addMember, { mobile: '13900000001', name: 'X' }],
    [industryApp.enableMember, { memberId: '1' }],
    [industryApp.disableMember, { memberId: '1' }],
    [industryApp.removeMember, { memberId: '1' }],
  ] as const;

  it('a company member without the industryApp.manage button is refused on the server', async () => {
    for (const [def, params] of every)
      expect((await call(def, params, staff)).error, def.cmd).toEqual({
        errorCode: ErrorCode.forbidden,
        errorInfo: 'You have no permission for this function; please ask your enterprise administrator',
      });
  });

  it('a member granted the button by a role may use it, and loses it with the role', async () => {
    const db = s.database.db;
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001'));
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, '13800000012'));
    const granted = await s.createSession('member', '13800000012');
    expect((await call(industryApp.connect, {}, granted)).error?.errorCode).toBe(1003);
    const [role] = await db
      .insert(orgRoles)
      .values({ companyId: company.id, name: `industry-${Date.now()}` })
      .returning();
    await db.insert(orgRoleButtons).values({ roleId: role.id, buttonId: 'industryApp.manage' });
    await db.insert(orgMemberRoles).values({ companyId: company.id, memberId: member.id, roleId: role.id });
    await ok(industryApp.connect, {}, granted);
    await ok(industryApp.memberList, {}, granted, { page: 1, rows: 10 });
    await db.delete(orgRoles).where(eq(orgRoles.id, role.id));
    expect((await call(industryApp.memberList, {}, granted, { page: 1, rows: 10 })).error?.errorCode).toBe(1003);
  });

  it('personal members, uncertified companies and signed-out callers are refused', async () => {
    for (const [def, params] of every) {
      expect((await call(def, params, personal)).error?.errorCode, def.cmd).toBe(1003);
      expect((await call(def, params, uncertified)).error?.errorCode, def.cmd).toBe(1003);
      expect((await s.call(def.cmd, params, en)).error?.errorCode, def.cmd).toBe(14);
    }
  });
});

describe('validation', () => {
  it.each([
    [industryApp.addMember.cmd, { mobile: '', name: '张三' }, 'mobile'],
    [industryApp.addMember.cmd, { mobile: '12345', name: '张三' }, 'mobile'],
    [industryApp.addMember.cmd, { mobile: '13900000001', name: '' }, 'name'],
    [industryApp.addMember.cmd, { mobile: '13900000001', name: 'x'.repeat(51) }, 'name'],
    [industryApp.addMember.cmd, { mobile: '13900000001', name: '张三', role: 'admin' }, 'role'],
    [industryApp.enableMember.cmd, { memberId: '../../oauth/token' }, 'memberId'],
    [industryApp.removeMember.cmd, { memberId: 'x'.repeat(65) }, 'memberId'],
    [industryApp.memberList.cmd, { keyword: 'k'.repeat(51) }, 'keyword'],
    [industryApp.connect.cmd, { tenant: 'C10000003' }, 'tenant'],
  ] as const)('%s %j answers 1002 on %s', async (cmd, params, field) => {
    const r = await s.call(cmd, params, { token: admin, lang: 'en' });
    expect(r.error?.errorCode).toBe(ErrorCode.invalidParams);
    expect(r.error?.field).toBe(field);
  });

  it('says which field in the caller language', async () => {
    const r = await s.call(industryApp.addMember.cmd, { mobile: '123', name: '张三' }, { token: admin, lang: 'zh-CN' });
    expect(r.error).toEqual({
      errorCode: ErrorCode.invalidParams,
      errorInfo: '请输入正确的手机号码',
      field: 'mobile',
    });
  });
});

describe('a token the industry API refuses', () => {
  it('revoked at the industry API: the command answers tokenRefused, the token is forgotten, connect starts again', async () => {
    await ok(industryApp.connect, {}, admin);
    const revoked = await s.app.inject({
      method: 'POST',
      url: '/industry-standin/_standin/revoke-tenant',
      headers: { authorization: basic },
      payload: { tenant: 'C10000001' },
    });
    expect(revoked.json().revoked).toBeGreaterThan(0);

    const r = await call(industryApp.memberList, {}, admin, {
      page: 1,
      rows: 10,
    });
    expect(r.error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'The industry app refused its access token (expired or revoked); authenticate again',
      field: 'industryToken',
    });
    expect(await adminTokens()).toEqual([]);
    // Forgotten: the next call is "not connected" until the admin authenticates again.
    expect((await call(industryApp.memberList, {}, admin, { page: 1, rows: 10 })).error?.errorInfo).toMatch(/authentication entry/);
    await ok(industryApp.connect, {}, admin);
    await ok(industryApp.memberList, {}, admin, { page: 1, rows: 10 });
  });

  it('expired: past its lifetime the token is refused and the admin sent back', async () => {
    await ok(industryApp.connect, {}, admin);
    s.app.deps.clock.advance((TTL_S + 1) * 1000);
    const r = await call(industryApp.addMember, { mobile: uniqueMobile(), name: '过期' }, admin);
    expect(r.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'industryToken' });
    expect(r.error?.errorInfo).toMatch(/refused its access token/);
  });

  it('expired at the industry API before our own clock says so: the API answers 401 and we forget it', async () => {
    await ok(industryApp.connect, {}, admin);
    await s.database.db.update(industryStandinTokens).set({ expiresAt: new Date(0) });
    const r = await call(industryApp.memberList, {}, admin, {
      page: 1,
      rows: 10,
    });
    expect(r.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'industryToken' });
    expect(await adminTokens()).toEqual([]);
  });

  it('disconnect revokes the token at the industry API and forgets it', async () => {
    await ok(industryApp.connect, {}, admin);
    const [row] = await adminTokens();
    const bearer = unseal(STANDIN_INDUSTRY_CLIENT.secret, row.sealed)!;
    expect(await ok(industryApp.disconnect, {}, admin)).toEqual({
      disconnected: true,
    });
    const direct = await s.app.inject({
      method: 'GET',
      url: '/industry-standin/tenants/C10000001/members',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(direct.statusCode).toBe(401);
    expect(direct.json()).toMatchObject({ error: 'invalid_token' });
  });
});

describe('the stand-in speaks the contract', () => {
  it('refuses a wrong client secret, a missing tenant and a token for another tenant', async () => {
    const wrong = `Basic ${Buffer.from(`${STANDIN_INDUSTRY_CLIENT.id}:nope`).toString('base64')}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const bad = await s.app.inject({
      method: 'POST',
      url: '/industry-standin/oauth/token',
      headers: { ...form, authorization: wrong },
      payload: 'grant_type=client_credentials&tenant=C10000001&actor=M1',
    });
    expect([bad.statusCode, bad.json().error]).toEqual([401, 'invalid_client']);
    const noTenant = await s.app.inject({
      method: 'POST',
      url: '/industry-standin/oauth/token',
      headers: { ...form, authorization: basic },
      payload: 'grant_type=client_credentials&actor=M1',
    });
    expect([noTenant.statusCode, noTenant.json().error]).toEqual([400, 'invalid_request']);
    const t = await s.app.inject({
      method: 'POST',
      url: '/industry-standin/oauth/token',
      headers: { ...form, authorization: basic },
      payload: 'grant_type=client_credentials&tenant=C10000003&actor=M1',
    });
    const other = await s.app.inject({
      method: 'GET',
      url: '/industry-standin/tenants/C10000001/members',
      headers: { authorization: `Bearer ${t.json().access_token}` },
    });
    expect([other.statusCode, other.json().error]).toEqual([403, 'insufficient_scope']);
  });

  it('the industry API unreachable answers a plain refusal, not a stack', async () => {
    const down = await startTestServer(
      {
        INDUSTRY_API_URL: 'http://127.0.0.1:9/api',
        INDUSTRY_CLIENT_ID: 'x',
        INDUSTRY_CLIENT_SECRET: 'y'.repeat(20),
      },
      { database: s.database },
    );
    try {
      const t = await down.createSession('member', '13800000001');
      const r = await down.call(industryApp.connect.cmd, {}, { token: t, lang: 'en' });
      expect(r.error).toEqual({
        errorCode: ErrorCode.refused,
        errorInfo: 'The industry app service cannot be reached; please try again later',
      });
      // Not served when a real industry API is configured.
      expect(
        (
          await down.app.inject({
            method: 'POST',
            url: '/industry-standin/oauth/token',
          })
        ).statusCode,
      ).not.toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('production configuration', () => {
  const base = { NODE_ENV: 'production' };
  const names = (env: Record<string, string>) => missingProductionSettings(env).map((m) => m.name);
  it('refuses to start without the industry API unless the stand-in is allowed', () => {
    expect(names(base)).toContain('INDUSTRY_API_URL');
    expect(names({ ...base, ALLOW_STAND_INS: '1' })).not.toContain('INDUSTRY_API_URL');
  });
  it('asks for every part, https and a real secret', () => {
    expect(names({ ...base, INDUSTRY_API_URL: 'https://industry.example.com/api' })).toEqual(expect.arrayContaining(['INDUSTRY_CLIENT_ID', 'INDUSTRY_CLIENT_SECRET']));
    const http = {
      ...base,
      INDUSTRY_API_URL: 'http://industry.example.com',
      INDUSTRY_CLIENT_ID: 'portal',
      INDUSTRY_CLIENT_SECRET: 's'.repeat(32),
    };
    expect(names(http)).toContain('INDUSTRY_API_URL');
    const weak = {
      ...http,
      INDUSTRY_API_URL: 'https://industry.example.com',
      INDUSTRY_CLIENT_SECRET: STANDIN_INDUSTRY_CLIENT.secret,
    };
    expect(names(weak)).toContain('INDUSTRY_CLIENT_SECRET');
    const good = { ...weak, INDUSTRY_CLIENT_SECRET: 's'.repeat(32) };
    expect(names(good).filter((n) => n.startsWith('INDUSTRY_'))).toEqual([]);
  });
});
