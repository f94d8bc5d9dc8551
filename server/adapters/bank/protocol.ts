import { z } from 'zod';

/**
 * The bank's HTTP messages (docs/bank-contract.md, "Over HTTP"), shared by our client
 * (http-bank.ts), the callback route and the bank stand-in, so the three cannot drift apart.
 * Every message is JSON, signed as signature.ts describes.
 */
export const BANK_PATHS = {
  microDeposit: '/micro-deposits',
  recharge: '/recharges',
  payout: '/payouts',
  statement: '/statements',
} as const;

const orderNo = z.string().regex(/^[A-Z0-9]{1,40}$/);
const bankRef = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);
const cents = z.number().int().positive().max(1e15);

export const moneyRequestBody = z.object({ orderNo, amount: cents, at: z.string().datetime() }).strict();
export const moneyAnswerBody = z.object({ orderNo, status: z.enum(['processing', 'success', 'failed']), bankRef }).strict();
/** `note`: the transfer note the payment carries (the corporate account's verification shows it to the member). */
export const microDepositRequestBody = z
  .object({
    account: z.string().regex(/^\d{6,32}$/),
    note: z
      .string()
      .regex(/^[0-9A-Z]{4,16}$/)
      .optional(),
  })
  .strict();
export const microDepositAnswerBody = z.object({ amount: z.number().int().min(1).max(99) }).strict();
export const statementRequestBody = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict();
/** file: the statement CSV (statement-file.ts), null while the day is not published. */
export const statementAnswerBody = z.object({ day: z.string(), file: z.string().max(50_000_000).nullable() }).strict();

/** The final answer of a recharge (in) or payout (out), sent by the bank to POST /bank/callback. */
export const callbackBody = z
  .object({
    orderNo,
    bankRef,
    direction: z.enum(['in', 'out']),
    amount: cents,
    status: z.enum(['success', 'failed']),
    bookedAt: z.string().datetime(),
  })
  .strict();
export type CallbackBody = z.infer<typeof callbackBody>;

/** Where the bank posts callbacks, on the portal's public origin. */
export const CALLBACK_PATH = '/bank/callback';
