import { eq } from 'drizzle-orm';
import { assertAllocatedMobile } from '../../adapters/sms/allocated-mobile';
import type { LoginAnswer } from '#shared/contract/account';
import { ErrorCode } from '#shared/contract/errors';
import type { Lang } from '#shared/rules/texts';
import { operators } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { findMemberByMobile, isMembershipDisabled, membership, type MemberRow, type Membership } from './accounts';
import { verifyImageCaptcha } from './captcha';
import { checkPassword } from './password-check';
import type { SessionClient } from './devices';
import { createStaffSession } from './sessions';
import { finishFirstFactor } from './second-factor';
import { consumeSmsCode } from './sms-codes';
import { attemptSecret, clearFailures, loginKey } from './throttle';
import { noteAudit } from '../../audit/scope';

/**
 * Logins. A wrong password and an unknown account answer the same 1006 text after the same
 * argon2 work (a dummy hash stands in for a missing one), and both count towards the lockout of
 * that login key: 5 failures within 15 minutes lock it for 15 minutes (1004 with the unlock time).
 * Member, salesman and operator logins have separate keys.
 */

const wrongCredentials = (key = 'member.login.wrongCredentials') => new AppError(ErrorCode.refused, key, {}, 'password');

/** The account a sign-in tried: its failure is recorded in that member's activity (server/audit). */
const noted = <T extends { id: number }>(found: Promise<T | undefined | null>) =>
  found.then((m) => {
    if (m) noteAudit({ memberId: m.id });
    return m;
  });

export function assertActive(member: MemberRow) {
  if (member.status !== 'active') throw new AppError(ErrorCode.refused, 'member.account.disabled');
}

/** The company a sign-in asks for (companyCode), or null for a personal session. */
export async function companyFor(deps: Deps, member: MemberRow, companyCode: string | undefined): Promise<Membership | null> {
  if (companyCode === undefined) return null;
  const company = await membership(deps.db, member.id, { code: companyCode });
  if (!company && (await isMembershipDisabled(deps.db, member.id, companyCode))) throw new AppError(ErrorCode.refused, 'org.member.disabledLogin', {}, 'companyCode');
  if (!company) throw new AppError(ErrorCode.refused, 'rule.login.company.required', {}, 'companyCode');
  return company;
}

/**
 * The password check every login shares, under the key's lockout (throttle.ts): a try is reserved
 * before argon2 runs (1004 while locked); a wrong password (or nobody found) is counted and answers
 * the one vague text; a right one starts the count over.
 */
async function withPassword<T extends { passwordHash: string | null }>(deps: Deps, key: string, found: () => Promise<T | undefined | null>, password: string, wrongKey?: string): Promise<T> {
  let who: T | undefined | null;
  const r = await attemptSecret(
    deps.db,
    key,
    () => deps.clock.now(),
    async () => {
      who = await found();
      return checkPassword(who?.passwordHash ?? null, password);
    },
  );
  if (!r.ok || !who) throw wrongCredentials(wrongKey);
  return who;
}

/** companyLogin (companyCode given: the member must belong to it) and personLogin (a personal session). */
export async function passwordLogin(deps: Deps, lang: Lang, p: { nationCode: string; mobile: string; password: string; companyCode?: string }, client: SessionClient): Promise<LoginAnswer> {
  const now = deps.clock.now();
  // No account can have an unallocated number (registration and mobile changes refuse them).
  assertAllocatedMobile(p.nationCode, p.mobile);
  const member = await withPassword(deps, loginKey.member(p.nationCode, p.mobile), () => noted(findMemberByMobile(deps.db, p.nationCode, p.mobile)), p.password);
  assertActive(member);
  // A member with a second factor gets a challenge instead of the session (decision 0051).
  return finishFirstFactor(deps, now, lang, member, await companyFor(deps, member, p.companyCode), client);
}

/** companySmsLogin / personSmsLogin: an SMS code (purpose login) instead of the password; it also clears a password lockout. */
export async function smsLogin(deps: Deps, lang: Lang, p: { nationCode: string; mobile: string; smsCode: string; companyCode?: string }, client: SessionClient): Promise<LoginAnswer> {
  const now = deps.clock.now();
  assertAllocatedMobile(p.nationCode, p.mobile);
  await consumeSmsCode(deps.db, now, { nationCode: p.nationCode, mobile: p.mobile, purpose: 'login', code: p.smsCode });
  const member = await noted(findMemberByMobile(deps.db, p.nationCode, p.mobile));
  if (!member) throw new AppError(ErrorCode.refused, 'general.smsCodeIncorrect', {}, 'smsCode');
  await clearFailures(deps.db, loginKey.member(p.nationCode, p.mobile));
  assertActive(member);
  // A member with a second factor gets a challenge instead of the session (decision 0051).
  return finishFirstFactor(deps, now, lang, member, await companyFor(deps, member, p.companyCode), client);
}

/** The sales tool's login: picture captcha (spent first), then the password; only members marked is_salesman. */
export async function salesmanLogin(deps: Deps, p: { nationCode: string; mobile: string; password: string; captchaId: string; captchaCode: string }, client: SessionClient) {
  await verifyImageCaptcha(deps, p.captchaId, p.captchaCode);
  const member = await withPassword(deps, loginKey.salesman(p.nationCode, p.mobile), () => noted(findMemberByMobile(deps.db, p.nationCode, p.mobile)), p.password);
  if (!member.isSalesman) throw new AppError(ErrorCode.forbidden, 'gateway.salesmanOnly');
  assertActive(member);
  const token = await createStaffSession(deps.db, deps.clock.now(), { kind: 'salesman', memberId: member.id }, client);
  return { token, memberCode: member.code, fullName: member.name };
}

/** The operator console's login: picture captcha (spent first), then account + password. */
export async function operatorLogin(deps: Deps, p: { account: string; password: string; captchaId: string; captchaCode: string }, client: SessionClient) {
  await verifyImageCaptcha(deps, p.captchaId, p.captchaCode);
  const findOperator = async () => (await deps.db.select().from(operators).where(eq(operators.account, p.account)).limit(1))[0];
  const op = await withPassword(deps, loginKey.operator(p.account), findOperator, p.password, 'member.operator.wrongCredentials');
  const token = await createStaffSession(deps.db, deps.clock.now(), { kind: 'operator', operatorId: op.id }, client);
  return { token, name: op.name };
}
