import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, fundAccounts, messages, members } from '#server/db/schema';
import { startTestServer, type TestServer } from '../../helpers/server';
import { newKey, ok } from './_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as operatorCmds from '#shared/contract/operator';
import * as fundCmds from '#shared/contract/fund';

/** An operator switches a fund account to "abnormal" and back; while abnormal every money command refuses. */
let s: TestServer;
let op: string;
let admin: string;
let accountId: number;
const repay = () => s.call(fundCmds.applyRepayment, { amount: '1.00', payPassword: '12345678', idempotencyKey: newKey() }, { token: admin, lang: 'en' });
const withdraw = () => s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: newKey() }, { token: admin, lang: 'en' });
const toggle = (to: 'abnormal' | 'restore', reason = 'Bank reported a frozen sub-account', token = op) => s.call(operatorCmds.operatorFundStatus, { id: accountId, to, reason }, { token, lang: 'en' });

beforeAll(async () => {
  s = await startTestServer();
  op = await s.createSession('operator', 'operator');
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  const [c] = await s.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001'));
  accountId = (await s.database.db.select({ id: fundAccounts.id }).from(fundAccounts).where(eq(fundAccounts.companyId, c.id)))[0].id;
});
afterAll(async () => {
  await s?.close();
});

describe('fund account abnormal switch', () => {
  it('only operators switch, with a reason', async () => {
    expect((await toggle('abnormal', 'x', admin)).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await toggle('abnormal', '  ')).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'reason' });
    expect((await s.call(operatorCmds.operatorFundStatus, { id: 999999, to: 'abnormal', reason: 'x' }, { token: op })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(operatorCmds.operatorDetail, { queue: 'fundOpening', id: accountId }, { token: op })).response.statusSwitch).toBe('abnormal');
  });

  it('abnormal: money commands refuse with the spec text, the company is told, the history keeps the reason', async () => {
    await ok(repay());
    expect(await ok(toggle('abnormal'))).toEqual({ status: 'abnormal' });
    const refusal = { errorCode: ErrorCode.refused, errorInfo: 'The account status is abnormal, please contact customer service' };
    expect((await repay()).error).toEqual(refusal);
    expect((await withdraw()).error).toEqual(refusal);
    expect((await s.call(fundCmds.myCapital, {}, { token: admin })).response.status).toBe('abnormal');
    expect((await toggle('abnormal')).error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'Only an opened fund account can be marked abnormal' });
    const detail = (await s.call(operatorCmds.operatorDetail, { queue: 'fundOpening', id: accountId }, { token: op, lang: 'en' })).response;
    expect(detail.statusSwitch).toBe('restore');
    expect(detail.decisions.at(-1)).toMatchObject({ decision: 'abnormal', reason: 'Bank reported a frozen sub-account' });
    const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, '13800000001'));
    const notes = await s.database.db.select().from(messages).where(eq(messages.memberId, m.id));
    expect(notes.map((n) => n.titleEn)).toContain('Fund account suspended');
  });

  it('restore: money moves again; restoring twice is refused', async () => {
    expect(await ok(toggle('restore', 'Bank lifted the freeze'))).toEqual({ status: 'opened' });
    await ok(repay());
    expect((await toggle('restore')).error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'This fund account is not abnormal' });
  });
});
