import { eq } from 'drizzle-orm';
import type { InvitationCheck } from '#shared/contract/activity';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { activities, activityCodes, activityDrawCounts } from '../../db/schema';
import { AppError } from '../../gateway/app-error';
import { ErrorCode } from '#shared/contract/errors';
import { draw } from './draw';
import { infoOf } from './resolve';

/** Invitation codes: each is one draw in its activity (its counter is the once-ever period 'all'). */
const invalid = () => new AppError(ErrorCode.refused, 'activity.code.invalid', {}, 'invitationCode');

async function codeRow(db: Db, code: string) {
  const [row] = await db
    .select({ code: activityCodes, activity: activities })
    .from(activityCodes)
    .innerJoin(activities, eq(activities.id, activityCodes.activityId))
    .where(eq(activityCodes.code, code.toUpperCase()))
    .limit(1);
  if (!row) throw invalid();
  return row;
}

export async function checkInvitationCode(db: Db, lang: Lang, now: Date, code: string): Promise<InvitationCheck> {
  const row = await codeRow(db, code);
  const [used] = await db
    .select()
    .from(activityDrawCounts)
    .where(eq(activityDrawCounts.subject, `c:${row.code.code}`))
    .limit(1);
  return { activity: infoOf(row.activity, lang, now), usable: !used };
}

export async function useInvitationCode(db: Db, lang: Lang, now: Date, p: { invitationCode: string; requestId?: string }) {
  const row = await codeRow(db, p.invitationCode);
  const result = await draw(db, lang, row.activity, { subject: `c:${row.code.code}`, memberId: null, invitationCode: row.code.code, channel: 'code', limit: 1, oncePerSubject: true }, now, p.requestId);
  await db.update(activityCodes).set({ usedAt: now }).where(eq(activityCodes.id, row.code.id));
  return result;
}
