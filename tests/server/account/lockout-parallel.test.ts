import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewayBody, TestServer } from '../../helpers/server';
import { startTestServer } from '../../helpers/server';
import { newKey } from '../fund/_fund';
import { authThrottles } from '#server/db/schema';
import { loginKey } from '#server/domains/account/throttle';
import { captcha, mobiles, PASSWORD, registerPersonal, smsCode } from './_flow';
import { ErrorCode } from '#shared/contract/errors';
import * as bankCardCmds from '#shared/contract/bank-card';
import * as fundCmds from '#shared/contract/fund';
import * as accountCmds from '#shared/contract/account';
import * as staffLoginCmds from '#shared/contract/staff-login';

/**
 * Lockouts under PARALLEL requests (security review: 8 workers got 2,725 password checks in 30 s,
 * then the right password in). Every lockout reserves its try before the secret is compared, so 20
 * parallel wrong tries reach argon2 at most maxFailures times, and the right secret is refused
 * after them. Runs on PGlite, and on PostgreSQL (real parallel connections) with TEST_DATABASE_URL.
 */

// Counts the real argon2 comparisons: the verification every password check goes through.
const verifyCalls = vi.hoisted(() => ({ n: 0 }));
vi.mock('#server/domains/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('#server/domains/auth/passwords')>();
  return {
    ...real,
    verifyPassword: async (stored: string | null, plain: string) => {
      verifyCalls.n++;
      return real.verifyPassword(stored, plain);
    },
  };
});

const PARALLEL = 20;
const MAX = 5;

let s: TestServer;
const nextMobile = mobiles('137');
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());
beforeEach(() => {
  verifyCalls.n = 0;
});

/** Fires `n` requests at once and answers them in order. */
const burst = (n: number, one: (i: number) => Promise<GatewayBody>) => Promise.all(Array.from({ length: n }, (_, i) => one(i)));
const codes = (rs: GatewayBody[]) => rs.map((r) => r.error?.errorCode ?? 'ok');
const checked = (rs: GatewayBody[]) => rs.filter((r) => r.error?.errorCode !== ErrorCode.tooMany).length;
const UNTIL = /^(Too many attempts, please try again after \d{2}:\d{2}|尝试次数过多，请于\d{2}:\d{2}后再试)$/;

/** 20 parallel wrong tries: at most MAX reach argon2 (and answer something else than 1004), the rest 1004 with the unlock time. */
function expectHeld(rs: GatewayBody[]) {
  expect(verifyCalls.n, `argon2 checks in ${codes(rs).join(',')}`).toBeLessThanOrEqual(MAX);
  expect(checked(rs)).toBeLessThanOrEqual(MAX);
  expect(rs.filter((r) => r.error?.errorCode === ErrorCode.tooMany).length).toBeGreaterThanOrEqual(PARALLEL - MAX);
  for (const r of rs) if (r.error?.errorCode === ErrorCode.tooMany) expect(r.error.errorInfo).toMatch(UNTIL);
  expect(rs.some((r) => r.response)).toBe(false);
}

describe(`${PARALLEL} parallel wrong passwords, then the right one`, () => {
  it('member password login (personLogin and companyLogin share the key)', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    verifyCalls.n = 0;
    const rs = await burst(PARALLEL, (i) =>
      i % 2 ? s.call(accountCmds.personLogin, { mobile, password: `wrong${i}` }, { lang: 'en' }) : s.call(accountCmds.companyLogin, { mobile, password: `wrong${i}`, companyCode: 'C10000001' }, { lang: 'en' }),
    );
    expectHeld(rs);
    verifyCalls.n = 0;
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD }, { lang: 'en' })).error).toEqual({ errorCode: ErrorCode.tooMany, errorInfo: expect.stringMatching(UNTIL) });
    expect(verifyCalls.n).toBe(0);
    // Only time lifts it.
    s.app.deps.clock.advance(15 * 60_000 + 1000);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).response?.memberType).toBe('personal');
  });

  it('the demo member 13800000001 (companyLogin)', async () => {
    const rs = await burst(PARALLEL, (i) => s.call(accountCmds.companyLogin, { mobile: '13800000001', password: `Wrong@${i}`, companyCode: 'C10000001' }));
    expectHeld(rs);
    const right = await s.call(accountCmds.companyLogin, { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' });
    expect(right.error?.errorCode).toBe(ErrorCode.tooMany);
    s.app.deps.clock.advance(15 * 60_000 + 1000);
  });

  it('the old-password check of a signed-in member (shares the login key)', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const token = await s.createSession('member', mobile);
    verifyCalls.n = 0;
    const rs = await burst(PARALLEL, (i) => s.call(accountCmds.verifyOldPwd, { oldPassword: `wrong${i}` }, { token }));
    expectHeld(rs);
    expect((await s.call(accountCmds.verifyOldPwd, { oldPassword: PASSWORD }, { token })).error?.errorCode).toBe(ErrorCode.tooMany);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).error?.errorCode).toBe(ErrorCode.tooMany);
  });

  it('salesman login (each try with its own picture captcha)', async () => {
    const captchas = await Promise.all(Array.from({ length: PARALLEL + 1 }, () => captcha(s)));
    verifyCalls.n = 0;
    const rs = await burst(PARALLEL, (i) => s.call(staffLoginCmds.salesmanLogin, { mobile: '13800000009', password: `Wrong@${i}`, captchaId: captchas[i].captchaId, captchaCode: captchas[i].answer }));
    expectHeld(rs);
    const last = captchas[PARALLEL];
    const right = await s.call(staffLoginCmds.salesmanLogin, { mobile: '13800000009', password: 'Demo@1234', captchaId: last.captchaId, captchaCode: last.answer });
    expect(right.error?.errorCode).toBe(ErrorCode.tooMany);
  });

  it('operator login (each try with its own picture captcha)', async () => {
    const captchas = await Promise.all(Array.from({ length: PARALLEL + 1 }, () => captcha(s)));
    verifyCalls.n = 0;
    const rs = await burst(PARALLEL, (i) => s.call(staffLoginCmds.operatorLogin, { account: 'operator', password: `Wrong@${i}`, captchaId: captchas[i].captchaId, captchaCode: captchas[i].answer }));
    expectHeld(rs);
    const last = captchas[PARALLEL];
    const right = await s.call(staffLoginCmds.operatorLogin, { account: 'operator', password: 'Operator@1234', captchaId: last.captchaId, captchaCode: last.answer });
    expect(right.error?.errorCode).toBe(ErrorCode.tooMany);
  });

  it('payment password of the demo company (repayment/applyRepayment)', async () => {
    const token = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
    const attempt = (payPassword: string) => s.call(fundCmds.applyRepayment, { amount: '1.00', payPassword, idempotencyKey: newKey() }, { token, lang: 'en' });
    verifyCalls.n = 0;
    const rs = await burst(PARALLEL, (i) => attempt(String(87654300 + i)));
    expectHeld(rs);
    for (const r of rs) if (r.error?.errorCode === ErrorCode.refused) expect(r.error.field).toBe('payPassword');
    const right = await attempt('12345678');
    expect(right.error?.errorCode).toBe(ErrorCode.tooMany);
    // Nothing moved: no repayment was made by any of them.
    expect(right.response).toBeUndefined();
  });
});

describe('places stranded by a process that died mid-check', () => {
  it('a right password waits them out (they stop counting 10 s after their reservation) instead of answering 1004', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    // Every place held, as a process killed during five argon2 comparisons leaves them.
    const reservedAt = new Date(s.app.deps.clock.now().getTime() - 8_000);
    await s.database.db
      .insert(authThrottles)
      .values({ key: loginKey.member('86', mobile), failures: 0, inflight: MAX, reservedAt })
      .onConflictDoUpdate({ target: authThrottles.key, set: { inflight: MAX, reservedAt, failures: 0, lockedUntil: null } });
    const started = Date.now();
    const r = await s.call(accountCmds.personLogin, { mobile, password: PASSWORD });
    expect(r.error).toBeUndefined();
    expect(r.response?.memberType).toBe('personal');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  }, 20_000);
});

describe('places held longer than a request may wait', () => {
  it('the request answers "busy, try again", not "too many attempts": its password was never judged', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    // Places that hold 3 s past the 12 s a request may wait (a clock a little ahead on another process).
    const reservedAt = new Date(s.app.deps.clock.now().getTime() + 3_000);
    await s.database.db
      .insert(authThrottles)
      .values({ key: loginKey.member('86', mobile), failures: 0, inflight: MAX, reservedAt })
      .onConflictDoUpdate({ target: authThrottles.key, set: { inflight: MAX, reservedAt, failures: 0, lockedUntil: null } });
    verifyCalls.n = 0;
    const r = await s.call(accountCmds.personLogin, { mobile, password: PASSWORD });
    expect(r.error?.errorCode).toBe(ErrorCode.tooMany);
    expect(r.error?.errorInfo).toMatch(/^(Many sign-ins are being checked right now, please try again in a moment|当前验证请求较多，请稍后重试)$/);
    expect(verifyCalls.n).toBe(0);
  }, 20_000);
});

describe('sequential tries keep their answers', () => {
  it('4 wrong, then right: the right password passes and starts the count over', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    for (let i = 0; i < 4; i++) expect((await s.call(accountCmds.personLogin, { mobile, password: 'wrong' })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(accountCmds.personLogin, { mobile, password: PASSWORD })).response?.memberType).toBe('personal');
    for (let i = 0; i < 4; i++) expect((await s.call(accountCmds.personLogin, { mobile, password: 'wrong' })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await s.call(accountCmds.personLogin, { mobile, password: 'wrong' })).error?.errorCode).toBe(ErrorCode.tooMany);
  });
});

describe(`${PARALLEL} parallel wrong SMS codes`, () => {
  it('check at most 5 of them, then the right code is dead (1004)', async () => {
    const mobile = nextMobile();
    await registerPersonal(s, mobile);
    const code = await smsCode(s, mobile, 'login');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const rs = await burst(PARALLEL, (i) => s.call(accountCmds.personSmsLogin, { mobile, smsCode: wrong(i) }));
    expect(checked(rs), codes(rs).join(',')).toBeLessThanOrEqual(MAX);
    expect(rs.some((r) => r.response)).toBe(false);
    expect((await s.call(accountCmds.personSmsLogin, { mobile, smsCode: code })).error?.errorCode).toBe(ErrorCode.tooMany);
  });
});

describe(`${PARALLEL} parallel micro-deposit amounts`, () => {
  it('compare at most 3 of them; the card binds only if one of those was right', async () => {
    const token = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
    const cardNo = '6217004444555566';
    // The payment-password burst above locked this company's payment password; adding the card needs it.
    await s.database.raw('t_unlock_paykey', "delete from auth_throttles where key like 'paykey:%'", []);
    const added = await s.call(bankCardCmds.addWithdrawCard, { holderName: '张伟', bankCode: 'CCB', provinceCode: '440000', cityCode: '440300', branchCode: '105440300001', cardNo, payPassword: '12345678' }, { token });
    expect(added.error).toBeUndefined();
    const cardId = added.response.cardId as number;
    const res = await s.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${cardNo}` });
    const deposit = (res.json() as { list: { amount?: string }[] }).list.find((x) => x.amount)!.amount!;
    // 19 wrong amounts and, last, the right one.
    const wrong = Array.from({ length: 99 }, (_, i) => ((i + 1) / 100).toFixed(2)).filter((a) => a !== deposit);
    const guesses = [...wrong.slice(0, PARALLEL - 1), deposit];
    const rs = await burst(PARALLEL, (i) => s.call(bankCardCmds.checkMoney, { cardId, amount: guesses[i] }, { token, lang: 'en' }));
    // Compared: a success, "n tries left" (field amount), or the try that failed the binding. The
    // others were refused before comparing: 1004, or the card's state once it had failed.
    const compared = rs.filter((r) => r.response || r.error?.field === 'amount' || r.error?.errorInfo.startsWith('Verification failed too many times'));
    expect(compared.length, rs.map((r) => r.error?.errorInfo ?? 'ok').join(' | ')).toBeLessThanOrEqual(3);
    // The answer agrees with the card: bound for review only when the right amount was among the tries.
    const card = await s.call(bankCardCmds.getWithdrawCard, {}, { token });
    const won = rs.filter((r) => r.response);
    expect(won.length).toBeLessThanOrEqual(1);
    if (won.length) expect(card.response).toMatchObject({ id: cardId, status: 'bankReview' });
    else expect((await s.call(bankCardCmds.checkMoney, { cardId, amount: deposit }, { token })).response).toBeUndefined();
  });
});
