import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { certify, lastCode, ok, runJobs, skipResendWait } from '../fund/_fund';
import { ErrorCode } from '#shared/contract/errors';
import * as operatorCmds from '#shared/contract/operator';
import * as fundCmds from '#shared/contract/fund';

let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startTestServer();
  operator = await s.createSession('operator', 'operator');
});
afterAll(async () => s?.close());

async function apply(token: string, mobile: string, idNumber: string) {
  skipResendWait(s);
  await ok(s.call(fundCmds.getOpenAccountMobile, { send: true }, { token }));
  const smsCode = await lastCode(s, mobile);
  await ok(s.call(fundCmds.openAccount, { contactName: '王强', idNumber, smsCode }, { token }));
}

async function reviewingItem(companyCode: string) {
  const list = await ok(s.call(operatorCmds.operatorQueue, { queue: 'fundOpening', status: 'reviewing', keyword: companyCode }, { token: operator }));
  expect(list.total).toBe(1);
  return list.list[0] as { id: number; status: string; title: string };
}

describe('fund account opening queue', () => {
  it('lets an operator approve before the automatic review, which then skips it', async () => {
    const token = await s.createSession('member', '13800000005');
    // A valid check digit: the automatic review would approve too, so the outcome alone proves nothing; the decision record does.
    await apply(token, '13800000005', '110101199003074514');
    const counts = await ok(s.call(operatorCmds.operatorCounts, {}, { token: operator }));
    expect(counts.fundOpening).toBe(1);
    const item = await reviewingItem('C10000005');
    const detail = await ok(s.call(operatorCmds.operatorDetail, { queue: 'fundOpening', id: item.id }, { token: operator }));
    expect(detail.canDecide).toBe(true);
    expect(detail.fields).toEqual(expect.arrayContaining([{ key: 'fundContactName', value: '王强' }]));

    await ok(s.call(operatorCmds.operatorApprove, { queue: 'fundOpening', id: item.id }, { token: operator }));
    expect((await runJobs(s, 0.001)).response.ran).toBeDefined();
    expect((await ok(s.call(fundCmds.accountStatus, {}, { token }))).status).toBe('opened');
    const after = await ok(s.call(operatorCmds.operatorDetail, { queue: 'fundOpening', id: item.id }, { token: operator }));
    expect(after.decisions).toHaveLength(1);
    expect(after.decisions[0]).toMatchObject({ decision: 'approve' });
    expect(after.canDecide).toBe(false);
    const late = await s.call(operatorCmds.operatorReject, { queue: 'fundOpening', id: item.id, reason: '太晚了' }, { token: operator, lang: 'en' });
    expect(late.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'This account opening has already been decided' });
  });

  it('lets an operator reject an application the automatic review would pass, with the reason shown to the company', async () => {
    const code = 'C10000003';
    await certify(s, code);
    const token = await s.createSession('member', '13800000003');
    await apply(token, '13800000003', '110101199003074514');
    const item = await reviewingItem(code);
    await ok(s.call(operatorCmds.operatorReject, { queue: 'fundOpening', id: item.id, reason: '联系人身份与法定代表人授权不符' }, { token: operator }));
    await runJobs(s, 0.001);
    expect(await ok(s.call(fundCmds.accountStatus, {}, { token }))).toEqual({ status: 'rejected', rejectReason: '联系人身份与法定代表人授权不符', reviewDueAt: null });
    // The automatic review did not win after all: the operator's is the only decision.
    const d = await ok(s.call(operatorCmds.operatorDetail, { queue: 'fundOpening', id: item.id }, { token: operator }));
    expect(d.decisions.map((x: { decision: string }) => x.decision)).toEqual(['reject']);
  });

  it('answers not found for an unknown item', async () => {
    expect((await s.call(operatorCmds.operatorApprove, { queue: 'fundOpening', id: 999999 }, { token: operator })).error?.errorCode).toBe(ErrorCode.notFound);
  });
});
