import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import type { LoginAnswer } from '#shared/contract/account';
import type { Lang } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import { assertAllocatedMobile } from '../../adapters/sms/allocated-mobile';
import type { Db } from '../../db/client';
import { members, oidcIdentities, sessions } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../gateway/app-error';
import { companiesOf, findMemberById, findMemberByMobile, membership, newMemberCode, type MemberRow } from '../account/accounts';
import { finishFirstFactor } from '../account/second-factor';
import type { SessionClient } from '../account/devices';
import { consumeSmsCode } from '../account/sms-codes';
import { finishAttempt, liveAttempt, type Attempt } from './attempts';

/**
 * Finishing a third-party sign-in (decision 0022): a linked subject signs in as its member; an
 * unknown one is linked by proving a mobile with an SMS code (purpose oidcLink) to the member of
 * that mobile, or to a new personal member. Each attempt finishes once.
 */

const expired = () => refuse('oidc.login.expired');

export async function memberOfSubject(db: Db, issuer: string, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ memberId: oidcIdentities.memberId })
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return row?.memberId ?? null;
}

export async function requireAttempt(deps: Deps, browser: string | null): Promise<Attempt & { issuer: string; subject: string }> {
  const attempt = await liveAttempt(deps.db, deps.clock.now(), browser);
  if (!attempt || !attempt.issuer || !attempt.subject) throw expired();
  return attempt as Attempt & { issuer: string; subject: string };
}

/** Signs in the member a linked subject belongs to. */
export async function finishLinked(deps: Deps, lang: Lang, browser: string | null, client: SessionClient): Promise<LoginAnswer> {
  const attempt = await requireAttempt(deps, browser);
  // Linked at the callback, and still linked now (an unlink in between ends the attempt).
  const memberId = await memberOfSubject(deps.db, attempt.issuer, attempt.subject);
  if (attempt.memberId === null || memberId !== attempt.memberId) throw expired();
  const member = await findMemberById(deps.db, memberId);
  if (!member || member.status !== 'active') throw new AppError(ErrorCode.refused, 'member.account.disabled');
  if (!(await finishAttempt(deps.db, deps.clock.now(), attempt.id))) throw expired();
  return signIn(deps, lang, member, attempt, client);
}

/** Links the attempt's unknown subject to the member of the proven mobile (registering one if new), then signs in. */
export async function linkAndSignIn(deps: Deps, lang: Lang, browser: string | null, p: { nationCode: string; mobile: string; smsCode: string }, client: SessionClient): Promise<LoginAnswer> {
  const attempt = await requireAttempt(deps, browser);
  if (attempt.memberId !== null) throw expired();
  assertAllocatedMobile(p.nationCode, p.mobile);
  const now = deps.clock.now();
  // The code first: a wrong one leaves the attempt alive for another try.
  await consumeSmsCode(deps.db, now, { nationCode: p.nationCode, mobile: p.mobile, purpose: 'oidcLink', code: p.smsCode });
  const member = (await findMemberByMobile(deps.db, p.nationCode, p.mobile)) ?? (await registerPersonal(deps.db, p.nationCode, p.mobile, attempt.subjectName));
  if (member.status !== 'active') throw new AppError(ErrorCode.refused, 'member.account.disabled');

  await deps.db.transaction(async (tx) => {
    if (!(await finishAttempt(tx, now, attempt.id))) throw expired();
    // One subject per provider per member: a new one replaces the member's old one.
    await tx.delete(oidcIdentities).where(and(eq(oidcIdentities.memberId, member.id), eq(oidcIdentities.issuer, attempt.issuer)));
    const inserted = await tx
      .insert(oidcIdentities)
      .values({ issuer: attempt.issuer, subject: attempt.subject, memberId: member.id, provider: attempt.provider, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: oidcIdentities.id });
    // Linked meanwhile from another browser: that link stands.
    if (inserted.length === 0) throw refuse('oidc.link.taken');
  });
  return signIn(deps, lang, member, attempt, client);
}

/**
 * The provider's sign-in is the first factor only: a member with two-step verification gets the
 * challenge the password login gives (decision 0051), so a provider account is no way around it.
 */
async function signIn(deps: Deps, lang: Lang, member: MemberRow, attempt: Attempt, client: SessionClient): Promise<LoginAnswer> {
  const now = deps.clock.now();
  await deps.db
    .update(oidcIdentities)
    .set({ lastSignInAt: now })
    .where(and(eq(oidcIdentities.issuer, attempt.issuer!), eq(oidcIdentities.subject, attempt.subject!)));
  return finishFirstFactor(deps, now, lang, member, await companyForSignIn(deps.db, member.id), client);
}

/** The company of the member's latest session if they still belong to it, else their first company, else personal. */
async function companyForSignIn(db: Db, memberId: number) {
  const [last] = await db
    .select({ companyId: sessions.companyId })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), eq(sessions.kind, 'member'), isNotNull(sessions.companyId)))
    .orderBy(desc(sessions.id))
    .limit(1);
  if (last?.companyId) {
    const company = await membership(db, memberId, { id: last.companyId });
    if (company) return company;
  }
  for (const c of await companiesOf(db, memberId)) {
    const company = await membership(db, memberId, { id: c.id });
    if (company) return company;
  }
  return null;
}

/** A personal member for a new mobile, signing in by SMS or this provider (no password yet). */
async function registerPersonal(db: Db, nationCode: string, mobile: string, name: string | null): Promise<MemberRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(members)
      .values({ code: newMemberCode(), nationCode, mobile, name: (name ?? maskPhone(mobile)).slice(0, 32) })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // A parallel registration of the same mobile won: use it; else a member code clash, try again.
    const existing = await findMemberByMobile(db, nationCode, mobile);
    if (existing) return existing;
  }
  throw new Error('no free member code');
}
