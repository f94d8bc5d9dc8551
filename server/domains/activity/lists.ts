import { and, asc, countDistinct, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { DrawItem, MyWin, PublicWin } from '#shared/contract/activity';
import type { Lang } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import type { Db } from '../../db/client';
import { activityDraws, activityPrizes, members } from '../../db/schema';
import type { Activity } from './resolve';

const PUBLIC_WINS = 30;
const MY_WINS = 100;

const prizeName = (p: { nameZh: string; nameEn: string }, lang: Lang) => (lang === 'en' ? p.nameEn : p.nameZh);

/** A name shows its first character only (张**); a code-only winner shows the code's first and last two characters. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(Math.max(1, Math.min(chars.length - 1, 3)));
}
const maskCode = (code: string) => (code.length <= 4 ? '****' : `${code.slice(0, 2)}****${code.slice(-2)}`);

export async function drawList(db: Db, a: Activity, lang: Lang): Promise<DrawItem[]> {
  const rows = await db.select().from(activityPrizes).where(eq(activityPrizes.activityId, a.id)).orderBy(asc(activityPrizes.level), asc(activityPrizes.id));
  return rows.map((p) => ({ prizeId: p.id, level: p.level, name: prizeName(p, lang), stock: p.stock, total: p.total }));
}

export async function publicWins(db: Db, a: Activity, lang: Lang): Promise<PublicWin[]> {
  const rows = await db
    .select({ at: activityDraws.createdAt, code: activityDraws.invitationCode, prize: activityPrizes, name: members.name, mobile: members.mobile })
    .from(activityDraws)
    .innerJoin(activityPrizes, eq(activityPrizes.id, activityDraws.prizeId))
    .leftJoin(members, eq(members.id, activityDraws.memberId))
    .where(eq(activityDraws.activityId, a.id))
    .orderBy(desc(activityDraws.createdAt), desc(activityDraws.id))
    .limit(PUBLIC_WINS);
  return rows.map((r) => ({
    winner: r.name ? maskName(r.name) : maskCode(r.code ?? ''),
    mobile: r.mobile ? maskPhone(r.mobile) : '',
    prizeName: prizeName(r.prize, lang),
    level: r.prize.level,
    time: r.at.toISOString(),
  }));
}

export async function myWins(db: Db, a: Activity, memberId: number, lang: Lang): Promise<MyWin[]> {
  const rows = await db
    .select({ id: activityDraws.id, at: activityDraws.createdAt, prize: activityPrizes })
    .from(activityDraws)
    .innerJoin(activityPrizes, eq(activityPrizes.id, activityDraws.prizeId))
    .where(and(eq(activityDraws.activityId, a.id), eq(activityDraws.memberId, memberId), isNotNull(activityDraws.prizeId)))
    .orderBy(desc(activityDraws.createdAt), desc(activityDraws.id))
    .limit(MY_WINS);
  return rows.map((r) => ({ drawId: r.id, prizeName: prizeName(r.prize, lang), level: r.prize.level, time: r.at.toISOString() }));
}

/** People who drew at least once (a member, or a code drawn without login), and all draws. */
export async function personCount(db: Db, a: Activity) {
  const [r] = await db
    .select({ persons: countDistinct(activityDraws.subject), draws: count() })
    .from(activityDraws)
    .where(eq(activityDraws.activityId, a.id));
  return { persons: Number(r?.persons ?? 0), draws: Number(r?.draws ?? 0) };
}
