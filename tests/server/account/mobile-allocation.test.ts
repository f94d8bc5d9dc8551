import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocatedOnly, isAllocatedMobile } from '#server/adapters/sms/allocated-mobile';
import type { SmsSender } from '#server/adapters/sms/sms';
import { MOBILE_CN } from '#shared/rules/fields';
import { startTestServer, type TestServer } from '../../helpers/server';
import { outbox, PASSWORD, personLogin, registerPersonal, sendSms } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as securityCmds from '#shared/contract/security';
import * as accountCmds from '#shared/contract/account';

/**
 * Mobiles in unallocated ranges: refused from libphonenumber's maintained metadata on
 * the server, never texted. Table sources: validator.js test/validators.test.js
 * isMobilePhone('zh-CN') valid/invalid lists (MIT) (V), and the segments MIIT has allocated
 * (13x-19x as listed in libphonenumber-js's metadata for CN, `npm update` keeps it current) (M):
 * every second digit after 1 for 3 digits, to show which pass the cheap client regex but are
 * unallocated.
 */
const cases: [string, boolean, string][] = [
  ['15323456787', true, 'V'],
  ['13523333233', true, 'V'],
  ['13898728332', true, 'V'],
  ['13238234822', true, 'V'],
  ['13487234567', true, 'V'],
  ['17823492338', true, 'V'],
  ['16637108167', true, 'V'],
  ['18812341234', true, 'V'],
  ['19912341234', true, 'V'],
  ['19812341234', true, 'V'],
  ['17612345678', true, 'V'],
  ['17012345678', true, 'V virtual operators'],
  ['16212345678', true, 'V lists it invalid; allocated to virtual operators since'],
  ['15412345678', false, 'V'],
  ['16412345678', false, 'V'],
  ['12345678910', false, 'V'],
  ['1701234567', false, 'V'],
  ['13012345678', true, 'M China Unicom'],
  ['13112345678', true, 'M'],
  ['13312345678', true, 'M China Telecom'],
  ['13612345678', true, 'M'],
  ['13712345678', true, 'M'],
  ['13912345678', true, 'M China Mobile'],
  ['14512345678', true, 'M data'],
  ['14712345678', true, 'M data'],
  ['15012345678', true, 'M'],
  ['15912345678', true, 'M'],
  ['16512345678', true, 'M virtual'],
  ['16712345678', true, 'M virtual'],
  ['17112345678', true, 'M virtual'],
  ['17312345678', true, 'M'],
  ['17712345678', true, 'M'],
  ['18012345678', true, 'M'],
  ['18112345678', true, 'M'],
  ['18912345678', true, 'M'],
  ['19012345678', true, 'M China Broadnet'],
  ['19112345678', true, 'M'],
  ['19212345678', true, 'M China Broadnet'],
  ['19312345678', true, 'M'],
  ['19512345678', true, 'M'],
  ['19612345678', true, 'M'],
  ['19712345678', true, 'M'],
  ['14012345678', false, 'M'],
  ['14112345678', false, 'M'],
  ['14212345678', false, 'M'],
  ['14312345678', false, 'M'],
  ['14412345678', false, 'M'],
  ['14612345678', false, 'M'],
  ['14812345678', false, 'M'],
  ['16012345678', false, 'M'],
  ['16112345678', false, 'M'],
  ['16312345678', false, 'M'],
  ['16812345678', false, 'M'],
  ['16912345678', false, 'M'],
  ['17412345678', false, 'M satellite, not a mobile range'],
  ['17912345678', false, 'M'],
  ['19412345678', false, 'M'],
];

describe('allocated mobile ranges (libphonenumber-js metadata)', () => {
  it('has at least 50 values', () => expect(cases.length).toBeGreaterThanOrEqual(50));
  it.each(cases)('+86 %s → %s (%s)', (mobile, allocated) => expect(isAllocatedMobile('86', mobile)).toBe(allocated));

  it('many unallocated numbers pass the cheap client regex: only the server refuses them', () => {
    expect(cases.filter(([m, a]) => !a && MOBILE_CN.test(m)).length).toBeGreaterThanOrEqual(10);
  });

  it('other country codes: mobiles of the allowed regions, refused when not allocated', () => {
    expect(isAllocatedMobile('852', '91234567')).toBe(true);
    expect(isAllocatedMobile('852', '51234567')).toBe(true);
    expect(isAllocatedMobile('853', '66123456')).toBe(true);
    expect(isAllocatedMobile('886', '912345678')).toBe(true);
    expect(isAllocatedMobile('852', '11234567')).toBe(false);
    expect(isAllocatedMobile('86', '+8613812345678')).toBe(false);
  });

  it('the sender wrapper never hands an unallocated number to a provider', async () => {
    const sent: string[] = [];
    const provider: SmsSender = {
      sendCode: async (to) => void sent.push(to),
      sendText: async (to) => void sent.push(to),
    };
    const guarded = allocatedOnly(provider);
    await expect(guarded.sendCode('15412345678', '123456', 'register')).rejects.toMatchObject({ code: 1002, field: 'mobile' });
    await expect(guarded.sendText('14012345678', 'x', { kind: 'financeResult', vars: {} } as never)).rejects.toMatchObject({ code: 1002 });
    await guarded.sendCode('13812345678', '123456', 'register');
    expect(sent).toEqual(['13812345678']);
  });
});

describe('the gateway refuses unallocated mobiles with the mobile rule text', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('no SMS code is sent to an unallocated number, for any purpose', async () => {
    for (const purpose of ['register', 'login', 'forget', 'changeMobile']) {
      const r = await sendSms(s, { mobile: '15412345678', nationCode: '86', purpose }, { lang: 'en' });
      expect(r.error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'The mobile number format is wrong', field: 'mobile' });
    }
    expect((await outbox(s, '15412345678')).filter((i) => i.kind === 'sms')).toEqual([]);
  });

  it('registration, password and SMS login refuse them before anything else', async () => {
    const reg = await s.call(accountCmds.personalRegister, {
      mobile: '14012345678',
      nationCode: '86',
      smsCode: '123456',
      name: '测试用户',
      workFunction: 'engineering',
      password: PASSWORD,
      agree: true,
    });
    expect(reg.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'mobile', errorInfo: '手机号码格式错误' });
    const pw = await s.call(accountCmds.personLogin, { mobile: '16012345678', password: PASSWORD });
    expect(pw.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'mobile' });
    const sms = await s.call(accountCmds.personSmsLogin, { mobile: '16012345678', smsCode: '123456' });
    expect(sms.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'mobile' });
  });

  it('a mobile change to an unallocated number is refused; allocated numbers still work', async () => {
    await registerPersonal(s, '13912340001');
    const { token } = await personLogin(s, '13912340001');
    const r = await s.call(securityCmds.changeMobile, { oldSmsCode: '123456', mobile: '19412345678', smsCode: '123456' }, { token, lang: 'en' });
    expect(r.error).toEqual({ errorCode: ErrorCode.invalidParams, errorInfo: 'The mobile number format is wrong', field: 'mobile' });
  });
});
