import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWithdrawalHold } from '#server/domains/withdrawal-hold';
import { useTestServer } from '../../helpers/server';
import { captcha, lastSms, smsCode } from '../account/_flow';
import { ADMIN, APPROVER, demoAccountId, grant, PAY } from './_approval';
import { expectLedgerConsistent, lastCode, newKey, ok, outbox, runJobs, skipResendWait } from './_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as bankCardCmds from '#shared/contract/bank-card';
import * as fundCmds from '#shared/contract/fund';
import * as securityCmds from '#shared/contract/security';
import { members } from '#server/db/schema';
import { eq } from 'drizzle-orm';

/**
 * Withdrawal holds (decision 0052) on the demo company C10000001: the admin and a member granted
 * capital.withdraw. Each change starts a 24-hour hold in its own transaction; the withdrawal is
 * refused with when and why until the clock passes it, then accepted.
 */
const s = useTestServer();
const HOUR = 3_600_000;
let member = APPROVER;
const admin = () => s.createSession('member', ADMIN);
const staff = () => s.createSession('member', member);

const withdraw = async (token: string, amount = '1.00', lang?: string) => s.call(fundCmds.sumbitApply, { amount, payPassword: PAY, idempotencyKey: newKey() }, { token, lang });
const accepted = async (token: string) => expect((await withdraw(token)).response?.status).toBe('processing');

/** Refused with the hold's text in both languages, and the read command tells the same. */
async function refusedFor(token: string, reason: fundCmds.HoldReason, en: RegExp, zh: RegExp) {
  const e = (await withdraw(token, '1.00', 'en')).error;
  expect(e).toMatchObject({ errorCode: ErrorCode.refused });
  expect(e!.errorInfo).toMatch(/^Withdrawals are paused until \d{4}-\d{2}-\d{2} \d{2}:\d{2} because /);
  expect(e!.errorInfo).toMatch(en);
  const z = (await withdraw(token, '1.00', 'zh-CN')).error;
  expect(z!.errorInfo).toMatch(/^提现已暂停至\d{4}-\d{2}-\d{2} \d{2}:\d{2}，原因：/);
  expect(z!.errorInfo).toMatch(zh);
  const hold = await ok(s.call(fundCmds.withdrawalHold, {}, { token }));
  expect(hold).toMatchObject({ held: true, reason });
  const lifts = new Date(hold.until).getTime() - s.app.deps.clock.now().getTime();
  expect(lifts).toBeGreaterThan(23 * HOUR);
  expect(lifts).toBeLessThanOrEqual(24 * HOUR);
}

const smsCodeFor = (mobile: string, purpose: string) => smsCode(s, mobile, purpose);

/** The clock passes the hold (and the T+1 payouts of the test's withdrawals settle). */
async function passHold() {
  s.app.deps.clock.advance(24 * HOUR + 60_000);
  await runJobs(s);
}

beforeAll(async () => {
  await grant(s, APPROVER, ['capital.withdraw']);
});
afterEach(async () => expectLedgerConsistent(s));

describe('withdrawal holds', () => {
  it('no hold: withdrawals go through and the page hears "not held"', async () => {
    const t = await admin();
    expect(await ok(s.call(fundCmds.withdrawalHold, {}, { token: t }))).toEqual({ held: false, reason: null, until: null });
    await accepted(t);
    await accepted(await staff());
  });

  it("a password change holds that member's withdrawals only, until the clock passes 24 hours", async () => {
    const before = await staff();
    await ok(s.call(accountCmds.modiPassword, { oldPassword: 'Demo@1234', newPassword: 'Better@5678' }, { token: before }));
    const t = await staff();
    await refusedFor(t, 'password', /because your password was changed$/, /您的登录密码已修改$/);
    // The admin's withdrawals are not the member's: the company is not held.
    await accepted(await admin());
    expect(await ok(s.call(fundCmds.withdrawalHold, {}, { token: await admin() }))).toMatchObject({ held: false });
    s.app.deps.clock.advance(23 * HOUR);
    expect((await withdraw(await staff())).error?.errorCode).toBe(ErrorCode.refused);
    s.app.deps.clock.advance(HOUR + 60_000);
    await accepted(await staff());
  });

  it("a mobile change holds that member's withdrawals", async () => {
    const t0 = await staff();
    await ok(s.call(securityCmds.getOldMobileCode, {}, { token: t0 }));
    const oldSmsCode = await lastSms(s, member);
    s.app.deps.clock.advance(61_000);
    const fresh = '15700001234';
    const code = await smsCode(s, fresh, 'changeMobile');
    await ok(s.call(securityCmds.changeMobile, { oldSmsCode, mobile: fresh, smsCode: code }, { token: t0 }));
    member = fresh;
    await refusedFor(await staff(), 'mobile', /because your mobile number was changed$/, /您的手机号已变更$/);
    await accepted(await admin());
    await passHold();
    await accepted(await staff());
  });

  it("a payment-password change holds the whole company's withdrawals", async () => {
    const t = await admin();
    skipResendWait(s);
    await ok(s.call(fundCmds.sendModiPayKeySms, {}, { token: t }));
    const smsCode = await lastCode(s, ADMIN);
    const { ticket } = await ok(s.call(fundCmds.modiPayKeyFirst, { smsCode }, { token: t }));
    await ok(s.call(fundCmds.modiPayKeySecond, { ticket, payPassword: PAY, confirmPassword: PAY }, { token: t }));
    await refusedFor(t, 'payKey', /because the payment password was changed$/, /支付密码已修改$/);
    // Every member of the company: the account is held.
    await refusedFor(await staff(), 'payKey', /payment password/, /支付密码/);
    await passHold();
    await accepted(await admin());
    await accepted(await staff());
  });

  it("a replaced withdrawal account holds the company's withdrawals from the moment it is bound", async () => {
    // The payouts of earlier withdrawals settle first (an account cannot change under a withdrawal).
    await runJobs(s, 1);
    const t = await admin();
    const current = await ok(s.call(bankCardCmds.getWithdrawCard, {}, { token: t }));
    const cardNo = '6217009876543210';
    const { cardId } = await ok(
      s.call(bankCardCmds.addWithdrawCard, { holderName: current.holderName, bankCode: 'CCB', provinceCode: '440000', cityCode: '440300', branchCode: '105440300001', cardNo, payPassword: PAY }, { token: t }),
    );
    const amount = (await outbox(s, cardNo)).find((x) => x.amount)!.amount!;
    await ok(s.call(bankCardCmds.checkMoney, { cardId, amount }, { token: t }));
    // Still under the bank's review: the old account receives, nothing is held yet.
    await accepted(t);
    await runJobs(s, 1);
    const t2 = await admin();
    expect((await ok(s.call(bankCardCmds.getWithdrawCard, {}, { token: t2 }))).status).toBe('bound');
    await refusedFor(t2, 'withdrawAccount', /because the withdrawal account was changed$/, /提现账户已变更$/);
    await passHold();
    await accepted(await admin());
  });

  it('a second-factor reset holds its member through startWithdrawalHold, in the reset transaction', async () => {
    const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, member));
    const now = s.app.deps.clock.now();
    await s.database.db.transaction(async (tx) => startWithdrawalHold(tx, { memberId: m.id, reason: 'secondFactor', at: now }));
    await refusedFor(await staff(), 'secondFactor', /because your second factor was reset$/, /您的二次验证已重置$/);
    await accepted(await admin());
    // A reset that rolls back leaves no hold.
    const [a] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, ADMIN));
    await expect(
      s.database.db.transaction(async (tx) => {
        await startWithdrawalHold(tx, { memberId: a.id, reason: 'secondFactor', at: now });
        throw new Error('reset failed');
      }),
    ).rejects.toThrow('reset failed');
    await accepted(await admin());
    await passHold();
    await accepted(await staff());
  });

  it("a forgotten-password reset holds that member's withdrawals", async () => {
    const smsCode = await smsCodeFor(member, 'forget');
    const { captchaId, answer } = await captcha(s);
    const { resetTicket } = await ok(s.call(accountCmds.forgetPasswordNext, { mobile: member, nationCode: '86', captchaId, captchaCode: answer, smsCode }));
    await ok(s.call(accountCmds.forgetPasswordConfrim, { resetTicket, password: 'Reset@2468' }));
    await refusedFor(await staff(), 'password', /because your password was changed$/, /您的登录密码已修改$/);
    await accepted(await admin());
    await passHold();
    await accepted(await staff());
  });

  it('a held member cannot approve withdrawals either; after the hold they can', async () => {
    await grant(s, member, ['capital.approve']);
    await ok(s.call(fundCmds.setThreshold, { amount: '1' }, { token: await admin() }));
    const { applyId, status } = await ok(withdraw(await admin(), '5.00'));
    expect(status).toBe('awaitingApproval');
    const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, member));
    // A reset 23 hours ago: its hold lifts within the approval's 24 hours.
    const at = new Date(s.app.deps.clock.now().getTime() - 23 * HOUR);
    await s.database.db.transaction(async (tx) => startWithdrawalHold(tx, { memberId: m.id, reason: 'secondFactor', at }));
    const e = (await s.call(fundCmds.approve, { applyId }, { token: await staff(), lang: 'en' })).error;
    expect(e).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: expect.stringMatching(/because your second factor was reset$/) });
    s.app.deps.clock.advance(HOUR + 60_000);
    expect(await ok(s.call(fundCmds.approve, { applyId }, { token: await staff() }))).toMatchObject({ applyId, status: 'processing' });
    await ok(s.call(fundCmds.setThreshold, { amount: '0' }, { token: await admin() }));
    await runJobs(s, 1);
  });

  it('a replay of a withdrawal accepted before the hold answers as it did', async () => {
    const t = await admin();
    const params = { amount: '2.00', payPassword: PAY, idempotencyKey: newKey() };
    const first = await ok(s.call(fundCmds.sumbitApply, params, { token: t }));
    const fundAccountId = await demoAccountId(s);
    await s.database.db.transaction(async (tx) => startWithdrawalHold(tx, { fundAccountId, reason: 'payKey', at: s.app.deps.clock.now() }));
    expect(await ok(s.call(fundCmds.sumbitApply, params, { token: t }))).toEqual(first);
    expect((await withdraw(t)).error?.errorCode).toBe(ErrorCode.refused);
  });
});
