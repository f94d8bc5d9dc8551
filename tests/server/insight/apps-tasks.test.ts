import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, fundAccounts, members, messages } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as insightCmds from '#shared/contract/insight';

const s = useTestServer();
let admin: string; // 13800000001, admin of the certified demo company
let uncertified: string; // 13800000003
let personal: string;
beforeAll(async () => {
  admin = await s.createSession('member', '13800000001');
  uncertified = await s.createSession('member', '13800000003');
  personal = await s.createSession('member', '13800000002');
});

const ok = async (cmd: string, params: unknown, token = admin, lang?: string) => {
  const r = await s.call(cmd, params, { token, lang });
  expect(r.error).toBeUndefined();
  return r.response;
};
const codes = (xs: { appCode: string }[]) => xs.map((x) => x.appCode);

describe('my applications', () => {
  it('platform apps are everyone’s and shown by default', async () => {
    const apps = await ok('myApp/platformAppList', {}, admin, 'en');
    expect(codes(apps)).toEqual(['wis', 'capital', 'data-statistics', 'dashboard', 'mall']);
    expect(apps[0]).toMatchObject({ name: 'Factory operations (WIS)', relation: 'platform', display: true, active: true, url: '/wis' });
    const shown = (apps: { appCode: string; display: boolean }[]) => apps.filter((a) => a.display).map((a) => a.appCode);
    // The statistics open only for white-listed companies (the demo company is one): no tile leads to "Not authorised".
    expect(shown(apps)).toContain('data-statistics');
    expect(shown(await ok('myApp/platformAppList', {}, personal))).toEqual(['wis', 'capital', 'dashboard', 'mall']);
    expect(shown(await ok('myApp/platformAppList', {}, uncertified))).not.toContain('data-statistics');
  });

  it('purchases in force, every purchase, follows', async () => {
    const now = s.app.deps.clock.now().getTime();
    const inForce = await ok('myApp/purchasedBoxAppList', {});
    expect(codes(inForce)).toEqual(['device-monitor', 'oee', 'energy']);
    for (const a of inForce) {
      expect(a.relation).toBe('purchased');
      expect(new Date(a.endsAt).getTime()).toBeGreaterThan(now);
    }
    const all = await ok('myApp/purchasedBoxAppListAll', {});
    expect(codes(all)).toEqual(['device-monitor', 'oee', 'energy', 'quality-spc']);
    expect(all[3]).toMatchObject({ active: false, display: false });
    expect(codes(await ok('myApp/followedBoxAppList', {}))).toEqual(['predictive', 'carbon']);
    expect(await ok('myApp/purchasedBoxAppList', {}, personal)).toEqual([]);
  });

  it('apps by channel carry the company’s relation', async () => {
    const eq_ = await ok('myApp/getAppListByChannel', { channel: 'equipment' });
    expect(eq_.map((a: { appCode: string; relation: string }) => [a.appCode, a.relation])).toEqual([
      ['device-monitor', 'purchased'],
      ['oee', 'purchased'],
      ['predictive', 'followed'],
    ]);
    const other = await ok('myApp/getAppListByChannel', { channel: 'equipment' }, uncertified);
    expect(other.every((a: { relation: string }) => a.relation === 'none')).toBe(true);
    expect((await s.call(insightCmds.getAppListByChannel, { channel: 'games' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'channel' });
  });

  it('setDisplay hides and shows an app on the worktable, and it persists', async () => {
    expect(await ok('myApp/setDisplay', { appCode: 'oee', display: false })).toEqual({ appCode: 'oee', display: false });
    const after = await ok('myApp/purchasedBoxAppList', {});
    expect(after.find((a: { appCode: string }) => a.appCode === 'oee').display).toBe(false);
    await ok('myApp/setDisplay', { appCode: 'mall', display: false });
    expect((await ok('myApp/platformAppList', {})).find((a: { appCode: string }) => a.appCode === 'mall').display).toBe(false);
    // Another company's view is untouched.
    expect((await ok('myApp/platformAppList', {}, uncertified)).find((a: { appCode: string }) => a.appCode === 'mall').display).toBe(true);
    await ok('myApp/setDisplay', { appCode: 'oee', display: true });
    expect((await ok('myApp/purchasedBoxAppList', {})).find((a: { appCode: string }) => a.appCode === 'oee').display).toBe(true);
  });

  it('setDisplay refuses followed, expired and unknown apps, personal members and non-admins', async () => {
    expect((await s.call(insightCmds.setDisplay, { appCode: 'predictive', display: true }, { token: admin, lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: 'This app is not purchased or its term has ended, so it cannot be shown on the worktable',
    });
    expect((await s.call(insightCmds.setDisplay, { appCode: 'quality-spc', display: true }, { token: admin })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(insightCmds.setDisplay, { appCode: 'no-such-app', display: true }, { token: admin })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(insightCmds.setDisplay, { appCode: 'Bad Code', display: true }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'appCode' });
    expect((await s.call(insightCmds.setDisplay, { appCode: 'wis', display: 'no' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'display' });
    expect((await s.call(insightCmds.setDisplay, { appCode: 'wis', display: false }, { token: personal })).error?.errorCode).toBe(ErrorCode.forbidden);

    // A plain member of the company (not its administrator) may not change the worktable.
    const [c1] = await s.database.db.select().from(companies).where(eq(companies.code, 'C10000001'));
    const [m2] = await s.database.db.select().from(members).where(eq(members.mobile, '13800000002'));
    await s.database.db.insert(companyMembers).values({ companyId: c1.id, memberId: m2.id, isAdmin: false });
    const plain = await s.createSession('member', '13800000002', { companyCode: 'C10000001' });
    expect((await s.call(insightCmds.setDisplay, { appCode: 'wis', display: false }, { token: plain })).error?.errorCode).toBe(ErrorCode.forbidden);
    await s.database.db.delete(companyMembers).where(eq(companyMembers.memberId, m2.id));
  });

  it('grant count: apps the company may open and the seats of its purchases in force', async () => {
    expect(await ok('myApp/getGrantCount', {})).toEqual({ apps: 8, seats: 20, granted: 7 });
    expect(await ok('myApp/getGrantCount', { appCode: 'device-monitor' })).toEqual({ apps: 1, seats: 10, granted: 4 });
    expect((await s.call(insightCmds.getGrantCount, { appCode: 'quality-spc' }, { token: admin })).error?.errorCode).toBe(ErrorCode.notFound);
    expect(await ok('myApp/getGrantCount', {}, personal)).toEqual({ apps: 5, seats: 0, granted: 0 });
  });

  it('opened modules list every purchase with its term', async () => {
    const models = await ok('charge/companyOpenModelList', {}, admin, 'en');
    expect(models.map((m: { modelCode: string; active: boolean }) => [m.modelCode, m.active])).toEqual([
      ['device-monitor', true],
      ['oee', true],
      ['energy', true],
      ['quality-spc', false],
    ]);
    expect(models[0].name).toBe('Equipment monitoring');
    expect((await s.call(insightCmds.companyOpenModelList, {}, { token: personal })).error?.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('pending tasks', () => {
  const kinds = async (token: string) => (await ok('waitTask/list', {}, token)).map((t: { kind: string; href: string }) => `${t.kind} ${t.href}`);

  it('an uncertified company: enterprise info and certification to do', async () => {
    expect(await kinds(uncertified)).toEqual(['enterpriseInfo /memberCenter/businessInfo', 'certification /memberCenter/trueName']);
  });

  it('the certified demo company: unread messages; the tasks follow the state', async () => {
    const before = await ok('waitTask/list', {}, admin, 'en');
    const unread = before.find((t: { kind: string }) => t.kind === 'unreadMessages');
    expect(unread).toMatchObject({ title: 'Read your messages', href: '/memberCenter/message' });
    expect(unread.detail).toMatch(/^You have \d+ unread messages$/);
    expect(before.some((t: { kind: string }) => t.kind === 'fundAccount' || t.kind === 'payKey')).toBe(false);

    // Reading every message removes the task; a fund account without a payment password adds one.
    const [m1] = await s.database.db.select().from(members).where(eq(members.mobile, '13800000001'));
    await s.database.db.update(messages).set({ readAt: new Date() }).where(eq(messages.memberId, m1.id));
    const [c1] = await s.database.db.select().from(companies).where(eq(companies.code, 'C10000001'));
    await s.database.db.update(fundAccounts).set({ payKeyHash: null }).where(eq(fundAccounts.companyId, c1.id));
    const after = await kinds(admin);
    expect(after).toContain('payKey /memberCenter/setAccount');
    expect(after.some((k: string) => k.startsWith('unreadMessages'))).toBe(false);
  });

  it('a personal member sees only messages; a login is needed', async () => {
    for (const t of await kinds(personal)) expect(t).toMatch(/^unreadMessages/);
    expect((await s.call(insightCmds.waitTaskList, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });
});
