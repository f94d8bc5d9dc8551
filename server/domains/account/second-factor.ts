import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { startWithdrawalHold } from '../withdrawal-hold';
import type { SessionClient } from './devices';
import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { LoginInfo, SecondFactorMethod, SecondFactorNeeded } from '#shared/contract/account';
import { ErrorCode, SECOND_FACTOR_CODE_FIELD } from '#shared/contract/errors';
import type { TotpSetup } from '#shared/contract/security';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { memberRecoveryCodes, memberTotp, secondFactorChallenges } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import type { Ctx } from '../../gateway/handler';
import { hashToken, newToken } from '../../gateway/session';
import { findMemberById, membership, type MemberRow, type Membership } from './accounts';
import { verifyOldPassword } from './passwords-flow';
import { digest, MINUTE } from './limits';
import { startMemberLogin } from './login-info';
import { attemptSecret } from './throttle';
import { hasPasskey, PROOF_PREFIX, spendProof, verifyAssertion } from './passkeys';
import type { RelyingParty } from './passkey-rp';

/**
 * The second factor (decision 0051): TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step
 * of clock drift either way) with ten single-use recovery codes.
 *
 * - The secret is encrypted at rest with AES-256-GCM under SECOND_FACTOR_KEY (config.ts; production
 *   refuses the development key), bound to its member (the member id is the additional data).
 * - A code is accepted only for a time-step later than the last accepted one (one conditional
 *   UPDATE), so the same code cannot be used twice, not even by two parallel requests.
 * - Every code check (TOTP or recovery) goes through the password lockout (throttle.ts
 *   attemptSecret) under the member's own second-factor key: 5 wrong within 15 minutes lock it for
 *   15 minutes, however many requests arrive at once.
 * - Recovery codes are 50 random bits each, stored as sha256 like tokens; spending one is one
 *   conditional UPDATE (used_at is null), so each works once.
 */

const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;
const ISSUER = 'Zhizaoyun Portal';
const CHALLENGE_TTL_MS = 5 * MINUTE;
const RECOVERY_CODES = 10;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The second-factor lockout key of a member (separate from the password's). */
const secondFactorKey = (memberId: number) => `secondFactor:${memberId}`;

/* ---- the secret at rest ---- */

const aesKey = (deps: Deps) => createHash('sha256').update(`second-factor\u001f${deps.config.secondFactorKey}`).digest();

function sealSecret(deps: Deps, memberId: number, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(deps), iv);
  cipher.setAAD(Buffer.from(`member:${memberId}`));
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

function openSecret(deps: Deps, memberId: number, sealed: string): string {
  const [v, iv, body, tag] = sealed.split('.');
  if (v !== 'v1' || !iv || !body || !tag) throw new Error('second factor: unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', aesKey(deps), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`member:${memberId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

const totpOf = (base32: string, label = 'member') => new TOTP({ issuer: ISSUER, label, algorithm: TOTP_PARAMS.algorithm, digits: TOTP_PARAMS.digits, period: TOTP_PARAMS.period, secret: Secret.fromBase32(base32) });

/** The time-step a code matches at `now` (±1 step), or null. */
function matchingStep(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now.getTime(), window: TOTP_PARAMS.window });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_PARAMS.period) + delta;
}

/* ---- reads ---- */

async function totpRow(db: Db, memberId: number) {
  const [row] = await db.select().from(memberTotp).where(eq(memberTotp.memberId, memberId)).limit(1);
  return row ?? null;
}

/** Whether the member has TOTP turned on. */
export async function hasTotp(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberTotp.memberId })
    .from(memberTotp)
    .where(and(eq(memberTotp.memberId, memberId), isNotNull(memberTotp.enabledAt), isNotNull(memberTotp.secretEnc)))
    .limit(1);
  return !!row;
}

/** Whether the member has a second factor: TOTP, or a passkey (decision 0054). */
export async function hasSecondFactor(db: Db, memberId: number): Promise<boolean> {
  return (await hasTotp(db, memberId)) || (await hasPasskey(db, memberId));
}

export async function recoveryCodesLeft(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/* ---- checking a code ---- */

const normalizeRecovery = (code: string) => code.trim().toLowerCase().replace(/-/g, '');
const recoveryHash = (memberId: number, code: string) => digest('recovery', String(memberId), normalizeRecovery(code));

/** Accepts the step only if it is later than the last accepted one: the replay rule, atomically. */
async function takeStep(db: Db, memberId: number, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberTotp)
    .set({ lastStep: step, updatedAt: now })
    .where(and(eq(memberTotp.memberId, memberId), or(isNull(memberTotp.lastStep), lt(memberTotp.lastStep, step))))
    .returning({ id: memberTotp.memberId });
  return rows.length === 1;
}

async function spendRecoveryCode(db: Db, memberId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(memberRecoveryCodes.memberId, memberId), eq(memberRecoveryCodes.codeHash, recoveryHash(memberId, code)), isNull(memberRecoveryCodes.usedAt)))
    .returning({ id: memberRecoveryCodes.id });
  return rows.length === 1;
}

const wrongCode = (field: string) => new AppError(ErrorCode.refused, 'secondFactor.code.wrong', {}, field);

/**
 * Checks a code of the member's enabled second factor under the lockout: a TOTP code for a step
 * not used before, or (when `recovery`) an unused recovery code, which is spent. A wrong, replayed
 * or spent code is counted and refused (1006 on `field`); the try that fills the count answers 1004.
 */
async function verifySecondFactor(deps: Deps, memberId: number, code: string, opts: { recovery: boolean; field: string }): Promise<void> {
  const row = await totpRow(deps.db, memberId);
  if (!row?.secretEnc || !row.enabledAt) throw new AppError(ErrorCode.refused, 'secondFactor.notEnabled');
  const secret = openSecret(deps, memberId, row.secretEnc);
  const r = await attemptSecret(
    deps.db,
    secondFactorKey(memberId),
    () => deps.clock.now(),
    async () => {
      const now = deps.clock.now();
      if (/^\d{6}$/.test(code.trim())) {
        const step = matchingStep(secret, code.trim(), now);
        return step !== null && (await takeStep(deps.db, memberId, step, now));
      }
      return opts.recovery && (await spendRecoveryCode(deps.db, memberId, code, now));
    },
  );
  if (!r.ok) throw wrongCode(opts.field);
}

/**
 * Money and withdrawal-account commands (decision 0051): a member with a second factor must send a
 * current TOTP code as `otpCode`. Missing: 1006 on `otpCode` (the page shows the code field);
 * wrong: counted by the lockout, 1006 on `otpCode`. Members without one pass.
 */
export async function requireSecondFactor(ctx: Pick<Ctx<unknown>, 'deps' | 'principal'>, otpCode: string | undefined): Promise<void> {
  const memberId = ctx.principal?.memberId;
  if (!memberId || !(await hasSecondFactor(ctx.deps.db, memberId))) return;
  if (!otpCode) throw new AppError(ErrorCode.refused, 'secondFactor.code.needed', {}, SECOND_FACTOR_CODE_FIELD);
  // A passkey's proof (security/passkeyStepUp) of this session, used once (decision 0054).
  if (otpCode.startsWith(PROOF_PREFIX)) {
    if (!(await spendProof(ctx.deps, memberId, ctx.principal!.sessionId, otpCode))) throw wrongCode(SECOND_FACTOR_CODE_FIELD);
    return;
  }
  await verifySecondFactor(ctx.deps, memberId, otpCode, { recovery: false, field: SECOND_FACTOR_CODE_FIELD });
}

/* ---- setup, enabling, disabling ---- */

function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += BASE32[randomInt(0, 32)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** Replaces the member's recovery codes with ten new ones; answers them in clear, the only time they exist so. */
async function replaceRecoveryCodes(db: Db, memberId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
  await db.insert(memberRecoveryCodes).values(codes.map((c) => ({ memberId, codeHash: recoveryHash(memberId, c), createdAt: now })));
  return codes;
}

/** A fresh pending secret (refused while a second factor is on: turn it off first). */
export async function startTotpSetup(deps: Deps, member: MemberRow): Promise<TotpSetup> {
  if (await hasTotp(deps.db, member.id)) throw new AppError(ErrorCode.refused, 'secondFactor.alreadyEnabled');
  const secret = new Secret({ size: 20 }).base32;
  const sealed = sealSecret(deps, member.id, secret);
  const now = deps.clock.now();
  await deps.db
    .insert(memberTotp)
    .values({ memberId: member.id, pendingEnc: sealed, updatedAt: now })
    .onConflictDoUpdate({ target: memberTotp.memberId, set: { pendingEnc: sealed, updatedAt: now } });
  const uri = totpOf(secret, member.mobile).toString();
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { secret, uri, qr };
}

/** Confirms the pending secret with a code from it (under the lockout); answers ten recovery codes. */
export async function enableTotp(deps: Deps, memberId: number, code: string): Promise<{ recoveryCodes: string[] }> {
  const row = await totpRow(deps.db, memberId);
  if (row?.enabledAt && row.secretEnc) throw new AppError(ErrorCode.refused, 'secondFactor.alreadyEnabled');
  if (!row?.pendingEnc) throw new AppError(ErrorCode.refused, 'secondFactor.setup.none');
  const pending = row.pendingEnc;
  const secret = openSecret(deps, memberId, pending);
  let step: number | null = null;
  const r = await attemptSecret(
    deps.db,
    secondFactorKey(memberId),
    () => deps.clock.now(),
    async () => {
      step = matchingStep(secret, code, deps.clock.now());
      return step !== null;
    },
  );
  if (!r.ok || step === null) throw wrongCode('code');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Only the pending secret the code was checked against (a parallel setup replaced it: start again).
    const done = await tx
      .update(memberTotp)
      .set({ secretEnc: pending, pendingEnc: null, enabledAt: now, lastStep: step, updatedAt: now })
      .where(and(eq(memberTotp.memberId, memberId), eq(memberTotp.pendingEnc, pending), isNull(memberTotp.enabledAt)))
      .returning({ id: memberTotp.memberId });
    if (done.length !== 1) throw new AppError(ErrorCode.refused, 'secondFactor.setup.none');
    return { recoveryCodes: await replaceRecoveryCodes(tx, memberId, now) };
  });
}

/** Turns the second factor off after a current code (TOTP or recovery) or the login password. */
export async function disableTotp(deps: Deps, member: MemberRow, p: { code?: string; password?: string }): Promise<{ disabled: true }> {
  if (!(await hasTotp(deps.db, member.id))) throw new AppError(ErrorCode.refused, 'secondFactor.notEnabled');
  // Passkeys come on top of TOTP, which stands in where they do not work (WeChat; decision 0054).
  if (await hasPasskey(deps.db, member.id)) throw new AppError(ErrorCode.refused, 'secondFactor.passkeysFirst');
  if (p.code !== undefined) await verifySecondFactor(deps, member.id, p.code, { recovery: true, field: 'code' });
  else {
    // The login password, under the member's login lockout (the old-password check).
    await verifyOldPassword(deps, member.id, p.password ?? '', { key: 'member.password.incorrect', field: 'password' });
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, member.id));
    await tx.delete(memberTotp).where(eq(memberTotp.memberId, member.id));
    // A second factor turned off pauses the member's withdrawals (decision 0052), with the change.
    await startWithdrawalHold(tx, { memberId: member.id, reason: 'secondFactor', at: deps.clock.now() });
  });
  return { disabled: true };
}

/** Ten new recovery codes after a current TOTP code; the old ones stop working. */
export async function regenerateRecoveryCodes(deps: Deps, memberId: number, code: string): Promise<{ recoveryCodes: string[] }> {
  await verifySecondFactor(deps, memberId, code, { recovery: false, field: 'code' });
  return deps.db.transaction(async (tx) => ({ recoveryCodes: await replaceRecoveryCodes(tx, memberId, deps.clock.now()) }));
}

/* ---- sign-in ---- */

/**
 * Whether this sign-in must show a second factor. Today: every sign-in of a member who has one.
 * `device` is where per-device recognition will plug in (a known device may skip the step).
 */
export async function needsSecondFactorAtSignIn(db: Db, member: MemberRow, _device?: { id?: string | null }): Promise<boolean> {
  return hasSecondFactor(db, member.id);
}

/**
 * The end of a password or SMS login: the session, or for a member who needs the second factor a
 * single-use challenge (5 minutes) that security/secondFactorVerify exchanges for the session.
 */
export async function finishFirstFactor(deps: Deps, now: Date, lang: Lang, member: MemberRow, company: Membership | null, client: SessionClient): Promise<LoginInfo | SecondFactorNeeded> {
  if (!(await needsSecondFactorAtSignIn(deps.db, member))) return startMemberLogin(deps.db, now, lang, member, company, client);
  const methods: SecondFactorMethod[] = [];
  if (await hasTotp(deps.db, member.id)) methods.push('totp');
  if (await hasPasskey(deps.db, member.id)) methods.push('passkey');
  const challenge = newToken();
  await deps.db.delete(secondFactorChallenges).where(and(eq(secondFactorChallenges.memberId, member.id), lt(secondFactorChallenges.expiresAt, now)));
  await deps.db.insert(secondFactorChallenges).values({ tokenHash: hashToken(challenge), memberId: member.id, companyId: company?.id ?? null, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), createdAt: now });
  return { secondFactorRequired: true, challenge, expiresIn: CHALLENGE_TTL_MS / 1000, methods };
}

const challengeGone = () => new AppError(ErrorCode.refused, 'secondFactor.challenge.expired', {}, 'challenge');

/** The sign-in challenge (unused, unexpired), or null. */
export async function openSignInChallenge(db: Db, now: Date, challenge: string) {
  const [ch] = await db
    .select()
    .from(secondFactorChallenges)
    .where(and(eq(secondFactorChallenges.tokenHash, hashToken(challenge)), isNull(secondFactorChallenges.usedAt), gt(secondFactorChallenges.expiresAt, now)))
    .limit(1);
  return ch ?? null;
}

/**
 * security/secondFactorVerify: the challenge (unused, unexpired) and a TOTP or recovery code, or an
 * assertion of one of the member's passkeys (`rp` resolves the relying party); answers the session.
 */
export async function verifySignIn(deps: Deps, lang: Lang, p: { challenge: string; code?: string; passkey?: AuthenticationResponseJSON }, client: SessionClient, rp: () => RelyingParty): Promise<LoginInfo> {
  const ch = await openSignInChallenge(deps.db, deps.clock.now(), p.challenge);
  if (!ch) throw challengeGone();
  if (p.passkey) await verifyAssertion(deps, rp(), 'secondFactor', p.passkey, { memberId: ch.memberId });
  else await verifySecondFactor(deps, ch.memberId, p.code ?? '', { recovery: true, field: 'code' });
  // Single use: only the request that marks it used signs in.
  const taken = await deps.db
    .update(secondFactorChallenges)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(secondFactorChallenges.id, ch.id), isNull(secondFactorChallenges.usedAt)))
    .returning({ id: secondFactorChallenges.id });
  if (taken.length !== 1) throw challengeGone();
  const member = await findMemberById(deps.db, ch.memberId);
  if (!member || member.status !== 'active') throw new AppError(ErrorCode.refused, 'member.account.disabled');
  const company = ch.companyId === null ? null : await membership(deps.db, member.id, { id: ch.companyId });
  if (ch.companyId !== null && !company) throw new AppError(ErrorCode.refused, 'org.member.disabledLogin');
  return startMemberLogin(deps.db, deps.clock.now(), lang, member, company, client);
}
