import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wechatUsers } from '../../db/schema';

/** Records a WeChat user seen by the OAuth callback; nickname and avatar are kept from the last snsapi_userinfo. */
export async function rememberWeChatUser(db: Db, now: Date, u: { openid: string; unionid: string; nickname?: string; avatarUrl?: string }) {
  await db
    .insert(wechatUsers)
    .values({ unionid: u.unionid, openid: u.openid, nickname: u.nickname ?? null, avatarUrl: u.avatarUrl ?? null, updatedAt: now })
    .onConflictDoUpdate({
      target: wechatUsers.unionid,
      set: {
        openid: u.openid,
        updatedAt: now,
        nickname: u.nickname === undefined ? sql`${wechatUsers.nickname}` : u.nickname,
        avatarUrl: u.avatarUrl === undefined ? sql`${wechatUsers.avatarUrl}` : u.avatarUrl,
      },
    });
}
