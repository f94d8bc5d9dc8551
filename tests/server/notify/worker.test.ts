import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as notify from '#shared/contract/notify';
import { notifyDeliveries, wechatAccessTokens } from '../../../server/db/schema';
import { notifyMember } from '../../../server/domains/message/notify';
import { KEEP_FINISHED_MS, pruneFinished } from '../../../server/domains/notify/jobs';
import { attempt, claimDue, deliverDue, finish, LEASE_MS, MAX_ATTEMPTS } from '../../../server/domains/notify/worker';
import { useTestServer } from '../../helpers/server';
import { mobiles } from '../account/_flow';
import { newPersonal } from '../centre/_centre';
import { advanceToBeijingHour, bindWechat, deliveriesOf, openid, outbox } from './_notify';

const s = useTestServer();
const next = mobiles('136');

beforeAll(() => advanceToBeijingHour(s, 10));

/** A member bound to WeChat with one security notice (WeChat and SMS) waiting in the outbox. */
async function memberWithNotice(suffix = '') {
  const m = await newPersonal(s, next());
  const oid = openid(suffix);
  await bindWechat(s, m.memberId, oid);
  await notifyMember(s.database.db, m.memberId, { key: 'member.message.passwordReset', vars: { time: '2026-03-02 10:00' }, publisher: 'security', at: s.app.deps.clock.now() });
  return { ...m, oid };
}

const deps = () => s.app.deps;
const wechatRowOf = async (memberId: number) => (await deliveriesOf(s, memberId)).find((d) => d.channel === 'wechat')!;

describe('claims and leases', () => {
  it('a worker killed between claim and send loses nothing: the lease runs out, another worker delivers exactly once', async () => {
    const m = await memberWithNotice();
    const killed = await claimDue(s.database.db, deps().clock.now(), 100);
    expect(killed.map((r) => r.memberId)).toContain(m.memberId);
    // While the lease holds, nobody else takes the rows.
    expect(await claimDue(s.database.db, deps().clock.now(), 100)).toEqual([]);
    deps().clock.advance(LEASE_MS + 1);
    expect(await deliverDue(deps())).toBeGreaterThanOrEqual(2);
    // The killed worker comes back to life: its claim is no longer its own, so it records nothing.
    const mine = killed.find((r) => r.memberId === m.memberId && r.channel === 'wechat')!;
    expect(await finish(deps(), mine, { kind: 'sent' }, deps().clock.now())).toBe(false);
    expect(await outbox(s, m.oid, 'wechatTemplate')).toHaveLength(1);
    expect(await outbox(s, m.mobile, 'smsNotice')).toHaveLength(1);
    expect((await deliveriesOf(s, m.memberId)).map((d) => [d.status, d.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
    ]);
  });

  it('10 senders finding the shared WeChat token stale (40001) refresh it once and all deliver', async () => {
    const members = [];
    for (let i = 0; i < 10; i++) members.push(await memberWithNotice());
    const appId = deps().adapters.wechat.appId;
    const far = new Date(deps().clock.now().getTime() + 3_600_000);
    await s.database.db
      .insert(wechatAccessTokens)
      .values({ appId, token: 'stale-token', expiresAt: far })
      .onConflictDoUpdate({ target: wechatAccessTokens.appId, set: { token: 'stale-token', expiresAt: far } });
    const grantsBefore = (await outbox(s, appId, 'wechatToken')).length;
    // Ten senders, each with its own claimed row, all at once.
    const now = deps().clock.now();
    const claimed = [];
    for (let i = 0; i < 10; i++) claimed.push(...(await claimDue(s.database.db, now, 1)).filter((r) => r.channel === 'wechat'));
    await Promise.all(claimed.map(async (row) => finish(deps(), row, await attempt(deps(), row, deps().clock.now()), deps().clock.now())));
    expect((await outbox(s, appId, 'wechatToken')).length - grantsBefore).toBe(1);
    const [stored] = await s.database.db.select().from(wechatAccessTokens).where(eq(wechatAccessTokens.appId, appId));
    expect(stored.token).not.toBe('stale-token');
    await deliverDue(deps());
    for (const m of members) expect(await outbox(s, m.oid, 'wechatTemplate'), m.oid).toHaveLength(1);
  });
});

describe('retries and dead letters', () => {
  it('backs off on a rate limit (45009), gives up after the last attempt, and the operator retries or discards with a reason', async () => {
    const m = await memberWithNotice('_ratelimited');
    await deliverDue(deps());
    let row = await wechatRowOf(m.memberId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('45009');
    expect(row.dueAt.getTime() - deps().clock.now().getTime()).toBeGreaterThanOrEqual(29_000);
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      deps().clock.advance(20 * 60_000);
      await deliverDue(deps());
    }
    row = await wechatRowOf(m.memberId);
    expect(row).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });

    const op = await s.createSession('operator', 'operator');
    const list = await s.run(notify.deadLetters, {}, { token: op, page: 1, rows: 100 });
    expect(list.list.find((d) => d.id === row.id)).toMatchObject({ event: 'member.message.passwordReset', channel: 'wechat', attempts: MAX_ATTEMPTS });
    expect(list.list.find((d) => d.id === row.id)!.mobile).toMatch(/\*{4}/);
    // Members cannot read or touch the list.
    const member = await s.createSession('member', m.mobile, { companyCode: null });
    expect((await s.call(notify.deadLetters, {}, { token: member })).error?.errorCode).toBe(1003);

    await s.run(notify.retryDeadLetter, { id: row.id }, { token: op });
    expect(await wechatRowOf(m.memberId)).toMatchObject({ status: 'pending', attempts: 0, note: 'retried' });
    await deliverDue(deps());
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      deps().clock.advance(20 * 60_000);
      await deliverDue(deps());
    }
    const op2 = await s.createSession('operator', 'operator');
    expect((await s.call(notify.discardDeadLetter, { id: row.id, reason: ' ' }, { token: op2 })).error?.errorCode).toBe(1002);
    await s.run(notify.discardDeadLetter, { id: row.id, reason: '用户已取消关注' }, { token: op2 });
    expect(await wechatRowOf(m.memberId)).toMatchObject({ status: 'discarded', note: '用户已取消关注' });
    expect((await s.call(notify.retryDeadLetter, { id: row.id }, { token: op2 })).error?.errorCode).toBe(1005);
    // Nothing ever reached the member's WeChat; the SMS went once.
    expect(await outbox(s, m.oid, 'wechatTemplate')).toEqual([]);
    expect(await outbox(s, m.mobile, 'smsNotice')).toHaveLength(1);
    const [d] = await s.database.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.id, row.id));
    expect(d.operatorId).not.toBeNull();
  });

  it('an SMS to a number outside the allowed countries is a dead letter at once, never sent', async () => {
    const m = await memberWithNotice();
    await s.database.raw('q', "update members set nation_code = '44' where id = $1", [m.memberId]);
    await deliverDue(deps());
    const sms = (await deliveriesOf(s, m.memberId)).find((d) => d.channel === 'sms')!;
    expect(sms).toMatchObject({ status: 'dead', attempts: 1, lastError: 'nationCode' });
    expect(await outbox(s, m.mobile, 'smsNotice')).toEqual([]);
  });
});

describe('retention', () => {
  it('finished deliveries go after 30 days; dead letters and pending rows stay', async () => {
    const m = await memberWithNotice('_ratelimited');
    await deliverDue(deps());
    const before = await deliveriesOf(s, m.memberId);
    expect(before.map((d) => [d.channel, d.status]).sort()).toEqual([
      ['sms', 'done'],
      ['wechat', 'pending'],
    ]);
    deps().clock.advance(KEEP_FINISHED_MS + 60_000);
    expect(await pruneFinished(s.database.db, deps().clock.now())).toBeGreaterThanOrEqual(1);
    expect((await deliveriesOf(s, m.memberId)).map((d) => d.channel)).toEqual(['wechat']);
  });
});
