import { and, eq, isNull } from 'drizzle-orm';
import { fundAccounts } from '../../db/schema';
import { refuse } from '../../gateway/app-error';
import type { Ctx } from '../../gateway/handler';
import { requireSecondFactor } from '../account/second-factor';
import { consumeSmsCode, sendSmsCode, type SmsPurpose } from '../account/sms-codes';
import { hashPassword } from '../auth/passwords';
import { startWithdrawalHold } from '../withdrawal-hold';
import { issueTicket, setPayKeyHash, spendTicket } from './pay-key';
import { maskMobile, openedAccount } from './scope';

/** Setting (once) and changing (SMS code to the account's mobile, then the new password) the payment password. */
const CHANGE_PURPOSE = 'payKey' satisfies SmsPurpose;

export async function ifSetPayKey(ctx: Ctx<unknown>) {
  const acc = await openedAccount(ctx);
  return { set: !!acc.payKeyHash };
}

export async function firstPayKey(ctx: Ctx<{ payPassword: string; otpCode?: string }>) {
  const acc = await openedAccount(ctx);
  await requireSecondFactor(ctx, ctx.params.otpCode);
  if (acc.payKeyHash) throw refuse('fund.payKey.alreadySet');
  const hash = await hashPassword(ctx.params.payPassword);
  // Conditional: of two concurrent first settings only one wins.
  const set = await ctx.deps.db
    .update(fundAccounts)
    .set({ payKeyHash: hash })
    .where(and(eq(fundAccounts.id, acc.id), isNull(fundAccounts.payKeyHash)))
    .returning({ id: fundAccounts.id });
  if (!set.length) throw refuse('fund.payKey.alreadySet');
  return { set: true as const };
}

export async function sendChangeSms(ctx: Ctx<unknown>) {
  const acc = await openedAccount(ctx);
  if (!acc.payKeyHash) throw refuse('fund.payKey.notSet');
  const r = await sendSmsCode(ctx.deps, { nationCode: '86', mobile: acc.mobile, purpose: CHANGE_PURPOSE, ip: ctx.ip, lang: ctx.lang });
  return { mobile: maskMobile(acc.mobile), sent: true as const, resendAfter: r.resendAfter };
}

export async function changeFirst(ctx: Ctx<{ smsCode: string }>) {
  const acc = await openedAccount(ctx);
  if (!acc.payKeyHash) throw refuse('fund.payKey.notSet');
  const now = ctx.deps.clock.now();
  await consumeSmsCode(ctx.deps.db, now, { nationCode: '86', mobile: acc.mobile, purpose: CHANGE_PURPOSE, code: ctx.params.smsCode });
  return { ticket: await issueTicket(ctx.deps.db, acc.id, now) };
}

export async function changeSecond(ctx: Ctx<{ ticket: string; payPassword: string; otpCode?: string }>) {
  const acc = await openedAccount(ctx);
  // Before the ticket is spent, so a missing code costs the member no new SMS (decision 0051).
  await requireSecondFactor(ctx, ctx.params.otpCode);
  const now = ctx.deps.clock.now();
  const hash = await hashPassword(ctx.params.payPassword);
  await ctx.deps.db.transaction(async (tx) => {
    await spendTicket(tx, acc.id, ctx.params.ticket, now);
    await setPayKeyHash(tx, acc.id, hash);
    // A changed payment password pauses the company's withdrawals (decision 0052), committed with the change.
    await startWithdrawalHold(tx, { fundAccountId: acc.id, reason: 'payKey', at: now });
  });
  return { changed: true as const };
}
