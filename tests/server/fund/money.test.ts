import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { addRechargeCard, addWithdrawAccount, balances, certify, expectLedgerConsistent, lastCode, newKey, ok, openAccount, outbox, rechargeNow, runJobs, setPayKey, skipResendWait } from './_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as bankCardCmds from '#shared/contract/bank-card';
import * as fundCmds from '#shared/contract/fund';

/** Money moving on a fresh account (C10000003, certified for the test): recharge, withdrawal, repayment, records. */
const s = useTestServer();
let token: string;
let other: string;
let cardId: number;
beforeAll(async () => {
  await certify(s, 'C10000003');
  token = await s.createSession('member', '13800000003');
  other = await s.createSession('member', '13800000001');
  await openAccount(s, token, '13800000003');
  await setPayKey(s, token);
});

/** A day passes (T+1 jobs); the test sessions (1 hour) are renewed. */
async function nextDay() {
  await runJobs(s, 1);
  token = await s.createSession('member', '13800000003');
  other = await s.createSession('member', '13800000001');
}
afterEach(async () => expectLedgerConsistent(s));

describe('recharge cards and recharge', () => {
  it('binds a personal card with the reserved mobile code; refuses corporate-length numbers', async () => {
    const corp = await s.call(bankCardCmds.bindCard, { holderName: '王强', bankCode: 'ICBC', cardNo: '12345678901234567890123', idNumber: '110101199003074514', mobile: '13912345678' }, { token, lang: 'en' });
    expect(corp.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'cardNo', errorInfo: 'Only personal bank cards can be bound' });
    cardId = await addRechargeCard(s, token);
    const list = await ok(s.call(bankCardCmds.cardList, { kind: 'recharge' }, { token }));
    expect(list).toEqual([expect.objectContaining({ id: cardId, status: 'verified', cardNo: '**** **** **** 0123', mobile: '139****5678', bankName: '中国工商银行' })]);
    // Another company sees nothing of it.
    expect(await ok(s.call(bankCardCmds.cardList, { kind: 'recharge' }, { token: other }))).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: cardId })]));
    expect((await s.call(bankCardCmds.delCard, { cardId }, { token: other })).error?.errorCode).toBe(ErrorCode.notFound);
  });

  it('needs the validated code; settles after the bank delay; "0.1" then "0.2" make exactly 0.30', async () => {
    const noCode = await s.call(fundCmds.recharge, { cardId, amount: '0.1', smsCode: '123456', idempotencyKey: newKey() }, { token });
    expect(noCode.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
    // Amounts are decimal strings: numbers (floats), other notations and 3 decimals are 1002.
    for (const bad of ['0', '0.00', '-1', '1.001', '1e2', ' 1', '0x10', '１', '1.', '.5', 0.1, 10, null, ['1']]) {
      const r = await s.call(fundCmds.recharge, { cardId, amount: bad, smsCode: '123456', idempotencyKey: newKey() }, { token });
      expect(r.error?.errorCode, String(bad)).toBe(1002);
    }
    for (const badKey of ['short', 'x'.repeat(65), 'has space!', 42]) {
      const r = await s.call(fundCmds.recharge, { cardId, amount: '1.00', smsCode: '123456', idempotencyKey: badKey }, { token });
      expect(r.error, String(badKey)).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'idempotencyKey' });
    }
    skipResendWait(s);
    await ok(s.call(fundCmds.sendRechargeSms, { cardId }, { token }));
    const smsCode = await lastCode(s, '13912345678');
    await ok(s.call(fundCmds.validRechargeSms, { cardId, smsCode }, { token }));
    const r = await ok(s.call(fundCmds.recharge, { cardId, amount: '0.1', smsCode, idempotencyKey: newKey() }, { token }));
    expect(r.status).toBe('processing');
    expect((await ok(s.call(fundCmds.queryRechargeStatus, { rechargeId: r.rechargeId }, { token }))).status).toBe('processing');
    expect((await balances(s, token)).available).toBe('0.00');
    // The code was spent: a second recharge with it is refused.
    const again = await s.call(fundCmds.recharge, { cardId, amount: '5.00', smsCode, idempotencyKey: newKey() }, { token });
    expect(again.error?.errorCode).toBe(ErrorCode.refused);
    s.app.deps.clock.advance(5000);
    expect(await ok(s.call(fundCmds.queryRechargeStatus, { rechargeId: r.rechargeId }, { token }))).toMatchObject({ status: 'success', amount: '0.10' });
    expect((await rechargeNow(s, token, cardId, '0.2')).status).toBe('success');
    expect((await balances(s, token)).available).toBe('0.30');
    // Another company cannot see the recharge.
    expect((await s.call(fundCmds.queryRechargeStatus, { rechargeId: r.rechargeId }, { token: other })).error?.errorCode).toBe(ErrorCode.notFound);
  });

  it('a failed recharge (the stand-in fails 666.00) leaves the balance alone', async () => {
    const r = await rechargeNow(s, token, cardId, '666.00');
    expect(r.status).toBe('failed');
    expect((await balances(s, token)).available).toBe('0.30');
    expect((await ok(s.call(fundCmds.getLastInternetBankId, {}, { token }))).cardId).toBe(cardId);
  });

  it('a replayed idempotency key returns the first result and moves money once', async () => {
    skipResendWait(s);
    await ok(s.call(fundCmds.sendRechargeSms, { cardId }, { token }));
    const smsCode = await lastCode(s, '13912345678');
    await ok(s.call(fundCmds.validRechargeSms, { cardId, smsCode }, { token }));
    const key = newKey();
    const params = { cardId, amount: '1000.00', smsCode, idempotencyKey: key };
    const replies = await Promise.all(Array.from({ length: 10 }, () => ok(s.call(fundCmds.recharge, params, { token }))));
    expect(new Set(replies.map((r) => r.rechargeId)).size).toBe(1);
    const changed = await s.call(fundCmds.recharge, { ...params, amount: '2000.00' }, { token });
    expect(changed.error?.errorCode).toBe(ErrorCode.refused);
    s.app.deps.clock.advance(5000);
    await runJobs(s);
    expect((await balances(s, token)).available).toBe('1000.30');
  });
});

describe('withdrawal account and withdrawal', () => {
  it('says no linked card before a withdrawal account is bound', async () => {
    const r = await s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: newKey() }, { token, lang: 'en' });
    expect(r.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'You have no linked bank card, so you cannot withdraw' });
    expect(await ok(s.call(bankCardCmds.getWithdrawCardAvailable, {}, { token }))).toEqual({ available: false, card: null, locked: false });
  });

  it('binds by micro-deposit: wrong amounts count down, the right one goes to bank review, the job binds', async () => {
    const { cardId: wid } = await ok(
      s.call(bankCardCmds.addWithdrawCard, { holderName: '王强', bankCode: 'CCB', provinceCode: '440000', cityCode: '440300', branchCode: '105440300001', cardNo: '6217009999888877', payPassword: '12345678' }, { token }),
    );
    const deposit = (await outbox(s, '6217009999888877')).find((x) => x.amount)!.amount!;
    const wrong = deposit === '0.99' ? '0.98' : '0.99';
    const w = await s.call(bankCardCmds.checkMoney, { cardId: wid, amount: wrong }, { token, lang: 'en' });
    expect(w.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'The amount is not correct, 2 tries left' });
    expect((await ok(s.call(bankCardCmds.checkMoney, { cardId: wid, amount: deposit }, { token }))).status).toBe('bankReview');
    const during = await s.call(
      bankCardCmds.addWithdrawCard,
      { holderName: '王强', bankCode: 'CCB', provinceCode: '440000', cityCode: '440300', branchCode: '105440300001', cardNo: '6217001234567890', payPassword: '12345678' },
      { token, lang: 'en' },
    );
    expect(during.error?.errorInfo).toBe('Your request to link the bank card is being processed');
    await runJobs(s, 0.001);
    const avail = await ok(s.call(bankCardCmds.getWithdrawCardAvailable, {}, { token }));
    expect(avail).toMatchObject({ available: true, locked: false, card: { id: wid, status: 'bound', cardNo: '**** **** **** 8877' } });
  });

  it('three wrong micro-deposit amounts fail the binding', async () => {
    const { cardId: wid } = await ok(
      s.call(bankCardCmds.addWithdrawCard, { holderName: '王强', bankCode: 'BOC', provinceCode: '110000', cityCode: '110100', branchCode: '104110100000', cardNo: '6216601234567890', payPassword: '12345678' }, { token }),
    );
    const deposit = (await outbox(s, '6216601234567890')).find((x) => x.amount)!.amount!;
    const wrong = deposit === '0.99' ? '0.98' : '0.99';
    await s.call(bankCardCmds.checkMoney, { cardId: wid, amount: wrong }, { token });
    await s.call(bankCardCmds.checkMoney, { cardId: wid, amount: wrong }, { token });
    const third = await s.call(bankCardCmds.checkMoney, { cardId: wid, amount: wrong }, { token });
    expect(third.error?.errorCode).toBe(ErrorCode.refused);
    const late = await s.call(bankCardCmds.checkMoney, { cardId: wid, amount: deposit }, { token });
    expect(late.error?.errorCode).toBe(ErrorCode.refused);
    // The failed replacement never touched the bound account (finding 8).
    expect(await ok(s.call(bankCardCmds.getWithdrawCardAvailable, {}, { token }))).toMatchObject({ available: true, card: { status: 'bound', cardNo: '**** **** **** 8877' } });
    await addWithdrawAccount(s, token, '6217005555666677');
    // That replaced the bound account: withdrawals pause for a day (decision 0052; withdrawal-holds.test.ts).
    s.app.deps.clock.advance(60_000);
    await nextDay();
  });

  it('freezes on request, locks the card, and pays out at the next day job (T+1)', async () => {
    const r = await ok(s.call(fundCmds.sumbitApply, { amount: '300.10', payPassword: '12345678', idempotencyKey: newKey() }, { token }));
    expect(r.status).toBe('processing');
    expect(await balances(s, token)).toMatchObject({ available: '700.20', frozen: '300.10' });
    const del = await s.call(bankCardCmds.delCard, { cardId: (await ok(s.call(bankCardCmds.getWithdrawCard, {}, { token }))).id }, { token, lang: 'en' });
    expect(del.error?.errorInfo).toBe('You have requested a withdrawal, so the card information cannot be changed now');
    await runJobs(s, 0);
    expect((await ok(s.call(fundCmds.getResult, { applyId: r.applyId }, { token }))).status).toBe('processing');
    await nextDay();
    expect(await ok(s.call(fundCmds.getResult, { applyId: r.applyId }, { token }))).toMatchObject({ status: 'success', amount: '300.10', cardNo: '**** **** **** 6677' });
    expect(await balances(s, token)).toMatchObject({ available: '700.20', frozen: '0.00' });
  });

  it('a bounced withdrawal (777.00 at the stand-in) comes back as a refund', async () => {
    await rechargeNow(s, token, cardId, '100.00');
    await ok(s.call(fundCmds.sumbitApply, { amount: '777.00', payPassword: '12345678', idempotencyKey: newKey() }, { token }));
    const over = await s.call(fundCmds.sumbitApply, { amount: '23.21', payPassword: '12345678', idempotencyKey: newKey() }, { token, lang: 'en' });
    expect(over.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'Insufficient available balance' });
    await nextDay();
    expect(await balances(s, token)).toMatchObject({ available: '800.20', frozen: '0.00' });
  });

  it('many concurrent withdrawals never exceed the balance (embedded database)', async () => {
    const tries = await Promise.all(Array.from({ length: 12 }, () => s.call(fundCmds.sumbitApply, { amount: '100.00', payPassword: '12345678', idempotencyKey: newKey() }, { token })));
    expect(tries.filter((t) => t.response).length).toBe(8);
    expect(tries.filter((t) => t.error?.errorCode === ErrorCode.refused).length).toBe(4);
    expect(await balances(s, token)).toMatchObject({ available: '0.20', frozen: '800.00' });
    await nextDay();
  });
});

describe('repayment and records', () => {
  it('repayment goes under review, then the review passes it on', async () => {
    await rechargeNow(s, token, cardId, '50.00');
    const r = await ok(s.call(fundCmds.applyRepayment, { amount: '20.05', payPassword: '12345678', idempotencyKey: newKey(), remark: '三月设备租金' }, { token }));
    expect(r.status).toBe('reviewing');
    expect(await balances(s, token)).toMatchObject({ available: '30.15', reviewing: '20.05' });
    await runJobs(s, 0.001);
    expect(await ok(s.call(fundCmds.getRepaymentResult, { repaymentId: r.repaymentId }, { token }))).toMatchObject({ status: 'success', amount: '20.05', remark: '三月设备租金' });
    expect(await balances(s, token)).toMatchObject({ available: '30.15', reviewing: '0.00' });
  });

  it('lists records with kinds, directions, balance after, paging and totals', async () => {
    const all = await ok(s.call(fundCmds.getTransInfoList, {}, { token, page: 1, rows: 5, lang: 'en' }));
    expect(all.total).toBe(17);
    expect(all.list).toHaveLength(5);
    expect(all.list[0]).toMatchObject({ kind: 'repayment', direction: 'expense', amount: '20.05', balance: '30.15', purpose: expect.stringContaining('Repayment no.') });
    const refunds = await ok(s.call(fundCmds.getTransInfoList, { kind: 'refund' }, { token }));
    expect(refunds.list.map((x: { amount: string }) => x.amount)).toEqual(['777.00']);
    const income = await ok(s.call(fundCmds.getTransInfoList, { direction: 'income' }, { token, rows: 100 }));
    expect(income.list.every((x: { direction: string }) => x.direction === 'income')).toBe(true);
    const totals = await ok(s.call(fundCmds.getTransInfoListMoney, {}, { token }));
    // In: 0.1 + 0.2 + 1000 + 100 + 777 (refund) + 50; out: 300.10 + 777 + 8 x 100 + 20.05.
    expect(totals).toEqual({ income: '1927.30', expense: '1897.15', count: 17 });
    const future = await ok(s.call(fundCmds.getTransInfoList, { start: '2099-01-01', end: '2099-01-31' }, { token }));
    expect(future).toEqual({ list: [], total: 0 });
  });
});

// Last: it moves the clock a day and spends from the balance the tests above count on.
describe('replacing the withdrawal account', () => {
  it('a replacement waits beside the bound account, which keeps receiving withdrawals until the replacement is bound', async () => {
    const before = await ok(s.call(bankCardCmds.getWithdrawCard, {}, { token }));
    const add = (patch: Record<string, string>) =>
      s.call(
        bankCardCmds.addWithdrawCard,
        { holderName: '王强', bankCode: 'CCB', provinceCode: '440000', cityCode: '440300', branchCode: '105440300001', cardNo: '6217007777888899', payPassword: '12345678', ...patch },
        { token, lang: 'en' },
      );
    // the holder must be the company's legal representative (here: its administrator, no certification record)
    expect((await add({ holderName: '李四' })).error).toEqual({
      errorCode: ErrorCode.refused,
      errorInfo: "The withdrawal account must be a card in the name of 王强, the company's legal representative",
      field: 'holderName',
    });
    // and the payment password confirms the change
    expect((await add({ payPassword: '87654321' })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'payPassword' });
    const { cardId } = await ok(add({ holderName: '王 强' }));
    expect(await ok(s.call(bankCardCmds.getWithdrawCardAvailable, {}, { token }))).toMatchObject({ available: true, card: { id: cardId, status: 'waitingPayment' } });
    // a withdrawal now is still paid to the bound account
    const w = await ok(s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: newKey() }, { token }));
    const [order] = await s.database.raw<{ card_id: number }>('t_w_card', 'select card_id from fund_orders where id = (select max(id) from fund_orders where kind = $1)', ['withdrawal']);
    expect(order.card_id).toBe(before.id);
    expect(w).toBeTruthy();
    await runJobs(s, 1); // pays it out (T+1); the day that passed expired the session
    token = await s.createSession('member', '13800000003');
    const amount = (await outbox(s, '6217007777888899')).find((x) => x.amount)!.amount!;
    await ok(s.call(bankCardCmds.checkMoney, { cardId, amount }, { token }));
    await runJobs(s, 0.001);
    const cards = await ok(s.call(bankCardCmds.cardList, { kind: 'withdrawal' }, { token }));
    expect(cards.filter((c: { status: string }) => c.status !== 'failed').map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[cardId, 'bound']]);
  });
});
