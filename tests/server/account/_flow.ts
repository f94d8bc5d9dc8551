import { expect } from 'vitest';
import type { CallOptions, TestServer } from '../../helpers/server';
import * as accountCmds from '#shared/contract/account';

/** Small steps shared by the member gateway tests: codes from the dev outbox, registrations, logins. */

export const MIN = 60_000;

/** Fresh mainland mobile numbers: prefix (3 digits, 13x-19x) + 8 digits. */
export function mobiles(prefix: string) {
  let n = 0;
  return () => `${prefix}${String(n++).padStart(8, '0')}`;
}

export interface OutboxItem {
  kind: string;
  to: string;
  code?: string;
}

export async function outbox(s: TestServer, to: string): Promise<OutboxItem[]> {
  const res = await s.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { list: OutboxItem[] }).list;
}

/** The newest SMS code sent to a mobile. */
export async function lastSms(s: TestServer, mobile: string): Promise<string> {
  const item = (await outbox(s, mobile)).find((i) => i.kind === 'sms');
  expect(item?.code, `an SMS code for ${mobile}`).toMatch(/^\d{6}$/);
  return item!.code!;
}

/** webMember/getSmsCode with a freshly solved picture captcha (every public SMS send needs one). */
export async function sendSms(s: TestServer, params: Record<string, unknown>, opts?: CallOptions) {
  const { captchaId, answer } = await captcha(s);
  return s.call(accountCmds.getSmsCode, { ...params, captchaId, captchaCode: answer }, opts);
}

/** Requests a code (the call must succeed) and reads it from the outbox. Moves the clock past the 60 s resend wait afterwards. */
export async function smsCode(s: TestServer, mobile: string, purpose: string, nationCode = '86'): Promise<string> {
  const r = await sendSms(s, { mobile, nationCode, purpose });
  expect(r, `getSmsCode ${purpose} ${mobile}`).toEqual({ response: { sent: true, resendAfter: 60 } });
  const code = await lastSms(s, mobile);
  s.app.deps.clock.advance(61_000);
  return code;
}

/** A picture captcha and its answer (from the outbox, to = captchaId). */
export async function captcha(s: TestServer): Promise<{ captchaId: string; answer: string }> {
  const r = await s.call(accountCmds.getImage, {});
  expect(r.response?.svg).toMatch(/^<svg /);
  const captchaId = r.response.captchaId as string;
  const item = (await outbox(s, captchaId)).find((i) => i.kind === 'captcha');
  expect(item?.code).toMatch(/^[A-Z0-9]{4,5}$/);
  return { captchaId, answer: item!.code! };
}

export const PASSWORD = 'Secret123';

/** Registers a personal member with a password; returns the member code. */
export async function registerPersonal(s: TestServer, mobile: string, extra: Record<string, unknown> = {}): Promise<string> {
  const smsCodeValue = await smsCode(s, mobile, 'register');
  const r = await s.call(accountCmds.personalRegister, {
    mobile,
    nationCode: '86',
    smsCode: smsCodeValue,
    name: '测试用户',
    workFunction: 'engineering',
    password: PASSWORD,
    agree: true,
    ...extra,
  });
  expect(r.error, JSON.stringify(r.error)).toBeUndefined();
  return r.response.memberCode as string;
}

/** Registers a company (the member becomes its admin); returns both codes. */
export async function registerCompany(s: TestServer, mobile: string, companyName: string): Promise<{ memberCode: string; companyCode: string }> {
  const code = await smsCode(s, mobile, 'register');
  const r = await s.call(accountCmds.companyRegister, {
    mobile,
    nationCode: '86',
    smsCode: code,
    name: '企业管理员',
    workFunction: 'management',
    password: PASSWORD,
    companyName,
    agree: true,
  });
  expect(r.error, JSON.stringify(r.error)).toBeUndefined();
  return r.response;
}

export async function personLogin(s: TestServer, mobile: string, password = PASSWORD) {
  const r = await s.call(accountCmds.personLogin, { mobile, password });
  expect(r.error, JSON.stringify(r.error)).toBeUndefined();
  return r.response as { token: string; refreshToken: string; memberCode: string; companyCode: string | null };
}
