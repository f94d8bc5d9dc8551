import type { z } from 'zod';
import { parseStatement } from './statement-file';
import type { Bank, BankAnswer, MoneyRequest } from './bank';
import type { HttpBankSettings } from './settings';
import { BANK_PATHS, microDepositAnswerBody, moneyAnswerBody, statementAnswerBody } from './protocol';
import { signatureHeaders, signMessage, verifyMessage } from './signature';

/** A bank request that did not get a verified answer; the order stays processing and is asked again (same order number). */
export class BankUnavailable extends Error {}

/** The bank's answer within this, or the call fails (never counted as a refusal: the order stays processing). */
export const BANK_TIMEOUT_MS = 10_000;

/**
 * The custody bank over HTTP (docs/bank-contract.md): every request signed with our key, every
 * answer verified with the bank's key and bound to our request by its nonce. Money requests
 * are idempotent by our order number, so asking again after a timeout is safe: the bank
 * answers its first answer. A recharge is usually answered `processing` and settled by the
 * bank's signed callback (bank-callback.ts); asking again later is the fallback.
 */
export function httpBank(s: HttpBankSettings, now: () => Date = () => new Date()): Bank {
  async function ask<T extends z.ZodTypeAny>(path: string, payload: unknown, answer: T): Promise<z.infer<T>> {
    const body = JSON.stringify(payload);
    const signed = signMessage(s.privateKey, body, now());
    let res: Response;
    let raw: Buffer;
    try {
      res = await fetch(`${s.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signatureHeaders(signed, s.merchantId) },
        body,
        signal: AbortSignal.timeout(BANK_TIMEOUT_MS),
      });
      raw = Buffer.from(await res.arrayBuffer());
    } catch (err) {
      throw new BankUnavailable(`bank ${path}: ${(err as Error).name === 'TimeoutError' ? 'no answer within 10 s' : (err as Error).message}`);
    }
    if (res.status !== 200) throw new BankUnavailable(`bank ${path}: HTTP ${res.status}`);
    const v = verifyMessage(s.bankPublicKey, res.headers, raw, now());
    if (!v.ok) throw new BankUnavailable(`bank ${path}: answer refused (${v.reason})`);
    // The bank signs its answer over our request's nonce: an answer recorded earlier cannot be replayed to this request.
    if (v.nonce !== signed.nonce) throw new BankUnavailable(`bank ${path}: answer to another request`);
    const parsed = answer.safeParse(JSON.parse(raw.toString('utf8')));
    if (!parsed.success) throw new BankUnavailable(`bank ${path}: answer does not fit the contract`);
    return parsed.data;
  }

  async function money(path: string, req: MoneyRequest): Promise<BankAnswer> {
    const a = await ask(path, { orderNo: req.orderNo, amount: req.amount, at: req.at.toISOString() }, moneyAnswerBody);
    if (a.orderNo !== req.orderNo) throw new BankUnavailable(`bank ${path}: answer for another order`);
    return { status: a.status, bankRef: a.bankRef };
  }

  return {
    async sendMicroDeposit(account, note) {
      return (await ask(BANK_PATHS.microDeposit, { account, ...(note ? { note } : {}) }, microDepositAnswerBody)).amount;
    },
    // Sent to the bank right after the order is committed (recharge.ts); the callback brings the answer.
    rechargeDelayMs: 0,
    rechargeResult: (req) => money(BANK_PATHS.recharge, req),
    payout: (req) => money(BANK_PATHS.payout, req),
    async statement(day) {
      const a = await ask(BANK_PATHS.statement, { day }, statementAnswerBody);
      if (a.day !== day) throw new BankUnavailable('bank statement: answer for another day');
      return a.file === null ? null : parseStatement(a.file, day);
    },
  };
}
