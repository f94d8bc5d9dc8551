import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { expectLedgerConsistent, newKey, ok } from './_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as bankCardCmds from '#shared/contract/bank-card';
import * as fundCmds from '#shared/contract/fund';

/** The demo company's seeded account: bank lists, cards, records and what another company may see. */
const s = useTestServer();
let token: string;
let stranger: string;
beforeAll(async () => {
  token = await s.createSession('member', '13800000001');
  stranger = await s.createSession('member', '13800000005');
});
afterEach(async () => expectLedgerConsistent(s));

describe('bank reference lists', () => {
  it('pages and searches banks, lists provinces, cities and branches in the reader language', async () => {
    const p1 = await ok(s.call(bankCardCmds.bankList, {}, { token, page: 1, rows: 10 }));
    const p2 = await ok(s.call(bankCardCmds.bankList, {}, { token, page: 2, rows: 10 }));
    expect(p1.total).toBe(15);
    expect(p1.list).toHaveLength(10);
    expect(p2.list).toHaveLength(5);
    expect((await ok(s.call(bankCardCmds.bankList, { name: '建设' }, { token }))).list).toEqual([{ code: 'CCB', name: '中国建设银行' }]);
    expect((await ok(s.call(bankCardCmds.bankList, { name: 'merchants' }, { token, lang: 'en' }))).list).toEqual([{ code: 'CMB', name: 'China Merchants Bank' }]);
    expect((await ok(s.call(bankCardCmds.provinceList, {}, { token }))).map((p: { code: string }) => p.code)).toContain('440000');
    expect(await ok(s.call(bankCardCmds.areaList, { provinceCode: '440000' }, { token, lang: 'en' }))).toEqual([
      { code: '440100', name: 'Guangzhou' },
      { code: '440300', name: 'Shenzhen' },
      { code: '441900', name: 'Dongguan' },
    ]);
    const branches = await ok(s.call(bankCardCmds.branchBankList, { bankCode: 'CCB', cityCode: '440300', name: '南山' }, { token }));
    expect(branches).toEqual({ list: [{ code: '105440300002', name: '中国建设银行深圳南山支行' }], total: 1 });
    const byName = await ok(s.call(bankCardCmds.getBranchBankByName, { bankCode: 'ICBC', name: '滨江' }, { token }));
    expect(byName).toEqual([{ code: '102330100003', name: '中国工商银行杭州滨江支行' }]);
    expect((await ok(s.call(bankCardCmds.corBankInfo, {}, { token })))[0]).toEqual({ code: 'ICBC', name: '中国工商银行', clearingCode: '102' });
    expect((await ok(s.call(bankCardCmds.getSettlementBankList, {}, { token }))).length).toBe(15);
  });

  it('refuses an unknown or mismatched branch when adding a withdrawal account', async () => {
    const r = await s.call(
      bankCardCmds.addWithdrawCard,
      { holderName: '张伟', bankCode: 'CCB', provinceCode: '440000', cityCode: '440300', branchCode: '102440300002', cardNo: '6217001234567890', payPassword: '12345678' },
      { token },
    );
    expect(r.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'branchCode' });
  });
});

describe('the seeded demo account', () => {
  it('is open with a pay password, a verified recharge card and a bound withdrawal account', async () => {
    const mine = await ok(s.call(fundCmds.myCapital, {}, { token }));
    expect(mine).toMatchObject({ status: 'opened', payKeySet: true, accountNo: 'FAC10000001', frozen: '0.00', reviewing: '0.00' });
    expect(await ok(s.call(fundCmds.isIncomeAcount, {}, { token }))).toEqual({ income: true });
    expect(await ok(s.call(bankCardCmds.getWithdrawCard, {}, { token }))).toMatchObject({ status: 'bound', cardNo: '**** **** **** 4567', branchName: '中国工商银行深圳南山支行' });
    const records = await ok(s.call(fundCmds.getTransInfoList, {}, { token, page: 1, rows: 100 }));
    expect(records.total).toBe(20);
    expect(mine.available).toBe('10000.00');
    // The newest record's balance is the available balance.
    expect(records.list[0].balance).toBe(mine.available);
    const kinds = new Set(records.list.map((r: { kind: string }) => r.kind));
    expect([...kinds].sort()).toEqual(['collection', 'payment', 'recharge', 'refund', 'repayment', 'withdrawal']);
  });

  it('filters records by Beijing calendar days', async () => {
    const all = await ok(s.call(fundCmds.getTransInfoList, {}, { token, page: 1, rows: 100 }));
    const day = new Date(Date.parse(all.list[0].time) + 8 * 3_600_000).toISOString().slice(0, 10);
    const one = await ok(s.call(fundCmds.getTransInfoList, { start: day, end: day }, { token }));
    expect(one.list.map((r: { id: number }) => r.id)).toContain(all.list[0].id);
    expect(one.total).toBeLessThan(all.total);
    const bad = await s.call(fundCmds.getTransInfoList, { start: '2026-02-30' }, { token });
    expect(bad.error?.errorCode).toBe(ErrorCode.invalidParams);
  });

  it('never shows one company anything of another: records, orders, cards', async () => {
    // C10000005 has no account: it is told so, and ids of C10000001 do not reach through.
    const r = await s.call(fundCmds.getTransInfoList, {}, { token: stranger, lang: 'en' });
    expect(r.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'The fund account is not opened yet' });
    expect((await ok(s.call(fundCmds.myCapital, {}, { token: stranger }))).status).toBe('notOpened');
    const card = await ok(s.call(bankCardCmds.getWithdrawCard, {}, { token }));
    expect((await s.call(bankCardCmds.delCard, { cardId: card.id }, { token: stranger })).error?.errorCode).toBe(ErrorCode.refused);
  });

  it('deletes a recharge card after confirmation; a replayed repayment key moves money once', async () => {
    const [card] = await ok(s.call(bankCardCmds.cardList, { kind: 'recharge' }, { token }));
    const key = newKey();
    const params = { amount: '12.34', payPassword: '12345678', idempotencyKey: key, remark: '设备租金' };
    const [a, b] = await Promise.all([ok(s.call(fundCmds.applyRepayment, params, { token })), ok(s.call(fundCmds.applyRepayment, params, { token }))]);
    expect(a).toEqual(b);
    expect((await ok(s.call(fundCmds.myCapital, {}, { token }))).reviewing).toBe('12.34');
    expect(await ok(s.call(bankCardCmds.delCard, { cardId: card.id }, { token }))).toEqual({ deleted: true });
    expect(await ok(s.call(bankCardCmds.cardList, { kind: 'recharge' }, { token }))).toEqual([]);
    expect((await ok(s.call(fundCmds.getLastInternetBankId, {}, { token }))).cardId).toBeNull();
  });
});
