import { eq } from 'drizzle-orm';
import { assertAllocatedMobile } from '../../adapters/sms/allocated-mobile';
import { ErrorCode } from '#shared/contract/errors';
import { MOBILE_CN } from '#shared/rules/fields';
import type { Lang } from '#shared/rules/texts';
import { members } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { notifyMember } from '../message/notify';
import { findMemberById, isMobileRegistered } from '../account/accounts';
import { formatDateTime } from '../account/limits';
import { revokeMemberCredentials } from '../account/sessions';
import { consumeSmsCode, sendSmsCode, type SmsPurpose } from '../account/sms-codes';
import { startWithdrawalHold } from '../withdrawal-hold';

/**
 * Change of the login mobile. The code to the current mobile has its own purpose: sendSmsCode
 * refuses 'changeMobile' codes to registered numbers, which is right for the new number only.
 * The new number's code is the public getSmsCode with purpose changeMobile (with a captcha: it is
 * not yet the member's number). On success every
 * session of the member and every token apps hold for it are revoked (as a password change does)
 * and a security message is left.
 */
const OLD_PURPOSE = 'changeMobileOld' satisfies SmsPurpose;

async function signedIn(deps: Deps, memberId: number) {
  const m = await findMemberById(deps.db, memberId);
  if (!m) throw new AppError(ErrorCode.tokenInvalid, 'gateway.14');
  return m;
}

export async function sendOldMobileCode(deps: Deps, memberId: number, ip: string, lang?: Lang) {
  const m = await signedIn(deps, memberId);
  return sendSmsCode(deps, { nationCode: m.nationCode, mobile: m.mobile, purpose: OLD_PURPOSE, ip, lang });
}

/** The session that made the change stays; every other ends (decision 0050). */
export async function changeMobile(deps: Deps, memberId: number, sessionId: number, p: { oldSmsCode: string; mobile: string; smsCode: string }) {
  const m = await signedIn(deps, memberId);
  const now = deps.clock.now();
  if (m.nationCode === '86' && !MOBILE_CN.test(p.mobile)) throw new AppError(ErrorCode.invalidParams, 'rule.register.mobile.format', {}, 'mobile');
  assertAllocatedMobile(m.nationCode, p.mobile);
  if (p.mobile === m.mobile) throw new AppError(ErrorCode.refused, 'member.changeMobile.same', {}, 'mobile');
  try {
    await consumeSmsCode(deps.db, now, { nationCode: m.nationCode, mobile: m.mobile, purpose: OLD_PURPOSE, code: p.oldSmsCode });
  } catch (e) {
    // Same refusal, told on the old code's field.
    if (e instanceof AppError) throw new AppError(e.code, e.key, e.vars, 'oldSmsCode');
    throw e;
  }
  if (await isMobileRegistered(deps.db, m.nationCode, p.mobile)) throw new AppError(ErrorCode.refused, 'rule.register.mobile.registered', {}, 'mobile');
  await consumeSmsCode(deps.db, now, { nationCode: m.nationCode, mobile: p.mobile, purpose: 'changeMobile', code: p.smsCode });
  await deps.db.transaction(async (tx) => {
    await tx.update(members).set({ mobile: p.mobile }).where(eq(members.id, m.id));
    await revokeMemberCredentials(tx, now, m.id, sessionId);
    // The member's withdrawals pause for a while (decision 0052), committed with the change.
    await startWithdrawalHold(tx, { memberId: m.id, reason: 'mobile', at: now });
    await notifyMember(tx, m.id, { key: 'member.message.mobileChanged', vars: { time: formatDateTime(now), mobile: p.mobile.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2') }, publisher: 'security', at: now });
  });
  return { changed: true as const };
}
