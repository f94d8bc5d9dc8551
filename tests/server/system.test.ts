import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, messages, notices, operators, pageViews } from '#server/db/schema';
import { seed } from '#server/db/seed';
import { verifyPassword } from '#server/domains/auth/passwords';
import { LOCAL_MODE_ALLOWED } from '#server/domains/system/site-switches';
import { putSetting } from '#server/domains/system/settings';
import { startTestServer, type TestServer } from '../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as operatorCmds from '#shared/contract/operator';
import * as systemCmds from '#shared/contract/system';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ SERVICE_PHONE: '400-111-2222', RECORD_NUMBER: '测ICP备12345678号-1', LOCAL_DEPLOYMENT: '' });
});
afterAll(async () => {
  await s?.close();
});

describe('system commands', () => {
  it('notice/getNotice returns the seeded notice in Chinese by default', async () => {
    const { response } = await s.call(systemCmds.getNotice);
    expect(response).toEqual({
      id: expect.any(Number),
      noticeLabel: '平台公告',
      noticeContent: '制造云门户全新上线：注册企业会员，完成实名认证即可开通资金账户与金融服务。',
      containLinks: 1,
      linkAddress: '/news',
    });
  });

  it('notice/getNotice returns the English text with ?lang=en', async () => {
    const zh = await s.call(systemCmds.getNotice);
    const { response } = await s.call(systemCmds.getNotice, {}, { lang: 'en' });
    expect(response).toEqual({
      id: zh.response.id,
      noticeLabel: 'Notice',
      noticeContent: 'The manufacturing cloud portal is live: register as a company, complete real-name certification and open your fund account and financial services.',
      containLinks: 1,
      linkAddress: '/news',
    });
  });

  it('globalColor/getGlobalColor follows the setting', async () => {
    expect(await s.call(systemCmds.getGlobalColor)).toEqual({ response: { value: 'off' } });
    await putSetting(s.database.db, 'globalColor', 'on');
    try {
      expect(await s.call(systemCmds.getGlobalColor)).toEqual({ response: { value: 'on' } });
      // Anything but 'on' reads as off.
      await putSetting(s.database.db, 'globalColor', 'grey');
      expect(await s.call(systemCmds.getGlobalColor)).toEqual({ response: { value: 'off' } });
    } finally {
      await putSetting(s.database.db, 'globalColor', 'off');
    }
  });

  it('opLocalConfig/getConfig answers the seeded config for both variants', async () => {
    const expected = { enabled: false, factoryAppPath: '/memberCenter/facApp', allowedFragments: LOCAL_MODE_ALLOWED };
    expect(LOCAL_MODE_ALLOWED).toEqual(['h5', 'memberCenter', 'login', 'industryApp', 'promise', 'openApi']);
    expect(await s.call(systemCmds.getLocalConfig)).toEqual({ response: expected });
    expect(await s.call(systemCmds.getLocalConfig, { variant: 'web' })).toEqual({ response: expected });
    expect(await s.call(systemCmds.getLocalConfig, { variant: 'manager' })).toEqual({ response: expected });
  });

  it('opLocalConfig/getConfig is enabled by LOCAL_DEPLOYMENT=1 or by the stored setting', async () => {
    const local = await startTestServer({ LOCAL_DEPLOYMENT: '1' }, { database: s.database });
    try {
      expect((await local.call(systemCmds.getLocalConfig)).response).toMatchObject({ enabled: true, factoryAppPath: '/memberCenter/facApp' });
    } finally {
      await local.close();
    }
    await putSetting(s.database.db, 'localConfig', { enabled: true, factoryAppPath: '/memberCenter/other' });
    try {
      expect((await s.call(systemCmds.getLocalConfig)).response).toMatchObject({ enabled: true, factoryAppPath: '/memberCenter/other' });
    } finally {
      await putSetting(s.database.db, 'localConfig', { enabled: false, factoryAppPath: '/memberCenter/facApp' });
    }
  });

  it('site/getConfig answers the configured footer data', async () => {
    expect(await s.call(systemCmds.getSiteConfig)).toEqual({
      response: {
        servicePhone: '400-111-2222',
        serviceHours: { zh: '工作日 9:00-17:00', en: 'Working days 9:00-17:00' },
        recordNumber: '测ICP备12345678号-1',
      },
    });
  });

  describe('analytics/pageView', () => {
    const viewsOf = (path: string) => s.database.db.select().from(pageViews).where(eq(pageViews.path, path));

    it('persists an anonymous view with the request language', async () => {
      const path = '/news/anonymous-view';
      expect(await s.call(systemCmds.pageView, { path, title: '新闻', build: 'desktop' })).toEqual({ response: { recorded: true } });
      const rows = await viewsOf(path);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ path, title: '新闻', build: 'desktop', lang: 'zh-CN', referrer: null, memberId: null });
      expect(Date.now() - rows[0].createdAt.getTime()).toBeLessThan(60_000);
    });

    it('records the member when a token is given, and the English language', async () => {
      const token = await s.createSession('member', '13800000001');
      const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, '13800000001'));
      const path = '/wx/login';
      const res = await s.call(systemCmds.pageView, { path, title: 'Login', build: 'mobile', referrer: '/h5/home' }, { token, lang: 'en' });
      expect(res).toEqual({ response: { recorded: true } });
      const rows = await viewsOf(path);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ path, title: 'Login', build: 'mobile', lang: 'en', referrer: '/h5/home', memberId: m.id });
    });

    it('records anonymously with an invalid or expired token instead of refusing', async () => {
      const expired = await s.createSession('member', '13800000001', { expired: true });
      expect(await s.call(systemCmds.pageView, { path: '/p/expired', title: 'x', build: 'desktop' }, { token: expired })).toEqual({
        response: { recorded: true },
      });
      expect(await s.call(systemCmds.pageView, { path: '/p/bogus', title: 'x', build: 'desktop' }, { token: 'bogus' })).toEqual({
        response: { recorded: true },
      });
      expect((await viewsOf('/p/expired'))[0].memberId).toBeNull();
      expect((await viewsOf('/p/bogus'))[0].memberId).toBeNull();
    });
  });
});

describe('seed (with demo accounts)', () => {
  const counts = async () => {
    const db = s.database.db;
    const [[m], [c], [o], [n], [msg]] = await Promise.all([
      db.select({ n: count() }).from(members),
      db.select({ n: count() }).from(companies),
      db.select({ n: count() }).from(operators),
      db.select({ n: count() }).from(notices),
      db.select({ n: count() }).from(messages),
    ]);
    return { members: Number(m.n), companies: Number(c.n), operators: Number(o.n), notices: Number(n.n), messages: Number(msg.n) };
  };

  it('creates the demo accounts with argon2id hashes', async () => {
    const rows = await s.database.db.select().from(members).orderBy(members.mobile);
    // The foundation's demo accounts (other domains' demo steps may add more).
    expect(rows.map((r) => r.mobile)).toEqual(expect.arrayContaining(['13800000001', '13800000002', '13800000003', '13800000009']));
    const demo = ['13800000001', '13800000002', '13800000003', '13800000009'];
    for (const r of rows.filter((x) => demo.includes(x.mobile))) expect(r.passwordHash, r.mobile).toMatch(/^\$argon2id\$/);
    // Other demo members may have no password (SMS sign-in only), but a stored one is always argon2id.
    for (const r of rows) if (r.passwordHash !== null) expect(r.passwordHash, r.mobile).toMatch(/^\$argon2id\$/);
    expect(rows.find((r) => r.mobile === '13800000009')!.isSalesman).toBe(true);
    const first = rows.find((r) => r.mobile === '13800000001')!.passwordHash!;
    expect(await verifyPassword(first, 'Demo@1234')).toBe(true);
    expect(await verifyPassword(first, 'Demo@12345')).toBe(false);
    const [op] = await s.database.db.select().from(operators).where(eq(operators.account, 'operator'));
    expect(op.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(op.passwordHash, 'Operator@1234')).toBe(true);
    const cos = await s.database.db.select().from(companies).orderBy(companies.code);
    expect(cos.map((c) => [c.code, c.certified])).toEqual(
      expect.arrayContaining([
        ['C10000001', true],
        ['C10000003', false],
      ]),
    );
  });

  it('seeding twice does not duplicate anything', async () => {
    const before = await counts();
    expect(before).toMatchObject({ operators: 1, notices: 1 });
    expect(before.members).toBeGreaterThanOrEqual(4);
    expect(before.messages).toBeGreaterThanOrEqual(1);
    expect(await seed(s.database.db, { demoAccounts: true })).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('operator site switches', () => {
  it('an operator turns grayscale on and off; the public command follows; members are refused', async () => {
    const op = await s.createSession('operator', 'operator');
    const member = await s.createSession('member', '13800000001');
    expect((await s.call(operatorCmds.operatorSetGrayscale, { on: true }, { token: member })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(operatorCmds.operatorSetGrayscale, { on: 'yes' }, { token: op })).error?.errorCode).toBe(ErrorCode.invalidParams);
    try {
      expect((await s.call(operatorCmds.operatorSetGrayscale, { on: true }, { token: op })).response).toEqual({ grayscale: true });
      expect((await s.call(systemCmds.getGlobalColor)).response).toEqual({ value: 'on' });
      expect((await s.call(operatorCmds.operatorSiteSwitches, {}, { token: op })).response).toEqual({ grayscale: true, localMode: false });
    } finally {
      expect((await s.call(operatorCmds.operatorSetGrayscale, { on: false }, { token: op })).response).toEqual({ grayscale: false });
    }
    expect((await s.call(systemCmds.getGlobalColor)).response).toEqual({ value: 'off' });
  });
});
