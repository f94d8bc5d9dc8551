import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import * as accountCmds from '#shared/contract/account';
import * as bankCardCmds from '#shared/contract/bank-card';
import { ErrorCode } from '#shared/contract/errors';
import * as fundCmds from '#shared/contract/fund';
import * as orgCmds from '#shared/contract/org';
import * as sec from '#shared/contract/security';
import * as wechatCmds from '#shared/contract/wechat';
import { memberTotp, members } from '#server/db/schema';
import { joinAsCashier } from './_cashier';
import { useTestServer, type TestServer } from '../../helpers/server';
import { certify, newKey, openAccount, setPayKey } from '../fund/_fund';

/**
 * The second factor (decision 0051): TOTP setup and enabling with recovery codes, the sign-in step,
 * the lockout and replay rules, money commands asking for a code, and the company policy enforced
 * by the gateway. Codes are computed here with otpauth from the secret the setup answered.
 */
const s = useTestServer();
const DEMO_PASSWORD = 'Demo@1234';

const codeAt = (secret: string, ms: number) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: ms });
const codeNow = (secret: string) => codeAt(secret, s.app.deps.clock.now().getTime());
/** The next time-step: a code not yet used (the replay rule refuses a step used before). */
const nextStep = () => s.app.deps.clock.advance(30_000);

async function enableFor(srv: TestServer, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await srv.run(sec.totpSetup, {}, { token });
  const { recoveryCodes } = await srv.run(sec.totpEnable, { code: codeNow(setup.secret) }, { token });
  return { secret: setup.secret, recoveryCodes };
}

async function memberIdOf(mobile: string) {
  const [m] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  return m.id;
}

describe('setup and enabling', () => {
  let token: string;
  beforeAll(async () => {
    token = await s.createSession('member', '13800000002');
  });

  it('answers a base32 secret, its otpauth URI and a QR code; nothing is on until a code confirms it', async () => {
    const setup = await s.run(sec.totpSetup, {}, { token });
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/);
    expect(setup.uri).toContain('algorithm=SHA1');
    expect(setup.uri).toContain('digits=6');
    expect(setup.uri).toContain('period=30');
    expect(setup.qr).toMatch(/^data:image\/png;base64,/);
    expect(await s.run(sec.secondFactorStatus, {}, { token })).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredByCompany: false });

    // The secret is stored encrypted, never in clear.
    const [row] = await s.database.db
      .select()
      .from(memberTotp)
      .where(eq(memberTotp.memberId, await memberIdOf('13800000002')));
    expect(row.pendingEnc).toMatch(/^v1\./);
    expect(row.pendingEnc).not.toContain(setup.secret);
    expect(row.secretEnc).toBeNull();

    const wrong = await s.call(sec.totpEnable, { code: codeAt(setup.secret, s.app.deps.clock.now().getTime() + 10 * 60_000) }, { token, lang: 'en' });
    expect(wrong.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'code', errorInfo: 'The verification code is incorrect or has already been used' });

    const { recoveryCodes } = await s.run(sec.totpEnable, { code: codeNow(setup.secret) }, { token });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const status = await s.run(sec.secondFactorStatus, {}, { token });
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    // A second setup while one is on is refused (turn it off first).
    expect((await s.call(sec.totpSetup, {}, { token })).error).toMatchObject({ errorCode: ErrorCode.refused });

    // Turning it off: with the password (wrong first).
    expect((await s.call(sec.totpDisable, { password: 'nope-nope' }, { token })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'password' });
    expect(await s.run(sec.totpDisable, { password: DEMO_PASSWORD }, { token })).toEqual({ disabled: true });
    expect(await s.run(sec.secondFactorStatus, {}, { token })).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('regenerating recovery codes needs a current code; the old codes stop working', async () => {
    const { secret, recoveryCodes } = await enableFor(s, token);
    nextStep();
    const fresh = await s.run(sec.recoveryCodesRegenerate, { code: codeNow(secret) }, { token });
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect(fresh.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await s.call(sec.totpDisable, { code: recoveryCodes[0] }, { token })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'code' });
    expect(await s.run(sec.totpDisable, { code: fresh.recoveryCodes[0] }, { token })).toEqual({ disabled: true });
  });
});

describe('sign-in with a second factor', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    const token = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
    ({ secret, recoveryCodes } = await enableFor(s, token));
    nextStep();
  });

  it('a member without one gets the session as before', async () => {
    const r = await s.run(accountCmds.personLogin, { mobile: '13800000003', password: DEMO_PASSWORD });
    expect(r).toMatchObject({ token: expect.any(String), memberCode: 'M10000003' });
    expect(r).not.toHaveProperty('secondFactorRequired');
  });

  it('the password login answers a challenge instead of a session; the code finishes it with the session of the company asked for', async () => {
    const first = await s.run(accountCmds.companyLogin, { mobile: '13800000001', password: DEMO_PASSWORD, companyCode: 'C10000001' });
    expect(first).toEqual({ secondFactorRequired: true, challenge: expect.any(String), expiresIn: 300, methods: ['totp'] });
    expect(first).not.toHaveProperty('token');
    const challenge = (first as accountCmds.SecondFactorNeeded).challenge;
    const info = await s.run(sec.secondFactorVerify, { challenge, code: codeNow(secret) });
    expect(info).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String), memberCode: 'M10000001', companyCode: 'C10000001', companyAdmin: true });
    // The session works.
    expect(await s.run(accountCmds.getMemberInfo, {}, { token: info.token })).toMatchObject({ mobile: '13800000001' });
    // The challenge is single use.
    nextStep();
    expect((await s.call(sec.secondFactorVerify, { challenge, code: codeNow(secret) })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'challenge' });
  });

  it('the same code cannot be used twice (replay), even in its own window', async () => {
    nextStep();
    const a = (await s.run(accountCmds.personLogin, { mobile: '13800000001', password: DEMO_PASSWORD })) as accountCmds.SecondFactorNeeded;
    const b = (await s.run(accountCmds.personLogin, { mobile: '13800000001', password: DEMO_PASSWORD })) as accountCmds.SecondFactorNeeded;
    const code = codeNow(secret);
    expect(await s.run(sec.secondFactorVerify, { challenge: a.challenge, code })).toMatchObject({ token: expect.any(String), companyCode: null });
    expect((await s.call(sec.secondFactorVerify, { challenge: b.challenge, code }, { lang: 'en' })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      field: 'code',
      errorInfo: 'The verification code is incorrect or has already been used',
    });
    // The previous step's code (still inside the ±1 window) is older than the one used: refused too.
    expect((await s.call(sec.secondFactorVerify, { challenge: b.challenge, code: codeAt(secret, s.app.deps.clock.now().getTime() - 30_000) })).error?.errorCode).toBe(ErrorCode.refused);
    nextStep();
    expect(await s.run(sec.secondFactorVerify, { challenge: b.challenge, code: codeNow(secret) })).toMatchObject({ token: expect.any(String) });
  });

  it('a recovery code signs in once', async () => {
    const a = (await s.run(accountCmds.personLogin, { mobile: '13800000001', password: DEMO_PASSWORD })) as accountCmds.SecondFactorNeeded;
    const b = (await s.run(accountCmds.personLogin, { mobile: '13800000001', password: DEMO_PASSWORD })) as accountCmds.SecondFactorNeeded;
    expect(await s.run(sec.secondFactorVerify, { challenge: a.challenge, code: recoveryCodes[3].toUpperCase() })).toMatchObject({ token: expect.any(String) });
    expect((await s.call(sec.secondFactorVerify, { challenge: b.challenge, code: recoveryCodes[3] })).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'code' });
    const token = await s.createSession('member', '13800000001');
    expect(await s.run(sec.secondFactorStatus, {}, { token })).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('the SMS login asks the second factor too', async () => {
    const { sendSms, lastSms } = await import('./_flow');
    s.app.deps.clock.advance(61_000);
    await sendSms(s, { mobile: '13800000001', nationCode: '86', purpose: 'login' });
    const smsCode = await lastSms(s, '13800000001');
    const r = await s.run(accountCmds.personSmsLogin, { mobile: '13800000001', smsCode });
    expect(r).toMatchObject({ secondFactorRequired: true });
  });

  it('a bound WeChat signs the member in only with the code', async () => {
    const { signInWeChat } = await import('../wechat/_wx');
    const cookies = await signInWeChat(s, 'second-factor-wx');
    const token = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
    const opts = (t?: string) => ({ cookie: `wx_ticket=${cookies.wx_ticket}`, ...(t ? { token: t } : {}) });
    expect((await s.call(wechatCmds.bindUnionid, {}, opts(token))).error).toBeUndefined();
    const r = await s.call(wechatCmds.getMemberInfobyUnionid, {}, opts());
    expect(r.response).toMatchObject({ bound: true, secondFactor: { secondFactorRequired: true, challenge: expect.any(String) } });
    expect(r.response.login).toBeUndefined();
    nextStep();
    const info = await s.run(sec.secondFactorVerify, { challenge: r.response.secondFactor.challenge, code: codeNow(secret) });
    expect(info).toMatchObject({ memberCode: 'M10000001', companyCode: 'C10000001' });
    await s.call(wechatCmds.removeBindByUnionid, {}, opts());
  });

  it('20 parallel wrong codes: at most 5 are compared, the rest (and then the right code) answer 1004', async () => {
    // Another member, so the lock does not hold up the tests above.
    const token = await s.createSession('member', '13800000005');
    const own = await enableFor(s, token);
    nextStep();
    const { challenge } = (await s.run(accountCmds.personLogin, { mobile: '13800000005', password: DEMO_PASSWORD })) as accountCmds.SecondFactorNeeded;
    const right = codeNow(own.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.call(sec.secondFactorVerify, { challenge, code: wrong })));
    const codes = answers.map((a) => a.error?.errorCode);
    expect(codes.filter((c) => c === ErrorCode.refused).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === ErrorCode.tooMany).length).toBeGreaterThanOrEqual(15);
    expect(codes.every((c) => c === ErrorCode.refused || c === ErrorCode.tooMany)).toBe(true);
    const locked = await s.call(sec.secondFactorVerify, { challenge, code: right }, { lang: 'en' });
    expect(locked.error).toMatchObject({ errorCode: ErrorCode.tooMany });
    expect(locked.error?.errorInfo).toMatch(/try again after \d\d:\d\d/);
    // Money commands share the lock: the right code is refused while it lasts.
    expect((await s.call(sec.recoveryCodesRegenerate, { code: right }, { token })).error?.errorCode).toBe(ErrorCode.tooMany);
  });
});

describe('money commands ask for the code', () => {
  let token: string;
  let secret: string;
  beforeAll(async () => {
    await certify(s, 'C10000003');
    token = await s.createSession('member', '13800000003');
    await openAccount(s, token, '13800000003');
    await setPayKey(s, token);
  });

  it('without a second factor nothing changes: a withdrawal is judged on its own rules', async () => {
    const r = await s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: newKey() }, { token });
    expect(r.error?.field).not.toBe('otpCode');
  });

  it('with one: missing → refused on otpCode, wrong → refused and counted, right → passes to the withdrawal rules', async () => {
    ({ secret } = await enableFor(s, token));
    nextStep();
    const missing = await s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: newKey() }, { token, lang: 'en' });
    expect(missing.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'otpCode', errorInfo: 'This needs two-step verification: enter the 6-digit code from your authenticator app' });
    const right = codeNow(secret);
    const wrong = await s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: newKey(), otpCode: right === '123456' ? '654321' : '123456' }, { token });
    expect(wrong.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'otpCode' });
    const passed = await s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: newKey(), otpCode: right }, { token });
    // Past the second factor: the withdrawal's own rule (no balance / no card) answers.
    expect(passed.error?.field).not.toBe('otpCode');
    expect(passed.error?.errorCode).not.toBe(ErrorCode.tooMany);
  });

  it('withdrawal-account and payment-password changes ask for it as well', async () => {
    nextStep();
    const add = await s.call(
      bankCardCmds.addWithdrawCard,
      { holderName: '王强', bankCode: 'CCB', provinceCode: '440000', cityCode: '440300', branchCode: '105440300001', cardNo: '6217001234567890', payPassword: '12345678' },
      { token },
    );
    expect(add.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'otpCode' });
    const added = await s.call(
      bankCardCmds.addWithdrawCard,
      { holderName: '王强', bankCode: 'CCB', provinceCode: '440000', cityCode: '440300', branchCode: '105440300001', cardNo: '6217001234567890', payPassword: '12345678', otpCode: codeNow(secret) },
      { token },
    );
    expect(added.error, JSON.stringify(added.error)).toBeUndefined();
    expect((await s.call(bankCardCmds.delCard, { cardId: added.response.cardId }, { token })).error).toMatchObject({ field: 'otpCode' });
    expect((await s.call(fundCmds.modiPayKeySecond, { ticket: 'x'.repeat(20), payPassword: '87654321', confirmPassword: '87654321' }, { token })).error).toMatchObject({ field: 'otpCode' });
  });
});

describe('company policy', () => {
  let admin: string;
  let clerk: string;
  beforeAll(async () => {
    // 13800000009 joins C10000001 as a member with a money button (a role granting capital.withdraw).
    await joinAsCashier(s);
    admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
    clerk = await s.createSession('member', '13800000009', { companyCode: 'C10000001' });
  });

  it('only the admin reads or sets it', async () => {
    expect((await s.call(sec.setSecondFactorPolicy, { admins: true, moneyHolders: true }, { token: clerk })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(sec.secondFactorPolicy, {}, { token: clerk })).error?.errorCode).toBe(ErrorCode.forbidden);
    const personal = await s.createSession('member', '13800000002');
    expect((await s.call(sec.setSecondFactorPolicy, { admins: true, moneyHolders: false }, { token: personal })).error?.errorCode).toBe(ErrorCode.forbidden);
  });

  it('the admin sees who has a second factor, sets the policy, and a covered member without one is refused until set up', async () => {
    // 13800000001 enabled TOTP above, so the rule may cover the admin.
    expect(await s.run(sec.setSecondFactorPolicy, { admins: true, moneyHolders: true }, { token: admin })).toEqual({ admins: true, moneyHolders: true });
    const page = await s.run(sec.secondFactorPolicy, {}, { token: admin, page: 1, rows: 20 });
    expect(page).toMatchObject({ admins: true, moneyHolders: true, total: page.list.length });
    // The admin first; the cashier is covered (money button); the other seeded members are not.
    expect(page.list[0]).toEqual({ memberCode: 'M10000001', name: '张伟', isAdmin: true, moneyHolder: true, enabled: true, required: true });
    expect(page.list).toContainEqual({ memberCode: 'M10000009', name: '赵敏', isAdmin: false, moneyHolder: true, enabled: false, required: true });
    expect(page.list.filter((r) => !r.isAdmin && r.memberCode !== 'M10000009').every((r) => !r.required && !r.moneyHolder)).toBe(true);

    // The clerk holds member.add: refused with the dedicated field; a member-default read stays open.
    const refused = await s.call(orgCmds.queryMemberPage, {}, { token: clerk, lang: 'en' });
    expect(refused.error).toMatchObject({ errorCode: ErrorCode.forbidden, field: 'secondFactorSetup', errorInfo: 'Your company requires two-step verification: set it up under Account security first' });
    expect((await s.call(fundCmds.sumbitApply, { amount: '1.00', payPassword: '12345678', idempotencyKey: newKey() }, { token: clerk })).error).toMatchObject({ field: 'secondFactorSetup' });
    expect((await s.call(fundCmds.myCapital, {}, { token: clerk })).error?.field).not.toBe('secondFactorSetup');
    expect(await s.run(sec.secondFactorStatus, {}, { token: clerk })).toMatchObject({ enabled: false, requiredByCompany: true });

    // After the setup, the same call passes the gateway.
    await enableFor(s, clerk);
    const after = await s.call(orgCmds.queryMemberPage, {}, { token: clerk });
    expect(after.error, JSON.stringify(after.error)).toBeUndefined();
  });

  it('an admin without a second factor cannot require one of admins', async () => {
    const other = await s.createSession('member', '13800000003', { companyCode: 'C10000003' });
    // 13800000003 has TOTP from the money tests: turn it off with the password first.
    await s.run(sec.totpDisable, { password: DEMO_PASSWORD }, { token: other });
    expect((await s.call(sec.setSecondFactorPolicy, { admins: true, moneyHolders: false }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect(await s.run(sec.setSecondFactorPolicy, { admins: false, moneyHolders: false }, { token: other })).toEqual({ admins: false, moneyHolders: false });
  });
});
