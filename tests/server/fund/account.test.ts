import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fundAccounts } from '#server/db/schema';
import { startTestServer, type TestServer } from '../../helpers/server';
import { certify, expectLedgerConsistent, lastCode, newKey, ok, openAccount, runJobs, setPayKey, skipResendWait } from './_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as messageCmds from '#shared/contract/message';
import * as fundCmds from '#shared/contract/fund';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());
afterEach(async () => expectLedgerConsistent(s));

describe('access to the fund account', () => {
  it('refuses a personal member with the spec text, and an uncertified company with the real-name text', async () => {
    const personal = await s.createSession('member', '13800000002');
    const p = await s.call(fundCmds.myCapital, {}, { token: personal, lang: 'en' });
    expect(p.error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: 'Personal accounts cannot use the fund account' });
    const uncertified = await s.createSession('member', '13800000003');
    const u = await s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: 'abcdefgh1' }, { token: uncertified, lang: 'en' });
    expect(u.error?.errorCode).toBe(ErrorCode.forbidden);
    expect(u.error?.errorInfo).toBe('You are not yet a real-name certified member, please apply first');
    const anon = await s.call(fundCmds.myCapital, {});
    expect(anon.error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });
});

describe('opening the account (C10000003 once certified)', () => {
  let token: string;
  beforeAll(async () => {
    await certify(s, 'C10000003');
    token = await s.createSession('member', '13800000003');
  });

  it('starts not opened with zero balances', async () => {
    expect(await ok(s.call(fundCmds.myCapital, {}, { token }))).toEqual({
      status: 'notOpened',
      available: '0.00',
      frozen: '0.00',
      reviewing: '0.00',
      payKeySet: false,
      accountNo: null,
    });
    const r = await s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: 'abcdefgh2' }, { token, lang: 'en' });
    expect(r.error?.errorCode).toBe(ErrorCode.refused);
  });

  it('needs the SMS code of the member mobile; refuses an ID with a wrong check digit at submission, and the review still rejects one stored before that rule', async () => {
    const m = await ok(s.call(fundCmds.getOpenAccountMobile, {}, { token }));
    expect(m).toEqual({ mobile: '138****0003', sent: false, resendAfter: 0 });
    const wrong = await s.call(fundCmds.openAccount, { contactName: '王强', idNumber: '110101199003074514', smsCode: '000000' }, { token });
    expect(wrong.error?.errorCode).toBe(ErrorCode.refused);
    await ok(s.call(fundCmds.getOpenAccountMobile, { send: true }, { token }));
    const smsCode = await lastCode(s, '13800000003');
    // Issue 17: the check digit is the shared rule's, refused at submission (the code is not spent).
    const badId = await s.call(fundCmds.openAccount, { contactName: '王强', idNumber: '110101199003074515', smsCode }, { token, lang: 'en' });
    expect(badId.error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'Please enter a valid 15- or 18-digit ID card number', field: 'idNumber' });
    const applied = await ok(s.call(fundCmds.openAccount, { contactName: '王强', idNumber: '110101199003074514', smsCode }, { token }));
    expect(applied.status).toBe('reviewing');
    // A second application while reviewing is refused; the code is single use anyway.
    const again = await s.call(fundCmds.openAccount, { contactName: '王强', idNumber: '110101199003074514', smsCode }, { token });
    expect(again.error?.errorCode).toBe(ErrorCode.refused);
    // A row stored before the rule held at submission: the review still rejects it.
    await s.app.deps.db.update(fundAccounts).set({ idNumber: '110101199003074515' });
    // Not yet due: the job leaves it.
    await runJobs(s, 0);
    expect((await ok(s.call(fundCmds.accountStatus, {}, { token }))).status).toBe('reviewing');
    await runJobs(s, 0.001);
    const st = await ok(s.call(fundCmds.accountStatus, {}, { token, lang: 'en' }));
    expect(st).toEqual({ status: 'rejected', rejectReason: 'The ID number failed verification, please check it and apply again', reviewDueAt: null });
  });

  it('re-enters after a rejection and opens; the company is told by in-site message', async () => {
    skipResendWait(s);
    await openAccount(s, token, '13800000003');
    const mine = await ok(s.call(fundCmds.myCapital, {}, { token }));
    expect(mine).toMatchObject({ status: 'opened', available: '0.00', payKeySet: false, accountNo: 'FAC10000003' });
    const msgs = await ok(s.call(messageCmds.myMessage, {}, { token, lang: 'en' }));
    expect(msgs.list.map((m: { title: string }) => m.title)).toContain('Fund account opened');
    const info = await ok(s.call(fundCmds.getAccountBasicInfo, {}, { token }));
    expect(info).toMatchObject({ accountNo: 'FAC10000003', companyName: '新锐智造科技有限公司', mobile: '138****0003', status: 'opened' });
  });

  it('sets the 8-digit payment password once, then changes it only with the SMS code', async () => {
    expect((await ok(s.call(fundCmds.ifSetPayKey, {}, { token }))).set).toBe(false);
    const short = await s.call(fundCmds.setPayKey, { payPassword: '1234567', confirmPassword: '1234567' }, { token });
    expect(short.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'payPassword' });
    const mismatch = await s.call(fundCmds.setPayKey, { payPassword: '12345678', confirmPassword: '12345679' }, { token });
    expect(mismatch.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'confirmPassword' });
    await setPayKey(s, token, '12345678');
    expect((await ok(s.call(fundCmds.ifSetPayKey, {}, { token }))).set).toBe(true);
    const twice = await s.call(fundCmds.setPayKey, { payPassword: '87654321', confirmPassword: '87654321' }, { token });
    expect(twice.error?.errorCode).toBe(ErrorCode.refused);

    skipResendWait(s);
    await ok(s.call(fundCmds.sendModiPayKeySms, {}, { token }));
    const code = await lastCode(s, '13800000003');
    const { ticket } = await ok(s.call(fundCmds.modiPayKeyFirst, { smsCode: code }, { token }));
    const reused = await s.call(fundCmds.modiPayKeyFirst, { smsCode: code }, { token });
    expect(reused.error?.errorCode).toBe(ErrorCode.refused);
    await ok(s.call(fundCmds.modiPayKeySecond, { ticket, payPassword: '87654321', confirmPassword: '87654321' }, { token }));
    const ticketAgain = await s.call(fundCmds.modiPayKeySecond, { ticket, payPassword: '11112222', confirmPassword: '11112222' }, { token });
    expect(ticketAgain.error?.errorCode).toBe(ErrorCode.refused);
  });

  it('locks the payment password for 30 minutes after 5 wrong tries (1004), the right one included', async () => {
    const attempt = (payPassword: string) => s.call(fundCmds.applyRepayment, { amount: '1.00', payPassword, idempotencyKey: newKey() }, { token, lang: 'en' });
    for (let i = 1; i <= 4; i++) {
      const r = await attempt('00000000');
      expect(r.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'payPassword' });
      expect(r.error?.errorInfo).toContain(`${5 - i} tries left`);
    }
    expect((await attempt('00000000')).error?.errorCode).toBe(ErrorCode.tooMany);
    expect((await attempt('87654321')).error?.errorCode).toBe(ErrorCode.tooMany);
    s.app.deps.clock.advance(31 * 60_000);
    // Unlocked: the right password passes the check and meets the empty balance.
    const after = await attempt('87654321');
    expect(after.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'Insufficient available balance' });
  });
});
