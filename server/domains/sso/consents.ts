import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthorizedApp } from '#shared/contract/sso';
import { appConsents, apps, appTokens, authCodes } from '../../db/schema';
import type { Db } from '../../db/client';
import { revokeAppRefreshTokens } from './refresh';
import { covers, parseScope, scopeText, type Scope } from './scopes';

/**
 * What a member allowed each app, remembered until revoked in the member centre. A code issued
 * for an app records (widens) the consent; the token endpoint and the code exchange refuse codes
 * whose consent has since been revoked.
 */

export async function consentOf(db: Db, memberId: number, appId: string) {
  const [row] = await db
    .select()
    .from(appConsents)
    .where(and(eq(appConsents.memberId, memberId), eq(appConsents.appId, appId)))
    .limit(1);
  return row ?? null;
}

export async function hasConsent(db: Db, memberId: number, appId: string, asked: readonly Scope[] = []) {
  const row = await consentOf(db, memberId, appId);
  return row !== null && covers(row.scope, asked);
}

/** Records the consent, keeping scopes allowed before (one statement: concurrent grants merge). */
export async function recordConsent(db: Db, memberId: number, appId: string, scopes: readonly Scope[], now: Date) {
  await db
    .insert(appConsents)
    .values({ memberId, appId, scope: scopeText(scopes), grantedAt: now })
    .onConflictDoUpdate({
      target: [appConsents.memberId, appConsents.appId],
      set: {
        scope: sql`(select coalesce(string_agg(distinct s, ' ' order by s), '') from unnest(string_to_array(${appConsents.scope} || ' ' || excluded.scope, ' ')) s where s <> '')`,
        grantedAt: now,
      },
    });
}

export async function listConsents(db: Db, memberId: number): Promise<AuthorizedApp[]> {
  const rows = await db
    .select({ appId: apps.appId, name: apps.name, scope: appConsents.scope, grantedAt: appConsents.grantedAt })
    .from(appConsents)
    .innerJoin(apps, eq(apps.appId, appConsents.appId))
    .where(eq(appConsents.memberId, memberId))
    .orderBy(desc(appConsents.grantedAt));
  return rows.map((r) => ({ appId: r.appId, name: r.name, scopes: parseScope(r.scope), grantedAt: r.grantedAt.toISOString() }));
}

/** Forgets the consent, revokes the app's access and refresh tokens for the member and spends its unused codes. */
export async function revokeConsent(db: Db, memberId: number, appId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(appConsents)
      .where(and(eq(appConsents.memberId, memberId), eq(appConsents.appId, appId)))
      .returning({ appId: appConsents.appId });
    await tx.delete(appTokens).where(and(eq(appTokens.memberId, memberId), eq(appTokens.appId, appId)));
    await revokeAppRefreshTokens(tx, memberId, appId);
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.memberId, memberId), eq(authCodes.appId, appId), isNull(authCodes.usedAt)));
    return gone.length > 0;
  });
}
