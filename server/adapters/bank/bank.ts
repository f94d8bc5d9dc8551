import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { recordOutbox } from '../outbox';

/**
 * The custodian bank. The stand-in decides outcomes locally: micro-deposits of a
 * random 0.01-0.99, recharges that fail for configured amounts, withdrawals
 * that settle on the next day's job.
 */
export interface Bank {
  /** Sends a verification payment to an account; returns the amount in cents. */
  sendMicroDeposit(account: string): Promise<number>;
  /** Whether a recharge of this many cents succeeds (the stand-in fails configured amounts). */
  rechargeOutcome(amountCents: number): 'success' | 'failed';
}

export function standInBank(db: Db, failAmountsCents: Set<number> = new Set([66600])): Bank {
  return {
    async sendMicroDeposit(account) {
      const cents = randomInt(1, 100);
      await recordOutbox(db, { kind: 'bank', to: account, amount: (cents / 100).toFixed(2) });
      return cents;
    },
    rechargeOutcome(amountCents) {
      return failAmountsCents.has(amountCents) ? 'failed' : 'success';
    },
  };
}
