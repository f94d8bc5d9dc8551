import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { recordOutbox } from '../outbox';

/**
 * The custodian bank. The stand-in decides outcomes locally: micro-deposits of a
 * random 0.01-0.99, recharges that fail for configured amounts (666.00) a few
 * seconds later, withdrawals that settle on the next day's job (777.00 bounces).
 */
export interface Bank {
  /** Sends a verification payment to an account; returns the amount in cents. */
  sendMicroDeposit(account: string): Promise<number>;
  /** Whether a recharge of this many cents succeeds (the stand-in fails configured amounts). */
  rechargeOutcome(amountCents: number): 'success' | 'failed';
  /** How long the bank takes to confirm a recharge. */
  rechargeDelayMs: number;
  /** Whether a withdrawal settles on its due day (the stand-in bounces configured amounts, refunded to the account). */
  withdrawalOutcome(amountCents: number): 'success' | 'failed';
}

export function standInBank(db: Db, failAmountsCents: Set<number> = new Set([66600]), bounceAmountsCents: Set<number> = new Set([77700])): Bank {
  return {
    async sendMicroDeposit(account) {
      const cents = randomInt(1, 100);
      await recordOutbox(db, { kind: 'bank', to: account, amount: (cents / 100).toFixed(2) });
      return cents;
    },
    rechargeOutcome(amountCents) {
      return failAmountsCents.has(amountCents) ? 'failed' : 'success';
    },
    rechargeDelayMs: 3000,
    withdrawalOutcome(amountCents) {
      return bounceAmountsCents.has(amountCents) ? 'failed' : 'success';
    },
  };
}
