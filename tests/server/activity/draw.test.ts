import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, activityPrizes, memberWechats } from '#server/db/schema';
import { issueTicket } from '#server/domains/wechat/ticket';
import { DEMO_INVITATION_CODES } from '#server/domains/activity/seed-data';
import { useTestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as activityCmds from '#shared/contract/activity';
import * as wechatCmds from '#shared/contract/wechat';

/**
 * Draws through the gateway: limits per member and day, stock that never goes below zero
 * (also under concurrent draws), idempotent request ids, WeChat and invitation-code draws,
 * the public lists and access levels.
 */

const s = useTestServer();
let member: string;
let member2: string;
beforeAll(async () => {
  member = await s.createSession('member', '13800000001');
  member2 = await s.createSession('member', '13800000002');
});

const DAY = 86_400_000;
let n = 0;
/** A live lottery of our own: prizes [stock] with the given miss weight and draws per day. */
async function lottery(o: { stocks: number[]; missWeight?: number; drawsPerDay?: number; startsIn?: number; endsIn?: number }) {
  n += 1;
  const now = s.app.deps.clock.now().getTime();
  const [a] = await s.database.db
    .insert(activities)
    .values({
      code: `T${n}`,
      kind: 'lottery',
      titleZh: `测试抽奖${n}`,
      titleEn: `Test draw ${n}`,
      contentZh: '规则一\n\n规则二',
      contentEn: 'Rule one\n\nRule two',
      startsAt: new Date(now + (o.startsIn ?? -DAY)),
      endsAt: new Date(now + (o.endsIn ?? DAY)),
      drawsPerDay: o.drawsPerDay ?? 100,
      missWeight: o.missWeight ?? 0,
    })
    .returning();
  for (const [i, stock] of o.stocks.entries()) await s.database.db.insert(activityPrizes).values({ activityId: a.id, level: i + 1, nameZh: `奖品${i + 1}`, nameEn: `Prize ${i + 1}`, stock, total: stock });
  return a.code;
}
const stocks = async (code: string) => {
  const [a] = await s.database.db.select().from(activities).where(eq(activities.code, code));
  return (await s.database.db.select().from(activityPrizes).where(eq(activityPrizes.activityId, a.id))).map((p) => p.stock);
};

describe('public reads', () => {
  it('the seeded lottery: info, content, prizes, wins and persons in both languages, without a token', async () => {
    const info = await s.call(activityCmds.getActivityInfo, {});
    expect(info.response).toMatchObject({ activityCode: 'LOTTERY2026', kind: 'lottery', status: 'live', drawsPerDay: 3, title: '智造云年终幸运大抽奖' });
    const en = await s.call(activityCmds.getActivityContent, { activityCode: 'LOTTERY2026' }, { lang: 'en' });
    expect(en.response.title).toBe('Smart Manufacturing Cloud Year-End Lucky Draw');
    expect(en.response.paragraphs.length).toBe(4);
    const list = await s.call(activityCmds.getActivityDrawList, { kind: 'exposition' });
    expect(list.response.map((p: { level: number }) => p.level)).toEqual([1, 2, 3]);
    const wins = await s.call(activityCmds.queryUserWinList, {});
    expect(wins.response.length).toBe(8);
    // Masked: one character of the name, the mobile as 139****0001.
    for (const w of wins.response) {
      expect(w.winner).toMatch(/^.\*+$/u);
      expect(w.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    }
    expect((await s.call(activityCmds.queryActivityPersonCount, {})).response).toEqual({ persons: 8, draws: 8 });
    expect((await s.call(activityCmds.getActivingRegActivity, {})).response).toMatchObject({ activityCode: 'REG2026', status: 'live' });
  });

  it('an unknown activity code is 1005; bad parameters are 1002', async () => {
    expect((await s.call(activityCmds.getActivityInfo, { activityCode: 'NOPE' })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(activityCmds.getActivityInfo, { activityCode: 'a b' })).error?.errorCode).toBe(ErrorCode.invalidParams);
    expect((await s.call(activityCmds.getActivityInfo, { kind: 'raffle' })).error?.errorCode).toBe(ErrorCode.invalidParams);
    expect((await s.call(activityCmds.start, { activityCode: 'LOTTERY2026', extra: 1 }, { token: member })).error?.errorCode).toBe(ErrorCode.invalidParams);
  });
});

describe('access', () => {
  it('member draws and counts need a member session; salesman tools a salesman session', async () => {
    for (const cmd of ['activity/start', 'activity/startLive', 'activity/myDrawCount', 'activity/myWinList']) expect((await s.call(cmd, {})).error?.errorCode, cmd).toBe(14);
    const salesman = await s.createSession('salesman', '13800000009');
    expect((await s.call(activityCmds.start, {}, { token: salesman })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(activityCmds.getActivityPersonalRegList, {}, { token: member })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(activityCmds.getMySalesMemberInfo, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });
});

describe('the draw', () => {
  it('counts draws per member and day, refuses the next one, and starts again the next Beijing day', async () => {
    const code = await lottery({ stocks: [1000], drawsPerDay: 2, endsIn: 10 * DAY });
    expect((await s.call(activityCmds.myDrawCount, { activityCode: code }, { token: member })).response).toEqual({ perDay: 2, used: 0, left: 2 });
    const first = await s.call(activityCmds.start, { activityCode: code }, { token: member });
    expect(first.response).toMatchObject({ won: true, left: 1, prize: { level: 1, name: '奖品1' } });
    expect((await s.call(activityCmds.start, { activityCode: code }, { token: member })).response.left).toBe(0);
    const third = await s.call(activityCmds.start, { activityCode: code }, { token: member });
    expect(third.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '您今天的抽奖次数已用完' });
    // Another member has their own draws.
    expect((await s.call(activityCmds.start, { activityCode: code }, { token: member2 })).response.left).toBe(1);
    expect((await s.call(activityCmds.myWinList, { activityCode: code }, { token: member })).response).toHaveLength(2);

    s.app.deps.clock.advance(DAY);
    try {
      const tomorrow = await s.createSession('member', '13800000001');
      expect((await s.call(activityCmds.myDrawCount, { activityCode: code }, { token: tomorrow })).response.left).toBe(2);
    } finally {
      s.app.deps.clock.advance(-DAY);
    }
  });

  it('never gives out more than the stock: the last prizes go, then every draw misses', async () => {
    const code = await lottery({ stocks: [2, 1] });
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await s.call(activityCmds.start, { activityCode: code }, { token: member })).response);
    expect(results.filter((r) => r.won)).toHaveLength(3);
    expect(results.slice(3).every((r) => !r.won && r.prize === null)).toBe(true);
    expect(await stocks(code)).toEqual([0, 0]);
    const list = await s.call(activityCmds.getActivityDrawList, { activityCode: code });
    expect(list.response.map((p: { stock: number; total: number }) => [p.stock, p.total])).toEqual([
      [0, 2],
      [0, 1],
    ]);
  });

  it('concurrent draws never oversell and never exceed the daily limit', async () => {
    const code = await lottery({ stocks: [5], drawsPerDay: 12 });
    const tokens = await Promise.all([member, member2]);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => s.call(activityCmds.start, { activityCode: code }, { token: tokens[i % 2] })));
    const ok = answers.filter((a) => a.response);
    const refused = answers.filter((a) => a.error);
    expect(ok).toHaveLength(24); // 12 each
    expect(refused.every((a) => a.error?.errorCode === ErrorCode.refused)).toBe(true);
    expect(ok.filter((a) => a.response.won)).toHaveLength(5);
    expect(await stocks(code)).toEqual([0]);
    expect((await s.call(activityCmds.queryActivityPersonCount, { activityCode: code })).response).toEqual({ persons: 2, draws: 24 });
  });

  it('a repeated requestId answers the first draw without spending another', async () => {
    const code = await lottery({ stocks: [10], drawsPerDay: 3 });
    const requestId = 'req-123456789';
    const [a, b] = await Promise.all([s.call(activityCmds.start, { activityCode: code, requestId }, { token: member }), s.call(activityCmds.start, { activityCode: code, requestId }, { token: member })]);
    expect(a.response.drawId).toBe(b.response.drawId);
    const again = await s.call(activityCmds.start, { activityCode: code, requestId }, { token: member });
    expect(again.response.drawId).toBe(a.response.drawId);
    expect((await s.call(activityCmds.myDrawCount, { activityCode: code }, { token: member })).response.used).toBe(1);
    expect(await stocks(code)).toEqual([9]);
  });

  it('refuses draws before the start and after the end', async () => {
    const early = await lottery({ stocks: [1], startsIn: DAY, endsIn: 2 * DAY });
    expect((await s.call(activityCmds.start, { activityCode: early }, { token: member })).error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '活动尚未开始' });
    const late = await lottery({ stocks: [1], startsIn: -2 * DAY, endsIn: -DAY });
    const r = await s.call(activityCmds.start, { activityCode: late }, { token: member });
    expect(r.error?.errorInfo).toBe('活动已结束');
    expect((await s.call(activityCmds.getActivityInfo, { activityCode: late }, { lang: 'en' })).response.status).toBe('ended');
    expect(await stocks(late)).toEqual([1]);
  });

  it('startLive draws in the exposition activity', async () => {
    const r = await s.call(activityCmds.startLive, {}, { token: member2 });
    expect(r.response.left).toBe(0);
    expect((await s.call(activityCmds.startLive, {}, { token: member2 })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(activityCmds.myDrawCount, { kind: 'exposition' }, { token: member2 })).response).toEqual({ perDay: 1, used: 1, left: 0 });
  });
});

describe('WeChat draws', () => {
  it('need a bound WeChat; they share the member draws; forged tickets are refused', async () => {
    const ticket = await issueTicket(s.database.db, s.app.deps.clock.now(), { openid: 'o-act-1', unionid: 'u-act-1' });
    // The browser holds the ticket in its HttpOnly cookie; the gateway reads it for these commands.
    const wx = (cmd: string, params: unknown, t = ticket, lang?: string) => s.call(cmd, params, { cookie: `wx_ticket=${t}`, ...(lang ? { lang } : {}) });
    const unbound = await wx('activity/startWeChat', {}, ticket, 'en');
    expect(unbound.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'Please log in or register before drawing' });
    expect((await wx('activity/myDrawCountWeChat', {})).error?.errorCode).toBe(ErrorCode.refused);

    await s.call(wechatCmds.bindUnionid, {}, { token: member2, cookie: `wx_ticket=${ticket}` });
    const [b] = await s.database.db.select().from(memberWechats).where(eq(memberWechats.unionid, 'u-act-1'));
    expect(b).toBeTruthy();
    const code = await lottery({ stocks: [3], drawsPerDay: 2 });
    expect((await s.call(activityCmds.start, { activityCode: code }, { token: member2 })).response.left).toBe(1);
    const drawn = await wx('activity/startWeChat', { activityCode: code });
    expect(drawn.response).toMatchObject({ won: true, left: 0 });
    expect((await wx('activity/myDrawCountWeChat', { activityCode: code })).response).toEqual({ perDay: 2, used: 2, left: 0 });
    expect((await wx('activity/myWinListWeChat', { activityCode: code })).response).toHaveLength(2);
    const forged = ticket.slice(0, -4) + (ticket.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await wx('activity/startWeChat', { activityCode: code }, forged)).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'wxTicket' });
    // Without the cookie (or with the ticket as a parameter) nobody draws as the WeChat.
    expect((await s.call(activityCmds.startWeChat, { activityCode: code })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'wxTicket' });
    expect((await s.call(activityCmds.startWeChat, { activityCode: code, wxTicket: ticket })).error?.errorCode).toBe(ErrorCode.invalidParams);
  });
});

describe('invitation codes', () => {
  it('checks a code, draws once with it (anyone holding it), and refuses it afterwards', async () => {
    const code = DEMO_INVITATION_CODES[0];
    const check = await s.call(activityCmds.validInvitationCode, { invitationCode: code.toLowerCase() });
    expect(check.response).toMatchObject({ usable: true, activity: { activityCode: 'INVITE2026', kind: 'invitation' } });
    const r = await s.call(activityCmds.startInvitationCode, { invitationCode: code });
    // Every invitation draw wins (no miss weight).
    expect(r.response).toMatchObject({ won: true, left: 0 });
    const again = await s.call(activityCmds.startInvitationCode, { invitationCode: code });
    expect(again.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '该邀请码已使用' });
    expect((await s.call(activityCmds.validInvitationCode, { invitationCode: code })).response.usable).toBe(false);
    const wins = await s.call(activityCmds.queryUserWinList, { activityCode: 'INVITE2026' });
    expect(wins.response[0].winner).toBe(`VI****${code.slice(-2)}`);
  });

  it('unknown and malformed codes are refused', async () => {
    expect((await s.call(activityCmds.validInvitationCode, { invitationCode: 'NOSUCHCODE1' })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'invitationCode' });
    expect((await s.call(activityCmds.startInvitationCode, { invitationCode: '' })).error?.errorCode).toBe(ErrorCode.invalidParams);
    expect((await s.call(activityCmds.startInvitationCode, { invitationCode: 'AB-12' })).error?.errorCode).toBe(ErrorCode.invalidParams);
  });

  it('concurrent draws with one code draw once', async () => {
    const code = DEMO_INVITATION_CODES[2];
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.call(activityCmds.startInvitationCode, { invitationCode: code })));
    expect(answers.filter((a) => a.response)).toHaveLength(1);
  });
});
