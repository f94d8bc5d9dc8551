import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import type { Passkey, PasskeyCreationOptions, PasskeyRequestOptions } from '#shared/contract/passkey';
import type { Db } from '../../db/client';
import { memberPasskeys, passkeyChallenges, passkeyProofs } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { startWithdrawalHold } from '../withdrawal-hold';
import { MINUTE } from './limits';
import { RP_NAME, type RelyingParty } from './passkey-rp';

/**
 * Passkeys (decision 0054), the WebAuthn ceremonies around @simplewebauthn/server:
 * - every challenge is 256 random bits the server stored (sha256) with its purpose, its member and
 *   session where known, for 5 minutes; a response's challenge is taken by one DELETE … RETURNING
 *   before anything else, so a challenge serves one ceremony however many requests race for it;
 * - user verification is required (a passkey then stands for something the member has and is or
 *   knows: both factors), and a signature counter that does not grow is refused (a cloned key);
 * - a passkey confirming a money command turns into a proof (`pk.` + 256 bits) the command takes as
 *   its otpCode: 2 minutes, bound to the session, used once.
 */

const CHALLENGE_TTL_MS = 5 * MINUTE;
const PROOF_TTL_MS = 2 * MINUTE;
/** A member's passkeys are few; the list and allowCredentials are bounded. */
export const MAX_PASSKEYS = 20;
export const PROOF_PREFIX = 'pk.';

type Purpose = 'register' | 'login' | 'secondFactor' | 'stepUp';

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
const refused = (key: string, field?: string) => new AppError(ErrorCode.refused, key, {}, field);

/** The opaque user handle authenticators keep for the member (no mobile, no plain id). */
const userHandle = (memberId: number) => createHash('sha256').update(`passkey-user\u001f${memberId}`).digest().subarray(0, 16);

const view = (r: typeof memberPasskeys.$inferSelect): Passkey => ({ id: r.id, name: r.name, createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null });

const transportsOf = (r: { transports: string }) => {
  try {
    return JSON.parse(r.transports) as AuthenticatorTransport[];
  } catch {
    return [];
  }
};

/* ---- challenges ---- */

async function storeChallenge(deps: Deps, challenge: string, purpose: Purpose, who: { memberId?: number; sessionId?: number }) {
  const now = deps.clock.now();
  // Expired challenges of anyone go with each new one (a bounded table without a job).
  await deps.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await deps.db.insert(passkeyChallenges).values({ challengeHash: sha256(challenge), purpose, memberId: who.memberId ?? null, sessionId: who.sessionId ?? null, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
}

/** The challenge the browser signed, from clientDataJSON (the library checks the rest). */
function challengeOf(clientDataJSON: string): string {
  try {
    const c = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
    if (typeof c === 'string' && c.length > 0 && c.length <= 128) return c;
  } catch {
    // fall through: not JSON
  }
  throw refused('passkey.invalid');
}

/** Takes (deletes) the stored challenge the response answers: of parallel uses exactly one gets it. */
async function takeChallenge(deps: Deps, challenge: string, purpose: Purpose) {
  const [row] = await deps.db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.challengeHash, sha256(challenge)), eq(passkeyChallenges.purpose, purpose), gt(passkeyChallenges.expiresAt, deps.clock.now())))
    .returning();
  if (!row) throw refused('passkey.challenge.expired');
  return row;
}

/* ---- reads ---- */

export async function listPasskeys(db: Db, memberId: number): Promise<Passkey[]> {
  const rows = await db.select().from(memberPasskeys).where(eq(memberPasskeys.memberId, memberId)).orderBy(desc(memberPasskeys.id)).limit(MAX_PASSKEYS);
  return rows.map(view);
}

export async function hasPasskey(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: memberPasskeys.id }).from(memberPasskeys).where(eq(memberPasskeys.memberId, memberId)).limit(1);
  return !!row;
}

/* ---- registration ---- */

export async function registrationOptions(deps: Deps, rp: RelyingParty, member: { id: number; mobile: string; name?: string | null }): Promise<PasskeyCreationOptions> {
  const existing = await deps.db
    .select()
    .from(memberPasskeys)
    .where(eq(memberPasskeys.memberId, member.id))
    .limit(MAX_PASSKEYS + 1);
  if (existing.length >= MAX_PASSKEYS) throw refused('passkey.tooMany');
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpId,
    userName: member.mobile,
    userDisplayName: member.name || member.mobile,
    userID: userHandle(member.id),
    challenge: randomBytes(32),
    attestationType: 'none',
    // The same authenticator twice would be one factor under two names.
    excludeCredentials: existing.map((r) => ({ id: r.credentialId, transports: transportsOf(r) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(deps, options.challenge, 'register', { memberId: member.id });
  return options as unknown as PasskeyCreationOptions;
}

export async function registerPasskey(deps: Deps, rp: RelyingParty, memberId: number, name: string, response: RegistrationResponseJSON): Promise<Passkey> {
  const challenge = challengeOf(response.response.clientDataJSON);
  const ch = await takeChallenge(deps, challenge, 'register');
  if (ch.memberId !== memberId) throw refused('passkey.challenge.expired');
  let info;
  try {
    const r = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.rpId, requireUserVerification: true });
    info = r.verified ? r.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) throw refused('passkey.invalid');
  const now = deps.clock.now();
  try {
    const [row] = await deps.db
      .insert(memberPasskeys)
      .values({
        memberId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: JSON.stringify((response.response.transports ?? []).slice(0, 8)),
        name,
        createdAt: now,
      })
      .returning();
    return view(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw refused('passkey.exists');
    throw err;
  }
}

export async function renamePasskey(db: Db, memberId: number, id: number, name: string): Promise<Passkey> {
  const [row] = await db
    .update(memberPasskeys)
    .set({ name })
    .where(and(eq(memberPasskeys.id, id), eq(memberPasskeys.memberId, memberId)))
    .returning();
  if (!row) throw new AppError(ErrorCode.notFound, 'passkey.notFound');
  return view(row);
}

/** Removes one of the member's passkeys; like turning a second factor off, it pauses withdrawals (decision 0052). */
export async function removePasskey(deps: Deps, memberId: number, id: number): Promise<{ removed: true }> {
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(memberPasskeys)
      .where(and(eq(memberPasskeys.id, id), eq(memberPasskeys.memberId, memberId)))
      .returning({ id: memberPasskeys.id });
    if (gone.length !== 1) throw new AppError(ErrorCode.notFound, 'passkey.notFound');
    await startWithdrawalHold(tx, { memberId, reason: 'secondFactor', at: deps.clock.now() });
  });
  return { removed: true };
}

/* ---- assertions ---- */

/** Options for an assertion; with a member, only that member's passkeys are allowed. */
export async function assertionOptions(deps: Deps, rp: RelyingParty, purpose: Exclude<Purpose, 'register'>, who: { memberId?: number; sessionId?: number }): Promise<PasskeyRequestOptions> {
  const allowed = who.memberId === undefined ? [] : await deps.db.select().from(memberPasskeys).where(eq(memberPasskeys.memberId, who.memberId)).limit(MAX_PASSKEYS);
  if (who.memberId !== undefined && allowed.length === 0) throw refused('passkey.none');
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    challenge: randomBytes(32),
    userVerification: 'required',
    allowCredentials: allowed.map((r) => ({ id: r.credentialId, transports: transportsOf(r) })),
  });
  await storeChallenge(deps, options.challenge, purpose, who);
  return options as unknown as PasskeyRequestOptions;
}

/**
 * Checks an assertion against the challenge of `purpose` (taken first, so it is spent even when
 * the assertion fails) and the stored passkey; answers the passkey's member. For a challenge issued
 * to a member (second factor, step-up) the passkey must be that member's, and the session the same.
 */
export async function verifyAssertion(
  deps: Deps,
  rp: RelyingParty,
  purpose: Exclude<Purpose, 'register'>,
  response: AuthenticationResponseJSON,
  expect: { memberId?: number; sessionId?: number } = {},
): Promise<{ memberId: number; passkeyId: number }> {
  const challenge = challengeOf(response.response.clientDataJSON);
  const ch = await takeChallenge(deps, challenge, purpose);
  if ((expect.memberId !== undefined && ch.memberId !== expect.memberId) || (expect.sessionId !== undefined && ch.sessionId !== expect.sessionId)) throw refused('passkey.challenge.expired');
  const [cred] = await deps.db.select().from(memberPasskeys).where(eq(memberPasskeys.credentialId, response.id)).limit(1);
  // Unknown, removed, or another member's passkey: the same answer.
  if (!cred || (ch.memberId !== null && cred.memberId !== ch.memberId)) throw refused('passkey.unknown');
  if (response.response.userHandle !== undefined && response.response.userHandle !== Buffer.from(userHandle(cred.memberId)).toString('base64url')) throw refused('passkey.unknown');
  let newCounter: number;
  try {
    const r = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      credential: { id: cred.credentialId, publicKey: new Uint8Array(Buffer.from(cred.publicKey, 'base64url')), counter: cred.counter, transports: transportsOf(cred) },
      requireUserVerification: true,
    });
    if (!r.verified || !r.authenticationInfo.userVerified) throw refused('passkey.invalid');
    newCounter = r.authenticationInfo.newCounter;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refused(/counter/i.test(String((err as Error).message)) ? 'passkey.counter' : 'passkey.invalid');
  }
  // The counter only grows (both 0: an authenticator without one); checked again in the UPDATE so two
  // assertions with the same counter cannot both pass.
  const taken = await deps.db
    .update(memberPasskeys)
    .set({ counter: newCounter, lastUsedAt: deps.clock.now() })
    .where(and(eq(memberPasskeys.id, cred.id), newCounter === 0 ? eq(memberPasskeys.counter, 0) : lt(memberPasskeys.counter, newCounter)))
    .returning({ id: memberPasskeys.id });
  if (taken.length !== 1) throw refused('passkey.counter');
  return { memberId: cred.memberId, passkeyId: cred.id };
}

/* ---- money commands ---- */

/** A step-up assertion becomes a proof the next money command of this session takes as otpCode. */
export async function issueProof(deps: Deps, memberId: number, sessionId: number): Promise<{ proof: string }> {
  const proof = `${PROOF_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = deps.clock.now();
  await deps.db.delete(passkeyProofs).where(lt(passkeyProofs.expiresAt, now));
  await deps.db.insert(passkeyProofs).values({ proofHash: sha256(proof), memberId, sessionId, expiresAt: new Date(now.getTime() + PROOF_TTL_MS) });
  return { proof };
}

/** Spends a proof of this member's session (one DELETE … RETURNING: used once). */
export async function spendProof(deps: Deps, memberId: number, sessionId: number, proof: string): Promise<boolean> {
  const rows = await deps.db
    .delete(passkeyProofs)
    .where(and(eq(passkeyProofs.proofHash, sha256(proof)), eq(passkeyProofs.memberId, memberId), eq(passkeyProofs.sessionId, sessionId), gt(passkeyProofs.expiresAt, deps.clock.now())))
    .returning({ h: passkeyProofs.proofHash });
  return rows.length === 1;
}
