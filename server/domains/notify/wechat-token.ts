import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { wechatAccessTokens } from '../../db/schema';

/**
 * The official account's access token, shared by every process through one row (decision 0055).
 * A token from /cgi-bin/token retires the one before, so only one process may refresh at a time:
 * it first takes `refreshing_until` with a conditional update (the row's lock decides between
 * racers), and only a token that is missing, near expiry, or the very one WeChat just refused
 * (`stale`) is replaced. Everyone else waits a little and reads the new token.
 */

/** Refresh this long before WeChat's expiry. */
const EARLY_MS = 300_000;
/** How long a refresher holds the refresh (a crashed one is replaced after this). */
const REFRESH_LEASE_MS = 15_000;
const WAIT_MS = 25;
const MAX_WAITS = 400;

export async function wechatAccessToken(deps: Deps, stale?: string): Promise<string> {
  const appId = deps.adapters.wechat.appId;
  const mine = eq(wechatAccessTokens.appId, appId);
  for (let i = 0; i < MAX_WAITS; i++) {
    const now = deps.clock.now();
    const soon = new Date(now.getTime() + EARLY_MS);
    const [row] = await deps.db.select().from(wechatAccessTokens).where(mine).limit(1);
    if (row?.token && row.expiresAt && row.expiresAt > soon && row.token !== stale) return row.token;
    if (!row) await deps.db.insert(wechatAccessTokens).values({ appId }).onConflictDoNothing();
    const replaceable = or(isNull(wechatAccessTokens.token), lte(wechatAccessTokens.expiresAt, soon), stale ? eq(wechatAccessTokens.token, stale) : sql`false`);
    const free = or(isNull(wechatAccessTokens.refreshingUntil), lte(wechatAccessTokens.refreshingUntil, now));
    const won = await deps.db
      .update(wechatAccessTokens)
      .set({ refreshingUntil: new Date(now.getTime() + REFRESH_LEASE_MS) })
      .where(and(mine, replaceable, free))
      .returning({ appId: wechatAccessTokens.appId });
    if (won.length) {
      try {
        const t = await deps.adapters.wechat.fetchAccessToken();
        const at = deps.clock.now();
        await deps.db
          .update(wechatAccessTokens)
          .set({ token: t.token, expiresAt: new Date(at.getTime() + t.expiresIn * 1000), refreshingUntil: null, refreshedAt: at })
          .where(mine);
        return t.token;
      } catch (err) {
        await deps.db.update(wechatAccessTokens).set({ refreshingUntil: null }).where(mine);
        throw err;
      }
    }
    await sleep(WAIT_MS);
  }
  throw new Error('WeChat access token: another process did not finish its refresh');
}
