import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as wisCmds from '#shared/contract/wis';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const DAY = 86_400_000;
const status = async (token: string, lang?: string) => (await s.call(wisCmds.isOpenWis, {}, { token, lang })).response;

describe('WIS trial and official edition', () => {
  it('needs a login', async () => {
    expect((await s.call(wisCmds.openWisTrialFromSelf, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(wisCmds.isOpenWis, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('a personal member may open the trial once, never the official edition', async () => {
    const token = await s.createSession('member', '13800000002');
    const before = await status(token);
    expect(before).toMatchObject({ state: 'notOpened', canOpenTrial: true, canOpenOfficial: false, officialRefusal: '个人会员无法开通正式版WIS' });
    const opened = (await s.call(wisCmds.openWisTrialFromSelf, {}, { token })).response;
    expect(opened.state).toBe('trial');
    const days = (new Date(opened.trialEndsAt).getTime() - s.app.deps.clock.now().getTime()) / DAY;
    expect(Math.round(days)).toBe(30);
    const again = await s.call(wisCmds.openWisTrialFromSelf, {}, { token, lang: 'en' });
    expect(again.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'You have already opened this product, go to it directly' });
    const official = await s.call(wisCmds.openWisFromSelf, {}, { token, lang: 'en' });
    expect(official.error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: 'Personal members cannot open the official WIS' });
  });

  it('the trial ends after 30 days (state back to notOpened) and cannot be reopened', async () => {
    const token = await s.createSession('member', '13800000002');
    expect((await status(token)).state).toBe('trial');
    s.app.deps.clock.advance(31 * DAY);
    try {
      const later = await s.createSession('member', '13800000002'); // sessions last hours, not a month
      const after = await status(later);
      expect(after).toMatchObject({ state: 'notOpened', trialUsed: true, canOpenTrial: false });
      expect((await s.call(wisCmds.openWisTrialFromSelf, {}, { token: later })).error?.errorCode).toBe(ErrorCode.refused);
    } finally {
      s.app.deps.clock.advance(-31 * DAY);
    }
  });

  it('an uncertified company: trial yes, official refused until real-name certification', async () => {
    const token = await s.createSession('member', '13800000003');
    expect((await s.call(wisCmds.openWisFromSelf, {}, { token })).error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: '您还不是实名认证会员，请先申请认证' });
    expect((await s.call(wisCmds.openWisTrialFromSelf, {}, { token })).response.state).toBe('trial');
    // The member's personal trial (none here) is what a company could merge.
    expect((await s.call(wisCmds.getCanMergedList, {}, { token })).response).toEqual([]);
  });

  it('a certified company is told to apply for the official edition, which opens with 90 free days, once', async () => {
    const token = await s.createSession('member', '13800000001');
    const before = (await s.call(wisCmds.getWisTrialStatusByVersion, { version: 'standard' }, { token })).response;
    expect(before).toMatchObject({ canOpenTrial: false, trialRefusal: '您的企业已完成实名认证，请直接申请正式版WIS', canOpenOfficial: true });
    expect((await s.call(wisCmds.openWisTrialFromSelf, {}, { token })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: '您的企业已完成实名认证，请直接申请正式版WIS',
    });
    const opened = (await s.call(wisCmds.openWisFromSelf, {}, { token })).response;
    expect(opened).toMatchObject({ state: 'official', canOpenOfficial: false });
    expect(Math.round((new Date(opened.freeUntil).getTime() - new Date(opened.officialSince).getTime()) / DAY)).toBe(90);
    expect((await s.call(wisCmds.openWisFromSelf, {}, { token })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(wisCmds.getWisStatusByVersion, {}, { token })).response.state).toBe('official');
  });

  it('concurrent openings of one owner: exactly one succeeds', async () => {
    const { companies, companyMembers, members } = await import('#server/db/schema');
    const { eq } = await import('drizzle-orm');
    const db = s.database.db;
    const [co] = await db.insert(companies).values({ code: 'C20000001', name: '并发测试有限公司', certified: true }).returning();
    const [m] = await db.select().from(members).where(eq(members.mobile, '13800000003'));
    // Its admin (opening WIS needs facApp.manage inside the company).
    await db.insert(companyMembers).values({ companyId: co.id, memberId: m.id, isAdmin: true });
    const token = await s.createSession('member', '13800000003', { companyCode: 'C20000001' });
    const results = await Promise.all(Array.from({ length: 5 }, () => s.call(wisCmds.openWisFromSelf, {}, { token })));
    expect(results.filter((r) => r.response).length).toBe(1);
    expect(results.filter((r) => r.error?.errorCode === ErrorCode.refused).length).toBe(4);
  });

  it('validates the version', async () => {
    const token = await s.createSession('member', '13800000001');
    expect((await s.call(wisCmds.isOpenWis, { version: 'pro' }, { token })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'version' });
  });
});
