import { describe, expect, it } from 'vitest';
import { notifyCompany, notifyMember } from '#server/domains/message/notify';
import { rangeStart } from '#server/domains/message/ranges';
import { useTestServer } from '../../helpers/server';
import { fails, mobiles, newCompany, ok } from './_centre';

const s = useTestServer();
const next = mobiles('151');
const DAY = 86_400_000;

/** Leaves a message `ageMs` old (by the server clock) through the one notify function. */
async function leave(memberId: number, n: number, ageMs = 0) {
  await notifyMember(s.database.db, memberId, {
    key: 'centre.notice.platform',
    vars: { content: `测试消息${n}` },
    publisher: 'platform',
    at: new Date(s.app.deps.clock.now().getTime() - ageMs),
  });
}

describe('rangeStart', () => {
  it('counts Beijing calendar days, today included', () => {
    const now = new Date('2026-03-10T02:00:00Z'); // 10:00 Beijing time
    expect(rangeStart('today', now).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(rangeStart('threeDays', now).toISOString()).toBe('2026-03-07T16:00:00.000Z');
    expect(rangeStart('oneWeek', now).toISOString()).toBe('2026-03-03T16:00:00.000Z');
    expect(rangeStart('oneMonth', now).toISOString()).toBe('2026-02-08T16:00:00.000Z');
    // 23:30 UTC is already the next day in Beijing.
    expect(rangeStart('today', new Date('2026-03-10T23:30:00Z')).toISOString()).toBe('2026-03-10T16:00:00.000Z');
  });
});

describe('in-site messages', () => {
  it('lists unread first, then newest, with the time filters and paging, in the reader language', async () => {
    const a = await newCompany(s, next(), '消息测试一厂');
    await leave(a.memberId, 1, 40 * DAY);
    await leave(a.memberId, 2, 10 * DAY);
    await leave(a.memberId, 3, 5 * DAY);
    await leave(a.memberId, 4, 2 * DAY);
    await leave(a.memberId, 5, 0);
    const all = await ok(s, 'message/myMessage', {}, { token: a.token });
    expect(all.total).toBe(5);
    expect(all.unread).toBe(5);
    expect(all.list.map((m: { content: string }) => m.content)).toEqual(['测试消息5', '测试消息4', '测试消息3', '测试消息2', '测试消息1']);
    expect(all.list[0]).toMatchObject({ title: '平台通知', status: 'unread', publisher: 'platform', id: expect.any(Number), time: expect.any(String) });

    // Reading the newest one sends it after the unread ones.
    await ok(s, 'message/readMessage', { id: all.list[0].id }, { token: a.token });
    const after = await ok(s, 'message/myMessage', {}, { token: a.token, lang: 'en' });
    expect(after.list.map((m: { content: string }) => m.content)).toEqual(['测试消息4', '测试消息3', '测试消息2', '测试消息1', '测试消息5']);
    expect(after.list[0].title).toBe('Platform notice');
    expect(after.list[4].status).toBe('read');
    expect(after.unread).toBe(4);

    const count = async (range: string) => (await ok(s, 'message/myMessage', { range }, { token: a.token })).total;
    expect(await count('today')).toBe(1);
    expect(await count('threeDays')).toBe(2);
    expect(await count('oneWeek')).toBe(3);
    expect(await count('oneMonth')).toBe(4);
    expect((await ok(s, 'message/myMessage', { status: 'unread' }, { token: a.token })).total).toBe(4);

    const page2 = await ok(s, 'message/myMessage', {}, { token: a.token, page: 2, rows: 2 });
    expect(page2.total).toBe(5);
    expect(page2.list.map((m: { content: string }) => m.content)).toEqual(['测试消息2', '测试消息1']);
    await fails(s, 'message/myMessage', { range: 'forever' }, 1002, { token: a.token });
  });

  it('marks one or all read, and the unread count follows', async () => {
    const a = await newCompany(s, next(), '消息测试二厂');
    for (const n of [1, 2, 3]) await leave(a.memberId, n);
    expect(await ok(s, 'message/unReadMessageInfo', {}, { token: a.token })).toEqual({ isExistUnRead: true, count: 3 });
    const list = (await ok(s, 'message/myMessage', {}, { token: a.token })).list;
    const read = await ok(s, 'message/readMessage', { id: list[1].id }, { token: a.token });
    expect(read.status).toBe('read');
    // Reading again is harmless.
    expect((await ok(s, 'message/readMessage', { id: list[1].id }, { token: a.token })).status).toBe('read');
    expect((await ok(s, 'message/unReadMessageInfo', {}, { token: a.token })).count).toBe(2);
    expect((await ok(s, 'webInstationMessage/getUnReadMessages', {}, { token: a.token })).length).toBe(2);
    expect(await ok(s, 'message/readAllMessage', {}, { token: a.token })).toEqual({ count: 2 });
    expect(await ok(s, 'message/unReadMessageInfo', {}, { token: a.token })).toEqual({ isExistUnRead: false, count: 0 });
    expect(await ok(s, 'message/readAllMessage', {}, { token: a.token })).toEqual({ count: 0 });
  });

  it('deletes the selected ones (a selection is required) and clears all', async () => {
    const a = await newCompany(s, next(), '消息测试三厂');
    for (const n of [1, 2, 3, 4]) await leave(a.memberId, n);
    const ids = (await ok(s, 'message/myMessage', {}, { token: a.token })).list.map((m: { id: number }) => m.id);
    const err = await fails(s, 'message/delMessage', { ids: [] }, 1002, { token: a.token, lang: 'en' });
    expect(err.errorInfo).toBe('Please select messages first');
    expect(await ok(s, 'message/delMessage', { ids: ids.slice(0, 2) }, { token: a.token })).toEqual({ count: 2 });
    expect((await ok(s, 'message/myMessage', {}, { token: a.token })).total).toBe(2);
    // A deleted message cannot be read any more.
    await fails(s, 'message/readMessage', { id: ids[0] }, 1005, { token: a.token });
    expect(await ok(s, 'message/delAllMessage', {}, { token: a.token })).toEqual({ count: 2 });
    expect(await ok(s, 'message/myMessage', {}, { token: a.token })).toEqual({ list: [], total: 0, unread: 0 });
    expect((await ok(s, 'message/unReadMessageInfo', {}, { token: a.token })).isExistUnRead).toBe(false);
  });

  it("never touches another member's messages", async () => {
    const a = await newCompany(s, next(), '消息测试四厂');
    const b = await newCompany(s, next(), '消息测试五厂');
    await leave(a.memberId, 1);
    const [mine] = (await ok(s, 'message/myMessage', {}, { token: a.token })).list;
    await fails(s, 'message/readMessage', { id: mine.id }, 1005, { token: b.token });
    expect(await ok(s, 'message/delMessage', { ids: [mine.id] }, { token: b.token })).toEqual({ count: 0 });
    await ok(s, 'message/delAllMessage', {}, { token: b.token });
    await ok(s, 'message/readAllMessage', {}, { token: b.token });
    expect((await ok(s, 'message/myMessage', {}, { token: a.token })).list).toEqual([expect.objectContaining({ id: mine.id, status: 'unread' })]);
  });

  it('company notices reach every member of the company; the commands need a member login', async () => {
    const a = await newCompany(s, next(), '消息测试六厂');
    await notifyCompany(s.database.db, Number((await s.database.db.query.companies.findFirst({ where: (c, { eq }) => eq(c.code, a.companyCode) }))!.id), {
      key: 'centre.notice.platform',
      vars: { content: '测试消息9' },
      publisher: 'review',
      at: s.app.deps.clock.now(),
    });
    expect((await ok(s, 'message/myMessage', {}, { token: a.token })).list[0].content).toBe('测试消息9');
    await fails(s, 'message/myMessage', {}, 14);
    const op = await s.createSession('operator', 'operator');
    await fails(s, 'message/myMessage', {}, 1003, { token: op });
  });

  it('a password change leaves a security message', async () => {
    const a = await newCompany(s, next(), '消息测试七厂');
    await ok(s, 'webMember/modiPassword', { oldPassword: 'Secret123', newPassword: 'Secret456' }, { token: a.token });
    const token = await s.createSession('member', a.mobile);
    const list = (await ok(s, 'message/myMessage', {}, { token })).list;
    expect(list[0]).toMatchObject({ publisher: 'security', status: 'unread' });
  });
});
