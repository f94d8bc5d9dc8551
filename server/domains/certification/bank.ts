import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certApplications, companyCerts } from '../../db/schema';
import type { Deps } from '../../deps';
import { refuse } from '../../gateway/app-error';
import { notifyCompany } from '../message/notify';
import { realNameState } from './state';
import { MAX_TRIES, type AppRow, type StoredBank } from './views';

/**
 * The micro-deposit typed back (spec "bankCertification" and "bankAccountChange"): the first
 * certification's account while verificationPaymentSent, or a changed account while
 * awaitingPlatformTransfer. A right amount goes to the bank's review (bankReview); the bank's
 * answer is worked in the operator console's bank-binding queue (decideBankReview). Five wrong
 * amounts fail the binding until the operator sends a new payment. The amount of an application
 * that left the bank step (abandoned or rejected) is dead: it binds nothing.
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
        and(eq(certApplications.companyId, who.companyId), inArray(certApplications.status, ['underReview', 'approved']), inArray(certApplications.bankStatus, ['verificationPaymentSent', 'awaitingPlatformTransfer'])),
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
    await tx
      .update(certApplications)
      .set({ bankStatus: 'bankReview', depositTries: app.depositTries + 1 })
      .where(eq(certApplications.id, app.id));
    const bank = app.bank as StoredBank;
    await notifyCompany(tx, who.companyId, { key: 'centre.realName.bankReview', vars: { account: masked(bank) }, publisher: 'review', at: now });
    return { ok: true as const, kind: app.kind };
  });
  if (!outcome.ok) {
    // The refusal is committed above (the try counts) before it is told.
    throw outcome.left > 0 ? refuse('centre.bank.wrongAmount', { left: outcome.left }) : refuse('centre.bank.failed');
  }
  const state = await realNameState(deps.db, who.companyId, now);
  const app = outcome.kind === 'changeBank' ? state.change : state.application;
  return { bankStatus: 'bankReview' as const, triesLeft: app?.triesLeft ?? 0, state };
}

const masked = (bank: StoredBank) => `****${bank.account.slice(-4)}`;

/**
 * The bank's answer to a binding under review, as the operator records it: passed binds the
 * account (a changed account then replaces the certified one); refused sends a new verification
 * payment with a new note, and the member types that amount again (spec: bankReview →
 * verificationPaymentSent). Runs inside the operator's decision transaction; the new payment is
 * sent by the caller after it commits.
 */
export async function decideBankReview(tx: Db, a: AppRow, decision: 'approve' | 'reject', now: Date) {
  const bank = a.bank as StoredBank;
  if (decision === 'reject') return;
  await tx.update(certApplications).set({ bankStatus: 'bound' }).where(eq(certApplications.id, a.id));
  if (a.kind === 'changeBank') await tx.update(companyCerts).set({ bank }).where(eq(companyCerts.companyId, a.companyId));
  await notifyCompany(tx, a.companyId, { key: 'centre.realName.bound', vars: { account: masked(bank) }, publisher: 'review', at: now });
}

/** A short reference the member finds on the bank statement beside the amount (no 0/O, 1/I look-alikes). */
const NOTE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newTransferNote(): string {
  let s = 'ZZ';
  for (let i = 0; i < 6; i++) s += NOTE_ALPHABET[randomInt(NOTE_ALPHABET.length)];
  return s;
}

/** Pays a verification amount, carrying a new transfer note, into an account and arms the check for it (tries start again). */
export async function sendDeposit(deps: Deps, appId: number, account: string, status: 'verificationPaymentSent' | 'awaitingPlatformTransfer') {
  const transferNote = newTransferNote();
  const cents = await deps.adapters.bank.sendMicroDeposit(account, transferNote);
  await deps.db.update(certApplications).set({ bankStatus: status, depositCents: cents, depositTries: 0, transferNote }).where(eq(certApplications.id, appId));
}
