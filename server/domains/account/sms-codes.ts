import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';
import type { Lang } from '#shared/rules/texts';
import { assertAllocatedMobile } from '../../adapters/sms/allocated-mobile';
import type { SmsCodePurpose } from '../../adapters/sms/purposes';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { isMobileRegistered } from './accounts';
import { after, DAY, digest, HOUR, limits } from './limits';
import { assertSmsNationCode, takeSmsBudget } from './sms-budget';
import { lockKey, recordEvent, windowStats } from './throttle';

/**
 * SMS verification codes: 6 digits from the CSPRNG, stored hashed (salted with country code,
 * mobile and purpose), valid 10 minutes, single use, dead after 5 wrong tries; a new code for
 * the same mobile and purpose replaces the previous one. Sending is limited per mobile to one
 * per 60 s and SMS_DAILY_PER_NUMBER (10) per 24 h; the limits are checked before anything about
 * the mobile is told. Country codes outside SMS_ALLOWED_NATION_CODES are refused first, and a
 * code that is about to be sent takes one from the IP's and the platform's daily budgets
 * (sms-budget.ts). Public senders verify a captcha before calling this (handlers.ts).
 */

/** Every purpose a code is sent for; each has its provider template (adapters/sms/purposes.ts). */
export type SmsPurpose = SmsCodePurpose;

const codeHash = (nationCode: string, mobile: string, purpose: string, code: string) => digest('sms', nationCode, mobile, purpose, code);
const mobileBucket = (nationCode: string, mobile: string) => `sms:${nationCode}:${mobile}`;
const probeBucket = (ip: string) => `sms-unknown-mobile:${ip}`;

type Outcome = { kind: 'sent'; code: string } | { kind: 'wait'; seconds: number } | { kind: 'daily' } | { kind: 'probes' } | { kind: 'registered' } | { kind: 'unknown' };

/**
 * Sends a code, or refuses: 1004 while the mobile is rate limited (before any other check, so a
 * refusal says nothing about the account), 1006 'registered' for register/changeMobile codes to a
 * registered mobile, 1006 'unregistered' for login/forget codes to an unknown one. Such unknown-mobile
 * answers are counted per IP; past limits.smsUnknownMobileProbesPerIpHour that IP gets 1004 for any
 * login/forget code, so the endpoint is no free enumeration oracle.
 */
export async function sendSmsCode(deps: Deps, req: { nationCode: string; mobile: string; purpose: SmsPurpose; ip: string; lang?: Lang }) {
  const { nationCode, mobile, purpose, ip } = req;
  const smsConfig = deps.config.sms;
  assertSmsNationCode(smsConfig, nationCode);
  // An unallocated number gets nothing, not even a budget spent on it (the adapter refuses too).
  assertAllocatedMobile(nationCode, mobile);
  const now = deps.clock.now();
  const bucket = mobileBucket(nationCode, mobile);
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockKey(tx, bucket);
    const sent = await windowStats(tx, bucket, now, DAY);
    if (sent.last) {
      const waitMs = sent.last.getTime() + limits.smsResendAfterSeconds * 1000 - now.getTime();
      if (waitMs > 0) return { kind: 'wait', seconds: Math.ceil(waitMs / 1000) };
    }
    if (smsConfig.perNumberDaily > 0 && sent.count >= smsConfig.perNumberDaily) return { kind: 'daily' };

    if (purpose === 'login' || purpose === 'forget') {
      const probes = await windowStats(tx, probeBucket(ip), now, HOUR);
      if (probes.count >= limits.smsUnknownMobileProbesPerIpHour) return { kind: 'probes' };
    }
    const registered = await isMobileRegistered(tx, nationCode, mobile);
    if ((purpose === 'register' || purpose === 'changeMobile') && registered) return { kind: 'registered' };
    if ((purpose === 'login' || purpose === 'forget') && !registered) {
      await recordEvent(tx, probeBucket(ip), now, HOUR);
      return { kind: 'unknown' };
    }

    // Throws (rolling the transaction back) when the IP's or the platform's budget is spent.
    await takeSmsBudget(tx, smsConfig, ip, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.nationCode, nationCode), eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)));
    await tx.insert(smsCodes).values({ nationCode, mobile, purpose, codeHash: codeHash(nationCode, mobile, purpose, code), expiresAt: after(now, limits.smsCodeTtlMs) });
    await recordEvent(tx, bucket, now, DAY);
    return { kind: 'sent', code };
  });

  switch (outcome.kind) {
    case 'wait':
      throw new AppError(ErrorCode.tooMany, 'member.sms.wait', { seconds: outcome.seconds }, 'mobile');
    case 'daily':
      throw new AppError(ErrorCode.tooMany, 'member.sms.daily', {}, 'mobile');
    case 'probes':
      throw new AppError(ErrorCode.tooMany, 'gateway.1004', {}, 'mobile');
    case 'registered':
      throw new AppError(ErrorCode.refused, 'rule.register.mobile.registered', {}, 'mobile');
    case 'unknown':
      throw new AppError(ErrorCode.refused, 'member.mobile.unregistered', {}, 'mobile');
    case 'sent':
      // After the commit: the stand-in writes the outbox through another connection.
      // A provider's refusal (1004, 1002 on the mobile, 1099) reaches the caller; the stored code is never told.
      await deps.adapters.sms.sendCode(mobile, outcome.code, purpose, { nationCode, lang: req.lang });
      await deps.db.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(now.getTime() - DAY)));
      return { sent: true as const, resendAfter: limits.smsResendAfterSeconds };
  }
}

/**
 * Checks and spends a code. Every check first reserves one of the code's 5 tries in one conditional
 * UPDATE (so parallel guesses share them); when none is left the answer is 1004 until a new code is
 * requested. An expired code is told as such. `incorrectKey` is the caller's text for a wrong code;
 * errors carry the field smsCode.
 */
export async function consumeSmsCode(db: Db, now: Date, req: { nationCode: string; mobile: string; purpose: SmsPurpose; code: string; incorrectKey?: string }) {
  const { nationCode, mobile, purpose, code } = req;
  const incorrect = () => new AppError(ErrorCode.refused, req.incorrectKey ?? 'general.smsCodeIncorrect', {}, 'smsCode');
  const [row] = await db
    .select({ id: smsCodes.id, expiresAt: smsCodes.expiresAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.nationCode, nationCode), eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!row) throw incorrect();
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.refused, 'member.smsCode.expired', {}, 'smsCode');
  const [reserved] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, limits.smsCodeMaxWrongTries)))
    .returning({ codeHash: smsCodes.codeHash });
  if (!reserved) {
    // Spent by a parallel request (incorrect), or out of tries (1004).
    const [state] = await db.select({ usedAt: smsCodes.usedAt }).from(smsCodes).where(eq(smsCodes.id, row.id));
    if (state?.usedAt) throw incorrect();
    throw new AppError(ErrorCode.tooMany, 'member.smsCode.tooManyTries', {}, 'smsCode');
  }
  if (reserved.codeHash !== codeHash(nationCode, mobile, purpose, code)) throw incorrect();
  const spent = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (spent.length !== 1) throw incorrect();
}
