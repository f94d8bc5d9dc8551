import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { industryAppTokens } from '../../db/schema';

/**
 * The industry API token of one admin in one company. The service needs the token itself back, so
 * it cannot be hashed; it is sealed with AES-256-GCM under a key derived from the client secret,
 * which lives in the environment, not the database.
 */
const keyOf = (secret: string) => createHash('sha256').update(`industry-app-token\0${secret}`).digest();

function seal(secret: string, token: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([c.update(token, 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The token, or null when the value does not open under this secret (rotated secret, tampering). */
export function unseal(secret: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const d = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    d.setAuthTag(tag);
    return Buffer.concat([d.update(body), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const whose = (memberId: number, companyId: number) => and(eq(industryAppTokens.memberId, memberId), eq(industryAppTokens.companyId, companyId));

export async function saveToken(db: Db, secret: string, memberId: number, companyId: number, token: string, expiresAt: Date): Promise<void> {
  const sealed = seal(secret, token);
  await db
    .insert(industryAppTokens)
    .values({ memberId, companyId, sealed, expiresAt })
    .onConflictDoUpdate({
      target: [industryAppTokens.memberId, industryAppTokens.companyId],
      set: { sealed, expiresAt, createdAt: new Date() },
    });
}

/** The stored token, or why there is none: never obtained, or past its expiry or unreadable (then forgotten). */
export async function loadToken(db: Db, secret: string, memberId: number, companyId: number, now: Date): Promise<{ token: string } | { none: 'missing' | 'expired' }> {
  const [row] = await db.select().from(industryAppTokens).where(whose(memberId, companyId));
  if (!row) return { none: 'missing' };
  const token = row.expiresAt > now ? unseal(secret, row.sealed) : null;
  if (token !== null) return { token };
  await forgetToken(db, memberId, companyId);
  return { none: 'expired' };
}

export async function forgetToken(db: Db, memberId: number, companyId: number): Promise<boolean> {
  const gone = await db.delete(industryAppTokens).where(whose(memberId, companyId)).returning({ m: industryAppTokens.memberId });
  return gone.length > 0;
}
