import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { financeCode, financeForm, leaseForm, outbox, purchaseForm } from './_finance';
import { ErrorCode } from '#shared/contract/errors';
import * as messageCmds from '#shared/contract/message';
import * as operatorCmds from '#shared/contract/operator';
import * as financeCmds from '#shared/contract/finance';

const s = useTestServer();
let certified: string;
let operator: string;
beforeAll(async () => {
  certified = await s.createSession('member', '13800000001');
  operator = await s.createSession('operator', 'operator');
});

const ok = async (p: Promise<{ response?: unknown; error?: unknown }>) => {
  const r = await p;
  if (r.error) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert the response's shape
  return r.response as any;
};

/** The queue item of an application, by its number. */
async function itemOf(applyNo: string) {
  const list = await ok(s.call(operatorCmds.operatorQueue, { queue: 'financeApply', keyword: applyNo }, { token: operator }));
  expect(list.total).toBe(1);
  return list.list[0] as { id: number; status: string };
}

describe('menus', () => {
  it('answers every menu in both languages, amounts as integer counts of 10K yuan', async () => {
    const zh = await ok(s.call(financeCmds.getPlannedFinanceSize, {}));
    expect(zh[0]).toEqual({ value: 50, label: '50万元' });
    const en = await ok(s.call(financeCmds.getPlannedFinanceSize, {}, { lang: 'en' }));
    expect(en.find((o: { value: number }) => o.value === 300).label).toBe('CNY 3 million');
    for (const cmd of [
      'getIndustrySelect',
      'getGoodLinkTime',
      'getAcceptFinanceCost',
      'getGuaranteeMethod',
      'getRentDeviceType',
      'getRentDeviceCount',
      'getRentIndustry',
      'getRentFinanceMoney',
      'getRentType',
      'getRentAcceptMoneyRates',
      'getRentRegisteredCapital',
      'getRentEnterpriseNature',
      'getRentEmployeeCount',
      'getRentGuaranteeMethod',
      'getRentFactoryArea',
      'getRentSalesCount',
      'getRentSuccessfulCooperation',
      'getRequirementMenu',
      'getBrandMenu',
    ]) {
      const [a, b] = await Promise.all([ok(s.call(`webFinance/${cmd}`, {})), ok(s.call(`webFinance/${cmd}`, {}, { lang: 'en' }))]);
      expect(a.length, cmd).toBeGreaterThan(1);
      expect(a.map((o: { value: unknown }) => o.value)).toEqual(b.map((o: { value: unknown }) => o.value));
      expect(a[0].label, cmd).not.toBe(b[0].label);
    }
    expect(await ok(s.call(financeCmds.getModelMenu, { brand: 'haas' }))).toEqual([
      { value: 'VF-2', label: 'VF-2' },
      { value: 'ST-20', label: 'ST-20' },
      { value: 'UMC-750', label: 'UMC-750' },
    ]);
    expect((await s.call(financeCmds.getModelMenu, { brand: 'nobody' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'brand' });
  });
});

describe('who may submit as a member', () => {
  it('needs a login, an enterprise and its real-name certification, told with the spec text', async () => {
    expect((await s.call(financeCmds.submitApply, financeForm())).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    const personal = await s.createSession('member', '13800000002');
    const uncertified = await s.createSession('member', '13800000003');
    for (const [token, cmd, form] of [
      [personal, 'submitApply', financeForm()],
      [uncertified, 'loginSubmitApply', leaseForm()],
      [uncertified, 'purchaseSubmitApply', purchaseForm()],
      [personal, 'productivitySubmitApply', financeForm()],
    ] as const) {
      const r = await s.call(`webFinance/${cmd}`, form, { token, lang: 'en' });
      expect(r.error).toEqual({ errorCode: ErrorCode.forbidden, errorInfo: 'Financial services require an enterprise login and real-name certification first' });
    }
    expect(await ok(s.call(financeCmds.applyDetail, {}, { token: personal }))).toEqual({ eligibility: 'personal', application: null });
    expect(await ok(s.call(financeCmds.applyDetail, { kind: 'lease' }, { token: uncertified }))).toEqual({ eligibility: 'uncertified', application: null });
  });
});

describe('validation', () => {
  it('refuses malformed emails with the spec finance texts, and values outside the menus', async () => {
    const bad = await s.call(financeCmds.submitApply, financeForm({ personInChargeEmail: 'zhang@' }), { token: certified, lang: 'en' });
    expect(bad.error).toEqual({ errorCode: ErrorCode.invalidParams, field: 'personInChargeEmail', errorInfo: 'The email of the person in charge is not in a valid format' });
    const bad2 = await s.call(financeCmds.submitApply, financeForm({ contactEmail: 'li.na' }), { token: certified });
    expect(bad2.error).toEqual({ errorCode: ErrorCode.invalidParams, field: 'contactEmail', errorInfo: '融资主要联系人邮箱格式不正确' });
    const cases: [Record<string, unknown>, string][] = [
      [{ plannedScale: 70 }, 'plannedScale'],
      [{ plannedScale: '500' }, 'plannedScale'],
      [{ industry: 'banking' }, 'industry'],
      [{ equipmentCount: 1.5 }, 'equipmentCount'],
      [{ employeeCount: 0 }, 'employeeCount'],
      [{ contactMobile: '12345' }, 'contactMobile'],
      [{ personInChargePhone: 'call me' }, 'personInChargePhone'],
      [{ contactName: '  ' }, 'contactName'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [over, field] of cases) {
      const r = await s.call(financeCmds.submitApply, financeForm(over), { token: certified });
      expect(r.error, field).toMatchObject({ errorCode: ErrorCode.invalidParams, field });
    }
    const wrongModel = await s.call(financeCmds.purchaseSubmitApply, purchaseForm({ brand: 'haas' }), { token: certified });
    expect(wrongModel.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'model' });
    const lease = await s.call(financeCmds.loginSubmitApply, leaseForm({ remark: 'x'.repeat(201) }), { token: certified, lang: 'en' });
    expect(lease.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'remark', errorInfo: 'The remark cannot exceed 200 characters' });
  });
});

describe('a company application: submitted, not passed, resubmitted, passed', () => {
  it('goes along the state machine only', async () => {
    const first = await ok(s.call(financeCmds.submitApply, financeForm(), { token: certified }));
    expect(first).toMatchObject({ kind: 'finance', status: 'submitted', rejectReason: null, resubmits: 0 });
    expect(first.applyNo).toMatch(/^FF\d{8}[0-9A-F]{6}$/);
    // While it awaits its result, no second one (also not concurrently).
    const twice = await Promise.all([s.call(financeCmds.submitApply, financeForm(), { token: certified, lang: 'en' }), s.call(financeCmds.submitApply, financeForm(), { token: certified })]);
    expect(twice.map((r) => r.error?.errorCode)).toEqual([1006, 1006]);
    expect(twice[0].error?.errorInfo).toBe('Your application is awaiting its result, please wait for the review');
    // Another kind is independent.
    expect((await ok(s.call(financeCmds.loginSubmitApply, leaseForm(), { token: certified }))).kind).toBe('lease');

    const item = await itemOf(first.applyNo);
    expect(item.status).toBe('submitted');
    const detail = await ok(s.call(operatorCmds.operatorDetail, { queue: 'financeApply', id: item.id }, { token: operator, lang: 'en' }));
    expect(detail.canDecide).toBe(true);
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { key: 'fin.plannedScale', value: 'CNY 5 million' },
        { key: 'fin.industry', value: 'Machinery manufacturing' },
      ]),
    );

    await ok(s.call(operatorCmds.operatorReject, { queue: 'financeApply', id: item.id, reason: '年销售额与纳税证明不符' }, { token: operator }));
    const again = await s.call(operatorCmds.operatorApprove, { queue: 'financeApply', id: item.id }, { token: operator, lang: 'en' });
    expect(again.error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'This application has already been decided' });

    const seen = await ok(s.call(financeCmds.applyDetail, {}, { token: certified }));
    expect(seen).toMatchObject({ eligibility: 'ok', application: { applyNo: first.applyNo, status: 'notPassed', rejectReason: '年销售额与纳税证明不符', form: { plannedScale: 500 } } });
    const msgs = await ok(s.call(messageCmds.myMessage, {}, { token: certified, lang: 'en' }));
    expect(msgs.list[0].title).toBe('Your finance application did not pass');
    expect(msgs.list[0].content).toContain('年销售额与纳税证明不符');

    const re = await ok(s.call(financeCmds.submitApply, financeForm({ annualSales: 6500 }), { token: certified }));
    expect(re).toMatchObject({ applyNo: first.applyNo, status: 'submitted', resubmits: 1, rejectReason: null, form: { annualSales: 6500 } });
    await ok(s.call(operatorCmds.operatorApprove, { queue: 'financeApply', id: item.id }, { token: operator }));
    expect((await ok(s.call(financeCmds.applyDetail, {}, { token: certified }))).application).toMatchObject({ status: 'passed', rejectReason: null });
    const history = await ok(s.call(operatorCmds.operatorDetail, { queue: 'financeApply', id: item.id }, { token: operator }));
    expect(history.decisions.map((d: { decision: string }) => d.decision)).toEqual(['reject', 'approve']);
    expect(history.canDecide).toBe(false);

    // After "passed" a new need is a new application.
    const next = await ok(s.call(financeCmds.submitApply, financeForm(), { token: certified }));
    expect(next.applyNo).not.toBe(first.applyNo);
    expect(next.status).toBe('submitted');
  });
});

describe('visitors', () => {
  it('submit with the SMS code of the contact mobile, look the application up, and hear the result by SMS', async () => {
    const mobile = '13700002222';
    const form = { kind: 'lease', companyName: '苏州精工模具有限公司', ...leaseForm({ contactMobile: mobile }) };
    const noCode = await s.call(financeCmds.touristSubmitApply, { ...form, smsCode: '000000' }, { lang: 'en' });
    expect(noCode.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
    const smsCode = await financeCode(s, mobile);
    // A code of another mobile does not prove this one.
    const other = await s.call(financeCmds.touristSubmitApply, { ...form, contactMobile: '13700009999', smsCode });
    expect(other.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
    const app = await ok(s.call(financeCmds.touristSubmitApply, { ...form, smsCode }));
    expect(app).toMatchObject({ kind: 'lease', status: 'submitted' });
    expect(app.form).toBeUndefined();
    // Single use.
    expect((await s.call(financeCmds.touristSubmitApply, { ...form, smsCode })).error?.errorCode).toBe(ErrorCode.refused);

    expect(await ok(s.call(financeCmds.detailWeb, { applyNo: app.applyNo, mobile }))).toMatchObject({ status: 'submitted', applyNo: app.applyNo });
    expect((await s.call(financeCmds.detailWeb, { applyNo: app.applyNo, mobile: '13700003333' })).error?.errorCode).toBe(ErrorCode.notFound);

    const item = await itemOf(app.applyNo);
    const detail = await ok(s.call(operatorCmds.operatorDetail, { queue: 'financeApply', id: item.id }, { token: operator }));
    expect(detail.item).toMatchObject({ companyName: '苏州精工模具有限公司', companyCode: '—' });
    await ok(s.call(operatorCmds.operatorReject, { queue: 'financeApply', id: item.id, reason: '设备清单不完整' }, { token: operator }));
    const sms = (await outbox(s, mobile)).find((x) => x.text);
    expect(sms?.text).toContain('设备清单不完整');
    expect(sms?.text).toContain(app.applyNo);
    expect(await ok(s.call(financeCmds.detailWeb, { applyNo: app.applyNo, mobile }, { lang: 'en' }))).toMatchObject({ status: 'notPassed', rejectReason: '设备清单不完整' });
  });

  it('are limited to 3 applications a day per mobile', async () => {
    const mobile = '13600004444';
    for (let i = 0; i < 3; i++) {
      const smsCode = await financeCode(s, mobile);
      await ok(s.call(financeCmds.touristSubmitApply, { kind: 'purchase', companyName: '无锡星辰电子', smsCode, ...purchaseForm({ contactMobile: mobile }) }));
    }
    const smsCode = await financeCode(s, mobile);
    const fourth = await s.call(financeCmds.touristSubmitApply, { kind: 'finance', companyName: '无锡星辰电子', smsCode, ...financeForm({ contactMobile: mobile }) }, { lang: 'en' });
    expect(fourth.error).toMatchObject({ errorCode: ErrorCode.tooMany, errorInfo: "This mobile number has reached today's limit of applications, please try again tomorrow" });
    s.app.deps.clock.advance(24 * 3600_000);
    const fresh = await financeCode(s, mobile);
    expect((await ok(s.call(financeCmds.touristSubmitApply, { kind: 'finance', companyName: '无锡星辰电子', smsCode: fresh, ...financeForm({ contactMobile: mobile }) }))).status).toBe('submitted');
  });

  it('need the visitor fields and a valid kind', async () => {
    const r = await s.call(financeCmds.touristSubmitApply, { kind: 'finance', smsCode: '123456', ...financeForm() });
    expect(r.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'companyName' });
    const k = await s.call(financeCmds.touristSubmitApply, { kind: 'productivity', companyName: 'X', smsCode: '123456', ...financeForm() });
    expect(k.error).toMatchObject({ errorCode: ErrorCode.invalidParams });
  });
});
