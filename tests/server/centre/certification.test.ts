import { eq } from 'drizzle-orm';
import { creditCodeCheckCharacter } from '#shared/rules/credit-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, reviewDecisions } from '#server/db/schema';
import { startTestServer, type TestServer } from '../../helpers/server';
import { PNG, uploadAs } from './_files';
import { fails, mobiles, newCompany, newPersonal, ok } from './_centre';
import { ErrorCode } from '#shared/contract/errors';

let s: TestServer;
let op: string;
const next = mobiles('155');
let seq = 0;

beforeAll(async () => {
  s = await startTestServer();
  op = await s.createSession('operator', 'operator');
});
afterAll(async () => {
  await s?.close();
});

type Co = Awaited<ReturnType<typeof newCompany>>;

async function docs(c: Co, roles = ['businessLicence', 'idFront', 'idBack']) {
  const files: Record<string, string> = {};
  for (const role of roles) files[role] = (await uploadAs(s, c.token, { name: `${role}.png`, data: PNG }, 'realName')).fileId;
  return files;
}

/** Codes with a right GB 32100 check character (issue 17: the server checks it). */
const creditCode = () => {
  const first17 = `91320500MA1X${String(++seq).padStart(5, '0')}`;
  return first17 + creditCodeCheckCharacter(first17);
};
/** A 15-digit registration number (separate certificates). */
const registrationNo = () => `320500${String(++seq).padStart(9, '0')}`;
const account = () => `62220212${String(Date.now()).slice(-8)}${String(++seq).padStart(4, '0')}`;

function business(files: Record<string, string>, patch: Record<string, unknown> = {}) {
  return {
    companyName: '苏州精工机械有限公司',
    certificateType: 'threeInOne',
    creditCode: creditCode(),
    legalName: '周明',
    legalIdNumber: '32050219800101123X',
    nature: 'private',
    industry: 'machinery',
    size: '100to499',
    provinceCode: '320000',
    cityCode: '320500',
    areaCode: '320505',
    files,
    ...patch,
  };
}
const bank = (patch: Record<string, unknown> = {}) => ({
  accountName: '苏州精工机械有限公司',
  bank: '中国工商银行',
  provinceCode: '320000',
  cityCode: '320500',
  branch: '苏州高新区支行',
  account: account(),
  contactPhone: '0512-66881234',
  remark: '基本户',
  ...patch,
});

async function payment(acc: string): Promise<{ amount: string; note: string }> {
  const res = await s.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${acc}` });
  const item = (res.json() as { list: { kind: string; amount?: string; note?: string }[] }).list.find((i) => i.kind === 'bank');
  expect(item?.amount).toMatch(/^0\.\d{2}$/);
  // The platform's transfer carries a short note.
  expect(item?.note).toMatch(/^ZZ[2-9A-HJ-NP-Z]{6}$/);
  return { amount: item!.amount!, note: item!.note! };
}
const deposit = async (acc: string) => (await payment(acc)).amount;
const wrong = (amount: string) => (amount === '0.99' ? '0.98' : '0.99');

async function queueItem(queue: string, companyCode: string, status?: string) {
  const r = await ok(s, 'operator/queue', { queue, ...(status ? { status } : {}) }, { token: op, rows: 100 });
  return r.list.find((i: { companyCode: string }) => i.companyCode === companyCode);
}

/** The operator records the bank's pass of a binding under bank review. */
async function bankPass(c: Co) {
  const item = await queueItem('bankBinding', c.companyCode, 'bankReview');
  expect(item).toBeTruthy();
  await ok(s, 'operator/approve', { queue: 'bankBinding', id: item.id }, { token: op });
}

/** Submits, confirms the deposit, the bank passes it, and the operator approves: a certified company. */
async function certify(c: Co) {
  const b = bank();
  await ok(s, 'facInfo/submitAudit', { business: business(await docs(c)), bank: b, agree: true }, { token: c.token });
  await ok(s, 'facInfo/checkCorporateAmount', { amount: await deposit(b.account) }, { token: c.token });
  await bankPass(c);
  const item = await queueItem('realName', c.companyCode, 'underReview');
  await ok(s, 'operator/approve', { queue: 'realName', id: item.id }, { token: op });
  return b;
}

describe('real-name certification', () => {
  it('notSubmitted → underReview → (deposit confirmed) → approved: the company is certified', async () => {
    const c = await newCompany(s, next(), '实名认证甲厂');
    expect(await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).toMatchObject({ status: 'notSubmitted', certified: false, application: null });
    const files = await docs(c);
    const b = bank({ account: '6222 0212 3456 7890 123' });
    const state = await ok(s, 'facInfo/submitAudit', { business: business(files), bank: b, agree: true }, { token: c.token });
    expect(state.status).toBe('underReview');
    expect(state.application).toMatchObject({ kind: 'initial', status: 'underReview', bankStatus: 'verificationPaymentSent', triesLeft: 5 });
    expect(state.application.bank).toMatchObject({ account: '62220212345678901230'.slice(0, 19), accountGrouped: '6222 0212 3456 7890 123', provinceName: '江苏省', cityName: '苏州市' });
    expect(state.application.business).toMatchObject({ provinceName: '江苏省', cityName: '苏州市', areaName: '虎丘区', certificateType: 'threeInOne' });
    expect(state.application.files.map((f: { role: string }) => f.role).sort()).toEqual(['businessLicence', 'idBack', 'idFront']);
    // No second application while one is under review.
    await fails(s, 'facInfo/submitAudit', { business: business(files), bank: b, agree: true }, 1006, { token: c.token });

    const real = await deposit('6222021234567890123');
    const e = await fails(s, 'facInfo/checkCorporateAmount', { amount: wrong(real) }, 1006, { token: c.token, lang: 'en' });
    expect(e.errorInfo).toBe('The verification amount is incorrect, 4 tries left');
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).application.triesLeft).toBe(4);

    // The operator cannot approve before the account is verified.
    const item = await queueItem('realName', c.companyCode, 'underReview');
    const detail = await ok(s, 'operator/detail', { queue: 'realName', id: item.id }, { token: op, lang: 'en' });
    expect(detail.blockedBy).toBe('The corporate account is not verified yet, so the application cannot be approved');
    expect(detail.files).toHaveLength(3);
    expect(detail.fields).toContainEqual({ key: 'certificateType', value: 'Three-in-one licence' });
    expect((await s.app.inject({ method: 'GET', url: detail.files[0].url })).statusCode).toBe(200);
    await fails(s, 'operator/approve', { queue: 'realName', id: item.id }, 1006, { token: op });

    // The right amount goes to the bank's review first; the application still cannot be approved.
    const confirmed = await ok(s, 'facInfo/checkCorporateAmount', { amount: real }, { token: c.token });
    expect(confirmed.bankStatus).toBe('bankReview');
    expect(confirmed.state.application).toMatchObject({ bankStatus: 'bankReview' });
    await fails(s, 'facInfo/checkCorporateAmount', { amount: real }, 1006, { token: c.token });
    expect((await ok(s, 'operator/detail', { queue: 'realName', id: item.id }, { token: op })).blockedBy).not.toBeNull();
    await fails(s, 'operator/approve', { queue: 'realName', id: item.id }, 1006, { token: op });
    await bankPass(c);
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).application.bankStatus).toBe('bound');
    expect((await ok(s, 'operator/detail', { queue: 'realName', id: item.id }, { token: op })).blockedBy).toBeNull();

    await ok(s, 'operator/approve', { queue: 'realName', id: item.id }, { token: op });
    const done = await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token });
    expect(done).toMatchObject({ status: 'approved', certified: true });
    expect(done.approved.business.companyName).toBe('苏州精工机械有限公司');
    const [co] = await s.database.db.select().from(companies).where(eq(companies.code, c.companyCode));
    expect(co.certified).toBe(true);
    expect((await ok(s, 'facInfo/facDetailApprovedV2', {}, { token: c.token })).files).toHaveLength(3);
    const titles = (await ok(s, 'message/myMessage', {}, { token: c.token })).list.map((m: { title: string }) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['实名认证审核通过', '对公账户验证成功', '实名认证申请已提交']));
    await fails(s, 'facInfo/submitAudit', { business: business(files), bank: bank(), agree: true }, 1006, { token: c.token });
    await fails(s, 'operator/approve', { queue: 'realName', id: item.id }, 1006, { token: op });
    const decisions = await s.database.db.select().from(reviewDecisions).where(eq(reviewDecisions.itemId, item.id));
    expect(decisions.filter((d) => d.queue === 'realName').map((d) => d.decision)).toEqual(['approve']);
  });

  it('rejected with a reason, resubmitted, abandoned', async () => {
    const c = await newCompany(s, next(), '实名认证乙厂');
    const files = await docs(c);
    await ok(s, 'facInfo/submitAudit', { business: business(files), bank: bank(), agree: true }, { token: c.token });
    const item = await queueItem('realName', c.companyCode, 'underReview');
    await ok(s, 'operator/reject', { queue: 'realName', id: item.id, reason: '法人身份证照片不清晰' }, { token: op });
    const st = await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token });
    expect(st).toMatchObject({ status: 'rejected', application: { rejectReason: '法人身份证照片不清晰' } });
    expect((await ok(s, 'message/myMessage', {}, { token: c.token })).list[0]).toMatchObject({ title: '实名认证审核未通过' });
    expect((await ok(s, 'message/myMessage', {}, { token: c.token, lang: 'en' })).list[0].content).toBe('Your Real-name certification application was rejected: 法人身份证照片不清晰.');
    // Rejected applications take no more deposit checks.
    await fails(s, 'facInfo/checkCorporateAmount', { amount: '0.10' }, 1006, { token: c.token });

    await ok(s, 'facInfo/submitAudit', { business: business(files), bank: bank(), agree: true }, { token: c.token });
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).status).toBe('underReview');
    expect((await ok(s, 'facInfo/abandonApply', {}, { token: c.token })).status).toBe('notSubmitted');
    await fails(s, 'facInfo/abandonApply', {}, 1006, { token: c.token });
    // The abandoned application left the queue of open items.
    expect(await queueItem('realName', c.companyCode, 'underReview')).toBeUndefined();
  });

  it('the real micro-deposit of a rejected or abandoned application binds nothing', async () => {
    for (const end of ['reject', 'abandon'] as const) {
      const c = await newCompany(s, next(), `实名认证${end === 'reject' ? '驳回' : '放弃'}厂`);
      const b = bank();
      await ok(s, 'facInfo/submitAudit', { business: business(await docs(c)), bank: b, agree: true }, { token: c.token });
      const real = await deposit(b.account);
      if (end === 'reject') {
        const item = await queueItem('realName', c.companyCode, 'underReview');
        await ok(s, 'operator/reject', { queue: 'realName', id: item.id, reason: '营业执照不清晰' }, { token: op });
      } else await ok(s, 'facInfo/abandonApply', {}, { token: c.token });
      await fails(s, 'facInfo/checkCorporateAmount', { amount: real }, 1006, { token: c.token });
      const [app] = await s.database.raw<{ bank_status: string }>('t_cert_bank', 'select bank_status from cert_applications where company_id = (select id from companies where code = $1) order by id desc limit 1', [
        c.companyCode,
      ]);
      expect(app.bank_status).not.toBe('bound');
    }
  });

  it('five wrong amounts fail the binding; the operator sends a new payment', async () => {
    const c = await newCompany(s, next(), '实名认证丙厂');
    const b = bank();
    await ok(s, 'facInfo/submitAudit', { business: business(await docs(c)), bank: b, agree: true }, { token: c.token });
    const first = await deposit(b.account);
    for (let i = 4; i >= 1; i--) expect((await fails(s, 'facInfo/checkCorporateAmount', { amount: wrong(first) }, 1006, { token: c.token, lang: 'en' })).errorInfo).toContain(`${i} tries left`);
    const last = await fails(s, 'facInfo/checkCorporateAmount', { amount: wrong(first) }, 1006, { token: c.token, lang: 'en' });
    expect(last.errorInfo).toMatch(/^Too many wrong amounts/);
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).application).toMatchObject({ bankStatus: 'bindingFailed', triesLeft: 0 });
    // Even the right amount is refused now.
    await fails(s, 'facInfo/checkCorporateAmount', { amount: first }, 1006, { token: c.token });

    const item = await queueItem('bankBinding', c.companyCode, 'bindingFailed');
    expect(item).toBeTruthy();
    await ok(s, 'operator/approve', { queue: 'bankBinding', id: item.id }, { token: op });
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).application).toMatchObject({ bankStatus: 'verificationPaymentSent', triesLeft: 5 });
    await ok(s, 'facInfo/checkCorporateAmount', { amount: await deposit(b.account) }, { token: c.token });
    // Now under the bank's review: the operator's approval is the bank's pass, once.
    await ok(s, 'operator/approve', { queue: 'bankBinding', id: item.id }, { token: op });
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).application.bankStatus).toBe('bound');
    await fails(s, 'operator/approve', { queue: 'bankBinding', id: item.id }, 1006, { token: op });
  });

  it('bank review: the transfer note is shown with the amount entry; a refusal sends a new payment and note; a pass binds', async () => {
    const c = await newCompany(s, next(), '实名认证银审厂');
    const b = bank();
    const st = await ok(s, 'facInfo/submitAudit', { business: business(await docs(c)), bank: b, agree: true }, { token: c.token });
    const first = await payment(b.account);
    expect(st.application).toMatchObject({ bankStatus: 'verificationPaymentSent', transferNote: first.note });

    await ok(s, 'facInfo/checkCorporateAmount', { amount: first.amount }, { token: c.token });
    const item = await queueItem('bankBinding', c.companyCode, 'bankReview');
    expect(item.bankStatus).toBe('bankReview');
    const detail = await ok(s, 'operator/detail', { queue: 'bankBinding', id: item.id }, { token: op, lang: 'en' });
    expect(detail.canDecide).toBe(true);
    expect(detail.fields).toContainEqual({ key: 'transferNote', value: first.note });
    expect((await ok(s, 'operator/counts', {}, { token: op })).bankBinding).toBeGreaterThanOrEqual(1);
    expect((await ok(s, 'message/myMessage', {}, { token: c.token, lang: 'en' })).list[0].title).toBe('Amount confirmed: bank review');

    // The bank refuses: a new payment with a new note; the old amount no longer binds.
    await fails(s, 'operator/reject', { queue: 'bankBinding', id: item.id }, 1002, { token: op });
    await ok(s, 'operator/reject', { queue: 'bankBinding', id: item.id, reason: '户名与开户行登记不符' }, { token: op });
    const second = await payment(b.account);
    const after = (await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).application;
    expect(after).toMatchObject({ status: 'underReview', bankStatus: 'verificationPaymentSent', triesLeft: 5, transferNote: second.note });
    expect(second.note).not.toBe(first.note);
    expect((await ok(s, 'message/myMessage', {}, { token: c.token })).list[0].content).toContain('户名与开户行登记不符');
    await fails(s, 'operator/approve', { queue: 'bankBinding', id: item.id }, 1006, { token: op });
    if (first.amount !== second.amount) await fails(s, 'facInfo/checkCorporateAmount', { amount: first.amount }, 1006, { token: c.token });

    await ok(s, 'facInfo/checkCorporateAmount', { amount: second.amount }, { token: c.token });
    await ok(s, 'operator/approve', { queue: 'bankBinding', id: item.id }, { token: op });
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).application).toMatchObject({ status: 'underReview', bankStatus: 'bound' });
    const decisions = await s.database.db.select().from(reviewDecisions).where(eq(reviewDecisions.itemId, item.id));
    expect(decisions.filter((d) => d.queue === 'bankBinding').map((d) => d.decision)).toEqual(['reject', 'approve']);
  });

  it('changes of business info and bank account are reviewed again; one at a time', async () => {
    const c = await newCompany(s, next(), '实名认证丁厂');
    const oldBank = await certify(c);
    const voucher = (await uploadAs(s, c.token, { name: 'voucher.png', data: PNG }, 'changeInfo')).fileId;
    const files = await docs(c);
    const changed = business(files, { companyName: '苏州精工智能装备有限公司' });
    const st = await ok(s, 'facInfo/applyChangeInfo', { business: changed, changeVoucher: voucher, agree: true }, { token: c.token });
    expect(st).toMatchObject({ status: 'changeUnderReview', certified: true, change: { kind: 'changeInfo', status: 'underReview' } });
    await fails(s, 'facInfo/applyChangeInfo', { business: changed, changeVoucher: voucher, agree: true }, 1006, { token: c.token });
    await fails(s, 'facInfo/applyChangeBank', { bank: bank(), agree: true }, 1006, { token: c.token });

    const item = await queueItem('changeInfo', c.companyCode, 'underReview');
    await ok(s, 'operator/reject', { queue: 'changeInfo', id: item.id, reason: '变更凭证与营业执照不符' }, { token: op });
    let now = await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token });
    expect(now).toMatchObject({ status: 'approved', change: { status: 'rejected', rejectReason: '变更凭证与营业执照不符' } });
    expect(now.approved.business.companyName).toBe('苏州精工机械有限公司');

    await ok(s, 'facInfo/applyChangeInfo', { business: changed, changeVoucher: voucher, agree: true }, { token: c.token });
    await ok(s, 'operator/approve', { queue: 'changeInfo', id: (await queueItem('changeInfo', c.companyCode, 'underReview')).id }, { token: op });
    now = await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token });
    expect(now.status).toBe('approved');
    expect(now.approved.business.companyName).toBe('苏州精工智能装备有限公司');

    // Bank account: review, then the platform transfer confirmed by the member.
    const nb = bank({ bank: '招商银行', branch: '苏州分行' });
    await ok(s, 'facInfo/applyChangeBank', { bank: nb, agree: true }, { token: c.token });
    await fails(s, 'facInfo/checkCorporateAmount', { amount: '0.10' }, 1006, { token: c.token });
    await ok(s, 'operator/approve', { queue: 'changeBank', id: (await queueItem('changeBank', c.companyCode, 'underReview')).id }, { token: op });
    now = await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token });
    expect(now).toMatchObject({ status: 'changeUnderReview', change: { kind: 'changeBank', status: 'approved', bankStatus: 'awaitingPlatformTransfer' } });
    expect(now.approved.bank.account).toBe(oldBank.account);
    // Still one change at a time while the transfer waits.
    await fails(s, 'facInfo/applyChangeBank', { bank: bank(), agree: true }, 1006, { token: c.token });
    await ok(s, 'facInfo/checkCorporateAmount', { amount: await deposit(nb.account) }, { token: c.token });
    now = await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token });
    // The bank reviews the new account before it replaces the certified one.
    expect(now).toMatchObject({ status: 'changeUnderReview', change: { bankStatus: 'bankReview' } });
    expect(now.approved.bank.account).toBe(oldBank.account);
    await bankPass(c);
    now = await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token });
    expect(now).toMatchObject({ status: 'approved', change: { bankStatus: 'bound' } });
    expect(now.approved.bank).toMatchObject({ account: nb.account, bank: '招商银行' });
  });

  it('validates fields, files and agreement; refuses taken credit codes', async () => {
    const c = await newCompany(s, next(), '实名认证戊厂');
    const files = await docs(c);
    const bad = async (p: Record<string, unknown>, field: string, info?: string) => {
      const e = await fails(s, 'facInfo/submitAudit', { business: business(files), bank: bank(), agree: true, ...p }, 1002, { token: c.token, lang: 'en' });
      expect(e.field).toBe(field);
      if (info) expect(e.errorInfo).toBe(info);
    };
    await bad({ business: business(files, { creditCode: '12345' }) }, 'business.creditCode', 'Please enter a valid unified social credit code (15 or 18 letters or digits)');
    await bad({ business: business(files, { creditCode: '91320500MA1X0000-1' }) }, 'business.creditCode');
    await bad({ business: business(files, { legalIdNumber: '3205021980010112' }) }, 'business.legalIdNumber', 'Please enter a valid 15- or 18-digit ID card number');
    await bad({ business: business(files, { certificateType: 'separate' }) }, 'business.files.taxRegistration', 'Please upload every scan the chosen certificate type needs');
    await bad({ business: business({ ...files, idBack: undefined as unknown as string }) }, 'business.files.idBack');
    await bad({ bank: bank({ account: '1'.repeat(31) }) }, 'bank.account', 'The bank account number cannot exceed 30 digits');
    await bad({ bank: bank({ account: '6222-0212' }) }, 'bank.account', 'The bank account number must be digits only');
    await bad({ bank: bank({ remark: '备'.repeat(201) }) }, 'bank.remark', 'The remark cannot exceed 200 characters');
    await bad({ bank: bank({ contactPhone: '12345' }) }, 'bank.contactPhone', 'Please enter a valid mobile or telephone number');
    // A fixed line of the right shape outside the allocated ranges (decision 0018): Shenzhen has 8-digit subscribers.
    await bad({ bank: bank({ contactPhone: '0755-2345678' }) }, 'bank.contactPhone', 'Please enter a valid mobile or telephone number');
    await bad({ agree: false }, 'agree', 'Please read and accept the agreement');
    await bad({ business: business(files, { areaCode: '330102' }) }, 'areaCode');
    await bad({ bank: bank({ cityCode: '330100' }) }, 'bank.cityCode');
    // 30 digits and an 8-digit telephone are fine; a 15-character code too.
    // Another company's file cannot be attached.
    const other = await newCompany(s, next(), '实名认证己厂');
    const foreign = await docs(other, ['businessLicence']);
    await bad({ business: business({ ...files, businessLicence: foreign.businessLicence }) }, 'files.businessLicence', 'The attachment does not exist or does not belong to your enterprise');

    const code = registrationNo();
    await ok(s, 'facInfo/submitAudit', { business: business(files, { creditCode: code }), bank: bank({ account: '1'.repeat(30), contactPhone: '66881234' }), agree: true }, { token: c.token });
    expect(await ok(s, 'facInfo/findCreditCode', { creditCode: code }, { token: other.token })).toEqual({ taken: true });
    expect(await ok(s, 'facInfo/findCreditCode', { creditCode: code }, { token: c.token })).toEqual({ taken: false });
    const e = await fails(s, 'facInfo/submitAudit', { business: business(await docs(other), { creditCode: code }), bank: bank(), agree: true }, 1006, { token: other.token, lang: 'en' });
    expect(e.errorInfo).toBe('This credit code is already certified by another enterprise');
  });

  it('access: enterprise for applying, certified for changes, operator for decisions', async () => {
    const p = await newPersonal(s, next());
    await fails(s, 'facInfo/getApplyStatus', {}, 1003, { token: p.token });
    await fails(s, 'facInfo/submitAudit', {}, 1003, { token: p.token });
    const c = await newCompany(s, next(), '实名认证庚厂');
    const e = await fails(s, 'facInfo/applyChangeBank', { bank: bank(), agree: true }, 1003, { token: c.token, lang: 'en' });
    expect(e.errorInfo).toBe('You are not yet a real-name certified member, please apply first');
    await fails(s, 'operator/reject', { queue: 'realName', id: 1, reason: 'x' }, 1003, { token: c.token });
    await fails(s, 'operator/approve', { queue: 'realName', id: 999999 }, 1005, { token: op });
    // The demo company is certified from the seed.
    const demo = await s.createSession('member', '13800000001');
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: demo })).status).toBe('approved');
  });
});

describe('issue 17: ID numbers and credit codes hold against real data at submission', () => {
  it('the legal representative ID: a wrong check character, a future birth date or an unknown province is refused with the ID text', async () => {
    const c = await newCompany(s, next(), '身份证校验厂');
    const files = await docs(c);
    // 32050219800101123X is valid (check character X); each below breaks one part of GB 11643.
    for (const legalIdNumber of ['320502198001011235', '320502209901011234', '990502198001011236', '32050219800230123X']) {
      const e = await fails(s, 'facInfo/submitAudit', { business: business(files, { legalIdNumber }), bank: bank(), agree: true }, 1002, { token: c.token, lang: 'en' });
      expect(e).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'Please enter a valid 15- or 18-digit ID card number', field: 'business.legalIdNumber' });
    }
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).status).toBe('notSubmitted');
  });

  it('a credit code failing its check character: refused unless confirmed; then approved only with the operator’s reason, which is recorded', async () => {
    const c = await newCompany(s, next(), '校验位试点厂');
    const files = await docs(c);
    const good = creditCode();
    const pilot = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const refused = await fails(s, 'facInfo/submitAudit', { business: business(files, { creditCode: pilot }), bank: bank(), agree: true }, 1002, { token: c.token, lang: 'en' });
    expect(refused.field).toBe('business.creditCode');
    expect(refused.errorInfo).toMatch(/^The check character \(last character\) of this credit code does not match/);
    // A structural error is refused whatever the confirmation.
    await fails(s, 'facInfo/submitAudit', { business: business(files, { creditCode: `O${good.slice(1)}` }), bank: bank(), agree: true, creditCodeConfirmed: true }, 1002, { token: c.token });

    const b = bank();
    await ok(s, 'facInfo/submitAudit', { business: business(files, { creditCode: pilot.toLowerCase() }), bank: b, agree: true, creditCodeConfirmed: true }, { token: c.token });
    await ok(s, 'facInfo/checkCorporateAmount', { amount: await deposit(b.account) }, { token: c.token });
    await bankPass(c);
    const item = await queueItem('realName', c.companyCode, 'underReview');
    const detail = await ok(s, 'operator/detail', { queue: 'realName', id: item.id }, { token: op, lang: 'en' });
    expect(detail.fields).toContainEqual({ key: 'creditCode', value: pilot });
    expect(detail.overrideNeeded).toMatch(/fails its GB 32100 check character/);

    const noReason = await fails(s, 'operator/approve', { queue: 'realName', id: item.id }, 1002, { token: op, lang: 'en' });
    expect(noReason.field).toBe('overrideReason');
    expect(await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).toMatchObject({ status: 'underReview', certified: false });
    await ok(s, 'operator/approve', { queue: 'realName', id: item.id, overrideReason: '与营业执照原件核对一致（2015 年试点赋码）' }, { token: op });
    expect(await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).toMatchObject({ status: 'approved', certified: true });
    const decisions = await s.database.db.select().from(reviewDecisions).where(eq(reviewDecisions.itemId, item.id));
    expect(decisions.find((x) => x.queue === 'realName')).toMatchObject({ decision: 'approve', reason: '与营业执照原件核对一致（2015 年试点赋码）' });
  });

  it('a code with a right check character needs no override', async () => {
    const c = await newCompany(s, next(), '校验位正常厂');
    const b = await certify(c);
    expect(b.account).toBeTruthy();
    expect((await ok(s, 'facInfo/getApplyStatus', {}, { token: c.token })).certified).toBe(true);
  });
});
