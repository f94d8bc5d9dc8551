import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fundAccounts, fundOrders, members, messages } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { prng } from '../../helpers/prng';
import { ADMIN, adjustAvailable, APPROVER, demoAccountId, grant, PAY, PLAIN } from './_approval';
import { balances, expectLedgerConsistent, newKey, ok, runJobs } from './_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as fundCmds from '#shared/contract/fund';

/**
 * Dual approval of withdrawals (decision 0052) on the demo company C10000001: the admin requests,
 * a member granted capital.approve decides, a plain member may not. Runs on PGlite, or on
 * PostgreSQL when TEST_DATABASE_URL is set (then also the 200-way race below).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const s = useTestServer({ PG_POOL_MAX: '20' });
let fundAccountId: number;
const admin = () => s.createSession('member', ADMIN);
const approver = () => s.createSession('member', APPROVER);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const withdraw = (token: string, amount: string, idempotencyKey = newKey()) => s.call(fundCmds.sumbitApply, { amount, payPassword: PAY, idempotencyKey }, { token });

/** Leaves exactly `yuan` available (moves the rest to or from the bank clearing account). */
async function setAvailable(token: string, yuan: number) {
  const now = Math.round(Number((await balances(s, token)).available) * 100);
  if (now !== yuan * 100) await adjustAvailable(s, fundAccountId, yuan * 100 - now);
}

async function noticesOf(mobile: string, titleEn: string) {
  const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  return s.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.memberId, m.id), eq(messages.titleEn, titleEn)));
}

beforeAll(async () => {
  fundAccountId = await demoAccountId(s);
  await grant(s, APPROVER, ['capital.approve']);
  // The verification path is the real one; a light argon2id profile (its parameters live in the
  // hash) keeps hundreds of payment-password checks about the ledger rather than argon2.
  const light = await hash(PAY, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await s.database.db.update(fundAccounts).set({ payKeyHash: light }).where(eq(fundAccounts.id, fundAccountId));
}, 60_000);
afterEach(async () => expectLedgerConsistent(s));

describe('the threshold', () => {
  it('is off by default: any withdrawal goes straight to processing', async () => {
    const t = await admin();
    expect(await ok(s.call(fundCmds.getThreshold, {}, { token: t }))).toEqual({ amount: '0.00' });
    expect((await ok(withdraw(t, '5000.00'))).status).toBe('processing');
    await runJobs(s, 1);
  });

  it('only the company admin sets it; "0" turns it off; amounts are decimal yuan strings', async () => {
    const t = await admin();
    expect((await s.call(fundCmds.setThreshold, { amount: '1000' }, { token: await approver() })).error?.errorCode).toBe(ErrorCode.forbidden);
    for (const bad of ['-1', '1.001', 'abc', '', 100]) expect((await s.call(fundCmds.setThreshold, { amount: bad }, { token: t })).error?.errorCode, String(bad)).toBe(ErrorCode.invalidParams);
    expect(await ok(s.call(fundCmds.setThreshold, { amount: '0' }, { token: t }))).toEqual({ amount: '0.00' });
    expect(await ok(s.call(fundCmds.setThreshold, { amount: '1000' }, { token: t }))).toEqual({ amount: '1000.00' });
    expect(await ok(s.call(fundCmds.getThreshold, {}, { token: await approver() }))).toEqual({ amount: '1000.00' });
  });
});

describe('a withdrawal above the threshold', () => {
  let applyId: number;

  it('waits for approval with its money frozen; at the threshold itself it does not', async () => {
    const t = await admin();
    await setAvailable(t, 5000);
    expect((await ok(withdraw(t, '1000.00'))).status).toBe('processing');
    const r = await ok(withdraw(t, '1000.01'));
    expect(r.status).toBe('awaitingApproval');
    applyId = r.applyId;
    expect(await balances(s, t)).toMatchObject({ available: '2999.99', frozen: '2000.01' });
    const result = await ok(s.call(fundCmds.getResult, { applyId }, { token: t, lang: 'en' }));
    expect(result).toMatchObject({ applyId, status: 'awaitingApproval', amount: '1000.01', refuseReason: null });
    const left = new Date(result.approvalDueAt).getTime() - s.app.deps.clock.now().getTime();
    expect(left).toBeGreaterThan(24 * 3_600_000 - 10_000);
    expect(left).toBeLessThanOrEqual(24 * 3_600_000);
    // The records show the freeze like any withdrawal's.
    const records = await ok(s.call(fundCmds.getTransInfoList, { kind: 'withdrawal' }, { token: t, page: 1, rows: 5 }));
    expect(records.list[0]).toMatchObject({ kind: 'withdrawal', direction: 'expense', amount: '1000.01' });
    // Both members hear of it.
    expect(await noticesOf(APPROVER, 'Withdrawal awaiting approval')).toHaveLength(1);
    expect(await noticesOf(ADMIN, 'Withdrawal awaiting approval')).toHaveLength(1);
  });

  it('is listed for approvers; a member without capital.approve is refused (1003)', async () => {
    const page = await ok(s.call(fundCmds.approvalPage, { status: 'awaitingApproval' }, { token: await approver(), page: 1, rows: 10 }));
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ applyId, amount: '1000.01', status: 'awaitingApproval', requester: '张伟', mine: false });
    expect((await ok(s.call(fundCmds.approvalPage, {}, { token: await admin(), page: 1, rows: 10 }))).list[0]).toMatchObject({ applyId, mine: true });
    const plain = await s.createSession('member', PLAIN);
    for (const [cmd, params] of [
      [fundCmds.approvalPage, {}],
      [fundCmds.approve, { applyId }],
      [fundCmds.refuse, { applyId, reason: 'no' }],
    ] as const) {
      expect((await s.call(cmd, params, { token: plain, page: 1, rows: 10 })).error?.errorCode, cmd.cmd).toBe(ErrorCode.forbidden);
    }
  });

  it('cannot be approved or refused by its requester', async () => {
    const t = await admin();
    const e = (await s.call(fundCmds.approve, { applyId }, { token: t, lang: 'en' })).error;
    expect(e).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'You cannot approve or refuse your own withdrawal; another member must decide' });
    expect((await s.call(fundCmds.refuse, { applyId, reason: 'mine' }, { token: t })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await ok(s.call(fundCmds.getResult, { applyId }, { token: t }))).status).toBe('awaitingApproval');
  });

  it('approved goes to processing once, and the T+1 job pays it out', async () => {
    const a = await approver();
    const r = await ok(s.call(fundCmds.approve, { applyId }, { token: a }));
    expect(r).toMatchObject({ applyId, status: 'processing' });
    const again = (await s.call(fundCmds.approve, { applyId }, { token: a, lang: 'en' })).error;
    expect(again).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'This withdrawal is no longer awaiting approval' });
    expect(await noticesOf(ADMIN, 'Withdrawal approved')).toHaveLength(1);
    expect(await noticesOf(APPROVER, 'Withdrawal approved')).toHaveLength(1);
    await runJobs(s, 1);
    const t = await admin();
    expect((await ok(s.call(fundCmds.getResult, { applyId }, { token: t }))).status).toBe('success');
    expect(await balances(s, t)).toMatchObject({ available: '2999.99', frozen: '0.00' });
    const decided = await ok(s.call(fundCmds.approvalPage, {}, { token: t, page: 1, rows: 10 }));
    expect(decided.list.find((i: fundCmds.ApprovalItem) => i.applyId === applyId)).toMatchObject({ status: 'success', decidedBy: '周杰' });
  });

  it('refused releases the money with the reason told to both', async () => {
    const t = await admin();
    const { applyId: id } = await ok(withdraw(t, '2000.00'));
    expect(await balances(s, t)).toMatchObject({ available: '999.99', frozen: '2000.00' });
    expect((await s.call(fundCmds.refuse, { applyId: id, reason: '  ' }, { token: await approver() })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'reason' });
    expect(await ok(s.call(fundCmds.refuse, { applyId: id, reason: 'Not budgeted this month' }, { token: await approver() }))).toEqual({ applyId: id, status: 'refused' });
    expect(await balances(s, t)).toMatchObject({ available: '2999.99', frozen: '0.00' });
    expect(await ok(s.call(fundCmds.getResult, { applyId: id }, { token: t }))).toMatchObject({ status: 'refused', refuseReason: 'Not budgeted this month' });
    const released = await ok(s.call(fundCmds.getTransInfoList, { kind: 'refund' }, { token: t, lang: 'en', page: 1, rows: 1 }));
    expect(released.list[0]).toMatchObject({ direction: 'income', amount: '2000.00', purpose: expect.stringMatching(/^Withdrawal not approved/) });
    const [notice] = await noticesOf(ADMIN, 'Withdrawal refused');
    expect(notice.contentEn).toContain('Not budgeted this month');
    expect(await noticesOf(APPROVER, 'Withdrawal refused')).toHaveLength(1);
    expect((await s.call(fundCmds.approve, { applyId: id }, { token: await approver() })).error?.errorCode).toBe(ErrorCode.refused);
  });

  it('expires after 24 hours by the job and releases the money; a late approval is refused', async () => {
    const t = await admin();
    const { applyId: id } = await ok(withdraw(t, '1500.00'));
    s.app.deps.clock.advance(24 * 3_600_000 - 120_000);
    await runJobs(s);
    expect((await ok(s.call(fundCmds.getResult, { applyId: id }, { token: await admin() }))).status).toBe('awaitingApproval');
    s.app.deps.clock.advance(180_000);
    // Due but not yet expired by the job: the approval refuses anyway.
    expect((await s.call(fundCmds.approve, { applyId: id }, { token: await approver() })).error?.errorCode).toBe(ErrorCode.refused);
    const ran = await runJobs(s);
    expect(ran.response.ran['fund.approvalExpiry']).toBe(1);
    const t2 = await admin();
    expect((await ok(s.call(fundCmds.getResult, { applyId: id }, { token: t2 }))).status).toBe('expired');
    expect(await balances(s, t2)).toMatchObject({ available: '2999.99', frozen: '0.00' });
    expect(await noticesOf(ADMIN, 'Withdrawal approval expired')).toHaveLength(1);
    expect(await noticesOf(APPROVER, 'Withdrawal approval expired')).toHaveLength(1);
    expect((await ok(s.call(fundCmds.approvalPage, { status: 'expired' }, { token: t2, page: 1, rows: 10 }))).total).toBe(1);
  });

  it('a replay of the same idempotency key answers the same and freezes once', async () => {
    const t = await admin();
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: 5 }, () => ok(withdraw(t, '1200.00', key))));
    for (const r of replies) expect(r).toEqual(replies[0]);
    expect(replies[0].status).toBe('awaitingApproval');
    expect(await balances(s, t)).toMatchObject({ available: '1799.99', frozen: '1200.00' });
    await ok(s.call(fundCmds.refuse, { applyId: replies[0].applyId, reason: 'duplicate' }, { token: await approver() }));
  });
});

describe('racing decisions', () => {
  it('two approvals at once: exactly one wins', async () => {
    const t = await admin();
    const { applyId } = await ok(withdraw(t, '1100.00'));
    const [a1, a2] = [await approver(), await approver()];
    const both = await Promise.all([s.call(fundCmds.approve, { applyId }, { token: a1 }), s.call(fundCmds.approve, { applyId }, { token: a2 })]);
    expect(both.filter((r) => r.response).length).toBe(1);
    expect(both.filter((r) => r.error?.errorCode === ErrorCode.refused).length).toBe(1);
    expect(await balances(s, t)).toMatchObject({ available: '1899.99', frozen: '1100.00' });
    await runJobs(s, 1);
    expect(await balances(s, await admin())).toMatchObject({ available: '1899.99', frozen: '0.00' });
  });

  it('an approval racing a refusal: exactly one wins and the money moves once', async () => {
    for (let i = 0; i < 5; i++) {
      const t = await admin();
      await setAvailable(t, 2000);
      const before = await balances(s, t);
      const { applyId } = await ok(withdraw(t, '1001.00'));
      const a = await approver();
      const [ap, rf] = await Promise.all([s.call(fundCmds.approve, { applyId }, { token: a }), s.call(fundCmds.refuse, { applyId, reason: 'race' }, { token: a })]);
      expect([ap, rf].filter((r) => r.response).length).toBe(1);
      const after = await balances(s, t);
      if (ap.response) expect(after).toMatchObject({ available: (Number(before.available) - 1001).toFixed(2), frozen: '1001.00' });
      else expect(after).toEqual(before);
      await runJobs(s, 1);
    }
  });
});

describe.skipIf(!pgUrl)('on PostgreSQL under concurrency', () => {
  it('200 concurrent withdrawals of 10.00 against 500.00 accept exactly 50 (above the threshold: all awaiting approval), over 5 seeds', async () => {
    let t = await admin();
    await ok(s.call(fundCmds.setThreshold, { amount: '5' }, { token: t }));
    for (let seed = 1; seed <= 5; seed++) {
      await setAvailable(t, 500);
      const rand = prng(seed);
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: 200 }, async () => {
          await sleep(Math.floor(rand() * 5));
          return withdraw(t, '10.00');
        }),
      );
      const accepted = results.filter((r) => r.response);
      const refused = results.filter((r) => r.error?.errorCode === ErrorCode.refused && r.error.field === 'amount').length;
      // The payment-password check lets 5 comparisons run at once; a try waiting over 12 s answers 1004 (decision 0002) and moves nothing.
      const waited = results.filter((r) => r.error?.errorCode === ErrorCode.tooMany).length;
      console.info(`200-way seed ${seed}: accepted ${accepted.length}, refused ${refused}, waited ${waited}, ${Date.now() - started} ms`);
      expect({ seed, accepted: accepted.length, refused: refused + waited }).toEqual({ seed, accepted: 50, refused: 150 });
      expect(accepted.every((r) => r.response.status === 'awaitingApproval')).toBe(true);
      expect(await balances(s, t)).toMatchObject({ available: '0.00', frozen: '500.00' });
      await expectLedgerConsistent(s);
      // Every one is approved and refused at once by two approvers: each decided exactly once.
      const [a1, a2] = [await approver(), await approver()];
      const ids = accepted.map((r) => r.response.applyId as number);
      // Jitter on either side, so that each kind of decision gets there first for some.
      const after = async <T>(ms: number, f: () => Promise<T>) => (await sleep(ms), f());
      const decisions = await Promise.all(
        ids.flatMap((applyId) => [
          // The approval reads a little more before its update (the holds): it starts a little earlier.
          after(Math.floor(rand() * 3), () => s.call(fundCmds.approve, { applyId }, { token: a1 })),
          after(2 + Math.floor(rand() * 6), () => s.call(fundCmds.refuse, { applyId, reason: 'race' }, { token: a2 })),
        ]),
      );
      expect(decisions.filter((r) => r.response).length).toBe(50);
      const orders = await s.database.db.select({ id: fundOrders.id, status: fundOrders.status }).from(fundOrders).where(eq(fundOrders.fundAccountId, fundAccountId));
      const mine = orders.filter((o) => ids.includes(o.id));
      const approved = mine.filter((o) => o.status === 'processing').length;
      const refusedNow = mine.filter((o) => o.status === 'refused').length;
      console.info(`200-way seed ${seed}: 50 approve/refuse pairs raced, ${approved} approved, ${refusedNow} refused`);
      expect(approved + refusedNow).toBe(50);
      expect(await balances(s, t)).toMatchObject({ available: (refusedNow * 10).toFixed(2), frozen: (approved * 10).toFixed(2) });
      await expectLedgerConsistent(s);
      await runJobs(s, 1);
      t = await admin();
      expect(await balances(s, t)).toMatchObject({ frozen: '0.00' });
      await expectLedgerConsistent(s);
    }
  }, 600_000);
});
