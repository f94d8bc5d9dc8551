import { and, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import type { Db } from '../../db/client';
import { members, resetTickets } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { hashToken, newToken } from '../../gateway/session';
import { hashPassword } from '../auth/passwords';
import { notifyMember } from '../message/notify';
import { startWithdrawalHold } from '../withdrawal-hold';
import { findMemberById, findMemberByMobile, type MemberRow } from './accounts';
import { verifyImageCaptcha } from './captcha';
import { after, formatDateTime, limits } from './limits';
import { checkPassword } from './password-check';
import { revokeMemberCredentials } from './sessions';
import { consumeSmsCode } from './sms-codes';
import { attemptSecret, clearFailures, loginKey } from './throttle';

/**
 * Password changes. Checking the old password shares the member's login lockout (a stolen session
 * cannot be used to guess it). Changing or resetting the password revokes every session of the
 * member and the tokens apps hold for it, and leaves an in-site message (publisher 'security'). Forgot password: picture captcha
 * (single use) + SMS code (purpose forget) give a reset ticket — random, stored hashed, single
 * use, 15 minutes — which sets the new password.
 */

async function signedInMember(deps: Deps, memberId: number): Promise<MemberRow> {
  const m = await findMemberById(deps.db, memberId);
  if (!m) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
  return m;
}

/** Checks the old password of the signed-in member: 1006 (field oldPassword) when wrong, 1004 when locked. */
/** Checks the signed-in member's own password under the login lockout; `refusal` names the text and the field of a wrong one. */
export async function verifyOldPassword(deps: Deps, memberId: number, oldPassword: string, refusal = { key: 'member.oldPassword.incorrect', field: 'oldPassword' }): Promise<MemberRow> {
  const member = await signedInMember(deps, memberId);
  // Under the login lockout: the try is reserved before argon2 runs (throttle.ts).
  const r = await attemptSecret(
    deps.db,
    loginKey.member(member.nationCode, member.mobile),
    () => deps.clock.now(),
    () => checkPassword(member.passwordHash, oldPassword),
  );
  if (!r.ok) throw new AppError(ErrorCode.refused, refusal.key, {}, refusal.field);
  return member;
}

/** The member hears of it on every channel (a security event: decision 0055). */
async function notify(db: Db, memberId: number, kind: 'passwordChanged' | 'passwordReset', now: Date) {
  await notifyMember(db, memberId, { key: `member.message.${kind}`, vars: { time: formatDateTime(now) }, publisher: 'security', at: now });
}

async function setPassword(deps: Deps, member: MemberRow, password: string, kind: 'passwordChanged' | 'passwordReset', keepSessionId: number | null) {
  const hash = await hashPassword(password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash: hash }).where(eq(members.id, member.id));
    await revokeMemberCredentials(tx, now, member.id, keepSessionId);
    // The member's withdrawals pause for a while (decision 0052), committed with the change.
    await startWithdrawalHold(tx, { memberId: member.id, reason: 'password', at: now });
    await notify(tx, member.id, kind, now);
  });
}

/** A change keeps the session that made it and ends every other (decision 0050); a reset ends them all. */
export async function changePassword(deps: Deps, caller: { memberId: number; sessionId: number }, oldPassword: string, newPassword: string) {
  const member = await verifyOldPassword(deps, caller.memberId, oldPassword);
  await setPassword(deps, member, newPassword, 'passwordChanged', caller.sessionId);
  return { changed: true as const };
}

export async function forgetPasswordNext(deps: Deps, p: { nationCode: string; mobile: string; captchaId: string; captchaCode: string; smsCode: string }) {
  await verifyImageCaptcha(deps, p.captchaId, p.captchaCode, 'rule.forget.imageCode.incorrect');
  const now = deps.clock.now();
  await consumeSmsCode(deps.db, now, { nationCode: p.nationCode, mobile: p.mobile, purpose: 'forget', code: p.smsCode, incorrectKey: 'rule.forget.smsCode.incorrect' });
  const member = await findMemberByMobile(deps.db, p.nationCode, p.mobile);
  if (!member) throw new AppError(ErrorCode.refused, 'rule.forget.smsCode.incorrect', {}, 'smsCode');
  const resetTicket = newToken();
  await deps.db.insert(resetTickets).values({ ticketHash: hashToken(resetTicket), memberId: member.id, expiresAt: after(now, limits.resetTicketTtlMs) });
  return { resetTicket };
}

export async function forgetPasswordConfirm(deps: Deps, p: { resetTicket: string; password: string }) {
  const now = deps.clock.now();
  const [ticket] = await deps.db
    .update(resetTickets)
    .set({ usedAt: now })
    .where(and(eq(resetTickets.ticketHash, hashToken(p.resetTicket)), isNull(resetTickets.usedAt), gt(resetTickets.expiresAt, now)))
    .returning({ memberId: resetTickets.memberId });
  if (!ticket) throw new AppError(ErrorCode.refused, 'member.resetTicket.invalid', {}, 'resetTicket');
  const member = await signedInMember(deps, ticket.memberId);
  await setPassword(deps, member, p.password, 'passwordReset', null);
  // Proving the phone again lifts a password lockout.
  await clearFailures(deps.db, loginKey.member(member.nationCode, member.mobile));
  return { reset: true as const };
}
