import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DrawCount, DrawResult } from '#shared/contract/activity';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { activityDrawCounts, activityDraws, activityPrizes } from '../../db/schema';
import { refuse } from '../../gateway/app-error';
import { assertLive, beijingDay, type Activity } from './resolve';

/**
 * The draw. Who draws is a subject: `m:<memberId>` (web, WeChat and live draws of one member
 * share their daily draws) or `c:<CODE>` (an invitation code, one draw ever). In one transaction:
 * 1. the subject's counter for the day goes up by one, only while below the limit (one
 *    conditional upsert: concurrent taps can never exceed it);
 * 2. a prize is chosen with the CSPRNG, weighted by remaining stock (against the activity's
 *    miss weight), and taken by a conditional UPDATE (stock > 0), so it is never oversold; a
 *    prize emptied by a concurrent draw meanwhile is chosen again among the rest;
 * 3. the draw is recorded; a repeated requestId answers the first draw instead.
 */
export interface Drawer {
  subject: string;
  memberId: number | null;
  invitationCode: string | null;
  channel: 'web' | 'wechat' | 'live' | 'code';
  /** Draws allowed per period; the period is the Beijing day unless `oncePerSubject`. */
  limit: number;
  oncePerSubject?: boolean;
}

const REPLAYED = Symbol('request replayed');

const periodOf = (d: Drawer, now: Date) => (d.oncePerSubject ? 'all' : beijingDay(now));

export async function drawCount(db: Db, a: Activity, d: Drawer, now: Date): Promise<DrawCount> {
  const [row] = await db
    .select({ used: activityDrawCounts.used })
    .from(activityDrawCounts)
    .where(and(eq(activityDrawCounts.activityId, a.id), eq(activityDrawCounts.subject, d.subject), eq(activityDrawCounts.day, periodOf(d, now))));
  const used = row?.used ?? 0;
  return { perDay: d.limit, used, left: Math.max(0, d.limit - used) };
}

export async function draw(db: Db, lang: Lang, a: Activity, d: Drawer, now: Date, requestId?: string): Promise<DrawResult> {
  assertLive(a, now);
  if (requestId) {
    const earlier = await replay(db, lang, a, d, now, requestId);
    if (earlier) return earlier;
  }
  try {
    return await db.transaction(async (tx) => {
      const [count] = await tx
        .insert(activityDrawCounts)
        .values({ activityId: a.id, subject: d.subject, day: periodOf(d, now), used: 1 })
        .onConflictDoUpdate({
          target: [activityDrawCounts.activityId, activityDrawCounts.subject, activityDrawCounts.day],
          set: { used: sql`${activityDrawCounts.used} + 1` },
          setWhere: sql`${activityDrawCounts.used} < ${d.limit}`,
        })
        .returning({ used: activityDrawCounts.used });
      if (!count || count.used > d.limit) throw refuse(d.oncePerSubject ? 'activity.code.used' : 'activity.noDrawsLeft');

      const prize = await takePrize(tx, a);
      const [row] = await tx
        .insert(activityDraws)
        .values({
          activityId: a.id,
          subject: d.subject,
          memberId: d.memberId,
          invitationCode: d.invitationCode,
          channel: d.channel,
          prizeId: prize?.id ?? null,
          requestId: requestId ?? null,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: activityDraws.id });
      // A concurrent call with the same requestId won: undo this one and answer that one.
      if (!row) throw REPLAYED;
      return {
        drawId: row.id,
        won: prize !== null,
        prize: prize ? { prizeId: prize.id, level: prize.level, name: lang === 'en' ? prize.nameEn : prize.nameZh } : null,
        left: Math.max(0, d.limit - count.used),
      };
    });
  } catch (err) {
    if (err !== REPLAYED || !requestId) throw err;
    const earlier = await replay(db, lang, a, d, now, requestId);
    if (!earlier) throw new Error('replayed draw not found');
    return earlier;
  }
}

type Prize = typeof activityPrizes.$inferSelect;

async function takePrize(tx: Db, a: Activity): Promise<Prize | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const left = await tx
      .select()
      .from(activityPrizes)
      .where(and(eq(activityPrizes.activityId, a.id), gt(activityPrizes.stock, 0)))
      .orderBy(asc(activityPrizes.level), asc(activityPrizes.id));
    const total = left.reduce((n, p) => n + p.stock, 0) + a.missWeight;
    if (left.length === 0 || total === 0) return null;
    let r = randomInt(total);
    const chosen = left.find((p) => (r -= p.stock) < 0);
    if (!chosen) return null; // the miss share
    const [taken] = await tx
      .update(activityPrizes)
      .set({ stock: sql`${activityPrizes.stock} - 1` })
      .where(and(eq(activityPrizes.id, chosen.id), gt(activityPrizes.stock, 0)))
      .returning();
    if (taken) return taken;
  }
  return null;
}

async function replay(db: Db, lang: Lang, a: Activity, d: Drawer, now: Date, requestId: string): Promise<DrawResult | null> {
  const [row] = await db
    .select({ id: activityDraws.id, prize: activityPrizes })
    .from(activityDraws)
    .leftJoin(activityPrizes, eq(activityPrizes.id, activityDraws.prizeId))
    .where(and(eq(activityDraws.activityId, a.id), eq(activityDraws.subject, d.subject), eq(activityDraws.requestId, requestId)));
  if (!row) return null;
  const { left } = await drawCount(db, a, d, now);
  const p = row.prize;
  return { drawId: row.id, won: p !== null, prize: p ? { prizeId: p.id, level: p.level, name: lang === 'en' ? p.nameEn : p.nameZh } : null, left };
}
