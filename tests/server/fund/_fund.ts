import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, ledgerAccounts } from '#server/db/schema';
import type { TestServer } from '../../helpers/server';
import * as bankCardCmds from '#shared/contract/bank-card';
import * as fundCmds from '#shared/contract/fund';

/** Fund-account test steps over the gateway, with the development outbox for codes and micro-deposits. */

export async function outbox(s: TestServer, to: string) {
  const res = await s.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { list: { code?: string; amount?: string }[] }).list;
}

export async function lastCode(s: TestServer, to: string) {
  const code = (await outbox(s, to)).find((x) => x.code)?.code;
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

export async function runJobs(s: TestServer, advanceDays = 0) {
  const res = await s.app.inject({ method: 'POST', url: '/api/dev/run-jobs', payload: { advanceDays } });
  return res.json() as { response: { ran: Record<string, number> } };
}

/** SMS sends are limited to one a minute per mobile: tests move the clock past it. */
export const skipResendWait = (s: TestServer) => s.app.deps.clock.advance(61_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert the response's shape
export async function ok<T = any>(p: Promise<{ response?: T; error?: unknown }>): Promise<T> {
  const r = await p;
  if (r.error) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  return r.response as T;
}

let keySeq = 0;
export const newKey = () => `test-${process.pid}-${Date.now()}-${++keySeq}`;

/** Certifies a company directly (issue 6 owns the real flow). */
export async function certify(s: TestServer, code: string) {
  await s.database.db.update(companies).set({ certified: true }).where(eq(companies.code, code));
}

/** Opens the fund account of the session's company through the gateway and the automatic review. */
export async function openAccount(s: TestServer, token: string, mobile: string, idNumber = '110101199003074514') {
  await ok(s.call(fundCmds.getOpenAccountMobile, { send: true }, { token }));
  const smsCode = await lastCode(s, mobile);
  await ok(s.call(fundCmds.openAccount, { contactName: '王强', idNumber, smsCode }, { token }));
  await runJobs(s, 0.001);
}

export async function setPayKey(s: TestServer, token: string, payPassword = '12345678') {
  await ok(s.call(fundCmds.setPayKey, { payPassword, confirmPassword: payPassword }, { token }));
}

export async function addRechargeCard(s: TestServer, token: string, mobile = '13912345678', cardNo = '6222021234567890123') {
  skipResendWait(s);
  const { cardId } = await ok(s.call(bankCardCmds.bindCard, { holderName: '王强', bankCode: 'ICBC', cardNo, idNumber: '110101199003074514', mobile }, { token }));
  await ok(s.call(bankCardCmds.checkSmsCode, { cardId, smsCode: await lastCode(s, mobile) }, { token }));
  return cardId as number;
}

/** Sends, validates and spends a recharge code; settles the recharge through the bank's delay. */
export async function rechargeNow(s: TestServer, token: string, cardId: number, amount: string, mobile = '13912345678') {
  skipResendWait(s);
  await ok(s.call(fundCmds.sendRechargeSms, { cardId }, { token }));
  const smsCode = await lastCode(s, mobile);
  await ok(s.call(fundCmds.validRechargeSms, { cardId, smsCode }, { token }));
  const r = await ok(s.call(fundCmds.recharge, { cardId, amount, smsCode, idempotencyKey: newKey() }, { token }));
  s.app.deps.clock.advance(5000);
  return ok(s.call(fundCmds.queryRechargeStatus, { rechargeId: r.rechargeId }, { token }));
}

/** Adds, verifies and (through the bank's review job) binds a withdrawal account; the holder is the company's legal representative. */
export async function addWithdrawAccount(s: TestServer, token: string, cardNo = '6217001234567890', holderName = '王强') {
  const { cardId } = await ok(s.call(bankCardCmds.addWithdrawCard, { holderName, bankCode: 'CCB', provinceCode: '440000', cityCode: '440300', branchCode: '105440300001', cardNo, payPassword: '12345678' }, { token }));
  const amount = (await outbox(s, cardNo)).find((x) => x.amount)!.amount!;
  await ok(s.call(bankCardCmds.checkMoney, { cardId, amount }, { token }));
  await runJobs(s, 0.001);
  return cardId as number;
}

export async function balances(s: TestServer, token: string) {
  return ok(s.call(fundCmds.myCapital, {}, { token }));
}

/** The ledger's invariants: all entries sum to zero, and every balance equals the sum of its entries. */
export async function expectLedgerConsistent(s: TestServer) {
  const db = s.database.db;
  const rows = await rowsOf(s, sql`select coalesce(sum(amount), 0)::text as s from ledger_entries`);
  expect(rows[0].s).toBe('0');
  const perTxn = await rowsOf(s, sql`select txn_id from ledger_entries group by txn_id having sum(amount) <> 0`);
  expect(perTxn).toEqual([]);
  const mismatched = await rowsOf(
    s,
    sql`select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(mismatched).toEqual([]);
  const negative = await db
    .select()
    .from(ledgerAccounts)
    .where(sql`not ${ledgerAccounts.allowNegative} and ${ledgerAccounts.balance} < 0`);
  expect(negative).toEqual([]);
}

type Row = Record<string, string>;
async function rowsOf(s: TestServer, q: ReturnType<typeof sql>): Promise<Row[]> {
  // PGlite and node-postgres answer execute() in different shapes.
  const r = (await s.database.db.execute(q)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** A server on the test PostgreSQL whose company C10000003 (member 13800000003) has an opened fund account with a payment password. */
export async function pgFundServer(): Promise<{ s: TestServer; token: string }> {
  const { startTestServer } = await import('../../helpers/server');
  const s = await startTestServer({ PG_POOL_MAX: '20' });
  await certify(s, 'C10000003');
  const token = await s.createSession('member', '13800000003');
  await openAccount(s, token, '13800000003');
  await setPayKey(s, token);
  return { s, token };
}
