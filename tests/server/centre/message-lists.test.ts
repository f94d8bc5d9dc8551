import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifyCompany, notifyMember } from '#server/domains/message/notify';
import { useTestServer } from '../../helpers/server';
import { fails, mobiles, newCompany, ok } from './_centre';

/**
 * The message counters row (kept by triggers on messages) against a recount after every kind of
 * write, and the keyset cursors against page numbers. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const s = useTestServer();
const next = mobiles('152');

interface Counts {
  total: number;
  unread: number;
}

async function counters(memberId: number): Promise<Counts> {
  const [row] = await s.database.raw<Counts>('t_counters', 'select total, unread from message_counters where member_id = $1', [memberId]);
  return row ?? { total: 0, unread: 0 };
}
async function recount(memberId: number): Promise<Counts> {
  const [row] = await s.database.raw<Counts>('t_recount', 'select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread from messages where member_id = $1 and deleted_at is null', [memberId]);
  return row;
}
async function expectCounts(memberId: number, expected: Counts) {
  expect(await recount(memberId)).toEqual(expected);
  expect(await counters(memberId)).toEqual(expected);
}

let n = 0;
const leave = (memberId: number, at = new Date(s.app.deps.clock.now().getTime() - ++n * 1000)) =>
  notifyMember(s.database.db, memberId, { key: 'centre.notice.platform', vars: { content: `计数消息${n}` }, publisher: 'platform', at });

describe('message counters', () => {
  it('stay right through insert, mark-read, delete, bulk delete and a direct SQL update', async () => {
    const a = await newCompany(s, next(), '计数测试一厂');
    const b = await newCompany(s, next(), '计数测试二厂');
    const base = await recount(a.memberId);
    await expectCounts(a.memberId, base);

    for (let i = 0; i < 6; i++) await leave(a.memberId);
    const company = await s.database.db.query.companies.findFirst({ where: (c, { eq }) => eq(c.code, a.companyCode) });
    await notifyCompany(s.database.db, company!.id, { key: 'centre.notice.platform', vars: { content: 'x' }, publisher: 'platform', at: s.app.deps.clock.now() });
    await leave(b.memberId);
    await expectCounts(a.memberId, { total: base.total + 7, unread: base.unread + 7 });
    expect((await ok(s, 'message/unReadMessageInfo', {}, { token: a.token })).count).toBe(base.unread + 7);

    const list = (await ok(s, 'message/myMessage', {}, { token: a.token, rows: 100 })).list as Array<{ id: number; status: string }>;
    await ok(s, 'message/readMessage', { id: list[0].id }, { token: a.token });
    // Reading it again changes nothing.
    await ok(s, 'message/readMessage', { id: list[0].id }, { token: a.token });
    await expectCounts(a.memberId, { total: base.total + 7, unread: base.unread + 6 });

    // A deleted unread message leaves both counts; a deleted read one only the total.
    await ok(s, 'message/delMessage', { ids: [list[0].id, list[1].id] }, { token: a.token });
    await expectCounts(a.memberId, { total: base.total + 5, unread: base.unread + 5 });

    await ok(s, 'message/readAllMessage', {}, { token: a.token });
    await expectCounts(a.memberId, { total: base.total + 5, unread: 0 });

    // An operator's SQL: mark two unread again, bring a deleted one back, insert several rows at once.
    await s.database.db.execute(sql`update messages set read_at = null where id in (select id from messages where member_id = ${a.memberId} and deleted_at is null order by id limit 2)`);
    await s.database.db.execute(sql`update messages set deleted_at = null where id = ${list[1].id}`);
    await s.database.db.execute(
      sql`insert into messages (member_id, title_zh, title_en, content_zh, content_en, publisher, read_at)
          select ${a.memberId}, 't', 't', 'c', 'c', 'platform', case when g % 2 = 0 then now() end from generate_series(1, 5) g`,
    );
    await expectCounts(a.memberId, { total: base.total + 11, unread: 2 + 1 + 3 });
    expect(await ok(s, 'message/unReadMessageInfo', {}, { token: a.token })).toEqual({ isExistUnRead: true, count: 6 });

    // A hard delete (the app deletes softly; an operator might not).
    await s.database.db.execute(sql`delete from messages where id = (select id from messages where member_id = ${a.memberId} and read_at is not null and deleted_at is null order by id limit 1)`);
    await expectCounts(a.memberId, { total: base.total + 10, unread: 6 });

    await ok(s, 'message/delAllMessage', {}, { token: a.token });
    await expectCounts(a.memberId, { total: 0, unread: 0 });
    expect(await ok(s, 'message/unReadMessageInfo', {}, { token: a.token })).toEqual({ isExistUnRead: false, count: 0 });
    // The other member's counts never moved.
    await expectCounts(b.memberId, await recount(b.memberId));
    expect((await counters(b.memberId)).unread).toBeGreaterThanOrEqual(1);
  });
});

describe('message paging by cursor', () => {
  it('walks next and previous through the same rows as page numbers, across the unread/read boundary', async () => {
    const a = await newCompany(s, next(), '翻页测试一厂');
    await ok(s, 'message/delAllMessage', {}, { token: a.token });
    const t0 = s.app.deps.clock.now().getTime();
    // 23 messages, two pairs sharing a time (the id breaks the tie), 9 of them read.
    for (let i = 0; i < 23; i++) {
      await notifyMember(s.database.db, a.memberId, { key: 'centre.notice.platform', vars: { content: `翻页${i}` }, publisher: 'platform', at: new Date(t0 - (i === 5 || i === 15 ? i - 1 : i) * 60_000) });
    }
    await s.database.db.execute(sql`update messages set read_at = now() where member_id = ${a.memberId} and id % 5 in (0, 2)`);
    const rows = 5;
    const byPage: number[][] = [];
    for (let page = 1; page <= 5; page++) {
      const r = await ok(s, 'message/myMessage', {}, { token: a.token, page, rows });
      expect(r.total).toBe(23);
      byPage.push(r.list.map((m: { id: number }) => m.id));
      expect(Boolean(r.prev)).toBe(page > 1);
      expect(Boolean(r.next)).toBe(page < 5);
    }
    const all = (await ok(s, 'message/myMessage', {}, { token: a.token, rows: 100 })).list as Array<{ id: number; status: string }>;
    expect(byPage.flat()).toEqual(all.map((m) => m.id));
    // Unread first.
    expect(all.findIndex((m) => m.status === 'read')).toBe(all.filter((m) => m.status === 'unread').length);

    let r = await ok(s, 'message/myMessage', {}, { token: a.token, rows });
    const forward = [r.list.map((m: { id: number }) => m.id)];
    while (r.next) {
      r = await ok(s, 'message/myMessage', { after: r.next }, { token: a.token, rows });
      forward.push(r.list.map((m: { id: number }) => m.id));
    }
    expect(forward).toEqual(byPage);
    const back = [r.list.map((m: { id: number }) => m.id)];
    while (r.prev) {
      r = await ok(s, 'message/myMessage', { before: r.prev }, { token: a.token, rows });
      back.unshift(r.list.map((m: { id: number }) => m.id));
    }
    expect(back).toEqual(byPage);

    // The unread filter keeps to its group.
    const unread = await ok(s, 'message/myMessage', { status: 'unread' }, { token: a.token, rows: 100 });
    const first = await ok(s, 'message/myMessage', { status: 'unread' }, { token: a.token, rows: 4 });
    const second = await ok(s, 'message/myMessage', { status: 'unread', after: first.next }, { token: a.token, rows: 4 });
    expect([...first.list, ...second.list].map((m: { id: number }) => m.id)).toEqual(unread.list.slice(0, 8).map((m: { id: number }) => m.id));
    expect(second.total).toBe(unread.total);
  });

  it('reads deep pages from the end with the same rows and order as the front', async () => {
    const a = await newCompany(s, next(), '翻页测试三厂');
    // 2,600 rows (deep pages start at offset 2,000), times in steps of 7 s with ties, a third read.
    await s.database.db.execute(
      sql`insert into messages (member_id, title_zh, title_en, content_zh, content_en, publisher, created_at, read_at)
          select ${a.memberId}, 't', 't', 'c' || g, 'c' || g, 'platform', now() - make_interval(secs => (g / 2) * 7), case when g % 3 = 0 then now() end
          from generate_series(1, 2600) g`,
    );
    const truth = (await s.database.raw<{ id: number }>('t_truth', 'select id from messages where member_id = $1 and deleted_at is null order by read_at is not null, created_at desc, id desc', [a.memberId])).map((r) =>
      Number(r.id),
    );
    const ids = async (page: number, rows: number, params = {}) => (await ok(s, 'message/myMessage', params, { token: a.token, page, rows })).list.map((m: { id: number }) => m.id);
    expect(truth.length).toBeGreaterThanOrEqual(2600);
    for (const [page, rows] of [
      [3, 1000],
      [2, 1000],
      [44, 50],
      [52, 50],
      [53, 50],
      [300, 9],
    ] as const) {
      expect(await ids(page, rows), `page ${page} of ${rows}`).toEqual(truth.slice((page - 1) * rows, page * rows));
    }
    const deep = await ok(s, 'message/myMessage', {}, { token: a.token, page: 45, rows: 50 });
    const after = await ok(s, 'message/myMessage', { after: deep.next }, { token: a.token, rows: 50 });
    expect(after.list.map((m: { id: number }) => m.id)).toEqual(truth.slice(45 * 50, 46 * 50));
  });

  it('refuses both cursors at once and a cursor of another shape', async () => {
    const a = await newCompany(s, next(), '翻页测试二厂');
    await fails(s, 'message/myMessage', { after: '0.1.1', before: '0.1.1' }, 1002, { token: a.token });
    await fails(s, 'message/myMessage', { after: '1.2' }, 1002, { token: a.token });
    await fails(s, 'message/myMessage', { after: '7.1.2' }, 1002, { token: a.token });
    await fails(s, 'message/myMessage', { after: 'abc' }, 1002, { token: a.token });
  });
});
