import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { ActivityInfo, ActivityKind, ActivityStatus } from '#shared/contract/activity';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import { notFound, refuse } from '../../gateway/app-error';

export type Activity = typeof activities.$inferSelect;

/** Which activity a call means: its code, else the live one of the kind (else the newest of the kind). */
export async function findActivity(db: Db, now: Date, which: { activityCode?: string; kind?: ActivityKind }, defaultKind: ActivityKind): Promise<Activity> {
  if (which.activityCode) {
    const [a] = await db.select().from(activities).where(eq(activities.code, which.activityCode)).limit(1);
    if (!a) throw notFound('activity.notFound');
    return a;
  }
  const kind = which.kind ?? defaultKind;
  const [live] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.kind, kind), lte(activities.startsAt, now), gt(activities.endsAt, now)))
    .orderBy(desc(activities.startsAt))
    .limit(1);
  if (live) return live;
  const [newest] = await db.select().from(activities).where(eq(activities.kind, kind)).orderBy(desc(activities.startsAt)).limit(1);
  if (!newest) throw notFound('activity.notFound');
  return newest;
}

export function statusOf(a: Activity, now: Date): ActivityStatus {
  if (now < a.startsAt) return 'notStarted';
  return now < a.endsAt ? 'live' : 'ended';
}

/** Draws are taken only while the activity runs. */
export function assertLive(a: Activity, now: Date) {
  const s = statusOf(a, now);
  if (s === 'notStarted') throw refuse('activity.notStarted');
  if (s === 'ended') throw refuse('activity.ended');
}

export const titleOf = (a: Activity, lang: Lang) => (lang === 'en' ? a.titleEn : a.titleZh);

export function infoOf(a: Activity, lang: Lang, now: Date): ActivityInfo {
  return {
    activityCode: a.code,
    kind: a.kind as ActivityKind,
    title: titleOf(a, lang),
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    status: statusOf(a, now),
    drawsPerDay: a.drawsPerDay,
  };
}

export function contentOf(a: Activity, lang: Lang) {
  const body = lang === 'en' ? a.contentEn : a.contentZh;
  return {
    activityCode: a.code,
    title: titleOf(a, lang),
    paragraphs: body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

const BEIJING_MS = 8 * 3600 * 1000;
/** The Beijing calendar day a draw counts against. */
export const beijingDay = (d: Date) => new Date(d.getTime() + BEIJING_MS).toISOString().slice(0, 10);
