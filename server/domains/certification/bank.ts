import { and, desc, eq, inArray } from 'drizzle-orm';
import { certApplications, companyCerts } from '../../db/schema';
import type { Deps } from '../../deps';
import { refuse } from '../../gateway/app-error';
import { notifyCompany } from '../message/notify';
import { realNameState } from './state';
import { MAX_TRIES, type StoredBank } from './views';

/**
 * The micro-deposit typed back (spec "bankCertification" and "bankAccountChange"): the first
 * certification's account while verificationPaymentSent, or a changed account while
 * awaitingPlatformTransfer. A right amount passes the bank's review at once in the stand-in
 * (bankReview → bound); a changed account then replaces the certified one. Five wrong amounts
 * fail the binding until the operator sends a new payment. The amount of an application that left
 * the bank step (abandoned or rejected) is dead: it binds nothing.
 */
export async function checkCorporateAmount(deps: Deps, who: { companyId: number }, amount: string) {
  const now = deps.clock.now();
  const [whole, frac = ''] = amount.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  const outcome = await deps.db.transaction(async (tx) => {
    const [app] = await tx
      .select()
      .from(certApplications)
      .where(
        and(
          eq(certApplications.companyId, who.companyId),
          inArray(certApplications.status, ['underReview', 'approved']),
          inArray(certApplications.bankStatus, ['verificationPaymentSent', 'awaitingPlatformTransfer']),
        ),
      )
      .orderBy(desc(certApplications.id))
      .limit(1)
      .for('update');
    if (!app) throw refuse('centre.bank.notAwaiting');
    if (app.depositCents !== cents) {
      const tries = app.depositTries + 1;
      const failed = tries >= MAX_TRIES;
      await tx
        .update(certApplications)
        .set({ depositTries: tries, ...(failed ? { bankStatus: 'bindingFailed' } : {}) })
        .where(eq(certApplications.id, app.id));
      return { ok: false as const, left: MAX_TRIES - tries };
    }
    // bankReview is passed through at once: the stand-in bank confirms a matching amount.
    await tx.update(certApplications).set({ bankStatus: 'bound', depositTries: app.depositTries + 1 }).where(eq(certApplications.id, app.id));
    const bank = app.bank as StoredBank;
    if (app.kind === 'changeBank') {
      await tx.update(companyCerts).set({ bank }).where(eq(companyCerts.companyId, who.companyId));
    }
    await notifyCompany(tx, who.companyId, { key: 'centre.realName.bound', vars: { account: `****${bank.account.slice(-4)}` }, publisher: 'review', at: now });
    return { ok: true as const };
  });
  if (!outcome.ok) {
    // The refusal is committed above (the try counts) before it is told.
    throw outcome.left > 0 ? refuse('centre.bank.wrongAmount', { left: outcome.left }) : refuse('centre.bank.failed');
  }
  const state = await realNameState(deps.db, who.companyId, now);
  const app = state.change?.bankStatus === 'bound' && state.change.kind === 'changeBank' ? state.change : state.application;
  return { bankStatus: 'bound' as const, triesLeft: app?.triesLeft ?? 0, state };
}

/** Pays a verification amount into an account and arms the check for it (tries start again). */
export async function sendDeposit(deps: Deps, appId: number, account: string, status: 'verificationPaymentSent' | 'awaitingPlatformTransfer') {
  const cents = await deps.adapters.bank.sendMicroDeposit(account);
  await deps.db.update(certApplications).set({ bankStatus: status, depositCents: cents, depositTries: 0 }).where(eq(certApplications.id, appId));
}
