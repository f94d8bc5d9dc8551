import { and, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { OidcIdentity } from '../../adapters/oidc/relying-party';
import type { Db } from '../../db/client';
import { oidcLogins } from '../../db/schema';
import { hashToken, newToken } from '../../gateway/session';

/**
 * Sign-in attempts (oidc_logins), kept in the database so any gateway process can take the
 * callback or the finish of an attempt another started. The state is stored hashed and spent
 * once; the attempt belongs to the browser holding the cookie whose hash is `browser_hash`.
 */

/** From the start to the provider's callback (the visitor signs in at the provider meanwhile). */
export const START_TTL_MS = 10 * 60_000;
/** From the callback to signing in here (time to get and type an SMS code when linking). */
export const FINISH_TTL_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export type Attempt = typeof oidcLogins.$inferSelect;

export interface AttemptSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The HttpOnly cookie's value: the attempt belongs to the browser holding it. */
  browser: string;
}

export const newAttemptSecrets = (): AttemptSecrets => ({ state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), browser: newToken() });

/** Keeps a started attempt; attempts more than a day old go with it (they can no longer finish). */
export async function saveAttempt(db: Db, now: Date, secrets: AttemptSecrets, a: { provider: string; redirect: string }) {
  await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, new Date(now.getTime() - DAY_MS)));
  await db.insert(oidcLogins).values({
    stateHash: hashToken(secrets.state),
    browserHash: hashToken(secrets.browser),
    provider: a.provider,
    codeVerifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    redirect: a.redirect,
    createdAt: now,
    expiresAt: new Date(now.getTime() + START_TTL_MS),
  });
}

export type SpendFailure = 'state' | 'used' | 'expired';

/**
 * The callback spends the attempt of `state` once, and only for the browser that started it.
 * A state nobody issued, or issued to another browser, is 'state'; a second callback is 'used';
 * one after START_TTL_MS is 'expired'.
 */
export async function spendAttempt(db: Db, now: Date, state: string | undefined, browser: string | null): Promise<{ ok: true; attempt: Attempt } | { ok: false; reason: SpendFailure; attempt: Attempt | null }> {
  if (!state || state.length > 512) return { ok: false, reason: 'state', attempt: null };
  const stateHash = hashToken(state);
  const browserHash = browser ? hashToken(browser) : '';
  const [spent] = await db
    .update(oidcLogins)
    .set({ callbackAt: now })
    .where(and(eq(oidcLogins.stateHash, stateHash), eq(oidcLogins.browserHash, browserHash), isNull(oidcLogins.callbackAt), gt(oidcLogins.expiresAt, now)))
    .returning();
  if (spent) return { ok: true, attempt: spent };
  const [row] = await db.select().from(oidcLogins).where(eq(oidcLogins.stateHash, stateHash)).limit(1);
  if (!row || row.browserHash !== browserHash) return { ok: false, reason: 'state', attempt: null };
  return { ok: false, reason: row.callbackAt ? 'used' : 'expired', attempt: row };
}

/** What the provider said about the visitor; `memberId` when that subject is already linked. */
export async function recordSubject(db: Db, now: Date, id: number, who: OidcIdentity, memberId: number | null) {
  await db
    .update(oidcLogins)
    .set({ issuer: who.issuer, subject: who.subject, subjectName: who.name, subjectEmail: who.email, memberId, linkExpiresAt: new Date(now.getTime() + FINISH_TTL_MS) })
    .where(eq(oidcLogins.id, id));
}

/** This browser's attempt that came back from the provider and is not finished, or null. */
export async function liveAttempt(db: Db, now: Date, browser: string | null): Promise<Attempt | null> {
  if (!browser || browser.length > 128) return null;
  const [row] = await db
    .select()
    .from(oidcLogins)
    .where(and(eq(oidcLogins.browserHash, hashToken(browser)), isNotNull(oidcLogins.subject), isNull(oidcLogins.finishedAt), gt(oidcLogins.linkExpiresAt, now)))
    .orderBy(desc(oidcLogins.id))
    .limit(1);
  return row ?? null;
}

/** Marks the attempt finished; false when a parallel request finished it first. */
export async function finishAttempt(db: Db, now: Date, id: number): Promise<boolean> {
  const won = await db
    .update(oidcLogins)
    .set({ finishedAt: now })
    .where(and(eq(oidcLogins.id, id), isNull(oidcLogins.finishedAt)))
    .returning({ id: oidcLogins.id });
  return won.length === 1;
}
